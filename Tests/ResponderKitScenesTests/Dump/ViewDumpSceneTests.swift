// A dump becomes the same scene as its JSON twin written by hand.
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitScenes

@Suite("View dumps: the scene")
struct ViewDumpSceneTests {
    static let dump = """
        <UIWindow: 0x10; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x11>>
           | <UIScrollView: 0x20; frame = (0 64; 375 603); clipsToBounds = YES; layer = <CALayer: 0x21>; contentOffset: {0, 300}; contentSize: {375, 2000}>
           |    | <UIButton: 0x30; frame = (20 320; 100 44); opaque = NO; layer = <CALayer: 0x31>>
           |    |    | <UIButtonLabel: 0x40; frame = (10 12; 80 20); text = 'OK'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x41>>
           | <MyApp.Badge: 0x50; frame = (300 10; 40 40); transform = [0.5, 0, 0, 0.5, 0, 0]; alpha = 0; layer = <CALayer: 0x51>>
           | <UIImageView: 0x60; frame = (0 0; 100 100); hidden = YES; userInteractionEnabled = NO; layer = <CALayer: 0x61>>
        """

    static let twin = """
        {"views": [{"id": "UIWindow:0x10", "class": "UIWindow", "frame": [0, 0, 375, 667], "children": [
          {"id": "UIScrollView:0x20", "class": "UIScrollView", "frame": [0, 64, 375, 603], "clipsToBounds": true,
           "boundsOrigin": [0, 300], "children": [
            {"id": "UIButton:0x30", "class": "UIButton", "frame": [20, 320, 100, 44], "children": [
              {"id": "UIButtonLabel:0x40", "class": "UIButtonLabel", "frame": [10, 12, 80, 20],
               "userInteractionEnabled": false}]}]},
          {"id": "MyApp.Badge:0x50", "class": "MyApp.Badge", "frame": [280, -10, 80, 80], "alpha": 0,
           "transform": [0.5, 0, 0, 0.5, 0, 0]},
          {"id": "UIImageView:0x60", "class": "UIImageView", "frame": [0, 0, 100, 100], "hidden": true,
           "userInteractionEnabled": false}]}]}
        """

    @Test("HT-16, HT-9: a dump parses to the same hierarchy and geometry as its JSON twin")
    func sameAsTwin() throws {
        let read = ViewDump.read(Self.dump)
        #expect(read.problems.isEmpty)
        let scene = try #require(read.scene)
        let twin = try SceneLoader.load(bytes: Array(Self.twin.utf8))
        #expect(scene.views.count == twin.views.count)
        for (mine, theirs) in zip(scene.views, twin.views) {
            #expect(mine.id == theirs.id)
            #expect(mine.className == theirs.className)
            #expect(mine.frame == theirs.frame)
            #expect(mine.boundsOrigin == theirs.boundsOrigin)
            #expect(mine.isHidden == theirs.isHidden)
            #expect(mine.alpha == theirs.alpha)
            #expect(mine.effectiveUserInteractionEnabled == theirs.effectiveUserInteractionEnabled)
            #expect(mine.clipsToBounds == theirs.clipsToBounds)
            #expect(mine.transform == theirs.transform)
            #expect(mine.parent == theirs.parent)
            #expect(mine.children == theirs.children)
        }
    }

    @Test("HT-16: a 90° rotation and a translation are undone exactly; 45° is ambiguous and says so")
    func transformsBackwards() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 400 400)>
               | <UIView: 0x2; frame = (100 50; 40 80); transform = [0, 1, -1, 0, 10, 20]>
               | <UIView: 0x3; frame = (0 0; 100 100); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]>
            """
        let read = ViewDump.read(dump)
        let scene = try #require(read.scene)
        // Rotated 90°: the 40 x 80 frame covers bounds of 80 x 40 centred at (120, 90) less the translation.
        #expect(scene.views[1].frame == CGRect(x: 70, y: 50, width: 80, height: 40))
        #expect(scene.views[1].transform == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(read.notes.map(\.line) == [3])
        #expect(read.problems.isEmpty)
    }

    @Test("The same address twice gets a unique id; a depth jump, an unreadable value and a nested window are problems")
    func problemsAndIDs() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 400 400)>
               |    | <UIView: 0x2; frame = (0 0; 10 10)>
               | <UIView: 0x2; frame = (0 0; ten 10); alpha = 0.5>
               | <UIWindow: 0x9; frame = (0 0; 5 5)>
            """
        let read = ViewDump.read(dump)
        let scene = try #require(read.scene)
        #expect(scene.views.map(\.id) == ["UIWindow:0x1", "UIView:0x2", "UIView:0x2#2", "UIWindow:0x9"])
        #expect(scene.views[3].className == "UIView")
        #expect(scene.views[1].parent == 0)
        #expect(scene.views[2].alpha == 0.5)
        #expect(read.problems.map(\.line) == [2, 3, 4])
    }

    @Test("Several root windows (scenes) each become a window; JSON is told apart from a dump by its first character")
    func severalWindowsAndDetection() throws {
        let read = ViewDump.read("<UIWindow: 0x1; frame = (0 0; 10 10)>\n<UIWindow: 0x2; frame = (0 0; 20 20)>")
        #expect(try #require(read.scene).roots == [0, 1])
        #expect(ViewDump.looksLikeDump(Array("  <UIWindow: 0x1>".utf8)))
        #expect(!ViewDump.looksLikeDump(Array(" \n{\"views\": []}".utf8)))
        #expect(ViewDump.read("nothing here").scene == nil)
    }
}

// The image and colour parameters of UIKit's initializers and properties (spec FR-11, AC-4, CT-8, CT-14): they are
// stored for a backend, and the objects that take them still work through real input; an image's width sizes a bar
// item without a title.

import Foundation
import Testing

@testable import ResponderKit

/// A plain object that records the senders of `tapped:`.
@MainActor
private final class TapRecorder: NSObject, SelectorDispatching {
    private(set) var senders: [Any?] = []

    func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("tapped:") { (sender: Any?) in senders.append(sender) }
    }
}

@MainActor
@Suite("Image and colour parameters")
struct ImageParameterTests {
    @Test("FR-11: a key command made with UIKit's full initializer, image included, performs its action")
    func keyCommandWithImage() throws {
        let stage = FocusFixtures.Stage()
        let image = UIImage(systemName: "square.and.arrow.down")
        let command = UIKeyCommand(
            title: "Save", image: image, action: "save:", input: "s", modifierFlags: .command, propertyList: "doc",
            alternates: [], discoverabilityTitle: "Save Document", attributes: [], state: .on)
        stage.controller.commands = [command]
        stage.controller.actions = ["save:"]

        try stage.sim.press("s", modifiers: .command)
        #expect(stage.log.entries(startingWith: "controller performed") == ["controller performed save:"])
        #expect(command.image === image)
        #expect(command.title == "Save")
        #expect(command.state == .on)
        #expect(UIKeyCommand(input: "s", modifierFlags: .command, action: "save:").image == nil)
    }

    @Test("UIAction, UICommand and UIMenu keep the image they are given")
    func menuElementImages() {
        let image = UIImage(size: CGSize(width: 20, height: 20))
        #expect(UIAction(title: "Go", image: image) { _ in }.image === image)
        #expect(UICommand(title: "Copy", image: image, action: .copy).image === image)
        #expect(UIMenu(title: "Edit", image: image, children: []).image === image)
        #expect(UIAction { _ in }.image == nil)
    }

    @Test("AC-4: a real tap on an image item sends its action; the item is the image's width plus 16 wide")
    func imageBarButtonItem() throws {
        let stage = ControlFixtures.Stage()
        let target = TapRecorder()
        let toolbar = stage.add(UIToolbar(frame: CGRect(x: 0, y: 556, width: 400, height: 44)))
        let image = UIImage(size: CGSize(width: 40, height: 24))
        let item = UIBarButtonItem(image: image, style: .plain, target: target, action: "tapped:")
        toolbar.items = [item]

        let view = try #require(item.representingView)
        #expect(item.image === image)
        #expect(view.frame == CGRect(x: 16, y: 0, width: 56, height: 44))
        try stage.sim.tap(at: CGPoint(x: 20, y: 20), in: view)
        #expect(target.senders.count == 1)
        #expect(target.senders.first as AnyObject? === item)

        item.image = UIImage(size: CGSize(width: 100, height: 24))
        #expect(view.frame.width == 116, "a new image sizes the item again")
    }

    @Test("CT-14: an item made with a primary action takes the action's title and image unless given its own")
    func primaryActionImage() throws {
        let actionImage = UIImage(size: CGSize(width: 10, height: 10))
        let ownImage = UIImage(size: CGSize(width: 12, height: 12))
        var runs = 0
        let action = UIAction(title: "Add", image: actionImage) { _ in runs += 1 }
        let plain = UIBarButtonItem(primaryAction: action)
        #expect(plain.title == "Add")
        #expect(plain.image === actionImage)
        let own = UIBarButtonItem(title: "Plus", image: ownImage, primaryAction: action)
        #expect(own.title == "Plus")
        #expect(own.image === ownImage)

        let stage = ControlFixtures.Stage()
        let toolbar = stage.add(UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44)))
        toolbar.items = [own]
        let view = try #require(own.representingView)
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(runs == 1)
    }

    @Test("CT-8: page indicator colours are stored (nil by default) and taps still turn pages")
    func pageControlColours() throws {
        let stage = ControlFixtures.Stage()
        let control = stage.add(UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26)))
        #expect(control.pageIndicatorTintColor == nil)
        #expect(control.currentPageIndicatorTintColor == nil)
        control.pageIndicatorTintColor = .lightGray
        control.currentPageIndicatorTintColor = .systemRed
        control.numberOfPages = 3
        try stage.sim.tap(at: CGPoint(x: 150, y: 13), in: control)
        #expect(control.currentPage == 1)
        #expect(control.pageIndicatorTintColor == .lightGray)
        #expect(control.currentPageIndicatorTintColor == .systemRed)
    }

    @Test("UIImage.draw(in:) and draw(at:) draw nothing headless and leave the image as it was")
    func drawingIsABackendsJob() {
        let image = UIImage(size: CGSize(width: 30, height: 20), scale: 2)
        image.draw(in: CGRect(x: 0, y: 0, width: 60, height: 40))
        image.draw(at: CGPoint(x: 5, y: 5))
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 2)
    }
}

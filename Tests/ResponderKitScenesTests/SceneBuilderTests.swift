// Tests for `SceneBuilder` and the scene view classes: what a loaded scene becomes in ResponderKit.
//
// Invariants checked here: roots become visible windows of a fresh application (the first one key, hidden roots
// hidden); class names map to the documented classes and defaults; keys become view properties; hit-area outsets
// and pass-through change exactly the answers they should; controllers join the responder chain.

import Foundation
import ResponderKit
import ResponderKitScenes
import Testing

@MainActor
@Suite("SceneBuilder")
struct SceneBuilderTests {
    private func build(_ json: String) throws -> BuiltScene {
        SceneBuilder.build(try SceneLoader.load(bytes: Array(json.utf8)))
    }

    @Test("HT-12: each root becomes a window of a fresh application; the first is key, hidden roots stay hidden")
    func windows() throws {
        let built = try build(
            """
            {"views": [{"id": "a", "frame": [0, 0, 10, 10]}, {"id": "b", "frame": [5, 5, 10, 10]},
              {"id": "c", "frame": [0, 0, 10, 10], "hidden": true}]}
            """)
        #expect(built.application !== UIApplication.shared)
        #expect(built.windows.count == 3)
        #expect(built.application.keyWindow === built.view(withID: "a"))
        #expect(built.windows.map(\.isHidden) == [false, false, true])
        #expect(built.application.windowsFrontToBack.map { $0.accessibilityIdentifier } == ["b", "a"])
        #expect(built.view(withID: "b")?.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("HT-11: class names map to UIKit classes and their interaction defaults")
    func classes() throws {
        let built = try build(
            """
            {"views": [{"id": "w", "frame": [0, 0, 100, 100], "children": [
              {"id": "label", "class": "UILabel", "frame": [0, 0, 1, 1]},
              {"id": "image", "class": "UIImageView", "frame": [0, 0, 1, 1]},
              {"id": "button", "class": "UIButton", "frame": [0, 0, 1, 1]},
              {"id": "custom", "class": "Sparkle", "frame": [0, 0, 1, 1]},
              {"id": "tappableLabel", "class": "UILabel", "frame": [0, 0, 1, 1], "userInteractionEnabled": true}]}]}
            """)
        #expect(built.view(withID: "w") is SceneWindow)
        #expect(built.view(withID: "label") is UILabel)
        #expect(built.view(withID: "image") is UIImageView)
        #expect(built.view(withID: "button") is SceneButton)
        #expect(built.view(withID: "custom") is SceneView)
        let interactive = ["label", "image", "button", "custom", "tappableLabel"].map {
            built.view(withID: $0)?.isUserInteractionEnabled
        }
        #expect(interactive == [false, false, true, true, true])
        #expect(built.view(withID: "label")?.accessibilityIdentifier == "label")
    }

    @Test("Control class names become real ResponderKit controls; controls it lacks stay plain interactive views")
    func controls() throws {
        let built = try build(
            """
            {"views": [{"id": "w", "frame": [0, 0, 300, 300], "children": [
              {"id": "control", "class": "UIControl", "frame": [0, 0, 10, 10]},
              {"id": "button", "class": "UIButton", "frame": [0, 10, 40, 20], "hitAreaOutset": 5},
              {"id": "switch", "class": "UISwitch", "frame": [0, 40, 50, 30], "passThrough": true},
              {"id": "slider", "class": "UISlider", "frame": [0, 80, 100, 30]},
              {"id": "stepper", "class": "UIStepper", "frame": [0, 120, 100, 30]},
              {"id": "segments", "class": "UISegmentedControl", "frame": [10, 160, 200, 30]},
              {"id": "field", "class": "UITextField", "frame": [0, 200, 100, 30]},
              {"id": "picker", "class": "UIDatePicker", "frame": [0, 240, 100, 30]},
              {"id": "dots", "class": "UIPageControl", "frame": [0, 270, 100, 10]},
              {"id": "well", "class": "UIColorWell", "frame": [0, 280, 10, 10]}]}]}
            """)
        #expect(built.view(withID: "control") is SceneControl)
        #expect(built.view(withID: "button") is SceneButton)
        #expect(built.view(withID: "switch") is SceneSwitch)
        #expect(built.view(withID: "slider") is SceneSlider)
        #expect(built.view(withID: "stepper") is SceneStepper)
        #expect(built.view(withID: "field") is SceneTextField)
        let segments = try #require(built.view(withID: "segments") as? SceneSegmentedControl)
        #expect(segments.numberOfSegments == 2)
        #expect(segments.frame == CGRect(x: 10, y: 160, width: 200, height: 30))
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        for id in ["picker", "dots", "well"] {
            #expect(built.view(withID: id) is SceneView)
            #expect(!(built.view(withID: id) is UIControl))
        }
        // Every control, built or plain, is interactive by default, and the factory agrees with the spec (HT-11).
        let ids = ["control", "button", "switch", "slider", "stepper", "segments", "field", "picker", "dots", "well"]
        for id in ids {
            #expect(built.view(withID: id)?.isUserInteractionEnabled == true, "\(id)")
        }
        for name in SceneViewFactory.controlClassNames.union(["UILabel", "UIImageView", "UIView", "Custom"]) {
            let view = SceneViewFactory.makeView(className: name, frame: .zero)
            #expect(view.isUserInteractionEnabled == SceneViewFactory.isInteractiveByDefault(className: name))
            #expect((view is UIControl) == SceneViewFactory.builtControlClassNames.contains(name), "\(name)")
        }
        // The scene behaviours still apply to controls (HT-7); the button's title label never takes the touch.
        let button = try #require(built.view(withID: "button"))
        #expect(button.point(inside: CGPoint(x: -4, y: -4), with: nil))
        #expect(button.hitTest(CGPoint(x: 5, y: 5), with: nil) === button)
        let toggle = try #require(built.view(withID: "switch"))
        #expect(toggle.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
    }

    @Test("GR-6: scene gesture recognizers are attached in order, configured and named after their view")
    func gestureRecognizers() throws {
        let built = try build(
            """
            {"views": [{"id": "w", "frame": [0, 0, 100, 100], "gestureRecognizers": ["pan"], "children": [
              {"id": "card", "frame": [0, 0, 50, 50],
               "gestureRecognizers": ["tap", "doubleTap", "longPress", "swipe", "pinch", "rotation",
                                      "screenEdgePan", "tap"]}]}]}
            """)
        let card = try #require(built.view(withID: "card"))
        let recognizers = try #require(card.gestureRecognizers)
        #expect(
            recognizers.map(\.name) == [
                "card.tap", "card.doubleTap", "card.longPress", "card.swipe", "card.pinch", "card.rotation",
                "card.screenEdgePan", "card.tap#2",
            ])
        #expect(
            recognizers.map { String(describing: type(of: $0)) } == [
                "UITapGestureRecognizer", "UITapGestureRecognizer", "UILongPressGestureRecognizer",
                "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
                "UIScreenEdgePanGestureRecognizer", "UITapGestureRecognizer",
            ])
        #expect((recognizers[0] as? UITapGestureRecognizer)?.numberOfTapsRequired == 1)
        #expect((recognizers[1] as? UITapGestureRecognizer)?.numberOfTapsRequired == 2)
        #expect((recognizers[6] as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(recognizers.allSatisfy { $0.view === card })
        let index = try #require(built.scene.index(ofID: "card"))
        #expect(built.recognizer(recognizers[7]) == SceneRecognizer(view: index, kind: .tap, name: "card.tap#2"))
        #expect(built.recognizer(UITapGestureRecognizer()) == nil)
        #expect(built.view(withID: "w")?.gestureRecognizers?.map(\.name) == ["w.pan"])
    }

    @Test("HT-8: frame, bounds origin, transform, alpha and flags become view properties")
    func properties() throws {
        let built = try build(
            """
            {"views": [{"id": "w", "frame": [0, 0, 100, 100], "children": [
              {"id": "v", "frame": [10, 20, 30, 40], "boundsOrigin": [0, 50], "transform": [2, 0, 0, 2, 0, 0],
               "alpha": 0.5, "hidden": true, "clipsToBounds": true}]}]}
            """)
        let view = try #require(built.view(withID: "v"))
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.bounds == CGRect(x: 0, y: 50, width: 30, height: 40))
        #expect(view.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        #expect(view.frame == CGRect(x: -5, y: 0, width: 60, height: 80))
        #expect(view.alpha == 0.5)
        #expect(view.isHidden)
        #expect(view.clipsToBounds)
        #expect(view.superview === built.view(withID: "w"))
        #expect(view.window === built.view(withID: "w"))
    }

    @Test("HT-7: hitAreaOutset changes point(inside:) and passThrough returns nil for the view itself")
    func hitBehavior() throws {
        let built = try build(
            """
            {"views": [{"id": "w", "frame": [0, 0, 100, 100], "children": [
              {"id": "big", "frame": [40, 40, 20, 20], "hitAreaOutset": 5},
              {"id": "small", "frame": [0, 0, 20, 20], "hitAreaOutset": -5},
              {"id": "glass", "frame": [0, 60, 40, 40], "passThrough": true, "children": [
                {"id": "inner", "frame": [0, 0, 10, 10]}]}]}]}
            """)
        let big = try #require(built.view(withID: "big"))
        #expect(big.point(inside: CGPoint(x: -5, y: -5), with: nil))
        #expect(!big.point(inside: CGPoint(x: 25, y: 10), with: nil))  // HT-5: the max edge is outside
        let small = try #require(built.view(withID: "small"))
        #expect(!small.point(inside: CGPoint(x: 2, y: 2), with: nil))
        #expect(small.point(inside: CGPoint(x: 5, y: 5), with: nil))
        let glass = try #require(built.view(withID: "glass"))
        #expect(glass.hitTest(CGPoint(x: 30, y: 30), with: nil) == nil)
        #expect(glass.hitTest(CGPoint(x: 5, y: 5), with: nil) === built.view(withID: "inner"))
        let window = try #require(built.windows.first)
        #expect(window.hitTest(CGPoint(x: 30, y: 90), with: nil) === window)
    }

    @Test("RC-2, RC-3: a view controller's root view is followed by the controller, then its superview")
    func controllers() throws {
        let built = try build(
            """
            {"views": [{"id": "w", "frame": [0, 0, 100, 100], "children": [
              {"id": "content", "frame": [0, 0, 100, 100], "viewController": "Main"}]}]}
            """)
        let content = try #require(built.view(withID: "content"))
        let controller = try #require(content.next as? SceneViewController)
        #expect(controller.name == "Main")
        #expect(built.controller(controller) === controller)
        #expect(controller.next === built.view(withID: "w"))
        #expect(built.controllers.count == 1)
        let chain = ResponderChainWalk.chain(from: content)
        #expect(chain.responders.count == 4)
        #expect(chain.responders.last === built.application)
    }

    @Test("A 10,000-level scene builds, hit-tests and tears down without recursion trouble")
    func deepestScene() throws {
        let scene = try SceneLoader.load(bytes: Array(sceneDeepChain(levels: Scene.maximumLevels).utf8))
        let needed = ExplainStackBudget.bytesNeeded(deepestLevel: scene.deepestLevel)
        let available = ExplainStackBudget.remainingBytes() ?? 0
        do {
            let built = SceneBuilder.build(scene)
            #expect(built.views.count == Scene.maximumLevels)
            #expect(built.views.last?.window === built.windows.first)
            // The hit-test itself recurses once per level; only run it when this thread has the stack for it.
            if available >= needed {
                let session = ExplainSession(scene: scene)
                let result = try session.explain(CGPoint(x: 1, y: 1), windowIndex: 0, maxSteps: 10)
                #expect(result.hitIndex == Scene.maximumLevels - 1)
            }
        }
    }
}

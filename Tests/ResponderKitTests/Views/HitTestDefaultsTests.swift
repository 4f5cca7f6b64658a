// Spec HT-10, HT-11, HT-14 and HT-15: drawn content does not matter, which views take interaction by default,
// controls, and hit-testing with a nil event.

import Foundation
import Testing

@testable import ResponderKit

/// A round view: only points within the inscribed circle are inside.
private final class RoundView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let radius = min(bounds.width, bounds.height) / 2
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        return dx * dx + dy * dy <= radius * radius
    }
}

/// A window that records the events its hit-test is asked with.
private final class EventRecordingWindow: UIWindow {
    var events: [UIEvent?] = []

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        events.append(event)
        return super.hitTest(point, with: event)
    }
}

@MainActor
struct HitTestDrawnContentTests {
    @Test("HT-10: a view with nothing drawn is hit across its whole bounds")
    func emptyViewIsHitEverywhere() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let blank = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(blank)
        for point in [
            CGPoint(x: 50, y: 50), CGPoint(x: 149.5, y: 50), CGPoint(x: 50, y: 149.5), CGPoint(x: 149.5, y: 149.5),
            CGPoint(x: 100, y: 100),
        ] {
            #expect(root.hitTest(point, with: nil) === blank)
        }
    }

    @Test("HT-10: an interactive image view is hit over its whole bounds, whatever its image shows")
    func imageViewIsHitOverItsBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        image.isUserInteractionEnabled = true
        root.addSubview(image)
        #expect(root.hitTest(CGPoint(x: 0, y: 0), with: nil) === image)
        #expect(root.hitTest(CGPoint(x: 99, y: 99), with: nil) === image)
        #expect(root.hitTest(CGPoint(x: 100, y: 99), with: nil) === root)
    }
}

@MainActor
struct InteractionDefaultsTests {
    @Test("HT-11: UIView and UIWindow take interaction by default")
    func viewsAreInteractiveByDefault() {
        let app = UIApplication()
        #expect(UIView().isUserInteractionEnabled)
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isUserInteractionEnabled)
        #expect(UIWindow(frame: .zero, application: app).isUserInteractionEnabled)
    }

    @Test("HT-11: UILabel and UIImageView do not take interaction by default, whichever initializer is used")
    func labelsAndImagesAreNotInteractiveByDefault() {
        #expect(!UILabel().isUserInteractionEnabled)
        #expect(!UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isUserInteractionEnabled)
        #expect(!UIImageView().isUserInteractionEnabled)
        #expect(!UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isUserInteractionEnabled)
    }

    @Test("HT-11: a label lets the point through to its superview until interaction is enabled")
    func labelIsSkippedUntilEnabled() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Tap me"
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === label)
    }

    @Test("HT-11: the interaction flag of a label or image view can be switched on and off again")
    func interactionFlagRoundTrips() {
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        image.isUserInteractionEnabled = true
        #expect(image.hitTest(CGPoint(x: 5, y: 5), with: nil) === image)
        image.isUserInteractionEnabled = false
        #expect(image.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
    }
}

/// The package's controls, each made with a frame.
enum HitTestControlKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case button
    case switchControl
    case slider
    case stepper
    case segmentedControl

    var testDescription: String { rawValue }

    @MainActor
    func make(frame: CGRect) -> UIControl {
        switch self {
        case .button: UIButton(frame: frame)
        case .switchControl: UISwitch(frame: frame)
        case .slider: UISlider(frame: frame)
        case .stepper: UIStepper(frame: frame)
        case .segmentedControl: UISegmentedControl(frame: frame)
        }
    }
}

@MainActor
struct ControlHitTestTests {
    @Test("HT-14: a UIButton is itself the hit view over its title label and image view")
    func buttonIsTheHitViewOverItsContent() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 120, height: 40))
        button.setTitle("Send", for: .normal)
        root.addSubview(button)
        let label = try #require(button.titleLabel)
        let image = try #require(button.imageView)
        #expect(label.isDescendant(of: button) && image.isDescendant(of: button))
        #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)

        #expect(root.hitTest(label.convert(CGPoint(x: 1, y: 1), to: root), with: nil) === button)
        #expect(root.hitTest(image.convert(CGPoint(x: 1, y: 1), to: root), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 169, y: 89), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 170, y: 60), with: nil) === root)
    }

    @Test("HT-14: a simulated tap on a button's title binds the touch to the button")
    func tapOnTitleBindsToTheButton() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        window.addSubview(button)
        let label = try #require(button.titleLabel)
        let touch = try sim.tap(at: CGPoint(x: 5, y: 5), in: label)
        #expect(touch.view === button)
    }

    @Test("HT-14: every kind of control is hit-tested like any view", arguments: HitTestControlKind.allCases)
    func controlsAreHitLikeViews(_ kind: HitTestControlKind) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let control = kind.make(frame: CGRect(x: 50, y: 50, width: 120, height: 40))
        root.addSubview(control)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === control)
        #expect(root.hitTest(CGPoint(x: 169.5, y: 89.5), with: nil) === control)
        #expect(root.hitTest(CGPoint(x: 170, y: 70), with: nil) === root)
        control.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 110, y: 70), with: nil) === control)
    }

    @Test(
        "HT-14: a control is excluded like any view when hidden, not interactive or transparent",
        arguments: HitTestControlKind.allCases, HitExclusion.allCases)
    func controlsAreExcludedLikeViews(_ kind: HitTestControlKind, _ exclusion: HitExclusion) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let control = kind.make(frame: CGRect(x: 50, y: 50, width: 120, height: 40))
        root.addSubview(control)
        exclusion.apply(to: control)
        #expect(root.hitTest(CGPoint(x: 100, y: 70), with: nil) === root)
    }

    @Test(
        "HT-14: a control inside a parent with interaction disabled is not hit (SP-16)",
        arguments: HitTestControlKind.allCases)
    func controlsInsideADisabledParent(_ kind: HitTestControlKind) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: root.bounds)
        let control = kind.make(frame: CGRect(x: 50, y: 50, width: 120, height: 40))
        root.addSubview(parent)
        parent.addSubview(control)
        parent.isUserInteractionEnabled = false
        #expect(control.isUserInteractionEnabled)
        #expect(root.hitTest(CGPoint(x: 100, y: 70), with: nil) === root)
    }

    @Test("HT-14: enabling interaction on a button's title label makes the label the hit view instead")
    func interactiveLabelTakesThePoint() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 120, height: 40))
        root.addSubview(button)
        let label = try #require(button.titleLabel)
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(label.convert(CGPoint(x: 1, y: 1), to: root), with: nil) === label)
    }
}

@MainActor
struct NilEventHitTestTests {
    /// A tree with a bit of everything: a scroll offset, a rotation, a scale, a round view, a hidden view and a
    /// non-interactive label.
    private func makeTree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroller.bounds.origin = CGPoint(x: 0, y: 40)
        scroller.addSubview(UIView(frame: CGRect(x: 10, y: 50, width: 60, height: 60)))
        let rotated = UIView(frame: CGRect(x: 120, y: 20, width: 60, height: 60))
        rotated.transform = CGAffineTransform(rotationAngle: 0.5)
        let round = RoundView(frame: CGRect(x: 110, y: 110, width: 80, height: 80))
        round.transform = CGAffineTransform(scaleX: 0.9, y: 1.1)
        let hidden = UIView(frame: CGRect(x: 0, y: 150, width: 200, height: 50))
        hidden.isHidden = true
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        for view in [scroller, rotated, round, hidden, label] { root.addSubview(view) }
        return root
    }

    @Test("HT-15: hitTest with a nil event gives the same view as with an event")
    func nilEventGivesTheSameView() {
        let root = makeTree()
        let event = UIEvent(type: .touches)
        var distinct: [UIView] = []
        for x in stride(from: -5.0, through: 205, by: 7.5) {
            for y in stride(from: -5.0, through: 205, by: 7.5) {
                let point = CGPoint(x: x, y: y)
                let withEvent = root.hitTest(point, with: event)
                #expect(root.hitTest(point, with: nil) === withEvent, "at \(point)")
                if let withEvent, !distinct.contains(where: { $0 === withEvent }) { distinct.append(withEvent) }
            }
        }
        // The sweep met the root, the scrolled content, the scroller, the rotated view and the round view.
        #expect(distinct.count == 5)
    }

    @Test("HT-15: point(inside:) with a nil event gives the same answer as with an event")
    func nilEventGivesTheSamePointInside() {
        let event = UIEvent(type: .touches)
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        plain.bounds.origin = CGPoint(x: 5, y: -5)
        let round = RoundView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        for view in [plain, round] {
            for x in stride(from: -10.0, through: 70, by: 2.5) {
                for y in stride(from: -10.0, through: 50, by: 2.5) {
                    let point = CGPoint(x: x, y: y)
                    #expect(view.point(inside: point, with: nil) == view.point(inside: point, with: event))
                }
            }
        }
    }

    @Test("HT-15: the view a real touch binds to is what hitTest answers with a nil event")
    func realTouchAgreesWithNilEvent() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let window = EventRecordingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
        window.makeKeyAndVisible()
        let tree = makeTree()
        window.addSubview(tree)

        for point in [CGPoint(x: 30, y: 30), CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 150), CGPoint(x: 90, y: 5)] {
            let touch = try sim.touchDown(at: point, in: window)
            #expect(touch.view === window.hitTest(point, with: nil), "at \(point)")
            try sim.touchUp(touch)
        }
        // The application did pass a real event during those touches.
        #expect(window.events.count == 8)
        #expect(window.events.compactMap { $0 }.count == 4)
    }

    @Test("HT-15: with a tracer installed, touches bind to what hitTest answers with a nil event")
    func tracedTouchAgreesWithNilEvent() throws {
        let app = UIApplication()
        let recorder = TraceRecorder()  // The application holds its tracer weakly.
        app.tracer = recorder
        let sim = EventSimulator(application: app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
        window.makeKeyAndVisible()
        window.addSubview(makeTree())
        for x in stride(from: 2.0, through: 198, by: 14) {
            for y in stride(from: 2.0, through: 198, by: 14) {
                let point = CGPoint(x: x, y: y)
                let touch = try sim.touchDown(at: point, in: window)
                #expect(touch.view === window.hitTest(point, with: nil), "at \(point)")
                try sim.touchUp(touch)
                sim.advance(by: 1)
            }
        }
    }
}

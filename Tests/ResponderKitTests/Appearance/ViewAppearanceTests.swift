// UIView's appearance and layout stand-ins (issue 12): stored and observable state in side storage, overridable
// as UIKit code overrides it, layout passes, display marks, and a custom hit shape through a real tap.

import Foundation
import Testing

@testable import ResponderKit

/// A view that overrides appearance and layout as UIKit code does, and logs what it is told.
private final class LoggingView: UIView {
    var log: [String] = []

    override var backgroundColor: UIColor? {
        didSet { log.append("backgroundColor") }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        log.append("tintColorDidChange")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layoutSubviews \(bounds.size.width)")
        subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }

    override func draw(_ rect: CGRect) {
        log.append("draw \(rect)")
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) }
}

/// A round button: only the circle inscribed in its bounds takes touches.
private final class RoundButton: UIControl {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}

@MainActor
struct ViewAppearanceTests {
    @Test("Appearance properties have UIKit's defaults and a plain view allocates no side storage for them")
    func defaultsCostNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = nil
        view.isOpaque = true
        view.contentMode = .scaleToFill
        view.tintColor = nil
        #expect(view.extras == nil)
        #expect(view.backgroundColor == nil)
        #expect(view.tintColor == .systemBlue)
        #expect(view.isOpaque)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.contentScaleFactor == 3, "UIScreen.main's scale")
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.backgroundColor = .white
        view.contentMode = .center
        #expect(view.backgroundColor == .white)
        #expect(view.contentMode == .center)
    }

    @Test("An overridden backgroundColor observes its changes; the layer's colour goes through the view")
    func overriddenBackgroundColor() {
        let view = LoggingView()
        view.backgroundColor = .red
        view.layer.backgroundColor = UIColor.green.cgColor
        #expect(view.log == ["backgroundColor", "backgroundColor"])
        #expect(view.backgroundColor == .green)
    }

    @Test("tintColor is inherited from the superview; a change reaches the descendants that inherit it")
    func tintColorInheritance() {
        let root = LoggingView()
        let inheriting = LoggingView()
        let own = LoggingView()
        let belowOwn = LoggingView()
        root.addSubview(inheriting)
        root.addSubview(own)
        own.addSubview(belowOwn)
        own.tintColor = .systemGreen
        root.tintColor = .systemPink
        #expect(inheriting.tintColor == .systemPink)
        #expect(belowOwn.tintColor == .systemGreen)
        #expect(root.log == ["tintColorDidChange"])
        #expect(inheriting.log == ["tintColorDidChange"])
        #expect(own.log == ["tintColorDidChange"], "only its own change")
        #expect(belowOwn.log == ["tintColorDidChange"], "only from its parent's own change")
        own.tintColor = nil
        #expect(belowOwn.tintColor == .systemPink)
    }

    @Test("layoutIfNeeded runs layoutSubviews only when layout was requested; bounds size changes request it")
    func layoutRequests() {
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let half = UIView()
        view.addSubview(half)
        view.layoutIfNeeded()
        #expect(view.log == ["layoutSubviews 100.0"])
        #expect(half.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        view.layoutIfNeeded()
        #expect(view.log.count == 1, "nothing pending")
        view.center = CGPoint(x: 300, y: 300)
        view.layoutIfNeeded()
        #expect(view.log.count == 1, "moving is not resizing")
        view.frame.size.width = 200
        #expect(view.layer.needsLayout())
        view.layoutIfNeeded()
        #expect(view.log.last == "layoutSubviews 200.0")
        #expect(half.frame.width == 100)
        view.setNeedsLayout()
        view.layer.layoutIfNeeded()
        #expect(view.log.count == 3)
    }

    @Test("A layout pass reaches a deep descendant that requested layout, without laying out its clean siblings")
    func layoutPassDescends() {
        let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let middle = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let leaf = LoggingView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        let sibling = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(sibling)
        root.layoutIfNeeded()
        for view in [root, middle, leaf, sibling] { view.log.removeAll() }
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(leaf.log.count == 1)
        #expect(root.log.isEmpty)
        #expect(middle.log.isEmpty)
        #expect(sibling.log.isEmpty)
    }

    @Test("A window lays out its pending layout before it hit-tests a new touch")
    func windowLaysOutBeforeHitTesting() throws {
        let stage = ControlFixtures.Stage()
        let container = stage.add(LoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)))
        let button = UIButton(frame: .zero)
        container.addSubview(button)
        let taps = ControlFixtures.Counter()
        button.addAction(UIAction { _ in taps.value += 1 }, for: .touchUpInside)
        // The button has no size until the container's layoutSubviews gives it the left half.
        try stage.sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(container.log == ["layoutSubviews 200.0"])
        #expect(taps.value == 1)
    }

    @Test("sizeToFit resizes to sizeThatFits keeping the origin; setNeedsDisplay marks until a backend displays")
    func sizingAndDisplay() {
        let view = LoggingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 44, height: 22))
        view.log.removeAll()
        #expect(!view.layer.needsDisplay())
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(view.layer.needsDisplay())
        #expect(view.log.isEmpty, "headless nothing draws by itself")
        view.layer.displayIfNeeded()
        #expect(view.log == ["draw \(CGRect(x: 0, y: 0, width: 15, height: 15))"])
        view.layer.displayIfNeeded()
        #expect(view.log.count == 1)
        view.contentMode = .redraw
        view.bounds.size = CGSize(width: 30, height: 30)
        #expect(view.layer.needsDisplay(), ".redraw marks the view when its size changes")
        #expect(view.layer.needsDisplayOnBoundsChange)
    }

    @Test("HT-7: a control whose point(inside:) uses UIBezierPath(ovalIn:) is hit only inside its circle")
    func roundButtonThroughRealTaps() throws {
        let stage = ControlFixtures.Stage()
        let button = stage.add(RoundButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100)))
        let behind = stage.window
        let taps = ControlFixtures.Counter()
        button.addAction(UIAction { _ in taps.value += 1 }, for: .touchUpInside)
        // A corner of the frame, outside the circle: the window behind takes the touch.
        let corner = try stage.sim.tap(at: CGPoint(x: 105, y: 105))
        #expect(corner.view === behind)
        #expect(taps.value == 0)
        // Just inside the rim, on the diagonal (radius 49 of 50).
        let rim = 49 / 2.squareRoot()
        let inside = try stage.sim.tap(at: CGPoint(x: 150 - rim, y: 150 - rim))
        #expect(inside.view === button)
        #expect(taps.value == 1)
        try stage.sim.tap(at: CGPoint(x: 150, y: 150))
        #expect(taps.value == 2)
    }

    @Test("UIScreen.main is 390 x 844 points at 3x; coordinate spaces convert through the screen")
    func screenAndCoordinateSpaces() {
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.scale == 3)
        #expect(screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 744), application: app)
        #expect(window.screen === screen)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(view)
        #expect(view.convert(CGPoint.zero, to: screen.coordinateSpace) == CGPoint(x: 10, y: 120))
        #expect(view.convert(CGPoint(x: 10, y: 120), from: screen.coordinateSpace) == .zero)
        #expect(screen.coordinateSpace.convert(CGPoint(x: 10, y: 120), to: view) == .zero)
        let space: any UICoordinateSpace = window
        #expect(view.convert(CGPoint.zero, to: space) == CGPoint(x: 10, y: 20))
    }
}

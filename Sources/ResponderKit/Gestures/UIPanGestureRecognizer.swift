// A continuous recognizer for dragging fingers (GR-20, GR-21).
//
// Invariants: the translation's reference is the centroid at touch-down (shifted when fingers are added or
// lifted so the centroid does not jump); velocity comes from the two most recent centroid samples on the clock.
import Foundation

/// A continuous gesture recognizer that interprets panning gestures.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, the centroid must move before the pan begins (GR-20, observed).
    public static let hysteresis: CGFloat = 10

    /// The fewest fingers that can pan. 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan. `Int.max` by default.
    open var maximumNumberOfTouches = Int.max
    /// The kinds of scroll input (mouse wheel, trackpad) that drive the pan; none by default.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    var referenceInWindow: CGPoint = .zero
    /// The kind of scroll input driving the pan, or none when fingers drive it.
    var scrollInputType: UIScrollTypeMask = []
    private var startInWindow: CGPoint = .zero
    private var previousSample: (time: TimeInterval, point: CGPoint)?
    private var latestSample: (time: TimeInterval, point: CGPoint)?

    /// Starts tracking, or shifts the reference when a finger joins.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let before = lastCentroid
        let hadTouches = numberOfTouches > touches.count
        updateCentroid()
        if hadTouches {
            shiftReference(by: lastCentroid, from: before)
        } else {
            referenceInWindow = lastCentroid
            startInWindow = lastCentroid
        }
        sample(event.timestamp)
        if numberOfTouches > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    /// Begins after the hysteresis, then reports changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        updateCentroid()
        sample(event.timestamp)
        switch state {
        case .possible:
            guard
                (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(numberOfTouches)
            else { return }
            let dx = lastCentroid.x - startInWindow.x
            let dy = lastCentroid.y - startInWindow.y
            guard dx * dx + dy * dy > UIPanGestureRecognizer.hysteresis * UIPanGestureRecognizer.hysteresis,
                shouldBegin(translation: CGPoint(x: dx, y: dy))
            else { return }
            state = .began
        case .began, .changed:
            // Changes are reported only while the minimum number of fingers is down (GR-20).
            if numberOfTouches >= minimumNumberOfTouches { state = .changed }
        default:
            break
        }
    }

    /// Ends when the last finger lifts; fails if it never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        if remaining.isEmpty {
            // A lift where the finger last moved, soon after, keeps that movement's velocity: a flick (SV-34).
            if let latestSample, latestSample.point == lastCentroid, event.timestamp - latestSample.time < 0.05 {
            } else {
                sample(event.timestamp)
            }
            switch state {
            case .began, .changed: state = .ended
            case .possible: state = .failed
            default: break
            }
            return
        }
        // A finger lifted: keep the centroid continuous.
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in remaining {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
        }
        let after = CGPoint(x: x / CGFloat(remaining.count), y: y / CGFloat(remaining.count))
        shiftReference(by: after, from: lastCentroid)
        lastCentroid = after
    }

    /// Cancels a begun pan; fails a possible one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelIfActiveElseFail()
    }

    /// Whether the pan may begin after moving `translation` (window coordinates); subclasses refine it.
    func shouldBegin(translation: CGPoint) -> Bool { true }

    /// Whether scroll input that moves `delta` (window coordinates) may drive the pan; subclasses refine it.
    func acceptsScroll(delta: CGPoint) -> Bool { true }

    /// The total movement of the centroid since touch-down, in `view`'s coordinates (GR-21).
    open func translation(in view: UIView?) -> CGPoint {
        let current = convertFromWindow(lastCentroid, to: view)
        let reference = convertFromWindow(referenceInWindow, to: view)
        return CGPoint(x: current.x - reference.x, y: current.y - reference.y)
    }

    /// Sets the translation to report now, in `view`'s coordinates (GR-21).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = convertFromWindow(lastCentroid, to: view)
        let reference = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        if let view {
            referenceInWindow = view.convert(reference, to: self.view?.window)
        } else {
            referenceInWindow = reference
        }
    }

    /// The centroid's velocity in points per second in `view`'s coordinates (GR-21).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let previousSample, let latestSample, latestSample.time > previousSample.time else { return .zero }
        let a = convertFromWindow(previousSample.point, to: view)
        let b = convertFromWindow(latestSample.point, to: view)
        let dt = CGFloat(latestSample.time - previousSample.time)
        return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    private func sample(_ time: TimeInterval) {
        if let latestSample, latestSample.time < time { previousSample = latestSample }
        latestSample = (time, lastCentroid)
    }

    private func shiftReference(by after: CGPoint, from before: CGPoint) {
        referenceInWindow.x += after.x - before.x
        referenceInWindow.y += after.y - before.y
        startInWindow.x += after.x - before.x
        startInWindow.y += after.y - before.y
    }

    /// Moves the pan by scroll input (a ResponderKit input path for mouse wheels and trackpads).
    func scroll(by delta: CGPoint, at location: CGPoint, in window: UIWindow, time: TimeInterval) {
        if state == .possible {
            referenceInWindow = location
            startInWindow = location
            lastCentroid = location
            previousSample = nil
            latestSample = (time, location)
        }
        lastCentroid = CGPoint(x: lastCentroid.x + delta.x, y: lastCentroid.y + delta.y)
        sample(time)
    }

    /// Clears the gesture.
    open override func reset() {
        super.reset()
        previousSample = nil
        latestSample = nil
        scrollInputType = []
        referenceInWindow = .zero
        startInWindow = .zero
    }
}

/// Kinds of scroll input a pan recognizer accepts.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Wraps raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Line-by-line scrolling, as from a mouse wheel.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Smooth scrolling, as from a trackpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Every kind.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

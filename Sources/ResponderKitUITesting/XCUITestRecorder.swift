// Turns the input an application receives into the lines of an XCUITest-style UI test (UT-220 … UT-235).
//
// Invariants:
// - The recorder only watches: it is the input layer's sample observer (or is handed samples by a host), reads
//   the application through public API (the accessibility tree, hit-tests with a nil event, the clock, the keyboard's
//   owner) and never sends input or calls an action; a sample it cannot make sense of becomes a comment or nothing,
//   never a crash.
// - The element a touch acts on is resolved when the touch goes down, before the touch changes the screen.
// - A gesture is decided when its last finger lifts: no movement beyond `slop` is a tap (a double tap when it
//   follows a tap on the same target within `doubleTapInterval`) or, held `pressDuration` or more, a press; moving
//   after holding is a press-and-drag; a quick mostly straight movement is a swipe; a slider's movement is an
//   adjustment to its final position; any other movement is a drag by its recorded points.
// - Typing into the same focused element is coalesced into one run until another action comes between.
import Foundation
import ResponderKit

/// Records a session of real input (a person with a mouse, a keyboard or a touch screen, or a simulator) as UI test
/// code in XCUITest's style, so the session becomes a readable, replayable test.
///
/// ```swift
/// let recorder = XCUITestRecorder(application: application)
/// recorder.start()
/// // … input arrives through application.input …
/// recorder.stop()
/// print(recorder.script(XCUITestScriptOptions()))
/// ```
///
/// Taps become `app.buttons["Log in"].tap()` (the element's XCUITest type and identifier, else its label); typing
/// becomes `typeText(_:)` on the focused field; a tap where no element can be named becomes a tap at a coordinate,
/// with a comment saying why.
@MainActor
public final class XCUITestRecorder {
    /// The application whose input is recorded.
    public let application: UIApplication
    /// The largest movement, in points, that still counts as a tap or a press.
    public static let slop: CGFloat = 10
    /// The shortest hold, in seconds, recorded as a press (`press(forDuration:)`) instead of a tap.
    public static let pressDuration: TimeInterval = 0.5
    /// The longest gap, in seconds, between two taps recorded as one double tap.
    public static let doubleTapInterval: TimeInterval = 0.35
    /// The longest movement, in seconds, recorded as a swipe rather than a drag.
    public static let swipeDuration: TimeInterval = 0.6
    /// The shortest movement, in points, recorded as a swipe.
    public static let swipeDistance: CGFloat = 30

    var actions: [RecordedAction] = []
    /// The gesture whose fingers are down, if any.
    private var gesture: Gesture?
    /// The last tap, for making a double tap of the next one.
    private var lastTap: (target: RecordedTarget, time: TimeInterval, point: CGPoint)?
    /// The object focused during the last typing run (weak: the recorder keeps no view alive).
    weak var typingOwner: UIResponder?
    /// Whether the last action is a run of wheel scrolls or accelerometer readings that the next one joins.
    var joinsRun: RunKind?

    /// The runs of samples one comment stands for.
    enum RunKind { case scroll, accelerometer }

    /// The fingers of one gesture.
    private struct Gesture {
        var target: RecordedTarget
        var element: ElementSnapshot?
        var startTime: TimeInterval
        var starts: [Int: CGPoint] = [:]
        var lasts: [Int: CGPoint] = [:]
        var order: [Int] = []
        var down: Set<Int> = []
        var firstMoveTime: TimeInterval?
        var secondary = false
    }

    /// A recorder for `application`; it records nothing until ``start()`` (or samples handed to ``observe(_:)``).
    public init(application: UIApplication) {
        self.application = application
    }

    /// Starts recording: the recorder becomes the application's input sample observer
    /// (`InputLayer.sampleObserver`), replacing any other.
    public func start() {
        application.input.sampleObserver = { [weak self] sample in self?.observe(sample) }
    }

    /// Stops recording (the application's input no longer has an observer); what was recorded stays.
    public func stop() {
        application.input.sampleObserver = nil
    }

    /// The lines recorded so far (without indentation): one statement or comment each.
    public var lines: [String] { actions.flatMap(\.lines) }

    /// A whole test file of the recorded lines, in the style `options` asks for.
    public func script(_ options: XCUITestScriptOptions = XCUITestScriptOptions()) -> String {
        options.file(body: lines, actionCount: actions.count)
    }

    /// Records one sample the application is about to receive. Call it before the sample is sent (the input
    /// layer's observer does), so a touch's element is resolved before the touch changes the screen.
    public func observe(_ sample: InputSample) {
        switch sample {
        case .touches(let touches): observe(touches)
        case .press(let press): observe(press)
        case .text(let text): type(.text(text.text))
        case .scroll(let scroll): observe(scroll)
        case .accelerometer:
            if joinsRun != .accelerometer {
                append(.comment("accelerometer readings (a shake?) are not recorded: XCUITest has no shake"))
            }
            joinsRun = .accelerometer
        // A desktop host's window gains and loses the focus with every click elsewhere: no step of the test.
        case .hover, .resignActive, .becomeActive: break
        case .remoteControl(let remote):
            append(.comment("a remote-control command (subtype \(remote.subtype.rawValue)) is not recorded"))
        case .statusBarTap: append(.comment("a tap on the status bar (scroll to top) is not recorded"))
        }
    }

    /// Appends an action, ending any run.
    func append(_ action: RecordedAction) {
        actions.append(action)
        joinsRun = nil
    }

    /// The time now, on the application's clock.
    var now: TimeInterval { application.clock.now }

    // MARK: Touches

    private func observe(_ touches: [TouchSample]) {
        let time = touches.compactMap(\.timestamp).max() ?? now
        for touch in touches {
            let point = screenPoint(touch)
            switch touch.phase {
            case .began: begin(touch, at: point, time: time)
            case .moved: move(touch.id, to: point, time: time)
            case .ended, .cancelled:
                move(touch.id, to: point, time: time)
                gesture?.down.remove(touch.id)
            }
        }
        if let finished = gesture, finished.down.isEmpty {
            gesture = nil
            finish(finished, time: time)
        }
    }

    private func screenPoint(_ touch: TouchSample) -> CGPoint {
        guard let window = touch.window else { return touch.location }
        return window.convert(touch.location, to: nil)
    }

    private func begin(_ touch: TouchSample, at point: CGPoint, time: TimeInterval) {
        // The input layer refuses such a point; a host handing samples directly may not have checked it.
        guard point.x.isFinite, point.y.isFinite else { return }
        if gesture == nil {
            let located = RecordedElementLocator(application: application).target(at: point)
            gesture = Gesture(target: located.target, element: located.element, startTime: time)
        }
        gesture?.starts[touch.id] = point
        gesture?.lasts[touch.id] = point
        gesture?.order.append(touch.id)
        gesture?.down.insert(touch.id)
        if touch.buttonMask.contains(.secondary) { gesture?.secondary = true }
    }

    private func move(_ id: Int, to point: CGPoint, time: TimeInterval) {
        guard var current = gesture, let start = current.starts[id] else { return }
        current.lasts[id] = point
        if current.firstMoveTime == nil, distance(start, point) > XCUITestRecorder.slop {
            current.firstMoveTime = time
        }
        gesture = current
    }

    private func finish(_ gesture: Gesture, time: TimeInterval) {
        let duration = max(0, time - gesture.startTime)
        if gesture.secondary {
            return append(.comment("a secondary click on \(gesture.target.source) is not recorded"))
        }
        guard gesture.order.count == 1, let id = gesture.order.first, let start = gesture.starts[id],
            let end = gesture.lasts[id]
        else {
            return finishMultiFinger(gesture, duration: duration)
        }
        guard let moveTime = gesture.firstMoveTime else {
            if duration >= XCUITestRecorder.pressDuration {
                return append(.press(gesture.target, duration: duration))
            }
            return recordTap(gesture.target, at: start, startTime: gesture.startTime, time: time)
        }
        let hold = moveTime - gesture.startTime
        if let slider = gesture.element?.object as? UISlider, let query = gesture.target.query {
            let range = slider.maximumValue - slider.minimumValue
            let position = range > 0 ? (slider.value - slider.minimumValue) / range : 0
            return append(.adjust(query, position: CGFloat(min(max(position, 0), 1))))
        }
        if hold >= XCUITestRecorder.pressDuration {
            let destination = RecordedElementLocator(application: application).target(at: end).target
            let to =
                destination == gesture.target
                ? .coordinate(at: end, in: application, reason: "dragged to a point") : destination
            return append(.pressThenDrag(gesture.target, duration: hold, to: to))
        }
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = max(abs(dx), abs(dy))
        if duration <= XCUITestRecorder.swipeDuration, length >= XCUITestRecorder.swipeDistance,
            length >= 2 * min(abs(dx), abs(dy))
        {
            let direction = abs(dx) > abs(dy) ? (dx < 0 ? "Left" : "Right") : (dy < 0 ? "Up" : "Down")
            // A coordinate cannot swipe in XCUITest: such a swipe is a drag by its points.
            if gesture.target.query != nil { return append(.swipe(gesture.target, direction: direction)) }
        }
        append(
            .pressThenDrag(
                .coordinate(at: start, in: application, reason: "a drag, replayed by its recorded points"),
                duration: hold, to: .coordinate(at: end, in: application, reason: "")))
    }

    /// A tap, or the second tap of a double tap.
    private func recordTap(_ target: RecordedTarget, at point: CGPoint, startTime: TimeInterval, time: TimeInterval) {
        if let last = lastTap, last.target == target, startTime - last.time <= XCUITestRecorder.doubleTapInterval,
            distance(last.point, point) <= 2 * XCUITestRecorder.slop, case .tap = actions.last
        {
            actions[actions.count - 1] = .doubleTap(target)
            lastTap = nil
            return
        }
        append(.tap(target))
        lastTap = (target, time, point)
    }

    /// Two fingers: a two-finger tap, a pinch or a rotation; more fingers are not recorded.
    private func finishMultiFinger(_ gesture: Gesture, duration: TimeInterval) {
        guard gesture.order.count == 2, let a0 = gesture.starts[gesture.order[0]],
            let b0 = gesture.starts[gesture.order[1]], let a1 = gesture.lasts[gesture.order[0]],
            let b1 = gesture.lasts[gesture.order[1]]
        else {
            return append(.comment("a gesture of \(gesture.order.count) fingers is not recorded"))
        }
        if gesture.firstMoveTime == nil, duration < XCUITestRecorder.pressDuration {
            return append(.twoFingerTap(gesture.target))
        }
        let seconds = max(duration, 0.1)
        var rotation = atan2(b1.y - a1.y, b1.x - a1.x) - atan2(b0.y - a0.y, b0.x - a0.x)
        if rotation > .pi { rotation -= 2 * .pi }
        if rotation < -.pi { rotation += 2 * .pi }
        let startSpread = distance(a0, b0)
        let scale = startSpread > 0 ? distance(a1, b1) / startSpread : 1
        if abs(rotation) >= 0.2 {
            return append(.rotate(gesture.target, rotation: rotation, velocity: rotation / CGFloat(seconds)))
        }
        if abs(scale - 1) >= 0.1 {
            return append(.pinch(gesture.target, scale: scale, velocity: (scale - 1) / CGFloat(seconds)))
        }
        append(.comment("a two-finger gesture with no clear pinch or rotation is not recorded"))
    }

    func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

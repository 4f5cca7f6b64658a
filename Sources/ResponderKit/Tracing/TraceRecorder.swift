// A tracer that keeps every entry and renders them as readable lines.
import Foundation

/// An ``EventTracer`` that stores the entries it receives.
///
/// ```swift
/// let recorder = TraceRecorder()
/// app.tracer = recorder
/// try sim.tap(at: point, in: window)
/// print(recorder.lines.joined(separator: "\n"))
/// ```
@preconcurrency @MainActor
public final class TraceRecorder: EventTracer {
    /// The entries received, in order.
    public private(set) var entries: [TraceEntry] = []

    /// Creates an empty recorder.
    public init() {}

    /// Stores the entry.
    public func record(_ entry: TraceEntry) {
        entries.append(entry)
    }

    /// Forgets every entry.
    public func removeAll() {
        entries.removeAll()
    }

    /// The entries as text, one line each, hit-test visits indented by depth.
    public var lines: [String] { entries.map(TraceRecorder.describe) }

    /// A name for a responder in traces: its `accessibilityIdentifier` when it is a view that has one, otherwise
    /// its type name.
    public static func name(of responder: UIResponder?) -> String {
        guard let responder else { return "nil" }
        if let view = responder as? UIView, let id = view.accessibilityIdentifier { return id }
        return String(describing: type(of: responder))
    }

    /// A name for a recognizer in traces: its `name`, or its type and its view's name.
    public static func name(of recognizer: UIGestureRecognizer) -> String {
        if let name = recognizer.name { return name }
        return "\(type(of: recognizer))@\(name(of: recognizer.view))"
    }

    /// One entry as a line of text.
    public static func describe(_ entry: TraceEntry) -> String {
        switch entry {
        case .hitTestBegan(let window, let point):
            return "hit-test \(name(of: window)) at \(format(point))"
        case .hitTestVisit(let view, let point, let depth, let verdict):
            let mark = verdict.accepted ? "enter" : "reject"
            return indent(depth) + "\(mark) \(name(of: view)) at \(format(point)): \(verdict.reason)"
        case .hitTestReturned(let view, let depth, let result, let defaultResult):
            var text = indent(depth) + "\(name(of: view)).hitTest returned \(name(of: result))"
            switch defaultResult {
            case .none: text += " (overridden, super not called)"
            case .some(let computed) where computed !== result:
                text += " (override changed \(name(of: computed)) to \(name(of: result)))"
            default: break
            }
            return text
        case .hitTestResult(let window, let point, let view):
            return "hit view \(name(of: view)) in \(name(of: window)) at \(format(point))"
        case .touchBound(let touch, let view):
            return "touch \(touch.identifier) bound to \(name(of: view)) (tapCount \(touch.tapCount))"
        case .touchSuppressed(let touch, let view, let reason):
            return "touch \(touch.identifier) not delivered to \(name(of: view)): \(reason.rawValue)"
        case .delivered(let method, let responder, let count):
            let noun =
                switch method.kind {
                case .touches: count == 1 ? "touch" : "touches"
                case .presses: count == 1 ? "press" : "presses"
                case .other: "event"
                }
            return "\(method.rawValue) -> \(name(of: responder)) (\(count) \(noun))"
        case .forwarded(let method, let from, let to):
            return "  \(method.rawValue) forwarded \(name(of: from)) -> \(name(of: to))"
        case .dropped(let method, let responder):
            return "  \(method.rawValue) dropped after \(name(of: responder)): end of the chain"
        case .responderCycle(let method, let responder):
            return "  \(method.rawValue) stopped at \(name(of: responder)): the next chain forms a cycle"
        case .touchCancelled(let touch, let view, let reason):
            return "touch \(touch.identifier) cancelled for \(name(of: view)): \(reason.rawValue)"
        case .firstResponderChanged(let window, let from, let to):
            return "first responder of \(name(of: window)): \(name(of: from)) -> \(name(of: to))"
        case .recognizerStateChanged(let recognizer, let from, let to, let reason):
            let why = reason.map { ": \($0)" } ?? ""
            return "recognizer \(name(of: recognizer)) \(from) -> \(to)\(why)"
        case .recognizerTransitionRejected(let recognizer, let from, let to):
            return "recognizer \(name(of: recognizer)) asked for illegal \(from) -> \(to): ignored"
        case .recognizerWaiting(let recognizer, let other):
            return "recognizer \(name(of: recognizer)) waits for \(name(of: other)) to fail"
        case .controlEvents(let control, let events):
            return "\(name(of: control)) sends \(events.names.joined(separator: ", "))"
        case .actionSent(let action, let sender, let target):
            return "action \(actionName(action)) from \(senderName(sender)) performed by \(senderName(target))"
        case .selectorNotImplemented(let selector, let target):
            return "\(senderName(target)) does not implement \(actionName(selector)): nothing ran"
        case .actionNotHandled(let action, let sender):
            return "action \(actionName(action)) from \(senderName(sender)): no responder performs it"
        case .inputDropped(let reason):
            return "input dropped: \(reason)"
        case .inputRejected(let error):
            return "input rejected: \(error)"
        case .note(let text):
            return text
        case .constraintBroken(let constraint, let involved):
            return "broke constraint \(LayoutDescription.expression(of: constraint)) (unsatisfiable with "
                + "\(involved.count - 1) other constraints)"
        case .layoutError(let message):
            return "layout error: \(message)"
        }
    }

    private static func senderName(_ sender: Any?) -> String {
        guard let sender else { return "nil" }
        if let responder = sender as? UIResponder { return name(of: responder) }
        return String(describing: type(of: sender))
    }

    private static func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: min(depth, 40) + 1)
    }

    /// Formats a point compactly, without a trailing ".0" for whole numbers.
    public static func format(_ point: CGPoint) -> String {
        "(\(format(point.x)), \(format(point.y)))"
    }

    /// Formats a number compactly, without a trailing ".0" for whole numbers.
    public static func format(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(describing: Double(value))
    }
}

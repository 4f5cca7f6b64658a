// One record of an `EventLog`: an event method a recording responder received, with the touches, phases and event
// it came with, or a free-form line.
//
// Invariants:
// - `text` is "responder.method" for a method record and the written line for a free-form one.
// - A free-form record has an empty `responder`, a nil `method`, no touches, no phases and no event.
// - `phases` is the phase of every touch of `allTouches` and `touches` at the moment the method ran.
import ResponderKit

/// What an `EventLog` keeps for each line: the text, and for event methods the structured facts the touch lifecycle
/// checks (TD-5, TD-6) need.
public struct LogRecord {
    /// The event methods about touches: began, moved, ended and cancelled.
    public static let touchMethods: Set<ResponderMethod> = [
        .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
    ]

    /// "name.method", or the written line of a free-form record.
    public let text: String
    /// The responder's name; empty for free-form lines.
    public let responder: String
    /// The method received; nil for free-form lines.
    public let method: ResponderMethod?
    /// The touches passed to the method (empty for presses, motion and free-form lines).
    public let touches: Set<UITouch>
    /// The phase of each touch of the event (`allTouches`, or `touches` when there is no event) at that moment.
    public let phases: [ObjectIdentifier: UITouch.Phase]
    /// `event.allTouches` (or `touches` when there is no event) at that moment.
    public let allTouches: Set<UITouch>
    /// The identity of the event object, to check that it is reused.
    public let event: ObjectIdentifier?

    /// A free-form line.
    public init(line: String) {
        text = line
        responder = ""
        method = nil
        touches = []
        phases = [:]
        allTouches = []
        event = nil
    }

    /// The record of `responder` receiving `method` with `touches` and `event`, taken now.
    ///
    /// - Parameters:
    ///   - responder: The receiving responder's name.
    ///   - method: The method it received.
    ///   - touches: The touches passed to the method.
    ///   - event: The event passed to the method.
    @MainActor
    public init(_ responder: String, _ method: ResponderMethod, touches: Set<UITouch>, event: UIEvent?) {
        let all = event?.allTouches ?? touches
        var phases: [ObjectIdentifier: UITouch.Phase] = [:]
        for touch in all.union(touches) { phases[ObjectIdentifier(touch)] = touch.phase }
        text = "\(responder).\(method.rawValue)"
        self.responder = responder
        self.method = method
        self.touches = touches
        self.phases = phases
        allTouches = all
        self.event = event.map(ObjectIdentifier.init)
    }

    /// Whether the record is about a touch method.
    public var isTouch: Bool {
        method.map(Self.touchMethods.contains) ?? false
    }
}

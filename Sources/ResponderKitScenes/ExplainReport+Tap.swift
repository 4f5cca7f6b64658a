// Renders what the tap at a point did: the gesture recognizers that saw it, the control events sent and the touch
// methods called, as text lines and as the JSON keys `recognizers`, `controlEvents` and `delivered`.
//
// Invariants:
// - Pure functions of the result and the scene, like the rest of `ExplainReport`.
// - Text: three lines, always in the order recognizers, control events, touches delivered, each saying "none" when
//   empty; nothing at all for a hidden window, where no touch was made. JSON: the three keys, always present (empty
//   arrays for a hidden window), with their object keys in a fixed order.
import Foundation
import ResponderKit

extension ExplainReport {
    // MARK: Text

    /// Writes the tap lines of `result`; nothing when its window is hidden (no tap was made).
    static func writeTapText(_ result: ExplainResult, names: Names, to output: inout some TextOutputStream) {
        guard !result.windowHidden else { return }
        output.write("recognizers: \(recognizersText(result.recognizers, names: names))\n")
        output.write("control events: \(controlEventsText(result, names: names))\n")
        output.write("touches delivered: \(deliveriesText(result.deliveries, names: names))\n")
    }

    /// `card.tap (recognized); card.pan (failed: …)`, or `none`. Recognizers ResponderKit installed itself read
    /// `field's built-in text tap`.
    static func recognizersText(_ recognizers: [ExplainRecognizer], names: Names) -> String {
        guard !recognizers.isEmpty else { return "none" }
        return recognizers.map { recognizer in
            var label = recognizer.name
            if recognizer.kind == nil, let view = recognizer.view { label = "\(names.id(view))'s built-in \(label)" }
            return "\(label) (\(outcomeText(recognizer)))"
        }.joined(separator: "; ")
    }

    /// The text in parentheses after a recognizer's name.
    static func outcomeText(_ recognizer: ExplainRecognizer) -> String {
        switch recognizer.outcome {
        case .recognized:
            return "recognized"
        case .failed:
            return "failed: " + (recognizer.note ?? recognizer.reason ?? "no reason traced")
        case .cancelled:
            return "cancelled" + (recognizer.reason.map { ": \($0)" } ?? "")
        case .began:
            return "began, and had not ended when the tap was over"
        case .possible:
            return "still possible" + (recognizer.reason.map { ": \($0)" } ?? "")
        }
    }

    /// `button sends touchDown; button sends touchUpInside, primaryActionTriggered (no targets)`, or `none`.
    private static func controlEventsText(_ result: ExplainResult, names: Names) -> String {
        let entries = result.controlEvents
        guard !entries.isEmpty else {
            if let hit = result.hitIndex, names.scene.views[hit].className == "UISlider" {
                return "none (a UISlider tracks only touches that start on its thumb)"
            }
            return "none"
        }
        var parts: [String] = []
        for (offset, entry) in entries.enumerated() {
            var part = "\(names.id(entry.control)) sends \(entry.events.joined(separator: ", "))"
            let isLastOfControl = !entries[(offset + 1)...].contains { $0.control == entry.control }
            if isLastOfControl { part += " (\(handlersText(entry)))" }
            parts.append(part)
        }
        return parts.joined(separator: "; ")
    }

    /// `no targets`, or how many targets and actions the control has.
    private static func handlersText(_ entry: ExplainControlEvents) -> String {
        guard entry.targets > 0 || entry.actions > 0 else { return "no targets" }
        var parts: [String] = []
        if entry.targets > 0 { parts.append("\(entry.targets) target\(entry.targets == 1 ? "" : "s")") }
        if entry.actions > 0 { parts.append("\(entry.actions) action\(entry.actions == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    /// `label.touchesBegan, label.touchesCancelled (card.tap recognized …)`, or `none`.
    private static func deliveriesText(_ deliveries: [ExplainDelivery], names: Names) -> String {
        guard !deliveries.isEmpty else { return "none" }
        return deliveries.map { delivery in
            var text = "\(names.id(delivery.view)).\(delivery.method.rawValue)"
            if let reason = delivery.cancelReason { text += " (\(cancelText(reason, delivery.cancellingRecognizer)))" }
            if let holder = delivery.heldBy {
                text += " (held back until \(holder) failed: delaysTouchesEnded is true, GR-15)"
            }
            return text
        }.joined(separator: ", ")
    }

    private static func cancelText(_ reason: TouchCancellationReason, _ recognizer: String?) -> String {
        switch reason {
        case .recognizer:
            let who = recognizer ?? "a gesture recognizer"
            return "cancelled because \(who) recognized: cancelsTouchesInView is true, GR-13"
        case .viewLeftWindow:
            return "the view left its window"
        case .windowHidden:
            return "the window was hidden"
        case .windowLeftScene:
            return "the window left its scene"
        case .interrupted:
            return "the application resigned active"
        case .input:
            return "the input source cancelled the touch"
        }
    }

    // MARK: JSON

    /// Writes `, "recognizers": […], "controlEvents": […], "delivered": […]` for `result`.
    static func writeTapJSON(_ result: ExplainResult, names: Names, to output: inout some TextOutputStream) {
        output.write(", \"recognizers\": [")
        for (offset, recognizer) in result.recognizers.enumerated() {
            output.write(offset == 0 ? "\n    " : ",\n    ")
            output.write("{\"name\": \(json(recognizer.name))")
            output.write(", \"view\": \(recognizer.view.map { json(names.id($0)) } ?? "null")")
            output.write(", \"kind\": \(recognizer.kind.map { json($0.rawValue) } ?? "null")")
            output.write(", \"outcome\": \"\(recognizer.outcome.rawValue)\"")
            output.write(", \"reason\": \(recognizer.reason.map(json) ?? "null")")
            output.write(", \"note\": \(recognizer.note.map(json) ?? "null")}")
        }
        output.write(result.recognizers.isEmpty ? "]" : "\n  ]")
        output.write(", \"controlEvents\": [")
        for (offset, entry) in result.controlEvents.enumerated() {
            output.write(offset == 0 ? "\n    " : ",\n    ")
            let events = entry.events.map(json).joined(separator: ", ")
            output.write("{\"control\": \(json(names.id(entry.control))), \"events\": [\(events)]")
            output.write(", \"targets\": \(entry.targets), \"actions\": \(entry.actions)}")
        }
        output.write(result.controlEvents.isEmpty ? "]" : "\n  ]")
        output.write(", \"delivered\": [")
        for (offset, delivery) in result.deliveries.enumerated() {
            output.write(offset == 0 ? "\n    " : ",\n    ")
            output.write("{\"view\": \(json(names.id(delivery.view))), \"method\": \"\(delivery.method.rawValue)\"")
            output.write(", \"cancelReason\": \(delivery.cancelReason.map { json($0.rawValue) } ?? "null")")
            output.write(", \"cancelledBy\": \(delivery.cancellingRecognizer.map(json) ?? "null")")
            output.write(", \"heldBy\": \(delivery.heldBy.map(json) ?? "null")}")
        }
        output.write(result.deliveries.isEmpty ? "]" : "\n  ]")
    }
}

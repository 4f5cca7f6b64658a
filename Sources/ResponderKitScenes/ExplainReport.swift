// Renders explained points as text for people and as JSON for programs.
//
// Invariants:
// - Rendering is a pure function of the results and the scene: no live objects, no global state.
// - JSON is written by hand with keys in a fixed order; strings are escaped as in RFC 8259 and non-finite numbers
//   (possible only after extreme transforms) are written as null, so the output always parses.
// - Text indentation is capped (deep scenes would otherwise print megabytes of spaces); deeper steps carry their
//   depth in brackets instead.
// - A scene that uses Auto Layout starts with its solved frames and layout findings (`ExplainReport+Layout.swift`);
//   the JSON has them under `"layout"`, after `"results"`. Other scenes print exactly as before.
// - A point's text is: the walk, the hit view, the responder chain, the "why not" lines, then the tap (recognizers,
//   control events, touches delivered; see `ExplainReport+Tap.swift`), the same order as the JSON keys.
import Foundation
import ResponderKit
import ResponderKitJSON

/// Text and JSON rendering of ``ExplainResult`` values.
public enum ExplainReport {
    /// Steps deeper than this are not indented further; their depth is printed instead.
    public static let maximumIndentDepth = 40
    /// Text output shows this many responders at each end of a longer chain (JSON shows them all).
    public static let maximumChainEnd = 20

    // MARK: Text

    /// The text report of `results`, each point as a block separated by a blank line.
    public static func text(_ results: [ExplainResult], scene: Scene, layout: SceneLayoutReport? = nil) -> String {
        var output = ""
        writeText(results, scene: scene, layout: layout, to: &output)
        return output
    }

    /// Writes the text report of `results` to `output`.
    public static func writeText(
        _ results: [ExplainResult], scene: Scene, layout: SceneLayoutReport? = nil,
        to output: inout some TextOutputStream
    ) {
        let names = Names(scene: scene)
        if let summary = scene.summary {
            output.write("scene: \(summary)\n\n")
        }
        if let layout { writeLayoutText(layout, names: names, to: &output) }
        for (offset, result) in results.enumerated() {
            if offset > 0 { output.write("\n") }
            writeText(result, names: names, to: &output)
        }
        if let summary = expectationSummary(results, names: names) {
            output.write("\n" + summary + "\n")
        }
    }

    private static func writeText(_ result: ExplainResult, names: Names, to output: inout some TextOutputStream) {
        let windowID = JSONWriter.quoted(names.id(result.windowIndex))
        output.write("point \(SceneNumber.format(result.point)) in window \(windowID)\n")
        for (offset, step) in result.steps.enumerated() {
            if offset == result.omittedAfter, result.omittedSteps > 0 {
                output.write(omissionLine(result.omittedSteps))
            }
            if let line = textLine(step, names: names) { output.write(line + "\n") }
        }
        if result.omittedAfter >= result.steps.count, result.omittedSteps > 0 {
            output.write(omissionLine(result.omittedSteps))
        }
        if let hit = result.hitIndex {
            output.write("hit view: \(names.label(hit))\n")
        } else if result.windowHidden {
            output.write("hit view: none (the window is hidden, and hidden windows are not hit-tested, HT-12)\n")
        } else {
            output.write("hit view: none (no view takes the point, so no responder receives the touch, TD-3)\n")
        }
        if result.chain.isEmpty {
            output.write("responder chain: (none)\n")
        } else {
            var labels = result.chain.map { names.label($0) }
            if labels.count > 2 * maximumChainEnd + 1 {
                let omitted = labels.count - 2 * maximumChainEnd
                labels = labels.prefix(maximumChainEnd) + ["… \(omitted) more …"] + labels.suffix(maximumChainEnd)
            }
            var chain = labels.joined(separator: " -> ")
            if result.chainHasCycle { chain += " -> (cycle: next leads back into the chain)" }
            output.write("responder chain: \(chain)\n")
        }
        for why in result.why {
            output.write("why not \(names.id(why.view)): \(reasonText(why, names: names))\n")
        }
        if result.omittedWhy > 0 {
            output.write("… and \(result.omittedWhy) more views contain the point but did not get it\n")
        }
        writeTapText(result, names: names, to: &output)
        if let expectation = result.expectation {
            output.write(expectationLine(expectation, names: names) + "\n")
        }
    }

    private static func omissionLine(_ count: Int) -> String {
        "  … \(count) more hit-test steps omitted (use --max-visits 0 to print them all) …\n"
    }

    private static func indent(_ depth: Int) -> String {
        let spaces = String(repeating: "  ", count: min(depth, maximumIndentDepth) + 1)
        return depth > maximumIndentDepth ? spaces + "[depth \(depth)] " : spaces
    }

    /// The line for one step, or nil for the uninteresting "returned nil" after a rejection.
    private static func textLine(_ step: ExplainStep, names: Names) -> String? {
        let id = names.id(step.view)
        switch step.kind {
        case .visit(let point, let verdict):
            let mark = verdict.accepted ? "enter" : "reject"
            let reason = verdictText(verdict, view: step.view, names: names)
            return indent(step.depth) + "\(mark) \(id) at \(SceneNumber.format(point)): \(reason)"
        case .returned(let result, let defaultResult):
            guard result != nil || step.overrideChangedAnswer else { return nil }
            var line = indent(step.depth) + "\(id).hitTest returned \(result.map(names.id) ?? "nil")"
            switch defaultResult {
            case .none:
                line += " (overridden, super not called)"
            case .some(let computed) where computed != result:
                let from = computed.map(names.id) ?? "nil"
                if names.scene.views[step.view].passThrough {
                    line += " (passThrough: UIKit's answer \(from) became nil, so the search goes on behind it)"
                } else {
                    line += " (override changed \(from) to \(result.map(names.id) ?? "nil"))"
                }
            default:
                break
            }
            return line
        }
    }

    private static func verdictText(_ verdict: HitTestVerdict, view: Int, names: Names) -> String {
        let spec = names.scene.views[view]
        var text = verdict.reason
        switch verdict {
        case .inside, .outside:
            if spec.hitAreaOutset != 0 {
                let change = spec.hitAreaOutset > 0 ? "enlarged" : "shrunk"
                let area = "hit area: bounds \(change) by \(SceneNumber.format(abs(spec.hitAreaOutset))) on every side"
                text = verdict == .inside ? "point inside (\(area))" : "point outside (\(area))"
            }
        case .userInteractionDisabled:
            if spec.userInteractionEnabled == nil { text += " (the \(spec.className) default, HT-11)" }
        case .transparent:
            text += " (HT-3)"
        case .hidden, .animating:
            break
        }
        if !verdict.accepted, verdict != .outside, !spec.children.isEmpty {
            text += "; its subviews are skipped too (HT-4)"
        }
        return text
    }

    /// The sentence after "why not X: ".
    public static func reasonText(_ why: ExplainWhy, scene: Scene) -> String {
        reasonText(why, names: Names(scene: scene))
    }

    static func reasonText(_ why: ExplainWhy, names: Names) -> String {
        // The wording is ResponderKit's (`HitTestMissWording`); the scene supplies the facts it needs.
        typealias Wording = HitTestMissWording
        let scene = names.scene
        let spec = scene.views[why.view]
        func classDefault(_ index: Int) -> String? {
            let other = scene.views[index]
            return other.userInteractionEnabled == nil ? other.className : nil
        }
        switch why.reason {
        case .ancestorHidden(let ancestor):
            return Wording.ancestorHidden(names.id(ancestor), isSuperview: spec.parent == ancestor)
        case .ancestorTransparent(let ancestor, let alpha):
            return Wording.ancestorTransparent(names.id(ancestor), isSuperview: spec.parent == ancestor, alpha: alpha)
        case .ancestorInteractionDisabled(let ancestor):
            return Wording.ancestorInteractionDisabled(
                names.id(ancestor), isSuperview: spec.parent == ancestor, classDefault: classDefault(ancestor),
                interactiveByDefault: scene.views[ancestor].classIsInteractiveByDefault)
        case .outsideAncestor(let ancestor):
            return Wording.outsideAncestor(
                names.id(ancestor), isSuperview: spec.parent == ancestor,
                customHitArea: scene.views[ancestor].hitAreaOutset != 0)
        case .hidden:
            return Wording.hidden
        case .transparent(let alpha):
            return Wording.transparent(alpha: alpha)
        case .interactionDisabled:
            return Wording.interactionDisabled(classDefault: classDefault(why.view))
        case .outsideHitArea:
            return Wording.outsideHitArea
        case .covered(let winner):
            return Wording.covered(by: names.id(winner))
        case .passesThrough:
            return Wording.passesThrough
        case .notReturned:
            return Wording.notReturned
        }
    }

    // MARK: JSON

    /// The JSON report: `{"results": [{"point", "window", "hit", "chain", "visits", "omittedVisits", "why",
    /// "recognizers", "controlEvents", "delivered"}]}`.
    public static func json(_ results: [ExplainResult], scene: Scene, layout: SceneLayoutReport? = nil) -> String {
        var output = ""
        writeJSON(results, scene: scene, layout: layout, to: &output)
        return output
    }

    /// Writes the JSON report of `results` to `output`, followed by a newline.
    public static func writeJSON(
        _ results: [ExplainResult], scene: Scene, layout: SceneLayoutReport? = nil,
        to output: inout some TextOutputStream
    ) {
        let names = Names(scene: scene)
        output.write("{\"results\": [")
        for (offset, result) in results.enumerated() {
            output.write(offset == 0 ? "\n  " : ",\n  ")
            writeJSON(result, names: names, to: &output)
        }
        output.write(results.isEmpty ? "]" : "\n]")
        if let layout { writeLayoutJSON(layout, names: names, to: &output) }
        output.write("}\n")
    }

    private static func writeJSON(_ result: ExplainResult, names: Names, to output: inout some TextOutputStream) {
        output.write("{\"point\": \(json(result.point))")
        output.write(", \"window\": \(json(names.id(result.windowIndex)))")
        output.write(", \"hit\": \(result.hitIndex.map { json(names.id($0)) } ?? "null")")
        let chain = result.chain.map { json(names.jsonName($0)) }.joined(separator: ", ")
        output.write(", \"chain\": [\(chain)]")
        output.write(", \"chainHasCycle\": \(result.chainHasCycle)")
        output.write(", \"visits\": [")
        for (offset, step) in result.steps.enumerated() {
            output.write(offset == 0 ? "\n    " : ",\n    ")
            output.write(jsonStep(step, names: names))
        }
        output.write(result.steps.isEmpty ? "]" : "\n  ]")
        output.write(", \"omittedVisits\": \(result.omittedSteps)")
        output.write(", \"omittedVisitsAfter\": \(result.omittedAfter)")
        output.write(", \"why\": [")
        for (offset, why) in result.why.enumerated() {
            output.write(offset == 0 ? "\n    " : ",\n    ")
            output.write(jsonWhy(why, names: names))
        }
        output.write(result.why.isEmpty ? "]" : "\n  ]")
        output.write(", \"omittedWhy\": \(result.omittedWhy)")
        writeTapJSON(result, names: names, to: &output)
        output.write(expectationJSON(result.expectation, names: names))
        output.write("}")
    }

    private static func jsonStep(_ step: ExplainStep, names: Names) -> String {
        let head = "{\"view\": \(json(names.id(step.view))), \"depth\": \(step.depth)"
        switch step.kind {
        case .visit(let point, let verdict):
            return head + ", \"step\": \"visit\", \"point\": \(json(point)), \"verdict\": \"\(verdictName(verdict))\""
                + ", \"accepted\": \(verdict.accepted), \"reason\": \(json(verdict.reason))}"
        case .returned(let result, let defaultResult):
            let returned = result.map { json(names.id($0)) } ?? "null"
            var text = head + ", \"step\": \"returned\", \"verdict\": \"returned\""
            text += ", \"reason\": \(json("hitTest returned \(result.map(names.id) ?? "nil")"))"
            text += ", \"returned\": \(returned), \"overridden\": \(step.overrideChangedAnswer)"
            switch defaultResult {
            case .none:
                text += ", \"superCalled\": false, \"defaultReturned\": null"
            case .some(let computed):
                text += ", \"superCalled\": true, \"defaultReturned\": \(computed.map { json(names.id($0)) } ?? "null")"
            }
            return text + "}"
        }
    }

    private static func jsonWhy(_ why: ExplainWhy, names: Names) -> String {
        let (cause, related) = causeName(why.reason)
        return "{\"view\": \(json(names.id(why.view))), \"cause\": \"\(cause)\""
            + ", \"related\": \(related.map { json(names.id($0)) } ?? "null")"
            + ", \"reason\": \(json(reasonText(why, names: names)))}"
    }

    /// A stable identifier for a reason, and the other view it names, if any.
    static func causeName(_ reason: ExplainWhyReason) -> (String, Int?) {
        switch reason {
        case .ancestorHidden(let ancestor): return ("ancestorHidden", ancestor)
        case .ancestorTransparent(let ancestor, _): return ("ancestorTransparent", ancestor)
        case .ancestorInteractionDisabled(let ancestor): return ("ancestorInteractionDisabled", ancestor)
        case .outsideAncestor(let ancestor): return ("outsideAncestor", ancestor)
        case .hidden: return ("hidden", nil)
        case .transparent: return ("transparent", nil)
        case .interactionDisabled: return ("interactionDisabled", nil)
        case .outsideHitArea: return ("outsideHitArea", nil)
        case .covered(let winner): return ("covered", winner)
        case .passesThrough: return ("passThrough", nil)
        case .notReturned: return ("notReturned", nil)
        }
    }

    /// A stable identifier for a verdict.
    public static func verdictName(_ verdict: HitTestVerdict) -> String {
        switch verdict {
        case .hidden: return "hidden"
        case .transparent: return "transparent"
        case .userInteractionDisabled: return "userInteractionDisabled"
        case .animating: return "animating"
        case .outside: return "outside"
        case .inside: return "inside"
        }
    }

    static func json(_ text: String) -> String {
        JSONWriter.quoted(text)
    }

    private static func json(_ point: CGPoint) -> String {
        "[\(json(Double(point.x))), \(json(Double(point.y)))]"
    }

    private static func json(_ number: Double) -> String {
        number.isFinite ? SceneNumber.format(number) : "null"
    }

    // MARK: Names

    /// How views and responders are named in reports.
    struct Names {
        let scene: Scene

        func id(_ index: Int) -> String {
            scene.views[index].id
        }

        /// `id (Class)`; windows show `UIWindow` and, when the file declared another class, that class too.
        func label(_ index: Int) -> String {
            let spec = scene.views[index]
            // A dump's ids already start with the class (`UIButton:0x…`, or `UIButton` when short).
            let namesClass = spec.id == spec.className || spec.id.hasPrefix(spec.className + ":")
            guard spec.isRoot else { return namesClass ? spec.id : "\(spec.id) (\(spec.className))" }
            if namesClass && spec.className == "UIWindow" { return spec.id }
            return spec.className == "UIWindow"
                ? "\(spec.id) (UIWindow)" : "\(spec.id) (UIWindow, declared \(spec.className))"
        }

        func label(_ link: ExplainChainLink) -> String {
            switch link.kind {
            case .view(let index), .window(let index): return label(index)
            case .viewController(let name): return "\(name) (UIViewController)"
            case .application: return "UIApplication"
            case .other(let type): return type
            }
        }

        func jsonName(_ link: ExplainChainLink) -> String {
            switch link.kind {
            case .view(let index), .window(let index): return id(index)
            case .viewController(let name): return "UIViewController(\(name))"
            case .application: return "UIApplication"
            case .other(let type): return type
            }
        }
    }
}

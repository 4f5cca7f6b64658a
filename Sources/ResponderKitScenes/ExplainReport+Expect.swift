// The `--expect VIEW` verdicts in the text and JSON reports.
// The invariants at the top of `ExplainReport.swift` hold here too.
import Foundation
import ResponderKit

extension ExplainReport {
    /// The verdict line of one point: `expect ID: reached`, or `expect ID: NOT reached: reason`.
    static func expectationLine(_ expectation: ExplainExpectation, names: Names) -> String {
        let id = names.id(expectation.view)
        guard let miss = expectation.miss else {
            return "expect \(id): reached (it is the hit view and keeps the touch)"
        }
        return "expect \(id): NOT reached: \(missText(miss, view: expectation.view, names: names))"
    }

    /// The closing line over every point, for the text report.
    static func expectationSummary(_ results: [ExplainResult], names: Names) -> String? {
        let verdicts = results.compactMap(\.expectation)
        guard let first = verdicts.first else { return nil }
        let reached = verdicts.filter(\.reached).count
        let id = names.id(first.view)
        if reached == verdicts.count {
            return "expected \(id) at every point: all \(verdicts.count) reach it"
        }
        return "expected \(id) at every point: \(verdicts.count - reached) of \(verdicts.count) miss it"
    }

    /// The sentence saying why the expected view missed.
    static func missText(_ miss: ExplainExpectation.Miss, view: Int, names: Names) -> String {
        switch miss {
        case .passedOver(let reason):
            return reasonText(ExplainWhy(view: view, reason: reason), names: names)
        case .notAtPoint:
            return "the point is not on it (outside its bounds and hit area, or clipped away by an ancestor)"
        case .otherWindow:
            return "it is in another window (give its window with --window)"
        case .windowHidden:
            return "its window is hidden, and hidden windows are not hit-tested (HT-12)"
        case .descendantTookIt(let descendant):
            return "its subview \(names.id(descendant)) takes the point: the deepest view that contains it is the hit "
                + "view (HT-1, HT-2)"
        case .touchCancelled(let recognizer):
            return "it is the hit view, but \(recognizer) recognized and cancelled its touch (cancelsTouchesInView, "
                + "GR-13)"
        }
    }

    /// The `"expect"` member of a point's JSON object, with its leading comma, or nothing without `--expect`.
    static func expectationJSON(_ expectation: ExplainExpectation?, names: Names) -> String {
        guard let expectation else { return "" }
        var text = ", \"expect\": {\"view\": \(json(names.id(expectation.view))), \"reached\": \(expectation.reached)"
        if let miss = expectation.miss {
            text += ", \"cause\": \(json(causeName(miss)))"
            text += ", \"reason\": \(json(missText(miss, view: expectation.view, names: names)))"
        } else {
            text += ", \"cause\": null, \"reason\": null"
        }
        return text + "}"
    }

    private static func causeName(_ miss: ExplainExpectation.Miss) -> String {
        switch miss {
        case .passedOver(let reason): causeName(reason).0
        case .notAtPoint: "notAtPoint"
        case .otherWindow: "otherWindow"
        case .windowHidden: "windowHidden"
        case .descendantTookIt: "descendant"
        case .touchCancelled: "touchCancelled"
        }
    }
}

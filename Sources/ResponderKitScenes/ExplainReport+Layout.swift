// The Auto Layout part of explain's report: the frames the engine solved for the views constraints place, and its
// findings (broken constraints, ambiguous views, refused visual formats).
//
// Invariants: nothing is written for a scene that does not use Auto Layout and has no finding, so older scenes print
// exactly as before; views are named by scene id and constraints as `SceneConstraintDescription` writes them, so the
// text is the same on every run. The invariants at the top of `ExplainReport.swift` hold here too.
import Foundation
import ResponderKit
import ResponderKitJSON

extension ExplainReport {
    /// Whether a layout report has anything to print.
    static func hasContent(_ layout: SceneLayoutReport) -> Bool {
        layout.usesAutoLayout || !layout.findings.isEmpty
    }

    /// The frames and findings as text, followed by a blank line.
    static func writeLayoutText(_ layout: SceneLayoutReport, names: Names, to output: inout some TextOutputStream) {
        guard hasContent(layout) else { return }
        let count = layout.frames.count
        output.write("frames after layout (Auto Layout places \(count) view\(count == 1 ? "" : "s")):\n")
        for frame in layout.frames {
            output.write("  \(names.id(frame.view)): \(framePoints(frame.frame))\n")
        }
        if layout.findings.isEmpty { output.write("layout findings: none\n") }
        for finding in layout.findings {
            output.write(findingText(finding, names: names) + "\n")
            if !finding.involved.isEmpty {
                output.write("  involved: \(finding.involved.joined(separator: "; "))\n")
            }
        }
        output.write("\n")
    }

    /// A solved frame for people: `[x, y, width, height]` to a thousandth of a point (edges on a 3x screen's pixels
    /// are thirds; the JSON keeps every digit).
    static func framePoints(_ frame: CGRect) -> String {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { value in
            SceneNumber.format((Double(value) * 1000).rounded() / 1000)
        }
        return "[" + numbers.joined(separator: ", ") + "]"
    }

    /// One finding in one line: `KIND: SUBJECT: REASON`.
    static func findingText(_ finding: SceneLayoutFinding, names: Names) -> String {
        var subject: [String] = []
        if let constraint = finding.constraint { subject.append(constraint) }
        if let path = finding.path { subject.append(subject.isEmpty ? path : "(\(path))") }
        if subject.isEmpty, let view = finding.view { subject.append(names.id(view)) }
        let kind = finding.kind == .refusedFormat ? "refused visual format" : finding.kind.rawValue
        return "\(kind): \(subject.joined(separator: " ")): \(finding.reason)"
    }

    /// `, "layout": {"frames": [...], "findings": [...]}`, or nothing.
    static func writeLayoutJSON(_ layout: SceneLayoutReport, names: Names, to output: inout some TextOutputStream) {
        guard hasContent(layout) else { return }
        output.write(", \"layout\": {\"frames\": [")
        for (offset, frame) in layout.frames.enumerated() {
            output.write(offset == 0 ? "\n  " : ",\n  ")
            // Solved frames are finite; null keeps the JSON valid whatever happens.
            let numbers = [frame.frame.minX, frame.frame.minY, frame.frame.width, frame.frame.height].map {
                $0.isFinite ? SceneNumber.format(Double($0)) : "null"
            }
            output.write("{\"view\": \(json(names.id(frame.view))), \"frame\": [\(numbers.joined(separator: ", "))]}")
        }
        output.write(layout.frames.isEmpty ? "], \"findings\": [" : "\n], \"findings\": [")
        for (offset, finding) in layout.findings.enumerated() {
            output.write(offset == 0 ? "\n  " : ",\n  ")
            output.write("{\"kind\": \(json(finding.kind.rawValue))")
            output.write(", \"view\": \(finding.view.map { json(names.id($0)) } ?? "null")")
            output.write(", \"constraint\": \(finding.constraint.map(json) ?? "null")")
            output.write(", \"path\": \(finding.path.map(json) ?? "null")")
            output.write(", \"involved\": [\(finding.involved.map(json).joined(separator: ", "))]")
            output.write(", \"reason\": \(json(finding.reason))}")
        }
        output.write(layout.findings.isEmpty ? "]}" : "\n]}")
    }
}

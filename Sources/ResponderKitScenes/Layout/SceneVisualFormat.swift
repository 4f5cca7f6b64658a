// The scene format's one door to the Visual Format Language: reading a format when a scene is loaded (its axis and
// the names it uses, or why it is refused) and building its constraints when the scene is built.
//
// Invariants: `parse` is pure and nonisolated (ResponderKit's `VisualFormatParser`); what it returns lists every
// name the format uses, by the dictionary it must be in, and every priority, so the loader can refuse what
// `constraints(withVisualFormat:…)` would refuse before any view exists. `constraints` builds with the throwing form
// of ResponderKit's builder, so a refusal the loader missed is reported, never half applied.
import Foundation
import ResponderKit

/// Reads and builds visual format strings for scenes.
enum SceneVisualFormat {
    /// What the loader needs of a format.
    struct Parsed: Equatable {
        /// Whether the format is `V:` (else `H:`, the default).
        var isVertical: Bool
        /// The names of the views in brackets, in order (repeats kept).
        var viewNames: [String]
        /// Names in a view's predicates (`[a(==b)]`): a view of the format's dictionary or a metric.
        var viewOrMetricNames: [String]
        /// Names that must be metrics: in connections (`-pad-`) and after `@`.
        var metricNames: [String]
        /// The numbers written after `@`, which must lie in 0 < p <= 1000.
        var priorityNumbers: [Double]
        /// The metric names written after `@`, whose values must lie in 0 < p <= 1000.
        var priorityNames: [String]
    }

    /// Why a format was refused: one sentence with the character it points at.
    struct Problem: Error {
        var message: String
    }

    /// Reads `format`, or says why UIKit would refuse it.
    static func parse(_ format: String) throws(Problem) -> Parsed {
        let parsed: VisualFormat
        do {
            parsed = try VisualFormatParser.parse(format)
        } catch {
            throw problem(error)
        }
        var result = Parsed(
            isVertical: parsed.axis == .vertical, viewNames: parsed.views.map(\.name), viewOrMetricNames: [],
            metricNames: [], priorityNumbers: [], priorityNames: [])
        func note(_ predicates: [VisualFormat.Predicate], objectsMayBeViews: Bool) {
            for predicate in predicates {
                if case .name(let name) = predicate.object.value {
                    if objectsMayBeViews {
                        result.viewOrMetricNames.append(name)
                    } else {
                        result.metricNames.append(name)
                    }
                }
                switch predicate.priority?.value {
                case .number(let number): result.priorityNumbers.append(number)
                case .name(let name): result.priorityNames.append(name)
                case nil: break
                }
            }
        }
        let connections = parsed.connections + [parsed.leadingEdge, parsed.trailingEdge].compactMap { $0?.connection }
        for connection in connections {
            if case .predicates(let predicates) = connection.spacing { note(predicates, objectsMayBeViews: false) }
        }
        for view in parsed.views { note(view.predicates, objectsMayBeViews: true) }
        result.metricNames += result.priorityNames
        return result
    }

    /// The constraints of `spec`, not yet active, with the scene's views by name.
    @MainActor
    static func constraints(_ spec: SceneVisualFormatSpec, views: [String: UIView]) throws(Problem)
        -> [NSLayoutConstraint]
    {
        do {
            return try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: spec.format, options: spec.formatOptions, metrics: spec.metrics, views: views)
        } catch {
            throw problem(error)
        }
    }

    /// UIKit's reason in one line, with the character it points at.
    private static func problem(_ error: VisualFormatError) -> Problem {
        Problem(message: "unable to parse the format at character \(error.offset): \(error.message)")
    }
}

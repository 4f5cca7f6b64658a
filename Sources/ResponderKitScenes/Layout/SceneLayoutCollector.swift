// Collects what a scene's layout engine reports on the scene's own application: UIKit's log messages
// (`application.layoutLog`) and the broken constraints it traces (`.constraintBroken`).
//
// Invariants: it records only; it is the application's tracer only while the scene is built and first laid out,
// and its log closure replaces standard error for the scene's application, so `explain` and `audit` write only to
// their own streams.
import Foundation
import ResponderKit

/// The layout messages and broken constraints of one scene.
@MainActor
final class SceneLayoutCollector: EventTracer {
    /// UIKit's messages, in order.
    var log: [String] = []
    /// Each broken constraint with UIKit's descriptions of the constraints involved (itself last), in order.
    var broken: [(constraint: NSLayoutConstraint, involved: [String])] = []

    /// Keeps the layout entries.
    func record(_ entry: TraceEntry) {
        if case .constraintBroken(let constraint, let involved) = entry {
            broken.append((constraint, involved))
        }
    }

    /// Sends the application's layout log here.
    func install(on application: UIApplication) {
        application.layoutLog = { [weak self] message in
            MainActor.assumeIsolated { self?.log.append(message) }
        }
    }
}

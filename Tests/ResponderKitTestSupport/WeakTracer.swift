// A tracer the test stage installs in its application, passing entries on to the stage's recorder.
import ResponderKit

/// Passes entries to a tracer it does not keep: the application keeps its tracer, and a recorder keeps the windows it
/// saw, so installing the stage's recorder directly would keep every stage's application alive and hide real leaks.
@MainActor
final class WeakTracer: EventTracer {
    private weak var target: EventTracer?

    init(_ target: EventTracer) { self.target = target }

    func record(_ entry: TraceEntry) { target?.record(entry) }
}

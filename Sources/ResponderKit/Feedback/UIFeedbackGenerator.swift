// Haptic feedback generators: headless there is no Taptic Engine, so feedback is recorded (observable on the
// generator and noted to the tracer) and has no other effect.
//
// Invariants: `preparedCount` and `occurrences` only grow; every occurrence is noted to the tracer of the
// generator's application (its view's window's, else the shared application's) when one is installed.
import Foundation

/// The base of the feedback generators. Headless feedback has no physical effect: each occurrence is recorded in
/// ``occurrences`` and noted (`TraceEntry.note`) to the application's tracer, so tests can observe it.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The view the feedback belongs to, if the generator was created for one.
    public private(set) weak var view: UIView?
    /// How many times ``prepare()`` was called (a ResponderKit addition, for tests).
    public private(set) var preparedCount = 0
    /// The feedback the generator produced, oldest first, as short descriptions such as "impact(medium, 1.0)"
    /// (a ResponderKit addition, for tests).
    public private(set) var occurrences: [String] = []

    /// Creates a generator.
    public override init() {
        super.init()
    }

    /// Creates a generator for feedback in `view` (its window's application receives the trace notes).
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Prepares the generator to produce feedback soon. Headless there is nothing to wake up; it is counted.
    open func prepare() {
        preparedCount += 1
    }

    /// Records one occurrence and notes it to the tracer.
    func record(_ occurrence: String) {
        occurrences.append(occurrence)
        let application = view?.window?.application ?? UIApplication.shared
        application.tracer?.record(.note("\(type(of: self)): \(occurrence)"))
    }
}

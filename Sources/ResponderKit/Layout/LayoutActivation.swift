// The entry points from the public API into the layout engine: activation, changes of constants, priorities and
// intrinsic sizes, and views leaving their trees. (Being written: the engine lands next.)
import Foundation

/// Routes constraint and view changes to the layout engine of the tree they belong to.
@MainActor
enum LayoutActivation {
    static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.engineState == .inactive { constraint.engineState = .pending }
    }

    static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.engineState = .inactive }
    }

    static func constantChanged(_ constraint: NSLayoutConstraint) {}
    static func priorityChanged(_ constraint: NSLayoutConstraint, from old: UILayoutPriority) {}
    static func translatesAutoresizingMaskChanged(_ view: UIView) {}
    static func intrinsicContentChanged(_ view: UIView) {}
    static func itemWillLeave(_ item: AnyObject) {}

    /// Reports a misuse of the layout API (UIKit raises an exception): to standard error and the tracer.
    static func programmerError(_ message: String) {
        FileHandle.standardError.write(Data("ResponderKit: error: \(message)\n".utf8))
    }
}

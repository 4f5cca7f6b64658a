// A hostile action: one way a handler mutates the world while an event is being dispatched.
//
// Invariants: an action names its subject only through scene ids (`argument`), never through objects, so a script
// that holds it stays a plain value; an action whose subject is gone or does not fit does nothing.

/// A scripted mutation of the scene, run by a hostile touch handler, a control event handler or a top-level step.
package struct DriverAction: Equatable, Sendable {
    /// What the action does to its subject (the view whose handler runs it, unless the kind says otherwise).
    package enum Kind: String, Sendable, CaseIterable {
        /// Removes the subject from its superview.
        case removeView
        /// Removes the subject's superview from its superview (the subject itself when the superview is a window).
        case removeAncestor
        /// Moves the subject into the window `argument`.
        case moveToWindow
        /// Hides the subject.
        case hideView
        /// Hides the subject's window.
        case hideWindow
        /// Sets the subject's `isUserInteractionEnabled` to false.
        case disableInteraction
        /// Scales and rotates the subject.
        case transform
        /// Adds a new tap recognizer to the subject.
        case addRecognizer
        /// Removes every recognizer from the subject and its superview.
        case removeRecognizers
        /// Removes every target and handler of the control `argument` (also the handler being called).
        case removeTargets
        /// Disables the `RemovableTarget` whose handler runs the action (in a control handler; elsewhere, adds and
        /// at once disables a handler on the control `argument`).
        case disableHandler
        /// Adds another control event handler to the control `argument`.
        case addHandler
        /// Sets `isEnabled = false` on the control `argument`.
        case disableControl
        /// Makes the view `argument` the first responder.
        case focus
        /// Resigns the first responder of the subject's window.
        case resign
        /// Points the subject's `next` at a responder whose `next` is the subject again (a cycle).
        case cycle
        /// Releases the scene's strong reference to the view controller `argument` (its last one).
        case releaseController
        /// Toggles editing on the subject if it is a table (mid-swipe or mid-reorder, as the script has it).
        case toggleEditing
        /// Calls `endRefreshing()` on the subject's refresh control, begun or not; `beginRefreshing()` when
        /// `argument` is odd.
        case refresh
        /// Sets the zoom scale of the subject (a scroll view) to a bad value: by `argument`, 0, -1, NaN,
        /// infinity, or 2 animated.
        case zoom
        /// Adds a context menu interaction to the subject; odd `argument`s give a nil configuration, even ones a
        /// menu whose action removes the subject.
        case contextMenu
        /// Adds a tap recognizer for select presses (`allowedPressTypes = [.select]`) to the subject.
        case pressRecognizer
    }

    /// What the action does.
    package var kind: Kind
    /// The scene id the kind refers to (a window, control, view or controller); 0 when unused.
    package var argument: Int

    /// Creates an action.
    package init(_ kind: Kind, argument: Int = 0) {
        self.kind = kind
        self.argument = argument
    }
}

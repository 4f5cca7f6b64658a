// The base of items shown in bars: enabled state, title and tag.
import Foundation

/// An abstract superclass for items added to a bar at the bottom of the screen (a toolbar) or the top (a
/// navigation bar).
///
/// Bar items are `NSObject`s, and can be targets of named actions: subclasses answer names in
/// ``invokeSelector(_:)`` (it answers none by default) and end with `super.invokeSelector(call)`.
@preconcurrency @MainActor
open class UIBarItem: NSObject, SelectorDispatching {
    /// Whether the item responds to taps. True by default; a disabled item in a toolbar does nothing when tapped and
    /// passes its touches on, as a disabled control does (CT-7).
    open var isEnabled = true
    /// The title: stored for source compatibility and drawn only by a backend; it sizes toolbar items.
    open var title: String? {
        didSet { itemLayoutChanged() }
    }
    /// A number of your own that identifies the item.
    open var tag = 0

    /// Creates an item.
    public override init() {
        super.init()
    }

    /// Calls the method `call.selector` names (see ``SelectorDispatching``). None by default.
    open func invokeSelector(_ call: SelectorCall) -> Bool { false }

    /// Called when a change may move or resize the item in its bar.
    func itemLayoutChanged() {}
}

// The base of items shown in bars: enabled state, title, image and tag.
//
// Invariant: an item shows in at most one bar (`bar`, held weakly), through one view (`representingView`).
import Foundation

/// An abstract superclass for items added to a bar at the bottom of the screen (a toolbar or a tab bar) or the top
/// (a navigation bar).
///
/// Bar items are `NSObject`s, and can be targets of named actions: subclasses answer names in
/// ``invokeSelector(_:)`` (it answers none by default) and end with `super.invokeSelector(call)`.
@preconcurrency @MainActor
open class UIBarItem: NSObject, SelectorDispatching {
    /// Whether the item responds to taps. True by default; a disabled item in a bar does nothing when tapped and
    /// passes its touches on, as a disabled control does (CT-7).
    open var isEnabled = true {
        didSet { bar?.noteViewChange() }
    }
    /// The title: stored for source compatibility and drawn only by a backend; it sizes toolbar and navigation bar
    /// items.
    open var title: String? {
        didSet { itemLayoutChanged() }
    }
    /// The image: stored for source compatibility and drawn only by a backend; its width sizes a toolbar or
    /// navigation bar item without a title.
    open var image: UIImage? {
        didSet { itemLayoutChanged() }
    }
    /// A number of your own that identifies the item.
    open var tag = 0
    /// A string that identifies the item in UI tests (UIAccessibilityIdentification); the view showing the item
    /// answers it as its own `accessibilityIdentifier`.
    open var accessibilityIdentifier: String? {
        didSet { bar?.noteViewChange() }
    }

    /// The bar showing the item.
    weak var bar: (any BarItemHost)?
    /// The view that shows the item in its bar (the bar itself for space): where a nil-targeted action starts
    /// along the responder chain when there is no first responder.
    weak var representingView: UIView?

    /// Creates an item.
    public override init() {
        super.init()
    }

    /// Calls the method `call.selector` names (see ``SelectorDispatching``). None by default.
    open func invokeSelector(_ call: SelectorCall) -> Bool { false }

    /// Performs a tap on the item's button in its bar. Does nothing by default.
    func performTap(with event: UIEvent?, in application: UIApplication) {}

    /// Called when a change may move or resize the item in its bar.
    final func itemLayoutChanged() {
        bar?.noteViewChange()
        bar?.layoutItems()
    }
}

// A promise that a view class keeps UIKit's `next`, so the default event methods may pass events up from its
// views without reference counting.
//
// Invariants: ResponderKit's own view classes keep it (only UIView and UIWindow define `next`, and
// DefaultHitTestingAllowListTests checks that no other class of the list overrides it). `knownDefaultEventMethodClassList`
// holds exactly those of them that neither define nor inherit an override of an event method (the same tests
// check it against the sources). Swift cannot tell at run
// time whether a class overrides a property, so an app's class declares it instead.

/// Declares that a `UIView` subclass does not override ``UIResponder/next``.
///
/// When a view's class keeps UIKit's `next` (its superview, or its view controller for a controller's root
/// view), the default `touches…`, `presses…` and `motion…` methods pass an event on to the superview without
/// retaining and releasing it at every step, which makes forwarding through a deep chain several times faster.
/// UIKit's own classes (`UIView`, `UIButton`, `UIWindow`, …) keep it; an app's class states it:
///
/// ```swift
/// final class CardView: UIView, DefaultResponderChain {
///     override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
///         highlight()
///         super.touchesBegan(touches, with: event)   // fine: overriding the event methods is allowed
///     }
/// }
/// ```
///
/// The results are the same either way; only speed differs. The promise is inherited: a subclass of an adopting
/// class must not override `next` either.
public protocol DefaultResponderChain: UIView {}

extension UIView {
    /// Whether the view's class is known not to override `next`: one of ResponderKit's own view classes exactly,
    /// or a class that adopts ``DefaultResponderChain``. Asked once, at init.
    static func keepsLibraryNext(_ view: UIView) -> Bool {
        knownDefaultClasses.contains(ObjectIdentifier(type(of: view))) || view is DefaultResponderChain
    }
}

extension UIView {
    /// ResponderKit's own view classes that override none of the event methods, nor inherit an override: the
    /// `UIControl` and `UIScrollView` families are left out. Kept by hand, checked by DefaultHitTestingAllowListTests.
    static let knownDefaultEventMethodClassList: [UIView.Type] = [
        UIView.self, UIWindow.self, UILabel.self, UIImageView.self, UITableViewCell.self, UICollectionViewCell.self,
        UIActivityIndicatorView.self, UIProgressView.self, UINavigationBar.self, UISearchBar.self, UITabBar.self,
        UIToolbar.self, AlertView.self, UIStackView.self, UICollectionReusableView.self,
        UITableViewHeaderFooterView.self, ListAccessoryGlyph.self, UIVisualEffectView.self,
        TableReorderControl.self, SwipeActionsView.self, UIPickerView.self, PickerRowLabel.self,
    ]

    static let knownDefaultEventMethodClasses = Set(knownDefaultEventMethodClassList.map { ObjectIdentifier($0) })
}

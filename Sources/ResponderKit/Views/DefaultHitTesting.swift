// A promise that a view class hit-tests exactly as UIView does, so containers with many subviews may index it and
// subtrees of such classes take the retain-free walk.
//
// Invariants: `knownDefaultClassList` holds exactly ResponderKit's own view classes but the presentation views of
// `hitTestingOverrideClassList`, and none of them overrides `hitTest(_:with:)` or `point(inside:with:)`; the
// override list's classes do override one (DefaultHitTestingAllowListTests reads the sources to check all this).
// Swift cannot tell at run time whether a class overrides a method, so an app's class declares it instead.

/// Declares that a `UIView` subclass overrides neither `hitTest(_:with:)` nor `point(inside:with:)`.
///
/// A container with many subviews (32 or more) finds the subviews under a point
/// with a grid index instead of asking every subview. It may skip a subview only when that subview's hit-test is
/// known to be UIKit's default: UIKit's own classes (`UIView`, `UILabel`, `UIButton`, …, exactly, not their
/// subclasses) and classes that adopt this protocol. Every other subview is always asked, front to back, so
/// overriding subclasses keep UIKit's semantics exactly. Likewise a subtree made only of such classes is
/// hit-tested without calling any overridable method and without retaining its views, which is several times
/// faster; a subtree with one undeclared class is walked through the overridable methods.
///
/// Swift offers no way to ask whether a class overrides a method, so a class states it: adopt the protocol on
/// a class that overrides neither method. The results are the same either way; only speed differs.
///
/// ```swift
/// final class BadgeView: UIView, DefaultHitTesting {
///     override func layoutSubviews() { ... }   // fine: not a hit-testing method
/// }
/// ```
///
/// The promise is inherited: a subclass of an adopting class must not override the hit-testing methods either.
public protocol DefaultHitTesting: UIView {}

extension UIView {
    /// Whether the view's class is known not to override `hitTest(_:with:)` or `point(inside:with:)`: one of
    /// ResponderKit's own classes exactly, or a class that adopts ``DefaultHitTesting``. Asked once, at init.
    static func hitTestsByDefault(_ view: UIView) -> Bool {
        knownDefaultClasses.contains(ObjectIdentifier(type(of: view))) || view is DefaultHitTesting
    }

    /// ResponderKit's own view classes, none of which overrides `hitTest(_:with:)` or `point(inside:with:)`.
    ///
    /// Kept by hand, checked by a test (DefaultHitTestingAllowListTests): it reads every class declared in
    /// Sources/ResponderKit, and fails if a view class is missing here, if a class here is not one of them, or if
    /// any of them overrides either method. A class that starts overriding must leave the list.
    static let knownDefaultClassList: [UIView.Type] = [
        UIView.self, UIWindow.self, UILabel.self, UIImageView.self, UIControl.self, UIButton.self, UISwitch.self,
        UISlider.self, UIStepper.self, UISegmentedControl.self, UITextField.self, UITextView.self,
        UIScrollView.self, UITableView.self, UITableViewCell.self, UICollectionView.self,
        UICollectionViewCell.self, UICollectionReusableView.self, UITableViewHeaderFooterView.self,
        UIRefreshControl.self,
        TableEditingControl.self, TableReorderControl.self, SwipeActionsView.self,
        ListAccessoryGlyph.self, UIDatePicker.self, UIPageControl.self, UISearchTextField.self,
        UIActivityIndicatorView.self, UIProgressView.self, UINavigationBar.self, UISearchBar.self, UITabBar.self,
        UIToolbar.self, AlertView.self, AlertActionButton.self, BarItemButton.self, UIStackView.self,
        UIVisualEffectView.self, PageQueuingScrollView.self,
        ContextMenuContainerView.self, ContextMenuPanelView.self, ContextMenuRowButton.self,
        ContextMenuPreviewView.self, UIPickerView.self, PickerWheelView.self, PickerRowLabel.self,
    ]

    static let knownDefaultClasses = Set(knownDefaultClassList.map { ObjectIdentifier($0) })

    /// ResponderKit's own view classes that override hit-testing on purpose, as UIKit's counterparts do: a
    /// presentation's container and dimming view, which keep touches from the presenter's views or let them through
    /// (PR-3, PR-8, PR-11). They are never in ``knownDefaultClassList``; the same test checks both lists.
    static let hitTestingOverrideClassList: [UIView.Type] = [
        PresentationContainerView.self, PresentationDimmingView.self,
    ]
}

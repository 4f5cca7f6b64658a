// A promise that a view class hit-tests exactly as UIView does, so containers with many subviews may index it.

/// Declares that a `UIView` subclass overrides neither `hitTest(_:with:)` nor `point(inside:with:)`.
///
/// A container with many subviews (32 or more) finds the subviews under a point
/// with a grid index instead of asking every subview. It may skip a subview only when that subview's hit-test is
/// known to be UIKit's default: UIKit's own classes (`UIView`, `UILabel`, `UIButton`, …, exactly, not their
/// subclasses) and classes that adopt this protocol. Every other subview is always asked, front to back, so
/// overriding subclasses keep UIKit's semantics exactly.
///
/// The promise is inherited: a subclass of an adopting class must not override the hit-testing methods either.
public protocol DefaultHitTesting: UIView {}

extension UIView {
    /// Whether the view's class is known not to override `hitTest(_:with:)` or `point(inside:with:)`: one of
    /// ResponderKit's own classes exactly, or a class that adopts ``DefaultHitTesting``. Asked once, at init.
    static func hitTestsByDefault(_ view: UIView) -> Bool {
        knownDefaultClasses.contains(ObjectIdentifier(type(of: view))) || view is DefaultHitTesting
    }

    /// ResponderKit's own classes, none of which overrides `hitTest(_:with:)` or `point(inside:with:)`.
    private static let knownDefaultClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self), ObjectIdentifier(UILabel.self),
        ObjectIdentifier(UIImageView.self), ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self),
        ObjectIdentifier(UISwitch.self), ObjectIdentifier(UISlider.self), ObjectIdentifier(UIStepper.self),
        ObjectIdentifier(UISegmentedControl.self), ObjectIdentifier(UITextField.self),
        ObjectIdentifier(UITextView.self), ObjectIdentifier(UIScrollView.self), ObjectIdentifier(UITableView.self),
        ObjectIdentifier(UITableViewCell.self), ObjectIdentifier(UICollectionView.self),
        ObjectIdentifier(UICollectionViewCell.self),
    ]
}

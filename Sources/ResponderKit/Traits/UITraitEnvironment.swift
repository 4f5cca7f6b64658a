// The trait environment protocol and its adopters: views (windows among them), view controllers and screens.
import Foundation

/// An object with a trait collection that is told when it changes, as in UIKit.
///
/// `UIView` and `UIViewController` adopt it through ``UIResponder/traitCollection`` and
/// ``UIResponder/traitCollectionDidChange(_:)`` (one overridable declaration for both); ``UIScreen`` adopts it too.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }
    /// Called when ``traitCollection`` changed, with the collection it had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}

extension UIViewController: UITraitEnvironment {}

// The delegate of a navigation controller (willShow/didShow). Every method is optional.
import Foundation

/// Methods a navigation controller's delegate implements to follow the controller shown on top.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// The controller's top view controller is about to change to `viewController`, whose view is then shown.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` is now on top, its view shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

// The delegate of a tab bar controller. Every method is optional.
import Foundation

/// Methods a tab bar controller's delegate implements to allow and follow the user's selection of tabs.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap on `viewController`'s tab may select it (asked also when it is already selected). True by
    /// default. Selecting in code does not ask.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// The user selected `viewController` with a tap (also when it was already selected). Selecting in code does
    /// not tell.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// True.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

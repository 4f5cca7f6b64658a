// The delegate of a tab bar. Every method is optional.
import Foundation

/// Methods a tab bar's delegate implements to follow the user's selection.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item` (also when it was already selected).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

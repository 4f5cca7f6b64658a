// The container controllers a view controller is in, found through its parents.
import Foundation

extension UIViewController {
    /// The nearest ancestor (through ``parent``) that is a navigation controller, or nil.
    public var navigationController: UINavigationController? {
        nearestAncestor(of: UINavigationController.self)
    }

    /// The nearest ancestor (through ``parent``) that is a tab bar controller, or nil.
    public var tabBarController: UITabBarController? {
        nearestAncestor(of: UITabBarController.self)
    }

    private func nearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var ancestor = parent
        while let controller = ancestor {
            if let container = controller as? Container { return container }
            ancestor = controller.parent
        }
        return nil
    }
}

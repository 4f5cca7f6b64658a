// The delegate of a search controller: told as the search interface is shown and hidden (LE-59, LE-61). Every
// method is optional.
import Foundation

/// A set of delegate methods for search controller objects.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search interface is about to show (the controller becomes active).
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search interface showed.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search interface is about to hide (the controller becomes inactive).
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search interface hid.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

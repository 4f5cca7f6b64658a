// A scroll view's refresh control: kept as one of its subviews, so it needs no storage (LS-17).
import Foundation

extension UIScrollView {
    /// The refresh control that a pull on the content starts (LS-17); nil by default. Every scroll view tells it
    /// when its content offset changes.
    public var refreshControl: UIRefreshControl? {
        get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first }
        set {
            let current = refreshControl
            guard current !== newValue else { return }
            current?.removeFromSuperview()
            if let newValue {
                insertSubview(newValue, at: 0)
                newValue.scrollViewDidMove(self)
            }
            // A refreshing control held its height open (SV-63): removed or replaced, the space may go.
            refreshStateChanged()
        }
    }
}

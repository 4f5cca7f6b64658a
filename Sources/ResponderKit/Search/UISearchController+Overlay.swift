// Where an active search controller shows itself: its view covers the area below its search bar, dimmed or not,
// with the results controller's view inside it while there is something to show (LE-61), and a navigation bar that
// holds the search bar is told so it can hide its title row (LE-62).
//
// Invariant: the overlay is in a superview exactly while the controller is active and its search bar is in a
// window; the results controller is a child of the search controller exactly while its view shows.
import Foundation

extension UISearchController {
    /// The dimming of the covered content: UIKit's translucent black.
    static let dimmingColor = UIColor(white: 0, alpha: 0.4)

    /// The view the overlay goes into and the overlay's frame in it: below the navigation bar in the navigation
    /// controller's view, or below the search bar in its window.
    private var overlayPlacement: (host: UIView, frame: CGRect)? {
        if let bar = searchBar.superview as? UINavigationBar, let navigation = bar.navigationController,
            let host = navigation.viewIfLoaded
        {
            let top = bar.frame.maxY
            return (host, CGRect(x: 0, y: top, width: host.bounds.width, height: max(0, host.bounds.height - top)))
        }
        guard let window = searchBar.window else { return nil }
        let top = searchBar.convert(searchBar.bounds, to: window).maxY
        return (window, CGRect(x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top)))
    }

    /// Adds the overlay below the search bar.
    func showOverlay() {
        guard let (host, frame) = overlayPlacement else { return }
        let overlay: UIView = view
        overlay.frame = frame
        if let bar = searchBar.superview as? UINavigationBar, bar.superview === host {
            host.insertSubview(overlay, belowSubview: bar)
        } else {
            host.addSubview(overlay)
        }
        updateOverlay()
    }

    /// Removes the overlay and the results controller's view.
    func hideOverlay() {
        showResults(false)
        viewIfLoaded?.removeFromSuperview()
    }

    /// Dims or clears the overlay and shows or hides the results as the properties and the text say.
    func updateOverlay() {
        guard isActive, let overlay = viewIfLoaded, overlay.superview != nil else { return }
        let resultsShown = searchResultsController != nil && showsSearchResultsController
        showResults(resultsShown)
        overlay.backgroundColor = obscuresBackgroundDuringPresentation ? UISearchController.dimmingColor : .clear
        // A clear overlay with nothing in it must not take the content's touches.
        overlay.isUserInteractionEnabled = obscuresBackgroundDuringPresentation || resultsShown
        backgroundTap.isEnabled = obscuresBackgroundDuringPresentation && !resultsShown
    }

    private func showResults(_ shown: Bool) {
        guard let results = searchResultsController else { return }
        if shown, results.parent !== self {
            addChild(results)
            let resultsView: UIView = results.view
            resultsView.frame = view.bounds
            resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(resultsView)
            results.didMove(toParent: self)
        } else if !shown, results.parent === self {
            results.willMove(toParent: nil)
            results.viewIfLoaded?.removeFromSuperview()
            results.removeFromParent()
        }
    }

    /// Tells a navigation bar holding the search bar that the search's activity changed (LE-62).
    func searchBarHostDidChange() {
        guard let bar = searchBar.superview as? UINavigationBar else { return }
        bar.searchActivityChanged()
        if let frame = overlayPlacement?.frame, isActive { viewIfLoaded?.frame = frame }
    }
}

// Accessors for the state a view keeps in its side storage (`ViewExtras`), allocated on first use.
import Foundation

extension UIView {
    /// The extras, allocated if the view has none yet.
    var ensuredExtras: ViewExtras {
        if let extras { return extras }
        let created = ViewExtras()
        extras = created
        return created
    }

    nonisolated var storedTransform: CGAffineTransform {
        get { extras?.transform ?? .identity }
        set {
            // An identity transform needs no storage.
            if extras == nil && newValue.isIdentity { return }
            if let extras {
                extras.transform = newValue
            } else {
                let created = ViewExtras()
                created.transform = newValue
                extras = created
            }
        }
    }

    /// The grid index of a container with many subviews, built lazily by hit-testing.
    nonisolated var subviewIndex: SubviewIndex? {
        get { extras?.subviewIndex }
        set {
            if let extras {
                extras.subviewIndex = newValue
            } else if let newValue {
                let created = ViewExtras()
                created.subviewIndex = newValue
                extras = created
            }
        }
    }

    var owningViewController: UIViewController? {
        get { extras?.owningViewController }
        set {
            if newValue == nil && extras == nil { return }
            ensuredExtras.owningViewController = newValue
        }
    }

    var storedGestureRecognizers: [UIGestureRecognizer]? {
        get { extras?.gestureRecognizers }
        set {
            if newValue == nil && extras == nil { return }
            ensuredExtras.gestureRecognizers = newValue
        }
    }

    var storedInteractions: [UIInteraction]? {
        get { extras?.interactions }
        set {
            if newValue == nil && extras == nil { return }
            ensuredExtras.interactions = newValue
        }
    }

    /// The appearance storage, allocated (with the extras) if the view has none yet.
    var ensuredAppearance: ViewAppearance {
        let extras = ensuredExtras
        if let appearance = extras.appearance { return appearance }
        let created = ViewAppearance()
        extras.appearance = created
        return created
    }
}

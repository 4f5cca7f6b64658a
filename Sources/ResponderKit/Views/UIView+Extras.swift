// Accessors for the state a view keeps in its side storage (`ViewExtras`), allocated on first use.
import Foundation

extension UIView {
    /// The extras, allocated if the view has none yet (nonisolated, for the nonisolated accessors below).
    nonisolated var ensuredExtras: ViewExtras {
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
            ensuredExtras.transform = newValue
        }
    }

    /// The bounds: the size in the view, the origin in the extras when it is not zero (most views keep a zero
    /// origin; the view stays 16 bytes smaller).
    nonisolated var storedBounds: CGRect {
        @inline(__always) get {
            CGRect(
                origin: flags.contains(.boundsOriginIsSet) ? extras.unsafelyUnwrapped.boundsOrigin : .zero,
                size: storedBoundsSize)
        }
        set {
            storedBoundsSize = newValue.size
            if newValue.origin != .zero {
                ensuredExtras.boundsOrigin = newValue.origin
                flags.insert(.boundsOriginIsSet)
            } else if flags.contains(.boundsOriginIsSet) {
                extras.unsafelyUnwrapped.boundsOrigin = .zero
                flags.remove(.boundsOriginIsSet)
            }
        }
    }

    /// The accessibility identifier: in the extras when set.
    var storedAccessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set {
            if newValue == nil && extras == nil { return }
            ensuredExtras.accessibilityIdentifier = newValue
        }
    }

    /// The alpha: in the extras when it is not 1.
    nonisolated var storedAlpha: CGFloat {
        get { extras?.alpha ?? 1 }
        set {
            if extras == nil && newValue == 1 { return }
            ensuredExtras.alpha = newValue
        }
    }

    /// The grid index of a container with many subviews, built lazily by hit-testing.
    nonisolated var subviewIndex: SubviewIndex? {
        get { extras?.subviewIndex }
        set {
            if extras == nil && newValue == nil { return }
            ensuredExtras.subviewIndex = newValue
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

extension UIView {
    /// The first view from `start` up the superview chain that has extras (the only views that can have gesture
    /// recognizers), or nil. Reads the views without retaining them: it runs no user code, so none can change.
    nonisolated static func firstViewWithExtras(from start: Unmanaged<UIView>?) -> Unmanaged<UIView>? {
        var current = start
        while let reference = current {
            let (hasExtras, superview) = reference._withUnsafeGuaranteedRef { ($0.extras != nil, $0.superviewRef) }
            if hasExtras { return reference }
            current = superview
        }
        return nil
    }
}

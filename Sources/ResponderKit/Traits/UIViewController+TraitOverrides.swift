// A view controller's appearance override: the style it, its view and its children use.
//
// Invariant: the override is kept in the shared application's associated-object table (side storage, because
// UIViewController's own file does not hold trait state): it lives as long as the controller.
import Foundation

extension UIViewController {
    /// The key of the override in the associated-object table.
    private static let overrideStyleKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The appearance this controller, its view and its child controllers use, whatever their environment's;
    /// `.unspecified` (the default) inherits it. When the view is loaded, the controller and the views whose
    /// ``UIResponder/traitCollection`` changes are told (``UIResponder/traitCollectionDidChange(_:)``); before,
    /// nothing is announced (the controller is not in an environment yet).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            UIApplication.shared.associatedObjects.value(of: self, key: Self.overrideStyleKey) as? UIUserInterfaceStyle
                ?? .unspecified
        }
        set {
            let old = overrideUserInterfaceStyle
            guard newValue != old else { return }
            UIApplication.shared.associatedObjects.set(
                newValue == .unspecified ? nil : newValue, of: self, key: Self.overrideStyleKey,
                policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            if let view = viewIfLoaded { TraitResolution.overrideChanged(at: view, ofController: true, oldStyle: old) }
        }
    }
}

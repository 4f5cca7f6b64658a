// A view controller's appearance override: the style it, its view and its children use.
//
// Invariant: the override is kept in the shared application's table of controller overrides (side storage,
// because UIViewController's own file holds no trait state); it lives as long as the controller.
import Foundation

extension UIViewController {
    /// The appearance this controller, its view and its child controllers use, whatever their environment's;
    /// `.unspecified` (the default) inherits it. When the view is loaded, the controller and the views whose
    /// ``UIResponder/traitCollection`` changes are told (``UIResponder/traitCollectionDidChange(_:)``); before,
    /// nothing is announced (the controller is not in an environment yet).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            guard let entry = UIApplication.shared.controllerStyleOverrides[ObjectIdentifier(self)],
                entry.controller === self
            else { return .unspecified }
            return entry.style
        }
        set {
            let old = overrideUserInterfaceStyle
            guard newValue != old else { return }
            let application = UIApplication.shared
            application.controllerStyleOverrides = application.controllerStyleOverrides.filter {
                $0.value.controller != nil
            }
            application.controllerStyleOverrides[ObjectIdentifier(self)] =
                newValue == .unspecified ? nil : ControllerStyleOverride(controller: self, style: newValue)
            if let view = viewIfLoaded { TraitResolution.overrideChanged(at: view, ofController: true, oldStyle: old) }
        }
    }
}

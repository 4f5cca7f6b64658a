// A view's appearance override: the style it and its subviews use whatever their environment's.
import Foundation

extension UIView {
    /// The appearance this view and its subviews use, whatever their environment's; `.unspecified` (the default)
    /// inherits it. Setting it on a window changes the whole window's. Views and controllers whose
    /// ``UIResponder/traitCollection`` changes are told (``UIResponder/traitCollectionDidChange(_:)``).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { extras?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            let old = overrideUserInterfaceStyle
            guard newValue != old else { return }
            ensuredExtras.overrideUserInterfaceStyle = newValue
            TraitResolution.overrideChanged(at: self, ofController: false, oldStyle: old)
        }
    }
}

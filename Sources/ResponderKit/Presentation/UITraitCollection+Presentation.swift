// The traits a presentation adapts to: the size classes of its window's size on its application's device, by the
// rule every window's traits follow (SH-8), so a presentation and `traitCollection` never disagree (PR-4).
import Foundation

extension UITraitCollection {
    /// The size classes (and idiom) of an environment of `size` in `window`'s application (the shared one's device
    /// without a window), by SH-8's rule.
    @MainActor
    static func presentationEnvironment(of size: CGSize, in window: UIWindow?) -> UITraitCollection {
        let idiom = (window?.application ?? UIApplication.shared).device.userInterfaceIdiom
        let classes = TraitResolution.sizeClasses(of: size, idiom: idiom)
        return UITraitCollection(idiom: idiom, horizontal: classes.horizontal, vertical: classes.vertical)
    }
}

// How trait collections are worked out and how their changes are announced.
//
// Invariants:
// - A window's collection is derived from its application (idiom, appearance, text size, layout direction), its
//   screen (scale) and its size (size classes); the window's own `overrideUserInterfaceStyle` applies on top.
// - Every other view and controller inherits the collection of what contains it (the superview; for a
//   controller's root view, the controller; for a controller, its view's superview), with the nearest
//   `overrideUserInterfaceStyle` applied. Outside a window there are no size classes.
// - Announcements go top down (a controller before its root view, a view before its subviews), once per object
//   whose collection changed, with its previous collection; a subtree whose collection did not change is skipped.
import Foundation

/// Works out trait collections and announces their changes.
@MainActor
enum TraitResolution {
    /// The collection of any responder: a view's, a controller's, or (for other responders) an empty one.
    static func traitCollection(of responder: UIResponder) -> UITraitCollection {
        switch responder {
        case let window as UIWindow: return windowCollection(of: window)
        case let view as UIView: return collection(of: view)
        case let controller as UIViewController: return collection(of: controller)
        default: return UITraitCollection()
        }
    }

    /// The collection an application gives a window of `size` on `screen` (no overrides).
    static func base(
        of application: UIApplication, scale: CGFloat, size: CGSize?
    ) -> UITraitCollection {
        let idiom = application.device.userInterfaceIdiom
        let classes = size.map { sizeClasses(of: $0, idiom: idiom) } ?? (.unspecified, .unspecified)
        return UITraitCollection(
            idiom: idiom, style: application.userInterfaceStyle, horizontal: classes.horizontal,
            vertical: classes.vertical, scale: scale, contentSize: application.preferredContentSizeCategory,
            direction: application.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The size classes of a window of `size` on a device of `idiom` (**chosen** from Apple's size-class tables):
    /// an iPhone is compact wide unless it is in landscape and at least 896 points wide (the large iPhones), and
    /// compact high in landscape; other idioms are regular high, and regular wide from 640 points (narrower iPad
    /// split-view columns are compact).
    static func sizeClasses(
        of size: CGSize, idiom: UIUserInterfaceIdiom
    ) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let landscape = size.width > size.height
        if idiom == .phone || idiom == .unspecified {
            return (landscape && size.width >= 896 ? .regular : .compact, landscape ? .compact : .regular)
        }
        return (size.width >= 640 ? .regular : .compact, .regular)
    }

    /// A window's collection: its application's base for its size and screen, under its own override.
    static func windowCollection(of window: UIWindow) -> UITraitCollection {
        base(of: window.application, scale: window.screen.scale, size: window.bounds.size)
            .with(style: window.overrideUserInterfaceStyle)
    }

    /// The collection of views outside any window: the owning application's, without size classes.
    private static func detachedCollection(of object: AnyObject) -> UITraitCollection {
        base(of: UIApplication.owning(object), scale: UIScreen.main.scale, size: nil)
    }

    /// The nearest style override at or above `view` (its controller's counts, above the view), or nil.
    private static func overridingStyle(from view: UIView?) -> UIUserInterfaceStyle? {
        var current = view
        while let view = current {
            if view is UIWindow { return nil }  // the window's own override is part of its collection
            if view.overrideUserInterfaceStyle != .unspecified { return view.overrideUserInterfaceStyle }
            if let controller = view.owningViewController, controller.viewIfLoaded === view,
                controller.overrideUserInterfaceStyle != .unspecified
            {
                return controller.overrideUserInterfaceStyle
            }
            current = view.superview
        }
        return nil
    }

    static func collection(of view: UIView) -> UITraitCollection {
        let environment = view.window.map(windowCollection(of:)) ?? detachedCollection(of: view)
        return environment.with(style: overridingStyle(from: view) ?? .unspecified)
    }

    static func collection(of controller: UIViewController) -> UITraitCollection {
        let own = controller.overrideUserInterfaceStyle
        guard let view = controller.viewIfLoaded else { return detachedCollection(of: controller).with(style: own) }
        let container = view.superview
        let environment =
            view.window.map(windowCollection(of:)) ?? detachedCollection(of: controller)
        let inherited = environment.with(style: overridingStyle(from: container) ?? .unspecified)
        return inherited.with(style: own)
    }

    // MARK: Announcing changes

    /// The window's collection may have changed (its size, screen or override, or its application's traits):
    /// when it did, announces the change to the window and everything in it.
    static func windowTraitsMayHaveChanged(_ window: UIWindow) {
        let new = windowCollection(of: window)
        guard let old = window.announcedTraitCollection else {
            window.announcedTraitCollection = new
            return
        }
        guard old != new else { return }
        window.announcedTraitCollection = new
        window.traitCollectionDidChange(old)
        announce(in: window.storedSubviews, old: old, new: new)
    }

    /// The style override of `view`, or (`ofController`) of the controller whose root view it is, changed from
    /// `oldStyle`: announces the change to the controller, the view and its subtree.
    static func overrideChanged(at view: UIView, ofController: Bool, oldStyle: UIUserInterfaceStyle) {
        if let window = view as? UIWindow {
            windowTraitsMayHaveChanged(window)
            return
        }
        let controller = view.owningViewController.flatMap { $0.viewIfLoaded === view ? $0 : nil }
        let environment = view.window.map(windowCollection(of:)) ?? detachedCollection(of: view)
        let inherited = environment.with(style: overridingStyle(from: view.superview) ?? .unspecified)
        let controllerNow = controller?.overrideUserInterfaceStyle ?? .unspecified
        let viewNow = view.overrideUserInterfaceStyle
        let oldController = inherited.with(style: ofController ? oldStyle : controllerNow)
        let newController = inherited.with(style: controllerNow)
        if let controller, oldController != newController { controller.traitCollectionDidChange(oldController) }
        let oldView = oldController.with(style: ofController ? viewNow : oldStyle)
        let newView = newController.with(style: viewNow)
        guard oldView != newView else { return }
        view.traitCollectionDidChange(oldView)
        announce(in: view.storedSubviews, old: oldView, new: newView)
    }

    /// Announces, in `views` and their subtrees, that their environment's collection went from `old` to `new`.
    private static func announce(in views: [UIView], old: UITraitCollection, new: UITraitCollection) {
        for view in views {
            var oldHere = old
            var newHere = new
            if let controller = view.owningViewController, controller.viewIfLoaded === view {
                oldHere = oldHere.with(style: controller.overrideUserInterfaceStyle)
                newHere = newHere.with(style: controller.overrideUserInterfaceStyle)
                if oldHere != newHere { controller.traitCollectionDidChange(oldHere) }
            }
            oldHere = oldHere.with(style: view.overrideUserInterfaceStyle)
            newHere = newHere.with(style: view.overrideUserInterfaceStyle)
            guard oldHere != newHere else { continue }
            view.traitCollectionDidChange(oldHere)
            announce(in: view.storedSubviews, old: oldHere, new: newHere)
        }
    }
}

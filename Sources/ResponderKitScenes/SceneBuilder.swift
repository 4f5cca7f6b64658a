// Makes a `Scene` live: an independent `UIApplication`, one window per root, and the views and controllers.
//
// Invariants:
// - Every built object belongs to a fresh `UIApplication`; nothing touches `UIApplication.shared`.
// - `views[i]` is the view made for `scene.views[i]` (a window for a root), with `accessibilityIdentifier` set to
//   the scene id; `sceneIndex(of:)` inverts that.
// - Linear time and no recursion: views are created in pre-order and attached in reverse pre-order, so every
//   `addSubview` attaches a subtree that is not yet in a window to a parent that has no superview yet, and each
//   view's window is set exactly once, when its top-level ancestor joins its window.
// - Tear-down never recurses either: `views` holds every view in pre-order, so when a `BuiltScene` is released each
//   view is freed by the array after its superview, never as part of its superview's deallocation.
// - Windows are shown in root order (the first one also made key); a root with `"hidden": true` is hidden after.
// - Each view gets its scene gesture recognizers in document order, named as `SceneViewSpec.gestureRecognizerNames`
//   says; `recognizer(_:)` finds them. Views own their recognizers; the built scene keeps only their identities.
// - A stack view's arranged subviews are added with `addArrangedSubview(_:)`, after its other subviews. Auto Layout
//   (see `SceneLayoutBuilder`) is applied once the tree is whole, and every window is laid out before `build`
//   returns, so frames are the solved ones; the scene's application logs layout messages into the built scene's
//   report, never to standard error.
import Foundation
import ResponderKit

/// Builds live scenes.
public enum SceneBuilder {
    /// Makes the application, windows, views and controllers of `scene`.
    @MainActor
    public static func build(_ scene: Scene) -> BuiltScene {
        let application = UIApplication()
        let collector = SceneLayoutCollector()
        collector.install(on: application)
        application.tracer = collector
        var views: [UIView] = []
        views.reserveCapacity(scene.views.count)
        var controllers: [SceneViewController] = []
        var recognizers: [ObjectIdentifier: SceneRecognizer] = [:]
        var controllerByName: [String: SceneViewController] = [:]
        for (index, spec) in scene.views.enumerated() {
            let view = makeView(spec, application: application)
            for (kind, name) in zip(spec.gestureRecognizers, spec.gestureRecognizerNames) {
                let recognizer = kind.makeRecognizer()
                recognizer.name = name
                view.addGestureRecognizer(recognizer)
                recognizers[ObjectIdentifier(recognizer)] = SceneRecognizer(view: index, kind: kind, name: name)
            }
            if let name = spec.viewController {
                let controller = SceneViewController(name: name)
                controller.view = view
                controllers.append(controller)
                controllerByName[name] = controller
            }
            views.append(view)
        }
        for index in scene.views.indices.reversed() {
            let parent = views[index]
            for child in scene.views[index].children {
                if scene.views[child].arrangedIndex != nil, let stack = parent as? UIStackView {
                    stack.addArrangedSubview(views[child])
                } else {
                    parent.addSubview(views[child])
                }
            }
        }
        let installed = SceneLayoutBuilder.install(scene, views: views)
        for (order, root) in scene.roots.enumerated() {
            guard let window = views[root] as? UIWindow else { continue }
            if order == 0 {
                window.makeKeyAndVisible()
            } else {
                window.isHidden = false
            }
        }
        for root in scene.roots where scene.views[root].isHidden {
            views[root].isHidden = true
        }
        applyNextOverrides(scene, views: views, controllers: controllerByName)
        for root in scene.roots { views[root].layoutIfNeeded() }
        application.tracer = nil
        let built = BuiltScene(
            scene: scene, application: application, views: views, controllers: controllers, recognizers: recognizers,
            constraints: installed.constraints)
        built.layout = SceneLayoutBuilder.report(built, installed: installed, collector: collector)
        return built
    }

    /// Makes one view (a window for a root) and applies the spec's keys, except `hidden` on a root, which is
    /// applied after all windows are shown.
    @MainActor
    static func makeView(_ spec: SceneViewSpec, application: UIApplication) -> UIView {
        let view: UIView & SceneHitCustomizable
        if spec.isRoot {
            let window = SceneViewFactory.makeWindow(frame: spec.frame, application: application)
            SceneLayoutBuilder.applyScreen(spec, to: window)
            view = window
        } else {
            view = SceneViewFactory.makeView(className: spec.className, frame: spec.frame)
            view.isHidden = spec.isHidden
        }
        view.accessibilityIdentifier = spec.id
        view.bounds = CGRect(origin: spec.boundsOrigin, size: spec.frame.size)
        if let transform = spec.transform { view.transform = transform }
        view.alpha = CGFloat(spec.alpha)
        view.isUserInteractionEnabled = spec.effectiveUserInteractionEnabled
        view.clipsToBounds = spec.clipsToBounds
        view.hitBehavior = SceneHitBehavior(
            hitAreaOutset: CGFloat(spec.hitAreaOutset), passesThrough: spec.passThrough)
        if let label = spec.accessibilityLabel { view.accessibilityLabel = label }
        if let traits = spec.accessibilityTraits { view.accessibilityTraits = traits }
        if let isElement = spec.isAccessibilityElement { view.isAccessibilityElement = isElement }
        if spec.accessibilityViewIsModal { view.accessibilityViewIsModal = true }
        if spec.accessibilityElementsHidden { view.accessibilityElementsHidden = true }
        return view
    }

    /// Gives the views and controllers with `"next"` / `"viewControllerNext"` their custom next responders, once
    /// every view and controller exists (a `next` may name one that comes later in the document).
    @MainActor
    static func applyNextOverrides(
        _ scene: Scene, views: [UIView], controllers: [String: SceneViewController]
    ) {
        func target(_ next: SceneNext) -> SceneNextOverride {
            guard case .responder(let name) = next else { return SceneNextOverride(responder: nil) }
            // The loader checked that the name is exactly one view id or one controller name.
            let responder: UIResponder? = scene.index(ofID: name).map { views[$0] } ?? controllers[name]
            return SceneNextOverride(responder: responder)
        }
        for (index, spec) in scene.views.enumerated() {
            if let next = spec.next, let view = views[index] as? SceneHitCustomizable {
                view.nextOverride = target(next)
            }
            if let next = spec.viewControllerNext, let name = spec.viewController {
                controllers[name]?.nextOverride = target(next)
            }
        }
    }
}

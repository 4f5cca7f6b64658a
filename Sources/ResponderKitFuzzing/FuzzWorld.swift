// The scene a driver script builds and mutates: the application, its windows, views, recognizers and view
// controllers, all named by scene ids, and the hostile actions that mutate them.
//
// Invariants:
// - The world holds every view it created strongly (so `restore` can put it back and identities stay unique for
//   the checker); view controllers are held only here, so `releaseController` releases their last reference.
// - A step or action naming a missing id, or a subject of the wrong kind, does nothing.
// - Every view and window carries its scene id in `tag`; every recognizer has a `name` with its id.
// - Every window is created in the world's one connected scene; a window that left it returns when restored.
import Foundation
import ResponderKit

/// The live scene of one script run.
@MainActor
final class FuzzWorld {
    let app: UIApplication
    let simulator: EventSimulator
    let checker: InvariantChecker
    /// The scene the windows are created in.
    let scene: UIWindowScene
    private(set) var windows: [Int: UIWindow] = [:]
    /// The recognizers of `.recognizer` steps, by scene id (host faults remove their views).
    private(set) var recognizers: [Int: UIGestureRecognizer] = [:]
    private(set) var views: [Int: UIView] = [:]
    private var windowOrder: [Int] = []
    private var parents: [Int: Int] = [:]
    private var controllers: [Int: UIViewController] = [:]
    private var handlers: [Int: [RemovableTarget]] = [:]
    private var extraRecognizers = 0
    /// Objects the scene's interactions hold weakly (context menu delegates), kept alive with the world.
    private var kept: [AnyObject] = []
    /// Calls of control targets and recognizer actions (to keep them observable).
    private(set) var actionCalls = 0

    init() {
        app = UIApplication()
        simulator = EventSimulator(application: app)
        checker = InvariantChecker(clock: app.clock)
        scene = app.connectScene()
        app.tracer = checker
    }

    /// Every view and window, in id order.
    var allViews: [UIView] {
        (windows.map { ($0.key, $0.value as UIView) } + views.map { ($0.key, $0.value) })
            .sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The view or window with scene id `id`.
    func view(_ id: Int) -> UIView? {
        views[id] ?? windows[id]
    }

    // MARK: Building

    func addWindow(id: Int, frame: CGRect) {
        guard view(id) == nil else { return }
        let window = UIWindow(windowScene: scene)
        window.frame = frame
        window.tag = id
        windows[id] = window
        windowOrder.append(id)
        if windows.count == 1 { window.makeKeyAndVisible() } else { window.isHidden = false }
    }

    func addView(id: Int, parent: Int, kind: DriverStep.ViewKind, frame: CGRect) {
        guard view(id) == nil, let parentView = view(parent) else { return }
        let hooks = FuzzTouchHooks(sceneID: id, world: self)
        let created: UIView
        switch kind {
        case .plain: created = FuzzView(frame: frame, hooks: hooks)
        case .button: created = FuzzButton(frame: frame, hooks: hooks)
        case .toggle: created = FuzzSwitch(frame: frame, hooks: hooks)
        case .field: created = FuzzTextField(frame: frame, hooks: hooks)
        case .scroll:
            let scroll = FuzzScrollView(frame: frame, hooks: hooks)
            scroll.contentSize = CGSize(width: frame.width * 2, height: frame.height * 2)
            created = scroll
        case .table: created = FuzzTableView(frame: frame, hooks: hooks)
        }
        created.tag = id
        if let control = created as? UIControl {
            control.addTarget(self, action: FuzzWorld.controlFired, for: .allEvents)
        }
        views[id] = created
        parents[id] = parent
        parentView.addSubview(created)
    }

    func addRecognizer(id: Int, view viewID: Int, kind: DriverStep.RecognizerKind) {
        guard let target = view(viewID) else { return }
        let recognizer: UIGestureRecognizer
        switch kind {
        case .tap: recognizer = UITapGestureRecognizer(target: nil, action: nil)
        case .doubleTap:
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            tap.numberOfTapsRequired = 2
            recognizer = tap
        case .longPress: recognizer = UILongPressGestureRecognizer(target: nil, action: nil)
        case .pan: recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        case .swipe:
            let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
            swipe.direction = id % 2 == 0 ? .right : [.left, .up]
            recognizer = swipe
        case .pinch: recognizer = UIPinchGestureRecognizer(target: nil, action: nil)
        }
        configure(recognizer, id: id, kind: kind.rawValue)
        recognizers[id] = recognizer
        target.addGestureRecognizer(recognizer)
    }

    /// Names the recognizer, makes the checker its delegate, varies its delay flags by id and adds the world's
    /// action (which removes the recognizer from its view when it fires, for ids divisible by 5).
    private func configure(_ recognizer: UIGestureRecognizer, id: Int, kind: String) {
        recognizer.name = "\(kind) #\(id)"
        recognizer.delegate = checker
        recognizer.delaysTouchesBegan = id % 3 == 0
        recognizer.cancelsTouchesInView = id % 4 != 1
        recognizer.addTarget(
            self, action: id % 5 == 0 ? FuzzWorld.recognizerFiredRemovingItself : FuzzWorld.recognizerFired)
    }

    /// Keeps `object` alive as long as the world.
    func retain(_ object: AnyObject) {
        kept.append(object)
    }

    func addController(id: Int, parent: Int) {
        guard view(id) == nil, let parentView = view(parent) else { return }
        let controller = UIViewController()
        let root = FuzzView(frame: parentView.bounds, hooks: FuzzTouchHooks(sceneID: id, world: self))
        root.tag = id
        controller.view = root
        controllers[id] = controller
        views[id] = root
        parents[id] = parent
        parentView.addSubview(root)
    }

    func arm(view id: Int, phase: DriverStep.Phase, action: DriverAction) {
        guard let hooks = hooks(of: view(id)) else { return }
        hooks.armed[phase] = action
    }

    func addHandler(control id: Int, events: DriverStep.ControlEvents, action: DriverAction) {
        guard let control = view(id) as? UIControl else { return }
        let box = FuzzHandlerBox()
        let target = control.addEventHandler(event: Self.events(events)) { [weak self, weak control] in
            guard let self, let control else { return }
            self.perform(action, subject: control, handler: box.target)
        }
        box.target = target
        handlers[id, default: []].append(target)
    }

    static func events(_ events: DriverStep.ControlEvents) -> UIControl.Event {
        switch events {
        case .down: return .touchDown
        case .drag: return [.touchDragInside, .touchDragOutside]
        case .upInside: return .touchUpInside
        case .cancel: return .touchCancel
        case .valueChanged: return .valueChanged
        case .primary: return .primaryActionTriggered
        }
    }

    private func hooks(of view: UIView?) -> FuzzTouchHooks? {
        switch view {
        case let view as FuzzView: return view.hooks
        case let view as FuzzButton: return view.hooks
        case let view as FuzzSwitch: return view.hooks
        case let view as FuzzTextField: return view.hooks
        case let view as FuzzScrollView: return view.hooks
        case let view as FuzzTableView: return view.hooks
        default: return nil
        }
    }

    // MARK: Targets

    func controlFired() {
        actionCalls += 1
    }

    func recognizerFired(_ recognizer: UIGestureRecognizer) {
        actionCalls += 1
    }

    func recognizerFiredRemovingItself(_ recognizer: UIGestureRecognizer) {
        actionCalls += 1
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    // MARK: Hostile actions

    /// Runs `action` on `subject`; `handler` is the target whose closure runs it, if any.
    func perform(_ action: DriverAction, subject: UIView, handler: RemovableTarget?) {
        let isWindow = subject is UIWindow
        switch action.kind {
        case .removeView:
            if isWindow { subject.isHidden = true } else { subject.removeFromSuperview() }
        case .removeAncestor:
            if let superview = subject.superview, !(superview is UIWindow) {
                superview.removeFromSuperview()
            } else if !isWindow {
                subject.removeFromSuperview()
            }
        case .moveToWindow:
            guard !isWindow else { return }
            let destination =
                windows[action.argument]
                ?? windowOrder.lazy.compactMap { self.windows[$0] }
                .first { $0 !== subject.window }
            destination?.addSubview(subject)
        case .hideView:
            subject.isHidden = true
        case .hideWindow:
            subject.window?.isHidden = true
        case .disableInteraction:
            subject.isUserInteractionEnabled = false
        case .transform:
            subject.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 0.5, y: 1.5)
        case .addRecognizer:
            extraRecognizers += 1
            let id = 100_000 + extraRecognizers
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            configure(tap, id: id, kind: "tap")
            subject.addGestureRecognizer(tap)
        case .removeRecognizers:
            for view in [subject, subject.superview].compactMap({ $0 }) {
                for recognizer in view.gestureRecognizers ?? [] { view.removeGestureRecognizer(recognizer) }
            }
        case .removeTargets:
            guard let control = (view(action.argument) ?? subject) as? UIControl else { return }
            control.removeTarget(nil, action: nil, for: .allEvents)
            for target in handlers[control.tag] ?? [] { target.disable() }
        case .disableHandler:
            if let handler {
                handler.disable()
            } else if let control = view(action.argument) as? UIControl {
                control.addEventHandler(event: .touchUpInside) {}.disable()
            }
        case .addHandler:
            guard let control = (view(action.argument) ?? subject) as? UIControl else { return }
            let target = control.addEventHandler(event: .allTouchEvents) { [weak self] in self?.actionCalls += 1 }
            handlers[control.tag, default: []].append(target)
        case .disableControl:
            (view(action.argument) as? UIControl ?? subject as? UIControl)?.isEnabled = false
        case .focus:
            _ = view(action.argument)?.becomeFirstResponder()
        case .resign:
            _ = subject.window?.endEditing(false)
        case .cycle:
            guard let view = subject as? FuzzView else { return }
            view.customNext = FuzzLoopResponder(back: view)
        case .releaseController:
            controllers[action.argument] = nil
        case .pressRecognizer:
            extraRecognizers += 1
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            tap.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
            configure(tap, id: 100_000 + extraRecognizers, kind: "pressTap")
            subject.addGestureRecognizer(tap)
        case .toggleEditing, .refresh, .zoom, .contextMenu:
            performInteraction(action, subject: subject)
        }
    }

    /// Puts view `id` back where it was created, shown, interactive, untransformed and enabled, in a shown
    /// window, with no custom `next`.
    func restore(_ id: Int) {
        guard let view = view(id) else { return }
        if let window = view as? UIWindow {
            window.windowScene = scene
            window.isHidden = false
            return
        }
        view.isHidden = false
        view.isUserInteractionEnabled = true
        view.transform = .identity
        (view as? UIControl)?.isEnabled = true
        (view as? FuzzView)?.customNext = nil
        if let parentID = parents[id], let parent = self.view(parentID), view.superview !== parent {
            parent.addSubview(view)
        }
        view.window?.windowScene = scene
        view.window?.isHidden = false
    }
}

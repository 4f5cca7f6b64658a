// The root of a view hierarchy: hit-testing starts here and touch events are delivered from here.
//
// Invariants:
// - A window belongs to exactly one application for its whole life and is listed in its `windows`; its scene, when
//   it has one, is a scene of that application.
// - Windows start hidden, as in UIKit; hiding a window cancels the touches in it (TD-12).
// - At most one first responder per window (FR-3); it is always in this window.
import Foundation

/// The backdrop for an app's user interface and the object that dispatches events to its views.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The application the window belongs to.
    public let application: UIApplication
    /// `application`, for the unretained chain hop (`_UnretainedHop`): reading the strong `let` there retains it.
    nonisolated let applicationRef: Unmanaged<UIApplication>
    /// The order in which windows were last made visible, for front-to-back hit-testing (HT-12).
    var visibilityOrder = 0
    private(set) weak var currentFirstResponder: UIResponder?
    /// How many items the window's last display list had: the next one reserves as many (see `displayList()`).
    var displayItemCountHint = 0
    /// Whether unretained calls of the default event methods (`_UnretainedHop`) are running in this window.
    // nonisolated(unsafe): read and written by `_UnretainedHop` through an unretained reference, on the main actor.
    @exclusivity(unchecked) nonisolated(unsafe) var isRunningUnretainedCalls = false
    /// Views that left the window while unretained calls were running, kept until they return (`WindowChange`).
    // nonisolated(unsafe), unchecked: the outermost hop tests it for emptiness through an unretained reference
    // (a checked access there cost a runtime call per walk); appends and the swap in `releaseDeferred` call no
    // user code while they access it.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var deferredReleases: [UIView] = []

    /// Levels that order windows front to back.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level value; higher is in front.
        public var rawValue: CGFloat
        /// Wraps a level value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of ordinary windows.
        public static let normal = Level(rawValue: 0)
        /// The level of status-bar windows.
        public static let statusBar = Level(rawValue: 1000)
        /// The level of alert windows.
        public static let alert = Level(rawValue: 2000)
        /// Orders levels by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Creates a hidden window of `UIApplication.shared`, without a scene. The designated initializer, as in UIKit:
    /// a subclass may `override init(frame:)` and call `super.init(frame:)`.
    public override init(frame: CGRect) {
        application = .shared
        applicationRef = Unmanaged.passUnretained(application)
        super.init(frame: frame)
        finishInitialization()
    }

    /// Creates a hidden window that belongs to `application` (a ResponderKit addition for independent
    /// applications in tests), without a scene.
    public init(frame: CGRect, application: UIApplication) {
        self.application = application
        applicationRef = Unmanaged.passUnretained(application)
        super.init(frame: frame)
        finishInitialization()
    }

    /// Creates a hidden window in `windowScene`, filling the scene's screen (390 x 844 points headless). The
    /// window belongs to the scene's application, and its next responder is the scene (RC-4, iOS 13 and later).
    /// A scene that is no longer connected gives a window of its application in no scene.
    public init(windowScene: UIWindowScene) {
        let owner = windowScene.application ?? .shared
        application = owner
        applicationRef = Unmanaged.passUnretained(owner)
        windowSceneRef = owner.isConnected(windowScene) ? Unmanaged.passUnretained(windowScene) : nil
        super.init(frame: UIScreen.main.bounds)
        finishInitialization()
    }

    private func finishInitialization() {
        storedWindow = self
        flags.insert(.hidden)
        application.register(self)
        announcedTraitCollection = TraitResolution.windowCollection(of: self)
    }

    /// The trait collection last announced in this window: a change is announced against it (TraitResolution).
    var announcedTraitCollection: UITraitCollection?

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        // Views may outlive their window: clear their unowned window pointers, and leave the application's list.
        MainActor.assumeIsolated {
            var stack = storedSubviews
            while let view = stack.popLast() {
                if view.storedWindow === self { view.storedWindow = nil }
                stack.append(contentsOf: view.storedSubviews)
            }
            application.unregister(self)
        }
    }

    /// The window's level; higher levels are in front (HT-12).
    open var windowLevel: Level = .normal {
        didSet { application.noteVisibleChange() }
    }

    /// The screen the window is shown on: ``UIScreen/main`` unless a backend (or a test) sets another. The
    /// window's safe area follows the new screen's insets at its next layout pass.
    open var screen: UIScreen = .main {
        didSet {
            guard oldValue !== screen else { return }
            requestLayout()
            TraitResolution.windowTraitsMayHaveChanged(self)
        }
    }

    /// The frame, in screen coordinates. Moving the window moves its safe area: it is recomputed at the next
    /// layout pass.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            screenPlacementChanged()
        }
    }

    /// The centre, in screen coordinates (see ``frame``).
    open override var center: CGPoint {
        get { super.center }
        set {
            super.center = newValue
            screenPlacementChanged()
        }
    }

    /// The window moved on its screen: where the screen has insets, its safe area is due for recomputing.
    private func screenPlacementChanged() {
        if screen.safeAreaInsets != .zero || recordedSafeAreaInsets != .zero { requestLayout() }
    }

    /// The layout pass's stack of views to visit, kept between passes so a steady pass allocates nothing (a pass
    /// takes it, so a nested pass finds it empty and uses its own).
    var layoutPassStack: [LayoutPassStep] = []

    /// Hiding a window cancels its touches and removes it from hit-testing (HT-12, TD-12).
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let wasHidden = super.isHidden
            let appearance =
                wasHidden == newValue
                ? nil
                : ControllerAppearanceChange(
                    views: ControllerAppearanceChange.subtree(of: self), visibleAfter: !newValue)
            appearance?.announce()
            defer {
                appearance?.complete()
                if !newValue { updateStatusBarAppearance() }
            }
            super.isHidden = newValue
            if newValue && !wasHidden {
                application.touchDispatcher.cancelTouches(in: self)
                if application.keyWindow === self { application.keyWindow = nil }
            } else if !newValue && wasHidden {
                visibilityOrder = application.nextVisibilityOrder()
            }
        }
    }

    // Unowned, not weak (no weak load at the end of every responder chain): the scene is always a connected scene
    // of `application`, which holds it, and a disconnecting scene removes itself from its windows first.
    // Unmanaged, so the chain hop tests it for nil without retaining the scene (an `unowned(unsafe)` load is
    // retained when used).
    private nonisolated(unsafe) var windowSceneRef: Unmanaged<UIWindowScene>?
    private var storedWindowScene: UIWindowScene? {
        get { windowSceneRef?.takeUnretainedValue() }
        set { windowSceneRef = .passUnretained(ifPresent: newValue) }
    }

    /// The scene the window is in, or nil. Setting it moves the window to another connected scene of the same
    /// application; a scene of another application, or one that is no longer connected, is refused (the window
    /// keeps its scene). A window that leaves its scene leaves the screen the scene showed it on: its touches are
    /// cancelled, as hiding it cancels them (TD-12).
    open var windowScene: UIWindowScene? {
        get { storedWindowScene }
        set {
            if let newValue, !application.isConnected(newValue) { return }
            let old = storedWindowScene
            storedWindowScene = newValue
            if let old, old !== newValue {
                application.touchDispatcher.cancelTouches(in: self, reason: .windowLeftScene)
            }
        }
    }

    /// The window's next responder: its scene, or its application when it is in no scene (RC-4; scenes sit
    /// between windows and the application since iOS 13).
    open override var next: UIResponder? { storedWindowScene ?? application }
    /// The window's own undo manager, made on first use: the end of ``UIResponder/undoManager``'s walk (UN-1).
    open override var undoManager: UndoManager? {
        if let ownUndoManager { return ownUndoManager }
        let manager = UndoManager()
        ownUndoManager = manager
        return manager
    }
    private var ownUndoManager: UndoManager?

    override var responderWindow: UIWindow? { self }

    /// Whether the window is in a scene (its next responder is then the scene, not the application).
    nonisolated var isInScene: Bool { windowSceneRef != nil }

    /// Keeps `view` alive until the unretained calls running in this window have returned.
    func deferRelease(_ view: UIView) {
        assert(isRunningUnretainedCalls, "UIWindow: a release deferred with no unretained call running")
        deferredReleases.append(view)
    }

    /// Releases the views kept by `deferRelease(_:)`; called when the outermost unretained call returned.
    func releaseDeferred() {
        var released = deferredReleases
        deferredReleases = []
        // A released view's deinit may release whole subtrees: through the queue, without deep recursion.
        ViewReleaseQueue.release(&released)
    }

    /// The presentation transitions animating in this window: while positive, new touches go nowhere (PR-13).
    var presentationTouchBlocks = 0

    // MARK: Root view controller

    /// The root view controller. Setting it installs the controller's view filling the window, resized with it
    /// (flexible width and height).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let controller = rootViewController {
                let root: UIView = controller.view
                root.frame = bounds
                // As in UIKit, the root view follows the window's size.
                root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(root)
            }
        }
    }

    // MARK: Key window

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { application.keyWindow === self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window.
    open func makeKey() {
        application.keyWindow = self
        updateStatusBarAppearance()
    }

    // MARK: Events

    /// Dispatches an event to the views of this window (TD-1). Touch events go to the recognizers and views the
    /// touches are bound to; presses, motion and remote control go to the first responder's chain (FR-9, FR-14);
    /// hover and scroll events to the recognizers under the pointer. An override that does not call `super` loses
    /// the event.
    open func sendEvent(_ event: UIEvent) {
        let previous = event.beginWindowDelivery(self)
        defer { event.endWindowDelivery(restoring: previous) }
        if event.type == .touches {
            // A status-bar tap has no touches: it scrolls a scroll view to the top (SV-55).
            if event.touchList.isEmpty, event is StatusBarTapEvent {
                scrollToTopForStatusBarTap()
                return
            }
            application.touchDispatcher.deliver(event, in: self)
        } else {
            EventRouting.deliver(event, in: self)
        }
    }

    // MARK: First responder

    func setFirstResponder(_ responder: UIResponder?) {
        let old = currentFirstResponder
        guard old !== responder else { return }
        currentFirstResponder = responder
        application.noteVisibleChange()
        application.tracer?.record(.firstResponderChanged(window: self, from: old, to: responder))
        // MN-5: the edit menu hides when the first responder changes.
        application.menuController.firstResponderChanged()
    }
}

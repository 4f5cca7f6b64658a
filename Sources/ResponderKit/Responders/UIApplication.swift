// The application: owns the windows, the clock, the input layer and the touch state, and starts dispatch.
//
// Invariants:
// - All event state lives in an application instance (no global event state): tests may create independent
//   applications; `UIApplication.shared` is just the default instance.
// - `windows` lists the live windows created for this application (held weakly; keep your windows alive, as in
//   UIKit).
// - At most one key window, and it is one of `windows`.
import Foundation

/// The centralized point of control and coordination for an app, as in UIKit.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The default application; windows created with `UIWindow(frame:)` belong to it. It posts its
    /// notifications to `NotificationCenter.default`.
    public static let shared = UIApplication(notificationCenter: .default)

    /// The app delegate. When it is a `UIResponder` that is not a view, controller, window or application, it
    /// follows the application in the responder chain (RC-5).
    open weak var delegate: UIApplicationDelegate? {
        didSet { delegateIsResponder = delegate is UIResponder }
    }
    /// Whether the delegate last set is a responder: when it is not, the end of every responder chain skips the weak
    /// load and the casts of ``next``.
    // nonisolated(unsafe): `_UnretainedHop` reads it through an unretained reference (on the main actor).
    nonisolated(unsafe) private(set) var delegateIsResponder = false

    /// The clock that timestamps input and runs timers. A `VirtualClock` by default; live backends install a
    /// `RealTimeClock` before feeding input.
    public var clock: EventClock {
        get { storedClock }
        set {
            // The old clock is released after the assignment, outside the access: its deinit may be app code.
            let old = storedClock
            storedClock = newValue
            touchDispatcher.clock = newValue
            withExtendedLifetime(old) {}
        }
    }
    // Private storage behind the public property: a public stored property is checked at run time at every read
    // (other modules may access it `inout`); the optimizer proves this one's accesses apart.
    private var storedClock: EventClock

    /// Receives every dispatch step when set; nil (off) by default, or a ``TracePrinter`` when `RESPONDERKIT_TRACE`
    /// is set. The application keeps the tracer it is given (`app.tracer = TracePrinter()` works as written). A
    /// ``TraceRecorder`` keeps the objects it saw alive, the application among them: set `tracer` to nil (or call
    /// ``TraceRecorder/removeAll()``) when done, or the two keep each other.
    public var tracer: EventTracer? {
        didSet { touchDispatcher.tracer = tracer }
    }

    /// Where Auto Layout's messages go (an unsatisfiable layout, a refused constraint): standard error by default, as
    /// UIKit logs them; a test may collect them instead.
    public var layoutLog: (String) -> Void = { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
    /// Where drawing reports calls it ignores (drawing with no current context, unbalanced
    /// `UIGraphicsPopContext()` or `restoreGState()`): standard error by default, as UIKit logs them; a test may
    /// collect them instead. The shared application's is used (see <doc:Drawing>).
    public var graphicsLog: (String) -> Void = { message in FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    /// The graphics context stack of `UIGraphicsPushContext(_:)` and `UIGraphicsPopContext()`, current last
    /// (Drawing/UIGraphics.swift); the shared application's is used.
    var graphicsContexts: [GraphicsContextEntry] = []
    /// View classes whose `draw(_:)` reached `UIView`'s empty one and drew nothing: the display pass does not give
    /// their views a first display (Drawing/UIWindow+DisplayPass.swift).
    var nonDrawingViewClasses: Set<ObjectIdentifier> = []

    /// Where presentation warnings go (presenting a controller that is already presented, dismissing what is not
    /// presented, an animator that never completes): standard error by default, as UIKit logs them; a test may
    /// collect them instead.
    public var presentationLog: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    /// Where scroll view warnings go (zoom scales that are not positive, a `viewForZooming(in:)` that is not a
    /// subview): standard error by default, as UIKit logs them; a test may collect them instead.
    public var scrollViewLog: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Where text views report what they ignore (a `.link` attribute that is not a URL): standard error by default,
    /// as UIKit logs it; a test may collect them instead.
    public var textLog: (String) -> Void = { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }

    /// The entry point for backends: raw samples become `UIEvent`s here.
    public private(set) lazy var input = InputLayer(application: self)
    /// The navigator attached to this application, which accessibility notifications go to (weak: releasing the
    /// navigator turns "VoiceOver" off).
    public internal(set) weak var accessibilityNavigator: AccessibilityNavigator?

    let touchDispatcher: TouchDispatcher
    private(set) lazy var pointerTracker = PointerTracker(dispatcher: touchDispatcher)
    private(set) lazy var pressTracker = PressTracker(dispatcher: touchDispatcher)
    private(set) lazy var motionTracker = MotionTracker()
    private var windowRefs: [WindowReference] = []
    private var visibilityCounter = 0
    // Unowned, not weak (no side tables on windows): a window unregisters itself when it is deallocated.
    private unowned(unsafe) var storedKeyWindow: UIWindow?
    /// Storage of ``visibleChangeCount`` (UIApplication+VisibleChanges.swift).
    var storedVisibleChangeCount = 0

    /// Where the application posts keyboard and text notifications: its own center for independent
    /// applications (so tests do not see each other's), `NotificationCenter.default` for `shared`.
    public let notificationCenter: NotificationCenter

    /// The software keyboard model (FR-8).
    public private(set) lazy var keyboard = SoftwareKeyboard(application: self)

    /// The edit menu (MN-1 … MN-5); `UIMenuController.shared` is the shared application's.
    public private(set) lazy var menuController = UIMenuController(application: self)

    /// The chain walk of default event methods called without an event (see ``UIResponder/forwardingTarget``).
    // Unchecked (docs/unsafe.md): counted at every step of a search; every access is a short read or write that
    // calls nothing (the look for a cycle runs between accesses).
    @exclusivity(unchecked) var eventlessChainWalk = ResponderChainWalk(
        checkIntervalLimit: ResponderChainWalk.spanningCheckIntervalLimit)
    /// The chain walk of `target(forAction:withSender:)` searches in progress: their nesting depth.
    @exclusivity(unchecked) var actionSearchWalk = ResponderChainWalk()

    /// Selector misses already warned about (each is printed once).
    var selectorWarnings: Set<String> = []
    /// `perform(_:with:afterDelay:)` calls waiting on the clock.
    var delayedPerforms: [DelayedPerform] = []
    /// The values of `objc_setAssociatedObject` (the shared application's is used).
    private(set) lazy var associatedObjects = AssociatedObjectTable()
    /// The colour sets of an application other than the shared one (Appearance/UIApplication+NamedColors.swift).
    let storedNamedColors = NamedColorCatalog()
    /// Behind ``textMeasurer`` (Text/UIApplication+TextMeasuring.swift).
    var storedTextMeasurer: any TextMeasuring = DeterministicTextMeasurer()
    /// Draws the glyphs of text when ``DrawingRasterizer`` rasterizes this application's windows (a screenshot's
    /// PNG): installed by a backend that has fonts; nil headless, where text is drawn as bars.
    public var textRasterizer: (any TextRasterizing)?

    /// The connected scenes, in the order they connected (see ``connectScene(delegate:)``).
    var sceneList: [UIScene] = []

    /// The device the application runs on; ``UIDevice/current`` is the shared application's (a ResponderKit addition:
    /// each application has its own, so independent applications in tests do not share one).
    public private(set) lazy var device = UIDevice(application: self)
    /// Behind the system appearance and text size (Appearance/UIApplication+Traits.swift).
    var storedUserInterfaceStyle: UIUserInterfaceStyle = .light
    var storedPreferredContentSizeCategory: UIContentSizeCategory = .large
    /// The view controllers' `overrideUserInterfaceStyle` (the shared application's is used).
    var controllerStyleOverrides: [ObjectIdentifier: ControllerStyleOverride] = [:]
    /// Behind ``openedURLs`` (Responders/UIApplication+OpenURL.swift).
    var storedOpenedURLs: [URL] = []
    /// The URL schemes ``canOpenURL(_:)`` accepts (a ResponderKit addition; tests may change it):
    /// ``defaultOpenableURLSchemes`` to begin with.
    public var openableURLSchemes: Set<String> = UIApplication.defaultOpenableURLSchemes

    /// Creates an independent application with its own virtual clock, notification center, windows and event state.
    /// The designated initializer of a subclass's `override init()`, as in UIKit.
    public override init() {
        storedClock = VirtualClock()
        notificationCenter = NotificationCenter()
        touchDispatcher = TouchDispatcher()
        super.init()
        touchDispatcher.clock = clock
        finishInitialization()
    }

    /// Creates an independent application with its own clock, notification center, windows and event state.
    public init(clock: EventClock = VirtualClock(), notificationCenter: NotificationCenter = NotificationCenter()) {
        storedClock = clock
        self.notificationCenter = notificationCenter
        self.touchDispatcher = TouchDispatcher()
        super.init()
        touchDispatcher.clock = clock
        finishInitialization()
    }

    /// Installs the printer `RESPONDERKIT_TRACE` asks for, if any, and notes whether the chain may end here
    /// without a call (`_UnretainedHop`): only UIApplication itself is known to keep the default event methods.
    private func finishInitialization() {
        tracer = TracePrinter.fromEnvironment(ProcessInfo.processInfo.environment)
        keepsDefaultEventMethods = type(of: self) == UIApplication.self
    }

    // MARK: Layout direction

    /// The layout direction of the user interface: left to right unless
    /// ``setUserInterfaceLayoutDirection(_:)`` chose otherwise (on iOS it follows the language). Views whose
    /// `semanticContentAttribute` is `.unspecified` all the way up to their window lay out in it.
    public private(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// Sets ``userInterfaceLayoutDirection``, as switching the device to a right-to-left language does (a
    /// ResponderKit addition for tests and backends): the windows' margins and guides follow, and they are laid out
    /// again.
    public func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        guard direction != userInterfaceLayoutDirection else { return }
        changeTraits { userInterfaceLayoutDirection = direction }
        for window in windows { window.layoutDirectionChanged() }
    }

    // MARK: Windows

    /// The application's live windows, visible and hidden, in creation order.
    public var windows: [UIWindow] { windowRefs.map(\.window) }

    /// Runs the pending constraint and layout passes of every window, as the run loop's commit does on iOS before
    /// the next event: the input layer calls it before it delivers any event. Allocates nothing when nothing is
    /// pending.
    func layOutPendingWindows() {
        for index in windowRefs.indices {
            let window = windowRefs[index].window
            if window.hasPendingLayout { window.layoutIfNeeded() }
        }
    }

    /// The key window, or nil.
    public internal(set) var keyWindow: UIWindow? {
        get { storedKeyWindow }
        set {
            storedKeyWindow = newValue
            noteVisibleChange()
        }
    }

    func register(_ window: UIWindow) {
        assert(!windowRefs.contains { $0.window === window }, "UIApplication: a window registers twice")
        windowRefs.append(WindowReference(window: window))
        noteVisibleChange()
    }

    /// Called by a window that is being deallocated.
    func unregister(_ window: UIWindow) {
        touchDispatcher.windowWillDeallocate(window)
        let index = windowRefs.lastIndex { $0.window === window }
        assert(index != nil, "UIApplication: a window that was never registered unregisters")
        if let index { windowRefs.remove(at: index) }
        if storedKeyWindow === window { storedKeyWindow = nil }
        noteVisibleChange()
        // What keeps the unowned references valid: no reference to the departing window remains.
        assert(!windowRefs.contains { $0.window === window }, "UIApplication: a window was registered twice")
    }

    func nextVisibilityOrder() -> Int {
        visibilityCounter += 1
        noteVisibleChange()
        return visibilityCounter
    }

    /// The visible windows from front to back: higher `windowLevel` first, then the most recently shown (HT-12).
    public var windowsFrontToBack: [UIWindow] {
        windows.filter { !$0.isHidden }.sorted {
            $0.windowLevel != $1.windowLevel ? $0.windowLevel > $1.windowLevel : $0.visibilityOrder > $1.visibilityOrder
        }
    }

    // MARK: The chain

    override var applicationOfResponder: UIApplication? { self }

    /// The app delegate when it is a plain `UIResponder`, otherwise nil (RC-5).
    open override var next: UIResponder? {
        // A subclass may override `delegate` without storing it here, so it always takes the full path.
        guard delegateIsResponder || type(of: self) != UIApplication.self else { return nil }
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    // MARK: Actions

    /// Sends a named action (AC-4). A non-nil `target` is called directly; a nil target is resolved with
    /// `target(forAction:withSender:)` from the key window's first responder, or, when there is none, from the
    /// sender when it is a responder (AC-5) or from the view showing a bar button item sender, else from the key
    /// window.
    ///
    /// - Returns: whether some responder performed the action. An action nobody implements returns false and is
    ///   traced; it never crashes.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let resolved: Any?
        if let target {
            resolved = target
        } else {
            let start =
                keyWindow?.currentFirstResponder ?? (sender as? UIResponder)
                ?? (sender as? UIBarItem)?.representingView ?? keyWindow
            resolved = start?.target(forAction: action, withSender: sender)
        }
        guard let resolved else {
            tracer?.record(.actionNotHandled(action: action, sender: sender))
            return false
        }
        let object = resolved as AnyObject
        guard SelectorDispatch.call(action, on: object, sender: sender, secondArgument: event, application: self)
        else {
            tracer?.record(.actionNotHandled(action: action, sender: sender))
            return false
        }
        tracer?.record(.actionSent(action: action, sender: sender, target: object))
        return true
    }

    /// Whether shaking the device offers to undo the first responder's last change (UN-6). True by default.
    open var applicationSupportsShakeToEdit = true

    // MARK: Remote control

    /// Whether remote-control events are delivered: between ``beginReceivingRemoteControlEvents()`` and
    /// ``endReceivingRemoteControlEvents()``.
    private(set) var isReceivingRemoteControlEvents = false

    /// Starts the delivery of remote-control events to the key window's first responder chain
    /// (``UIResponder/remoteControlReceived(with:)``). Until then they are dropped, as in UIKit.
    open func beginReceivingRemoteControlEvents() {
        isReceivingRemoteControlEvents = true
    }

    /// Stops the delivery of remote-control events.
    open func endReceivingRemoteControlEvents() {
        isReceivingRemoteControlEvents = false
    }

    // MARK: Interruption

    /// The application resigns active (an incoming call, the app switcher): every touch is cancelled (TD-12),
    /// every press is cancelled (FR-9), a shake in progress is cancelled (FR-14), and active scenes become
    /// inactive, telling their delegates `sceneWillResignActive(_:)`. A ResponderKit entry point for backends and
    /// tests.
    public func resignActive() {
        touchDispatcher.cancelAllTouches(in: windows, reason: .interrupted)
        input.cancelPresses()
        input.cancelMotion()
        scenesResignActive()
    }

    /// The application becomes active again (its window got the input focus back): inactive foreground scenes
    /// become active, telling their delegates `sceneDidBecomeActive(_:)`. A ResponderKit entry point for backends
    /// and tests.
    public func becomeActive() {
        scenesBecomeActive()
    }

    // MARK: Events

    /// Dispatches an event to the windows that own it (TD-1): touches to their windows; presses, motion and remote
    /// control to the key window (a press to the window it went down in); hover and scroll to the window under the
    /// pointer. Every kind of input passes here. An override that does not call `super` loses the event.
    open func sendEvent(_ event: UIEvent) {
        // App code runs for the event and may change what its accessibility getters answer.
        noteVisibleChange()
        switch event.type {
        case .touches:
            // A status-bar tap has no touches, only its window (StatusBarTapEvent.swift).
            if event.touchList.isEmpty, let tap = event as? StatusBarTapEvent {
                tap.window?.sendEvent(event)
                return
            }
            let touches = event.touchList
            for index in touches.indices {
                guard let window = touches[index].window else { continue }
                // Each window once, in the order its first touch began; no allocation.
                var seen = false
                for position in 0..<index where touches[position].isIn(window) {
                    seen = true
                    break
                }
                if !seen { window.sendEvent(event) }
            }
        default:
            EventRouting.window(for: event, in: self)?.sendEvent(event)
        }
    }
}

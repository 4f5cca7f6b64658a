// A controller that owns a root view and sits in the responder chain after it.
//
// Invariants:
// - The view is loaded lazily by the first access to `view` (`loadView()` then `viewDidLoad()`); `viewIfLoaded`
//   never loads it.
// - `children`/`parent` are kept symmetric by `addChild`/`removeFromParent`.
// - `presentedStorage`/`presentingStorage` are kept symmetric by the presentation machinery (Presentation/).
// - `title` is copied to the navigation item and the tab bar item when it is set (and when they are made).
import Foundation

/// An object that manages a view hierarchy, as in UIKit.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false

    /// The nib name given at creation. Nib files are not supported: views are always made by `loadView()`.
    public let nibName: String?
    /// The bundle given at creation.
    public let nibBundle: Bundle?

    /// Creates a controller. Pass nil for both: views are made by `loadView()`, never loaded from nibs.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. The default makes an empty `UIView`; overrides assign `view` and do not call
    /// `super`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Called once after the view was loaded. Does nothing by default.
    open func viewDidLoad() {}

    // MARK: Appearance (see ControllerAppearanceChange.swift)

    /// Called before the view joins a visible window (it is added to one, its window is shown, or the
    /// controller is presented). Does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view joined a visible window. Does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its visible window (it is removed, its window is hidden, or the controller
    /// is dismissed). Does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its visible window. Does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the application receives a memory warning (`UIApplication.receiveMemoryWarning()`). Does
    /// nothing by default.
    open func didReceiveMemoryWarning() {}

    // MARK: Editing (LE-29, UIViewController+Editing.swift)

    /// Whether the controller's view is in editing mode. False by default; setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode and updates ``editButtonItem``; a `UITableViewController` also sets its
    /// table's mode. Overrides call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing)
    }

    /// The editing mode and the edit button, once made.
    var editingState = ControllerEditingState()

    /// Whether the view is in a visible window: between `viewWillAppear` and `viewWillDisappear`.
    var isAppeared = false

    /// Key commands added with ``addKeyCommand(_:)``, offered by the default ``keyCommands``.
    private var addedKeyCommands: [UIKeyCommand] = []

    /// The key commands the controller offers: by default, those added with ``addKeyCommand(_:)``.
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Adds a key command to the default ``keyCommands``.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a key command added with ``addKeyCommand(_:)``.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    /// Updates the root view's constraints in the constraints pass; call `super` last. By default it runs the root
    /// view's ``UIView/updateConstraints()``.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Called in a layout pass just before the root view's ``UIView/layoutSubviews()``. Does nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called in a layout pass just after the root view's ``UIView/layoutSubviews()``. Does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// Lays out the views a container controller manages (its children's views and its bars), in a layout pass of
    /// its root view, after ``viewWillLayoutSubviews()``. Nothing by default.
    func layoutContainedViews() {}

    /// How far the bars of this container cover the root view of `child`, in that view's coordinates, on each edge:
    /// a container's contribution to its child's safe area. Nothing by default.
    func safeAreaOverlay(forChild child: UIViewController) -> UIEdgeInsets { .zero }

    // MARK: Safe area and margins (see Layout/UIViewController+SafeArea.swift)

    /// Insets added to the root view's safe area on each edge, on top of what the window, the bars and the parent
    /// controllers cover (for a palette of your own); zero by default. The root view's `safeAreaInsets` include
    /// them from its next layout pass; its subviews' follow.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { safeAreaSourceChanged() } }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``; true by default. False lets
    /// margins you set on the root view be smaller.
    open var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { respectsSystemMinimumLayoutMargins }
        set { setRespectsSystemMinimumLayoutMargins(newValue) }
    }
    /// The stored ``viewRespectsSystemMinimumLayoutMargins``.
    var respectsSystemMinimumLayoutMargins = true

    /// The smallest margins the system gives the root view: zero at the top and bottom, 16 points leading and
    /// trailing in a compact width, 20 in a regular one (see `systemMinimumLayoutMarginsImpl`).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { systemMinimumLayoutMarginsImpl }

    /// The edges along which a container extends the view under its translucent bars (the bars then become
    /// safe-area insets); all of them by default, as in UIKit. Without `.top`, a navigation controller places the
    /// view below its bar; without `.bottom`, a tab bar controller places it above its tab bar.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if oldValue != edgesForExtendedLayout { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the view also extends under opaque bars (along ``edgesForExtendedLayout``); false by default.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if oldValue != extendedLayoutIncludesOpaqueBars { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// Called in a layout pass when the root view's `safeAreaInsets` changed, just after the view's
    /// `safeAreaInsetsDidChange()` and before ``viewWillLayoutSubviews()``. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's layout margins changed, just after its `layoutMarginsDidChange()`. Does nothing
    /// by default.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Title and bar items

    /// The title. Setting it also sets the title of ``navigationItem`` and of ``tabBarItem``, as in UIKit.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?

    /// What a navigation bar shows while this controller is on top of a navigation controller: made on first use,
    /// titled with ``title``.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The item that represents the controller in a tab bar controller's tab bar: made on first use, titled with
    /// ``title``. Setting it shows the new item in the tab bar.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemsChanged()
        }
    }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { install(UIView(frame: .zero)) }
        viewDidLoad()
    }

    private func install(_ newView: UIView?) {
        if let old = loadedView, old.owningViewController === self {
            old.owningViewController = nil
            old.flags.remove(.isControllerRoot)
        }
        loadedView = newView
        if let newView {
            newView.owningViewController = self
            newView.flags.insert(.isControllerRoot)
        }
    }

    // MARK: The chain

    /// The next responder (RC-3): the window when the view is the window's root view, the presenting controller
    /// when presented, otherwise the view's superview.
    open override var next: UIResponder? {
        if let superview = loadedView?.superview as? UIWindow, superview.rootViewController === self {
            return superview
        }
        if let presenting = presentingStorage { return presenting }
        return loadedView?.superview
    }

    override var responderWindow: UIWindow? { loadedView?.window }

    // MARK: Status bar

    /// The status bar style this controller prefers when it decides the status bar (LS-18); `.default` by default.
    /// Call `setNeedsStatusBarAppearanceUpdate()` when the answer changes.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden when it decides it (LS-18); false by default.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar hides or shows when ``prefersStatusBarHidden`` changes; `.fade` by default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose preferred style applies instead of this controller's (LS-18); nil by default.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose hidden preference applies instead of this controller's (LS-18); nil by default.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether this controller, presented in a style other than full screen, takes over the status bar from its
    /// presenter (LS-18); false by default. A full-screen presentation always does.
    open var modalPresentationCapturesStatusBarAppearance = false

    // MARK: Containment

    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The parent controller, or nil.
    public private(set) weak var parent: UIViewController?

    /// Adds a child controller (removing it from its old parent). Add its view to your hierarchy yourself, then
    /// call `child.didMove(toParent: self)`, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent. Call `willMove(toParent: nil)` and remove its view first, as in
    /// UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the parent changes. Does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the parent changed. Does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (see Presentation/UIViewController+Presentation.swift)

    /// How the controller is presented; `.automatic` by default, which resolves to `.pageSheet` (an alert
    /// controller presents itself as `.custom`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of a system presentation; `.coverVertical` by default.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the user may not dismiss the presentation (a sheet's swipe, a tap outside a popover); false by
    /// default. Refused attempts call the delegate's `presentationControllerDidAttemptToDismiss(_:)`.
    open var isModalInPresentation = false
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller or its children
    /// covers this controller's view; false by default.
    open var definesPresentationContext = false
    /// The object that supplies the animators and the presentation controller of this controller's
    /// presentations.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The size the controller prefers for its view in a popover or a form sheet; zero (no preference) by default.
    open var preferredContentSize: CGSize = .zero

    /// The controller this one presents itself, held strongly.
    var presentedStorage: UIViewController?
    /// The controller that presents this one itself.
    weak var presentingStorage: UIViewController?
    /// The presentation controller made for this controller (on first use, or when presented).
    var presentationControllerStorage: UIPresentationController?
    var isBeingPresentedStorage = false
    var isBeingDismissedStorage = false

    /// Shows a controller in the way the context calls for: pushed by the nearest navigation controller (see
    /// ``navigationController``), else presented by this controller.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Presents a controller modally, as UIKit does: in its ``modalPresentationStyle`` (adapted to the window's
    /// size), with its transition animated on the application's clock (or at once when `flag` is false). The
    /// completion runs after the transition ends.
    ///
    /// A child asks the root of its controller tree to present, or, for the current-context styles, the nearest
    /// ancestor that ``definesPresentationContext``. Presenting a controller that is already presented or has a
    /// parent, presenting from a controller that already presents one, is not in a window or is in a transition
    /// logs a warning and does nothing, as in UIKit (see the Presentation article).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one (or its nearest ancestor) presents, with every controller that one
    /// presents; called on a presented controller, asks its presenter. The completion runs after the transition
    /// ends. With nothing to dismiss, or during another transition, it logs a warning and does nothing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }
}

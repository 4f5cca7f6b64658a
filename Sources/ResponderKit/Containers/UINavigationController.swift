// A container that shows one child view controller at a time, from a stack, under a navigation bar.
//
// Invariants:
// - `viewControllers` are exactly the children the stack added (in stack order), each once; the navigation bar's
//   items are their navigation items, in the same order.
// - While the view is loaded, it holds the top controller's view (filling the view, under the bar, unless the
//   controller does not extend its layout under it) and no other controller's; the bar is the front subview, at the
//   top of the view's safe area.
// - The part of the top controller's view the visible bar covers is a safe-area inset of that view.
// - The delegate hears willShow before and didShow after every change of the top controller made while the view
//   is loaded, and for the first one shown when the view loads.
// - The responder chain runs from the top controller's view to that controller, to the navigation controller's
//   view (its superview, RC-3), then to the navigation controller.
import Foundation

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
///
/// Geometry, as in UIKit: the ``navigationBar`` is ``UINavigationBar/barHeight`` (44) points tall at the top of
/// the view's safe area (below the screen's top inset: on an iPhone 14, at y = 47), and the top controller's view
/// fills the whole view, under the translucent bar, which becomes the top of its safe area (its `safeAreaInsets.top`
/// is the bar's bottom edge: 44 on a screen without insets, 91 on an iPhone 14). A controller whose
/// `edgesForExtendedLayout` leaves out `.top` (or an opaque bar, unless `extendedLayoutIncludesOpaqueBars`) has its
/// view placed below the bar instead. Frames follow the view's size in each layout pass. There is no toolbar
/// (`isToolbarHidden` is not modelled). Transitions are not animated: `animated` is accepted and the change is
/// immediate.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    private var barHidden = false
    private lazy var popGesture = NavigationPopGesture(controller: self)
    /// The bar-hiding recognizers (UINavigationController+BarHiding.swift).
    private(set) lazy var barHiding = BarHidingGestures(controller: self)

    /// Whether a tap on the content toggles the navigation bar (UI-14); false by default.
    open var hidesBarsOnTap = false {
        didSet { barHiding.tap.isEnabled = hidesBarsOnTap }
    }
    /// Whether a swipe up on the content hides the navigation bar and a swipe down shows it (UI-14); false by
    /// default.
    open var hidesBarsOnSwipe = false {
        didSet { barHiding.swipe.isEnabled = hidesBarsOnSwipe }
    }

    /// The bar at the top of the view; it shows the navigation items of the controllers in the stack.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// The delegate, told when the top view controller changes.
    open weak var delegate: UINavigationControllerDelegate?

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The stack

    /// The stack, root first. Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: the last one presented over the navigation controller or over its top
    /// controller, else the top controller.
    open var visibleViewController: UIViewController? {
        guard var visible = presentedViewController ?? topViewController?.presentedViewController else {
            return topViewController
        }
        while let presented = visible.presentedViewController { visible = presented }
        return visible
    }

    /// Replaces the stack: controllers that leave it are removed as children (`willMove(toParent: nil)`, then
    /// `removeFromParent()`), new ones are added (`addChild`, then `didMove(toParent:)`), and the new top
    /// controller's view is shown. A controller given twice, or the navigation controller itself, is taken once or
    /// not at all (UIKit raises an exception).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: ChildTransition.distinct(viewControllers, in: self), animated: animated)
    }

    /// Pushes a controller on top of the stack and shows its view. A controller already in the stack is not pushed
    /// again (UIKit raises an exception).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard viewController !== self, !stack.contains(where: { $0 === viewController }) else { return }
        replaceStack(with: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and shows the one below it; a tap on the back button does this.
    ///
    /// - Returns: the popped controller, or nil when the stack holds only the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root.
    ///
    /// - Returns: the popped controllers, bottom first, or nil when the stack holds only the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        replaceStack(with: [stack[0]], animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController`.
    ///
    /// - Returns: the popped controllers, bottom first (empty when it is on top), or nil when it is not in the
    ///   stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { replaceStack(with: Array(stack[...index]), animated: animated) }
        return popped
    }

    /// Pushes `vc`.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: The bar

    /// Whether the navigation bar is hidden; the top controller's view then fills the whole view. False by default.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar. Animation is not modelled.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        barHidden = hidden
        layoutContainedViews()
        // The top view's safe area changes even where its frame does not.
        viewIfLoaded?.setNeedsLayout()
    }

    /// The left-edge pan that pops the top controller when it ends past half the view's width (see
    /// `NavigationPopGesture`): attached to the view when it loads. It begins only when there is a controller to go
    /// back to and the top item shows its back button, unless you replace its delegate.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture.recognizer }

    // MARK: The view

    /// Makes the view: the navigation bar, the top controller's view and the interactive pop gesture.
    open override func loadView() {
        let container = UIView(frame: .zero)
        view = container
        container.addSubview(navigationBar)
        container.addGestureRecognizer(popGesture.recognizer)
        container.addGestureRecognizer(barHiding.tap)
        container.addGestureRecognizer(barHiding.swipe)
        if let top = stack.last { display(top, replacing: nil, animated: false) }
    }

    /// Places the bar at the top of the safe area and the top controller's view under it (or below it).
    override func layoutContainedViews() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        navigationBar.isHidden = barHidden
        navigationBar.frame = CGRect(
            x: bounds.minX, y: bounds.minY + container.safeAreaInsets.top, width: bounds.width,
            height: navigationBar.displayHeight)
        guard let top = topViewController, let content = top.viewIfLoaded, content.superview === container else {
            return
        }
        let extendsUnderBar =
            top.edgesForExtendedLayout.contains(.top)
            && (navigationBar.isTranslucent || top.extendedLayoutIncludesOpaqueBars)
        let offset = barHidden || extendsUnderBar ? 0 : navigationBar.frame.maxY - bounds.minY
        content.frame = CGRect(
            x: bounds.minX, y: bounds.minY + offset, width: bounds.width, height: max(0, bounds.height - offset))
    }

    /// The visible bar covers the top of the top controller's view down to its bottom edge.
    override func safeAreaOverlay(forChild child: UIViewController) -> UIEdgeInsets {
        guard !barHidden, child === topViewController, let content = child.viewIfLoaded,
            content.superview === viewIfLoaded
        else { return .zero }
        let bar = content.rectFromSuperview(navigationBar.frame)
        let bounds = content.bounds
        return UIEdgeInsets(top: max(0, min(bar.maxY, bounds.maxY) - bounds.minY), left: 0, bottom: 0, right: 0)
    }

    // MARK: Transitions

    private func replaceStack(with newStack: [UIViewController], animated: Bool) {
        let oldTop = stack.last
        let transition = ChildTransition(in: self, from: stack, to: newStack)
        stack = newStack
        navigationBar.replaceItems(newStack.map(\.navigationItem))
        let newTop = newStack.last
        let showsNewTop = newTop !== oldTop && isViewLoaded
        if showsNewTop, let newTop {
            display(newTop, replacing: oldTop, animated: animated, notifyingDidShow: false)
        }
        if showsNewTop, newTop == nil, let oldView = oldTop?.viewIfLoaded, oldView.superview === viewIfLoaded {
            oldView.removeFromSuperview()
        }
        transition.finish()
        if showsNewTop, let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
    }

    /// Shows `controller`'s view in place of `old`'s, telling the delegate.
    private func display(
        _ controller: UIViewController, replacing old: UIViewController?, animated: Bool,
        notifyingDidShow: Bool = true
    ) {
        guard let container = viewIfLoaded else { return }
        delegate?.navigationController(self, willShow: controller, animated: animated)
        if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
        let content: UIView = controller.view
        container.insertSubview(content, belowSubview: navigationBar)
        layoutContainedViews()
        if notifyingDidShow { delegate?.navigationController(self, didShow: controller, animated: animated) }
    }
}

// A view controller's side of presentation: the links to the presented and presenting controllers, the
// presentation controller, and the checks before presenting and dismissing (PR-1, PR-15).
import Foundation

extension UIViewController {
    /// The controller this one presents, or, when it presents none, the one its nearest ancestor presents.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presents this one, or, when it is not presented, the one that presents its nearest
    /// presented ancestor.
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// Whether the controller is being presented: from the start of its presentation transition to its end.
    public var isBeingPresented: Bool { isBeingPresentedStorage }

    /// Whether the controller is being dismissed: from the start of its dismissal transition to its end.
    public var isBeingDismissed: Bool { isBeingDismissedStorage }

    /// The presentation controller that manages this controller (or its nearest presented ancestor): made on
    /// first use for the current ``modalPresentationStyle`` so that it can be configured before presenting.
    public var presentationController: UIPresentationController? {
        if let presentationControllerStorage, presentingStorage != nil { return presentationControllerStorage }
        if parent != nil, let inherited = parent?.presentationController { return inherited }
        return preparedPresentationController()
    }

    /// The sheet presentation controller, when the style is a sheet (`.pageSheet`, `.formSheet`, `.automatic`).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller, when the style is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The style `.automatic` stands for: `.pageSheet` (PR-1).
    var resolvedPresentationStyle: UIModalPresentationStyle {
        let style = modalPresentationStyle
        return style == .automatic || style == .none ? .pageSheet : style
    }

    /// The presentation controller ResponderKit makes for `style`.
    private func makeSystemPresentationController(
        for style: UIModalPresentationStyle, presenting: UIViewController?
    ) -> UIPresentationController {
        switch style {
        case .pageSheet, .formSheet:
            let sheet = UISheetPresentationController(presentedViewController: self, presenting: presenting)
            sheet.presentationStyle = style
            sheet.effectiveStyle = style
            return sheet
        case .popover:
            return UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        default:
            let controller = UIPresentationController(presentedViewController: self, presenting: presenting)
            controller.presentationStyle = style
            controller.effectiveStyle = style
            return controller
        }
    }

    /// The controller made for the current style, kept until it is used by a presentation.
    private func preparedPresentationController() -> UIPresentationController {
        let style = resolvedPresentationStyle
        if let presentationControllerStorage, presentationControllerStorage.presentationStyle == style {
            return presentationControllerStorage
        }
        let made = makeSystemPresentationController(for: style, presenting: nil)
        presentationControllerStorage = made
        return made
    }

    /// Whether this controller or one of its descendants is modal in presentation.
    var isModalInPresentationDeep: Bool {
        isModalInPresentation || children.contains { $0.isModalInPresentationDeep }
    }

    /// The controller that presents for this one in `style`: the root of its controller tree, or for the
    /// current-context styles the nearest ancestor that defines the context (PR-1).
    private func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var context = self
        if style == .currentContext || style == .overCurrentContext {
            while !context.definesPresentationContext, let parent = context.parent { context = parent }
            return context
        }
        while let parent = context.parent { context = parent }
        return context
    }

    /// Whether this controller's presentation, or one below it, is in a transition.
    private var isInPresentationTransition: Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if current.isBeingPresentedStorage || current.isBeingDismissedStorage { return true }
            controller = current.presentingStorage
        }
        return false
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let application = viewIfLoaded?.window?.application
        let name = PresentationDiagnostics.name
        func refuse(_ reason: String) {
            PresentationDiagnostics.warn(
                "Attempt to present \(name(presented)) on \(name(self)) \(reason)", application: application)
        }
        guard presented !== self else { return refuse("which is the same controller") }
        if let presenting = presented.presentingStorage {
            return refuse("which is already presented by \(name(presenting))")
        }
        guard presented.parent == nil else { return refuse("which is a child of \(name(presented.parent!))") }
        let style = presented.resolvedPresentationStyle
        let presenter = presentationContext(for: style)
        guard let window = presenter.viewIfLoaded?.window else {
            return refuse("whose view is not in the window hierarchy")
        }
        if let current = presenter.presentedStorage {
            return refuse("which is already presenting \(name(current))")
        }
        guard !presenter.isInPresentationTransition, !presented.isInPresentationTransition else {
            return refuse("while a presentation or dismiss is in progress")
        }
        let controller: UIPresentationController
        if style == .custom,
            let custom = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: self)
        {
            custom.isSystemManaged = false
            if custom.delegate == nil { custom.delegate = presented.presentationControllerStorage?.delegate }
            controller = custom
        } else {
            controller = presented.preparedPresentationController()
        }
        controller.runPresentation(
            presenter: presenter, source: self, window: window, animated: animated, completion: completion)
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        var presenter: UIViewController?
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.presentedStorage != nil {
                presenter = current
                break
            }
            if let presenting = current.presentingStorage {
                presenter = presenting
                break
            }
            candidate = current.parent
        }
        let application = viewIfLoaded?.window?.application ?? presenter?.viewIfLoaded?.window?.application
        let name = PresentationDiagnostics.name
        guard let presenter, let presented = presenter.presentedStorage,
            let controller = presented.presentationControllerStorage
        else {
            PresentationDiagnostics.warn(
                "Attempt to dismiss \(name(self)), which neither presents nor is presented", application: application)
            return
        }
        guard !presented.isInPresentationTransition, !(presented.presentedStorage?.isInPresentationTransition ?? false)
        else {
            PresentationDiagnostics.warn(
                "Attempt to dismiss from view controller \(name(self)) while a presentation or dismiss is in progress",
                application: application)
            return
        }
        controller.runDismissal(animated: animated, userInitiated: false, interactor: nil, completion: completion)
    }
}

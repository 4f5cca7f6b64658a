// The animators a context menu hands its delegate: animations run alongside the menu's, completions after it.

/// An animator for the appearance or disappearance of a context menu: the animations run with the menu's, the
/// completions on the application's clock when it has finished (CM-7).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, when the configuration had one.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the menu's animation has finished.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a context menu leaves when its preview is committed.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu and preview fade away.
    case dismiss = 0
    /// The preview grows into the content it shows (the default).
    case pop = 1
}

/// An animator for committing a context menu's preview (a tap on the preview) (CM-8).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the menu leaves; `.pop` by default.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

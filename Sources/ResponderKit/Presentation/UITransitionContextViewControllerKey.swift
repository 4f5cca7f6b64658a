// The keys of the view controllers a transition context hands an animator.
import Foundation

/// Keys for the view controllers of a transition
/// (``UIViewControllerContextTransitioning/viewController(forKey:)``), as in UIKit.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key with the given string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller on screen when the transition starts (the presenter in a presentation).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller on screen when it ends (the presented controller in a presentation).
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

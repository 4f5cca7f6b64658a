// The keys of the views a transition context hands an animator.
import Foundation

/// Keys for the views of a transition (``UIViewControllerContextTransitioning/view(forKey:)``), as in UIKit.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key with the given string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the controller that is leaving the screen (the presented view in a dismissal).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view of the controller that is arriving (the presented view in a presentation).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

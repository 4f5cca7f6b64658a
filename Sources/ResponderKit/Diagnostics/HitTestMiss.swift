// A view that contains a point on screen but did not get it, with the first reason.
// The invariants at the top of `HitTestAnalysis.swift` hold here too.
import Foundation

/// A view that contains the analysed point on screen but did not get it, and why (see ``HitTestAnalysis``).
@MainActor
public struct HitTestMiss: Equatable {
    /// The view that did not get the point.
    public let view: UIView
    /// The first reason, from the window down.
    public let reason: HitTestMissReason

    /// Creates a miss.
    public init(view: UIView, reason: HitTestMissReason) {
        self.view = view
        self.reason = reason
    }

    /// Whether two misses name the same view object (identity) for the same reason.
    public nonisolated static func == (lhs: HitTestMiss, rhs: HitTestMiss) -> Bool {
        lhs.view === rhs.view && lhs.reason == rhs.reason
    }

    /// "<view>: <reason>" in one line, naming views with `naming`.
    public func description(naming name: (UIView) -> String) -> String {
        "\(name(view)): \(reason.description(of: view, naming: name))"
    }

    /// "<view>: <reason>" in one line, naming views by `accessibilityIdentifier`, else by class.
    public var summary: String {
        description(naming: HitTestMissWording.defaultName(of:))
    }
}

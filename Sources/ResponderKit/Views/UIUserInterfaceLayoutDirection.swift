// The direction a user interface runs in.
import Foundation

/// The direction of a layout: left to right or right to left.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

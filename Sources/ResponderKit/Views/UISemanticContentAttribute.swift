// Whether a view's contents flip in a right-to-left layout.
import Foundation

/// How a view's contents are laid out when the user interface runs right to left.
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Follows the user interface's layout direction (the default).
    case unspecified = 0
    /// Media playback controls: always left to right.
    case playback = 1
    /// Spatial controls (a directional pad): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

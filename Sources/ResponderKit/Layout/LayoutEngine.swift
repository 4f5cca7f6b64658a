// The layout engine of one constrained tree. (Being written.)
import Foundation

/// Solves the constraints of one tree of views.
@MainActor
final class LayoutEngine {}

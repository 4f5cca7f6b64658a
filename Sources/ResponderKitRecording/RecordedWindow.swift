// A window of a recording. Its frame and scale describe the window the host showed; a player maps the id to a
// window of its own and does not need them to match.
import Foundation
import ResponderKit

/// A window of a recording: the id samples use for it, its frame in screen points and its scale.
public struct RecordedWindow: Equatable, Sendable {
    /// The id samples use for the window.
    public var id: Int
    /// The window's frame, in points.
    public var frame: CGRect
    /// Pixels per point.
    public var scale: Double

    /// Creates a window record.
    public init(id: Int, frame: CGRect, scale: Double = 1) {
        self.id = id
        self.frame = frame
        self.scale = scale
    }
}

// What a graphics context recorded: the drawing commands of a view's `draw(_:)`, an image renderer's actions or a
// layer's `draw(in:)`, in order, for a backend to draw and for tests to read.
//
// Invariants: commands are in painter's order; every point, path and rectangle is in the context's base space (the
// view's bounds coordinates, or the image's points with the origin top left): the CTM at the time of each call is
// already applied.

import Foundation

/// The commands a `CGContext` recorded, back to front (there is no rasterizer: drawing is recorded).
///
/// A view's display pass stores the list its `draw(_:)` recorded as its layer's `contents` (a `CGImage` whose
/// ``CGImage/drawing`` is the list); an image renderer's image carries the list of its actions. Coordinates are
/// those of the view's bounds (or the image's points, origin top left), whatever the context's transform was:
/// each command's geometry has been mapped through the CTM of its call.
public struct DrawingList: Equatable, Sendable {
    /// The commands, back to front.
    public var commands: [DrawingCommand]

    /// A list of commands.
    public init(commands: [DrawingCommand] = []) {
        self.commands = commands
    }

    /// Whether nothing was drawn.
    public var isEmpty: Bool { commands.isEmpty }

    /// The operations alone, without their clip and style: what tests usually compare.
    public var operations: [DrawingOperation] { commands.map(\.operation) }
}

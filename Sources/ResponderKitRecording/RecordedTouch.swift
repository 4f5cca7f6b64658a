// One touch of a recorded touch frame, in its window's points.
import Foundation
import ResponderKit

/// One touch of a recorded touch frame.
public struct RecordedTouch: Equatable, Sendable {
    /// The finger or pointer id, stable from down to up.
    public var id: Int
    /// The phase.
    public var phase: TouchSample.Phase
    /// The location in the window's points.
    public var location: CGPoint
    /// The window's id.
    public var windowID: Int
    /// The kind of input.
    public var type: UITouch.TouchType
    /// The pointer buttons pressed (pointer touches).
    public var buttonMask: UIEvent.ButtonMask

    /// Creates a recorded touch.
    public init(
        id: Int, phase: TouchSample.Phase, location: CGPoint, windowID: Int, type: UITouch.TouchType = .direct,
        buttonMask: UIEvent.ButtonMask = []
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.windowID = windowID
        self.type = type
        self.buttonMask = buttonMask
    }
}

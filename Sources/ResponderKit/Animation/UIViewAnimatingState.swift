// The states and end positions of a property animator, with UIKit's raw values.
import Foundation

/// The state of an animator: its animations not yet applied, under way (running or paused), or stopped.
public enum UIViewAnimatingState: Int, Sendable {
    /// The animations have not started (or have finished).
    case inactive = 0
    /// The animations are applied: running or paused.
    case active = 1
    /// Stopped; `finishAnimation(at:)` ends it.
    case stopped = 2
}

/// Where an animator's animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end.
    case end = 0
    /// At their start.
    case start = 1
    /// Part way.
    case current = 2
}

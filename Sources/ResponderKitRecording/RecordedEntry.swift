// One entry of a recording: a frame of the host loop or a sample, each at the host loop's time.
import Foundation
import ResponderKit

/// One entry of a recording, at a time of the host loop's clock (seconds).
public enum RecordedEntry: Equatable, Sendable {
    /// The host loop ran a frame at `time`: timers due by then fired, views were drawn.
    case frame(time: TimeInterval)
    /// The host fed `sample` at `time`.
    case input(time: TimeInterval, sample: RecordedSample)

    /// When the entry happened.
    public var time: TimeInterval {
        switch self {
        case .frame(let time), .input(let time, _): time
        }
    }
}

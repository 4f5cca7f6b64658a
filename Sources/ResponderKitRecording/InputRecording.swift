// A recording of real input: every sample a host fed, with the host loop's time of each sample and each frame, so
// that a replay on the virtual clock fires timers (long press, double tap, scroll delay) at the same points.
//
// Invariants (of every recording `parse(_:)` returns and `InputRecorder` builds; a recording built by hand may
// break them, and then `json()` writes what `parse(_:)` refuses rather than anything that crashes):
// - entries are in time order: times are finite, non-negative and never decrease;
// - every window id a sample names is the id of one of `windows`, and window ids are distinct;
// - every number is finite; integers (ids, key codes) are within ±2^53, so JSON holds them exactly.
import Foundation
import ResponderKit

/// A recording of the input a host fed an application: windows, frames and samples, in time order.
///
/// Read one with ``parse(_:)``, write one with ``json()``, make one with ``InputRecorder`` and play one with
/// `EventSimulator.play(_:windows:)`. The format is documented in `docs/recording-format.md`.
public struct InputRecording: Equatable, Sendable {
    /// The format's name, written as `"format"` at the top of every recording.
    public static let formatName = "responderkit-input-recording"
    /// The version of the format this library writes and reads.
    public static let formatVersion = 1
    /// The largest magnitude of an integer in a recording (2^53): every integer up to it is exact as a JSON number.
    public static let maximumInteger = 9_007_199_254_740_992
    /// The largest recording ``parse(_:)`` reads, in bytes (256 MiB).
    public static let maximumSize = 256 * 1024 * 1024

    /// The windows the samples refer to, by id.
    public var windows: [RecordedWindow]
    /// The frames and samples, in time order.
    public var entries: [RecordedEntry]

    /// Creates a recording.
    public init(windows: [RecordedWindow] = [], entries: [RecordedEntry] = []) {
        self.windows = windows
        self.entries = entries
    }

    /// Whether the format holds `value` exactly (its magnitude is at most ``maximumInteger``).
    static func holds(_ value: Int) -> Bool {
        value >= -maximumInteger && value <= maximumInteger
    }
}

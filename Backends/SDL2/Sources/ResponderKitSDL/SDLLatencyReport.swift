// Latency per input kind, from the moment `SDL_PollEvent` returned an event to the handling of its sample, and the
// time of whole frames. Stored samples are preallocated so that measuring allocates nothing in the loop.
import Foundation

/// Latencies measured by an ``SDLHost``, per kind, in seconds.
///
/// Input kinds: `pointer-down`, `pointer-move`, `pointer-up`, `hover`, `touch`, `scroll`, `key`, `text`, `button`,
/// `accelerometer`, `focus`. An input latency runs from `SDL_PollEvent` returning the event
/// (`SDL_GetPerformanceCounter`) to the first ``SDLHost/markHandled()`` during its sample's `send` if the app calls
/// it from its handler, else to the end of `send`. `frame` is a whole loop iteration that redrew (input, timers and
/// drawing, up to `SDL_RenderPresent`), `redraw` the drawing part alone.
public struct SDLLatencyReport: CustomStringConvertible, Sendable {
    /// The statistics of one kind.
    public struct Statistics: Sendable {
        /// The kind.
        public var kind: String
        /// How many were measured.
        public var count: Int
        /// The median, in seconds.
        public var p50: Double
        /// The 99th percentile, in seconds.
        public var p99: Double
        /// The largest, in seconds.
        public var max: Double
    }

    private var samples: [String: [Double]] = [:]
    private var order: [String] = []

    /// An empty report.
    public init() {}

    /// Adds a measurement of `kind`.
    public mutating func add(_ seconds: Double, kind: String) {
        if samples[kind] == nil {
            order.append(kind)
            samples[kind] = []
            samples[kind]?.reserveCapacity(4096)
        }
        samples[kind]?.append(seconds)
    }

    /// Count, median, 99th percentile and maximum of each kind, in the order kinds were first measured.
    public var statistics: [Statistics] {
        order.compactMap { kind in
            guard let values = samples[kind], !values.isEmpty else { return nil }
            let sorted = values.sorted()
            func percentile(_ p: Double) -> Double {
                sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded(.up)))]
            }
            return Statistics(
                kind: kind, count: sorted.count, p50: percentile(0.5), p99: percentile(0.99),
                max: sorted[sorted.count - 1])
        }
    }

    /// A table: one line per kind with count, p50, p99 and max in milliseconds.
    public var description: String {
        var lines = ["latency (ms)          count      p50      p99      max"]
        for entry in statistics {
            let name = entry.kind.padding(toLength: 16, withPad: " ", startingAt: 0)
            lines.append(
                name + pad(String(entry.count), 11) + pad(milliseconds(entry.p50), 9) + pad(milliseconds(entry.p99), 9)
                    + pad(milliseconds(entry.max), 9))
        }
        return lines.joined(separator: "\n")
    }

    private func milliseconds(_ seconds: Double) -> String {
        let microseconds = Int((seconds * 1_000_000).rounded())
        return "\(microseconds / 1000)." + String(String(microseconds % 1000 + 1000).dropFirst())
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

// Latency per input kind, from the moment `SDL_PollEvent` returned an event to the handling of its sample, and the
// time of whole frames. Stored samples are preallocated so that measuring allocates nothing in the loop.
//
// Invariants: every known kind has its sample array from `init`, reserved to the capacity asked for, so `add`
// neither inserts into the dictionary nor grows an array until a kind holds more than that capacity (or an
// unknown kind is measured, once); `order` is reserved for the known kinds.
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
        /// The 99.9th percentile, in seconds.
        public var p999: Double
        /// The largest, in seconds.
        public var max: Double
    }

    /// The kinds an ``SDLHost`` measures.
    public static let kinds = [
        "pointer-down", "pointer-move", "pointer-up", "hover", "touch", "scroll", "key", "text", "button",
        "accelerometer", "focus", "redraw", "frame",
    ]

    private var samples: [String: [Double]] = [:]
    private var order: [String] = []
    private let capacity: Int

    /// An empty report with room for `capacity` measurements of each of ``kinds`` (4096 by default), reserved
    /// now, so that adding them allocates nothing.
    public init(capacity: Int = 4096) {
        self.capacity = max(0, capacity)
        order.reserveCapacity(SDLLatencyReport.kinds.count + 4)
        samples.reserveCapacity(SDLLatencyReport.kinds.count + 4)
        for kind in SDLLatencyReport.kinds {
            var values: [Double] = []
            values.reserveCapacity(self.capacity)
            samples[kind] = values
        }
    }

    /// Adds a measurement of `kind`. Allocation-free for the known kinds within the capacity; a kind not in
    /// ``kinds`` gets its storage at its first measurement.
    public mutating func add(_ seconds: Double, kind: String) {
        if samples[kind]?.isEmpty ?? true {
            if samples[kind] == nil {
                var values: [Double] = []
                values.reserveCapacity(capacity)
                samples[kind] = values
            }
            order.append(kind)
        }
        samples[kind]?.append(seconds)
    }

    /// Count, median, 99th and 99.9th percentiles and maximum of each kind, in the order kinds were first measured.
    /// A percentile is the nearest rank: the value at index ⌈p × (count − 1)⌉ of the sorted measurements.
    public var statistics: [Statistics] {
        order.compactMap { kind in
            guard let values = samples[kind], !values.isEmpty else { return nil }
            let sorted = values.sorted()
            func percentile(_ p: Double) -> Double {
                sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded(.up)))]
            }
            return Statistics(
                kind: kind, count: sorted.count, p50: percentile(0.5), p99: percentile(0.99),
                p999: percentile(0.999), max: sorted[sorted.count - 1])
        }
    }

    /// A table: one line per kind with count, p50, p99, p99.9 and max in milliseconds.
    public var description: String {
        var lines = ["latency (ms)          count      p50      p99    p99.9      max"]
        for entry in statistics {
            let name = entry.kind.padding(toLength: 16, withPad: " ", startingAt: 0)
            var line = name + pad(String(entry.count), 11)
            for value in [entry.p50, entry.p99, entry.p999, entry.max] { line += pad(milliseconds(value), 9) }
            lines.append(line)
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

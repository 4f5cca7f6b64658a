// What the demo app is asked to do: where its log goes, whether it traces, and how many extra views it shows.
import Foundation
import ResponderKit

/// The options of a ``DemoApp``.
public struct DemoOptions: Sendable, Equatable {
    /// The file the log lines are written to, one per line, as they happen; nil writes no file.
    public var logFile: String?
    /// Whether every dispatch step is printed to standard error as the tracer describes it.
    public var trace: Bool
    /// The number of small views in the extra grid (the 1,000-view screen of the latency measurement); 0 shows
    /// no grid.
    public var viewCount: Int

    /// Creates options; the defaults write no file, print no trace and show no grid.
    public init(logFile: String? = nil, trace: Bool = false, viewCount: Int = 0) {
        self.logFile = logFile
        self.trace = trace
        self.viewCount = viewCount
    }
}

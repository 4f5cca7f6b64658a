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
    /// Whether the log has the lines only a tracer sees: the chains touches travel and recognizer state changes.
    /// True by default. A latency measurement turns it off (with ``trace`` off, no tracer is installed): a tracer
    /// records every hit-test visit, about 0.12 ms per tap on a 1,000-view screen in a release build.
    public var logsDispatch: Bool
    /// The screen shown, one of ``DemoScreens/names``; ``DemoScreens/main`` (the default) is the demo's own.
    public var screen: String

    /// Creates options; the defaults write no file, print no trace, show no grid, log the dispatch lines and show
    /// the demo's own screen.
    public init(
        logFile: String? = nil, trace: Bool = false, viewCount: Int = 0, logsDispatch: Bool = true,
        screen: String = DemoScreens.main
    ) {
        self.logFile = logFile
        self.trace = trace
        self.viewCount = viewCount
        self.logsDispatch = logsDispatch
        self.screen = screen
    }
}

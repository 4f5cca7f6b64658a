// The command line of responderkit-demo, parsed without touching files: live options, or a headless replay.
//
// Invariants: a parsed command line is consistent (a replay is headless and records, injects and measures
// nothing); every refusal names the argument at fault.
import Foundation

/// The parsed arguments of `responderkit-demo`.
public struct DemoCommandLine: Equatable, Sendable {
    /// The usage text, printed with every refusal.
    public static let usage = """
        usage: responderkit-demo [--log FILE] [--trace] [--record FILE] [--uitest FILE] [--inject FILE] [--latency]
                                [--views N] [--screen NAME] [--status-bar POINTS]
               responderkit-demo --replay FILE --headless [--log FILE] [--uitest FILE] [--trace] [--views N]
                                [--screen NAME]
          --log FILE     write one line per touch callback, control event, recognizer state, selection and press
          --trace        print every dispatch step to standard error
          --record FILE  write every input sample and frame of the run (an input recording)
          --uitest FILE  write the run (or the replayed recording) as a UI test in XCUITest's style when the
                         window closes (a Swift file: app.buttons["OK"].tap(), typeText(...), swipes)
          --inject FILE  push the timed SDL events of FILE (fingers, accelerometer, controller buttons, keys,
                         wheel steps, the window's close)
          --latency      print the input-to-handler latency per input kind when the window closes (the log
                         then has no chains or recognizer states: their tracer would be measured too)
          --views N      add a grid of N small views (0 ... 100000)
          --screen NAME  show the screen NAME instead of the demo's own (\(DemoScreens.names.joined(separator: ", ")));
                         a replay needs the screen its recording was made on
          --status-bar POINTS  a status bar over the window's top POINTS (0 ... 100): a click there is a
                         status-bar tap, which scrolls the one scroll view on screen to the top
          --replay FILE  replay a recording on the virtual clock, with no display (needs --headless)
        """
    /// The largest grid ``DemoOptions/viewCount`` the command line accepts.
    public static let maximumViewCount = 100_000

    /// The demo's own options.
    public var demo = DemoOptions()
    /// The recording to write (live runs).
    public var recordFile: String?
    /// The UI test file to write from the run or the replay, with an `XCUITestRecorder`.
    public var uitestFile: String?
    /// The inject script to push (live runs).
    public var injectFile: String?
    /// Whether to report latency (live runs).
    public var latency = false
    /// The recording to replay headless; nil runs live.
    public var replayFile: String?
    /// The height of the status bar the host simulates over the window's top (live runs); 0 for none.
    public var statusBarHeight: CGFloat = 0
    /// Whether `--help` was asked for.
    public var help = false

    /// Creates an empty command line: a live run with no options.
    public init() {}

    /// Parses the arguments after the program's name.
    public static func parse(_ arguments: [String]) throws(DemoCommandLineError) -> DemoCommandLine {
        var result = DemoCommandLine()
        var headless = false
        var index = 0
        func value(of option: String) throws(DemoCommandLineError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw DemoCommandLineError("\(option) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--log": result.demo.logFile = try value(of: argument)
            case "--trace": result.demo.trace = true
            case "--record": result.recordFile = try value(of: argument)
            case "--uitest": result.uitestFile = try value(of: argument)
            case "--inject": result.injectFile = try value(of: argument)
            case "--latency":
                // Measured without the dispatch lines' tracer, which records every hit-test visit.
                result.latency = true
                result.demo.logsDispatch = false
            case "--replay": result.replayFile = try value(of: argument)
            case "--headless": headless = true
            case "--help", "-h": result.help = true
            case "--views":
                let text = try value(of: argument)
                guard let count = Int(text), (0...maximumViewCount).contains(count) else {
                    throw DemoCommandLineError(
                        "--views takes a whole number from 0 to \(maximumViewCount), not \(text)")
                }
                result.demo.viewCount = count
            case "--status-bar":
                let text = try value(of: argument)
                guard let points = Int(text), (0...100).contains(points) else {
                    throw DemoCommandLineError("--status-bar takes a whole number of points from 0 to 100, not \(text)")
                }
                result.statusBarHeight = CGFloat(points)
            case "--screen":
                let name = try value(of: argument)
                guard DemoScreens.names.contains(name) else {
                    throw DemoCommandLineError(
                        "--screen takes one of \(DemoScreens.names.joined(separator: ", ")), not \(name)")
                }
                result.demo.screen = name
            default:
                throw DemoCommandLineError("unknown argument \(argument)")
            }
            index += 1
        }
        try result.check(headless: headless)
        return result
    }

    private func check(headless: Bool) throws(DemoCommandLineError) {
        guard replayFile != nil else {
            if headless { throw DemoCommandLineError("--headless only runs a --replay") }
            return
        }
        guard headless else { throw DemoCommandLineError("--replay runs without a display: add --headless") }
        if recordFile != nil { throw DemoCommandLineError("--record cannot be used with --replay") }
        if injectFile != nil { throw DemoCommandLineError("--inject cannot be used with --replay") }
        if latency { throw DemoCommandLineError("--latency cannot be used with --replay") }
    }
}

// Command-line options of the benchmark.
import Foundation

/// Parsed options.
struct BenchOptions {
    var shapes: [Shape] = Shape.allCases
    var points = Int(ProcessInfo.processInfo.environment["BENCH_POINTS"] ?? "") ?? 100_000
    var reps = Int(ProcessInfo.processInfo.environment["BENCH_REPS"] ?? "") ?? 5
    var dispatchSeconds = Double(ProcessInfo.processInfo.environment["BENCH_DISPATCH_SEC"] ?? "") ?? 0.25
    var extra = false
    var scaling = false
    var soak = false
    var layout = false
    var soakPhases = 1_000_000
    var layoutUIKit = false
    var uiTesting = false
    var help = false

    static let usage = """
        usage: responderkit-bench [--shape deep|wide|tree|all] [--points N] [--reps N]
                                  [--extra] [--scaling] [--soak [PHASES]] [--layout] [--layout-uikit]
                                  [--ui-testing] [--peers-only]
          With no option, runs the three shapes, --extra and --scaling. --extra, --scaling, --soak, --layout or
          --layout-uikit alone run only those; add --shape to run shapes too. --peers-only runs only the shapes.
          --layout runs the kiwi peer's layouts on the constraint solver (peer `swift-solver`), --layout-uikit
          runs them through UIKit's API (peer `swift-uikit`). --ui-testing runs a login-then-list UI test of 20
          actions and queries over 1,000 elements through ResponderKitUITesting.
          BENCH_POINTS, BENCH_REPS and BENCH_DISPATCH_SEC are honoured as in ../shared/bench-peers.
        """

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var peersOnly = false
        var shapesGiven = false
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw Problem(description: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--shape":
                let name = try value(argument)
                shapesGiven = true
                if name == "all" {
                    options.shapes = Shape.allCases
                } else if let shape = Shape(rawValue: name) {
                    options.shapes = [shape]
                } else {
                    throw Problem(description: "unknown shape \(name)")
                }
            case "--points":
                guard let n = Int(try value(argument)), n > 0 else { throw Problem(description: "bad --points") }
                options.points = n
            case "--reps":
                guard let n = Int(try value(argument)), n > 0 else { throw Problem(description: "bad --reps") }
                options.reps = n
            case "--extra": options.extra = true
            case "--scaling": options.scaling = true
            case "--soak":
                options.soak = true
                if index + 1 < arguments.count, let n = Int(arguments[index + 1]), n > 0 {
                    options.soakPhases = n
                    index += 1
                }
            case "--layout": options.layout = true
            case "--peers-only": peersOnly = true
            case "--layout-uikit": options.layoutUIKit = true
            case "--ui-testing": options.uiTesting = true
            case "--help", "-h": options.help = true
            default: throw Problem(description: "unknown option \(argument)")
            }
            index += 1
        }
        let ownPaths =
            options.extra || options.scaling || options.soak || options.layout || options.layoutUIKit
            || options.uiTesting
        if ownPaths && !shapesGiven {
            // Only ResponderKit's own paths were asked for.
            options.shapes = []
        } else if !ownPaths && !peersOnly && options.shapes.count == Shape.allCases.count {
            options.extra = true
            options.scaling = true
        }
        return options
    }
}

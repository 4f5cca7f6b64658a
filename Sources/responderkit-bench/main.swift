// responderkit-bench: ResponderKit measured the way ../shared/bench-peers measures Qt5 and GNUstep.
//
//   swift run -c release responderkit-bench [--shape deep|wide|tree|all] [--points N] [--reps N]
//       [--extra] [--scaling] [--soak] [--layout] [--layout-uikit] [--ui-testing]
//
// Prints one line per (shape, metric) in the peers' format with peer name `swift`, then, with --extra,
// --scaling or --soak (all three by default with --shape all), ResponderKit's own paths; with --layout, the kiwi
// peer's layouts on the constraint solver (peer name `swift-solver`); with --layout-uikit, through UIKit's API
// (peer name `swift-uikit`); with --ui-testing, a UI test and queries through ResponderKitUITesting.
import Foundation

MainActor.assumeIsolated {
    var options = BenchOptions()
    do {
        options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("responderkit-bench: \(error)\n\(BenchOptions.usage)\n".utf8))
        exit(2)
    }
    if options.help {
        print(BenchOptions.usage)
        exit(0)
    }
    for shape in options.shapes {
        ShapeBench(shape: shape, points: options.points, reps: options.reps, dispatchSeconds: options.dispatchSeconds)
            .run()
    }
    if options.scaling { ScalingBench(reps: options.reps).run() }
    if options.extra { ExtraPathsBench(reps: options.reps).run() }
    if options.soak { SoakBench(phases: options.soakPhases).run() }
    if options.layout { LayoutSolverBench(reps: options.reps).run() }
    if options.layoutUIKit { LayoutUIKitBench(reps: options.reps).run() }
    if options.uiTesting { UITestingBench(reps: options.reps).run() }
}

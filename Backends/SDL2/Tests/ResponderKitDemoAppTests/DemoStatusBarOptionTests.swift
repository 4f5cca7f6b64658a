// The demo's `--status-bar POINTS` option (SV-62): the height of the status bar the host simulates over the window.
import Foundation
import Testing

@testable import ResponderKitDemoApp

@Suite("Demo command line: --status-bar")
struct DemoStatusBarOptionTests {
    @Test("SV-62: --status-bar takes whole points from 0 to 100; none by default")
    func parses() throws {
        #expect(try DemoCommandLine.parse([]).statusBarHeight == 0)
        #expect(try DemoCommandLine.parse(["--screen", "zoom", "--status-bar", "24"]).statusBarHeight == 24)
        for bad in ["-1", "101", "tall"] {
            #expect(
                throws: DemoCommandLineError("--status-bar takes a whole number of points from 0 to 100, not \(bad)")
            ) { try DemoCommandLine.parse(["--status-bar", bad]) }
        }
    }
}

// responderkit-demo's arguments: what runs live, what replays, and what is refused with a reason.
import Foundation
import Testing

@testable import ResponderKitDemoApp

@Suite struct DemoCommandLineTests {
    @Test func liveOptions() throws {
        let parsed = try DemoCommandLine.parse([
            "--log", "a.log", "--trace", "--record", "r.json", "--inject", "i.json", "--latency", "--views", "1000",
        ])
        #expect(parsed.demo == DemoOptions(logFile: "a.log", trace: true, viewCount: 1000, logsDispatch: false))
        #expect(parsed.recordFile == "r.json")
        #expect(parsed.injectFile == "i.json")
        #expect(parsed.latency)
        #expect(parsed.replayFile == nil)
    }

    @Test func headlessReplay() throws {
        let parsed = try DemoCommandLine.parse(["--replay", "r.json", "--headless", "--log", "b.log"])
        #expect(parsed.replayFile == "r.json")
        #expect(parsed.demo.logFile == "b.log")
        #expect(parsed.demo.screen == DemoScreens.main)
    }

    @Test func everyScreenIsAcceptedLiveAndInAReplay() throws {
        for name in DemoScreens.names {
            #expect(try DemoCommandLine.parse(["--screen", name]).demo.screen == name)
            let replay = try DemoCommandLine.parse(["--replay", "r.json", "--headless", "--screen", name])
            #expect(replay.demo.screen == name)
        }
    }

    @Test(arguments: [
        (["--bogus"], "unknown argument --bogus"),
        (["--log"], "--log needs a value"),
        (["--log", "--trace"], "--log needs a value"),
        (["--views", "many"], "--views takes a whole number from 0 to 100000, not many"),
        (["--views", "-1"], "--views takes a whole number from 0 to 100000, not -1"),
        (["--replay", "r.json"], "--replay runs without a display: add --headless"),
        (["--headless"], "--headless only runs a --replay"),
        (["--replay", "r.json", "--headless", "--record", "x"], "--record cannot be used with --replay"),
        (["--replay", "r.json", "--headless", "--inject", "x"], "--inject cannot be used with --replay"),
        (["--replay", "r.json", "--headless", "--latency"], "--latency cannot be used with --replay"),
        (["--screen"], "--screen needs a value"),
        (["--screen", "nowhere"], "--screen takes one of \(DemoScreens.names.joined(separator: ", ")), not nowhere"),
    ])
    func refusals(arguments: [String], reason: String) {
        #expect(throws: DemoCommandLineError(reason)) { try DemoCommandLine.parse(arguments) }
    }
}

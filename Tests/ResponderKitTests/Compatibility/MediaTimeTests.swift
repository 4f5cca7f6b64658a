// Core Animation's and Core Foundation's clocks off Apple platforms: CACurrentMediaTime reads the shared
// application's clock; CFAbsoluteTimeGetCurrent is the wall clock since 2001 (SH-12).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite struct MediaTimeTests {
    @Test("SH-12: CACurrentMediaTime is the shared application's clock and advances with the virtual clock")
    func mediaTimeFollowsTheVirtualClock() throws {
        let clock = try #require(UIApplication.shared.clock as? VirtualClock)
        let simulator = EventSimulator(application: .shared)
        let start: CFTimeInterval = CACurrentMediaTime()
        #expect(start == clock.now)
        simulator.advance(by: 1.5)
        #expect(CACurrentMediaTime() == start + 1.5)
        // A display link of the shared application stamps its frames on the same clock.
        final class Target: SelectorDispatching {
            var stamps: [CFTimeInterval] = []
            func invokeSelector(_ call: SelectorCall) -> Bool {
                call.match("tick:") { (link: CADisplayLink) in self.stamps.append(link.timestamp) }
            }
        }
        let target = Target()
        let link = CADisplayLink(target: target, selector: "tick:")
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        simulator.advance(by: 0.05)
        let frame = try #require(target.stamps.last)
        #expect(frame > start + 1.5 && frame <= CACurrentMediaTime())
        #expect(CACurrentMediaTime() - frame < CADisplayLink.defaultFrameDuration)
    }

    @Test("SH-12: CFAbsoluteTimeGetCurrent is the wall clock in seconds since 1 January 2001")
    func absoluteTime() {
        let before = Date().timeIntervalSinceReferenceDate
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(before <= now && now <= after)
        #expect(kCFAbsoluteTimeIntervalSince1970 == Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970)
        let interval: CFTimeInterval = 0.25
        #expect(interval == 0.25 as TimeInterval)
    }
}

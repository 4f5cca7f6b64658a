// The Dispatch time constants (spec LS-21) and the deadline arithmetic apps write with them.

import Dispatch
import Foundation
import Testing

@testable import ResponderKit

struct DispatchTimeConstantsTests {
    @Test("LS-21: NSEC_PER_SEC & co. have Apple's types and values, and the old deadline forms compute exactly")
    func constantsAndDeadlines() {
        #expect(NSEC_PER_SEC == 1_000_000_000)
        #expect(NSEC_PER_MSEC == 1_000_000)
        #expect(NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
        let start = DispatchTime(uptimeNanoseconds: 1_000)
        let delay = 0.5
        let deadline = start + Double(Int64(delay * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(deadline.uptimeNanoseconds == 500_001_000)
        let later = DispatchTime(uptimeNanoseconds: start.uptimeNanoseconds + 2 * NSEC_PER_SEC)
        #expect(later.uptimeNanoseconds - start.uptimeNanoseconds == 2 * NSEC_PER_SEC)
        let milliseconds = Int64(250 * NSEC_PER_MSEC)
        #expect(Double(milliseconds) / Double(NSEC_PER_SEC) == 0.25)
    }
}

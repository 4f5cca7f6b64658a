// swift-format-ignore-file
// Classes that are not responders: an NSObject subclass, a root class, and a subclass of the first in this module.
import Foundation
import UIKit

class FixtureClock: NSObject {
    var ticks = 0

    @objc func tick() {
        ticks += 1
    }

    @objc func advance(by seconds: NSNumber) {
        ticks += seconds.intValue
    }

    func start(on target: AnyObject) {
        _ = #selector(tick)
    }
}

final class FixtureAlarmClock: FixtureClock {
    var rang = false

    @objc func ring(_ sender: Any?) {
        rang = true
    }
}

@objcMembers
final class FixtureCounter {
    var value = 0

    func increment() {
        value += 1
    }

    func add(_ amount: NSNumber, times: NSNumber) {
        value += amount.intValue * times.intValue
    }

    static func make() -> FixtureCounter { FixtureCounter() }
}

// swift-format-ignore-file
// Classes that are not responders: an NSObject subclass, a root class, and a subclass of the first in this module.
import Foundation
import UIKit

class FixtureClock: NSObject {
    var ticks = 0

    func tick() {
        ticks += 1
    }

    func advance(by seconds: NSNumber) {
        ticks += seconds.intValue
    }

    func start(on target: AnyObject) {
        _ = Selector("tick")
    }

    // responderkit port: the methods of this class that selectors name.
    @MainActor func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("tick") { tick() }
            || call.match("advanceBy:") { advance(by: $0) }
            || false
    }
}

extension FixtureClock: SelectorDispatching {}

final class FixtureAlarmClock: FixtureClock {
    var rang = false

    func ring(_ sender: Any?) {
        rang = true
    }

    // responderkit port: the methods of this class that selectors name.
    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("ring:") { ring($0) }
            || super.invokeSelector(call)
    }
}

final class FixtureCounter {
    var value = 0

    func increment() {
        value += 1
    }

    func add(_ amount: NSNumber, times: NSNumber) {
        value += amount.intValue * times.intValue
    }

    static func make() -> FixtureCounter { FixtureCounter() }

    // responderkit port: the methods of this class that selectors name.
    @MainActor func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("increment") { increment() }
            || call.match("add:times:") { add($0, times: $1) }
            || false
    }
}

extension FixtureCounter: SelectorDispatching {}

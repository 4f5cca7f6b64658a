// The random driver's campaign over the UI testing API (300 steps by default; `RESPONDERKIT_UI_FUZZ_STEPS` and
// `RESPONDERKIT_UI_FUZZ_SEED` override it for long campaigns), its reproducibility, and the regressions its
// campaigns found, each as a named test (UT-296, UT-297).
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitUITesting

@MainActor
@Suite("UI testing: random driver")
struct UIRandomDriverTests {
    @Test("UT-296: random queries and actions with bad arguments keep every invariant")
    func campaign() {
        let environment = ProcessInfo.processInfo.environment
        let steps = environment["RESPONDERKIT_UI_FUZZ_STEPS"].flatMap(Int.init) ?? 300
        let seed = environment["RESPONDERKIT_UI_FUZZ_SEED"].flatMap(UInt64.init) ?? 2_026_029
        let started = Date()
        let driver = UIRandomDriver(seed: seed)
        driver.run(steps: steps)
        let elapsed = Int(Date().timeIntervalSince(started) * 1000)
        print("UI random driver: seed \(seed), \(steps) steps, \(driver.failureCount) failures reported, \(elapsed) ms")
        if let violation = driver.violations.first {
            print(driver.trace.suffix(8).joined(separator: "\n"))
            Issue.record("\(violation) (seed \(seed)); the last steps are printed above")
        }
        // The run reached failures of many kinds, so the invariants were checked on them.
        #expect(driver.failureCount > steps / 10)
    }

    @Test("UT-296: the same seed gives the same trace")
    func reproducible() {
        let first = UIRandomDriver(seed: 7)
        first.run(steps: 120)
        let second = UIRandomDriver(seed: 7)
        second.run(steps: 120)
        #expect(first.trace == second.trace)
        #expect(first.trace.count > 120)
        let other = UIRandomDriver(seed: 8)
        other.run(steps: 120)
        #expect(other.trace != first.trace)
    }
}

@MainActor
@Suite("UI testing: random driver findings")
struct UIRandomDriverFindingTests {
    @Test("UT-288: a query whose source element cannot be resolved fails naming the query as well as the source")
    func sourceFailureNamesTheQuery() {
        // Found by the campaign (seed 2026029, step 13): the message named only the source element.
        let (app, log, failures) = launch { LoginViewController(log: $0) }
        let source = app.descendants(matching: .any).element(boundBy: 99)
        source.children(matching: .secureTextField)["password"].twoFingerTap()
        #expect(failures.failures.map(\.kind) == [.noMatches])
        let total = app.descendants(matching: .any).count
        let expected =
            "No matches found for element at index 99 of Descendants matching type Any: the query matches \(total) "
            + "elements, the source of Children matching type SecureTextField → Elements matching identifier or "
            + "label 'password' in element 99 of Descendants matching type Any"
        #expect(failures.messages.first == expected)
        #expect(log.lines.isEmpty)
    }
}

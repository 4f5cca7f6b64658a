// The UI testing layer measured (issue 29): a login-then-list UI test of 20 actions written with XCUITest's calls,
// per test and per action, and queries over a tree of about 1,000 elements, with the element tree kept between
// queries (the default) and read anew for every query (`cachesElementTree` off).
//
// Times are the thread's CPU time (CLOCK_THREAD_CPUTIME_ID), not wall time: on a shared machine under load a
// test of milliseconds is descheduled several times, and wall time measures the other processes.
//
// Rows: `swift ui-testing <metric>=<value> ...`. Every run checks what the test saw (failures=0); a failure prints
// FAIL and the process exits 1, so a smoke run (`--ui-testing --reps 1`) in CI proves the rows still measure a
// working test.
import Foundation
import ResponderKit
import ResponderKitUITesting

#if canImport(Glibc)
    import Glibc
#endif

/// Measurements of the UI testing layer.
@MainActor
struct UITestingBench {
    let reps: Int
    /// The failures the applications reported, or what a step found wrong.
    private final class Failures {
        var messages: [String] = []
    }
    private let failures = Failures()

    func run() {
        loginThenList()
        queries(cached: true)
        queries(cached: false)
        if !failures.messages.isEmpty {
            print("swift ui-testing FAIL failures=\(failures.messages.count): \(failures.messages.prefix(3))")
            exit(1)
        }
    }

    /// An application on a 320 × 480 window whose failures are collected.
    private func makeApp(_ make: @escaping @MainActor () -> UIViewController) -> XCUIApplication {
        let app = XCUIApplication(frame: CGRect(x: 0, y: 0, width: 320, height: 480), rootViewController: make)
        app.failureHandler = { [failures] in failures.messages.append($0.message) }
        return app
    }

    private func check(_ condition: Bool, _ what: String) {
        if !condition { failures.messages.append(what) }
    }

    // MARK: The login-then-list test

    /// The test's 20 actions, as an XCUITest method writes them, each named for the per-action rows.
    private func steps(_ app: XCUIApplication) -> [(String, () -> Void)] {
        [
            ("tap_email", { app.textFields["email"].tap() }),
            ("type_email", { app.textFields["email"].typeText("ann@example.com") }),
            ("tap_password", { app.secureTextFields["password"].tap() }),
            ("type_password", { app.secureTextFields["password"].typeText("secret") }),
            ("tap_log_in", { app.buttons["Log in"].tap() }),
            ("wait_list", { check(app.tables["list"].waitForExistence(timeout: 2), "the list did not show") }),
            ("check_rows", { check(app.cells.count >= 8, "fewer than 8 rows") }),
            ("tap_row_3", { app.cells["row-3"].tap() }),
            ("wait_detail_3", { check(app.navigationBars["Row 3"].waitForExistence(timeout: 2), "no detail 3") }),
            ("check_detail", { check(app.staticTexts["detail"].label == "Details of row 3", "wrong detail") }),
            ("go_back_1", { app.navigationBars.buttons.element(boundBy: 0).tap() }),
            ("wait_list_again", { check(app.navigationBars["Inbox"].waitForExistence(timeout: 2), "no list") }),
            ("check_title", { check(app.navigationBars.staticTexts["Inbox"].exists, "no title") }),
            ("swipe_up", { app.tables["list"].swipeUp() }),
            ("check_row_20", { check(app.cells["row-20"].isHittable, "row 20 not reached") }),
            ("tap_row_20", { app.cells["row-20"].tap() }),
            ("wait_detail_20", { check(app.staticTexts["Details of row 20"].waitForExistence(timeout: 2), "no 20") }),
            ("go_back_2", { app.navigationBars.buttons.element(boundBy: 0).tap() }),
            ("swipe_down", { app.tables["list"].swipeDown(velocity: .fast) }),
            ("check_row_0", { check(app.cells["row-0"].waitForExistence(timeout: 1), "row 0 gone") }),
        ]
    }

    /// Runs the test `runs` times (launch, the 20 actions, terminate), then reports the median time per test, per
    /// action (the 20 actions' time over 20), of launch and terminate, and per step.
    private func loginThenList() {
        let runs = max(reps * 10, 20)
        var perTest: [Double] = []
        var launchTimes: [Double] = []
        var actionTimes: [Double] = []
        var terminateTimes: [Double] = []
        var stepTimes: [String: [Double]] = [:]
        var names: [String] = []
        for _ in 0..<runs {
            let start = cpuNanoseconds()
            let app = makeApp { UINavigationController(rootViewController: BenchLoginController()) }
            app.launch()
            let launched = cpuNanoseconds()
            let steps = steps(app)
            names = steps.map(\.0)
            for (name, step) in steps {
                let before = cpuNanoseconds()
                step()
                stepTimes[name, default: []].append(Double(cpuNanoseconds() - before))
            }
            let acted = cpuNanoseconds()
            app.terminate()
            let end = cpuNanoseconds()
            perTest.append(Double(end - start))
            launchTimes.append(Double(launched - start))
            actionTimes.append(Double(acted - launched))
            terminateTimes.append(Double(end - acted))
        }
        let actions = names.count
        print(
            "swift ui-testing login_then_list_test_ms=\(format(Measure.median(perTest) / 1e6, 3)) actions=\(actions) "
                + "per_action_us=\(format(Measure.median(actionTimes) / Double(actions) / 1e3, 1)) "
                + "launch_us=\(format(Measure.median(launchTimes) / 1e3, 1)) "
                + "terminate_us=\(format(Measure.median(terminateTimes) / 1e3, 1)) runs=\(runs) "
                + "failures=\(failures.messages.count)")
        let perStep = names.map { "\($0)=\(format(Measure.median(stepTimes[$0] ?? []) / 1e3, 1))" }
        print("swift ui-testing login_then_list_steps_us " + perStep.joined(separator: " "))
    }

    // MARK: Queries

    /// The common query shapes over a tree of about 1,000 elements: each row is the median time of one query,
    /// written (built) and used as a test writes it.
    private func queries(cached: Bool) {
        let app = makeApp { BenchGridController() }
        app.launch()
        setElementTreeCaching(app, cached)
        let elements = app.descendants(matching: .any).count + 1
        check(elements >= 1000, "the grid has \(elements) elements")
        let predicate = "label BEGINSWITH 'Label 49'"
        let shapes: [(String, () -> Bool)] = [
            ("buttons_subscript_exists", { app.buttons["button-250"].exists }),
            (
                "any_matching_identifier",
                { app.descendants(matching: .any).matching(identifier: "label-499").count == 1 }
            ),
            ("predicate_count", { app.staticTexts.matching(NSPredicate(format: predicate)).count == 11 }),
            ("buttons_count", { app.buttons.count == BenchGridController.pairs }),
            ("static_text_exists", { app.staticTexts["Label 7"].exists }),
            ("missing_exists", { !app.buttons["nothing"].exists }),
            ("element_label", { app.buttons["button-499"].label == "Button 499" }),
        ]
        var row = "swift ui-testing queries_\(cached ? "cached" : "uncached")_us elements=\(elements)"
        var total: [Double] = []
        for (name, query) in shapes {
            check(query(), "query \(name) found the wrong elements")
            let ns = perCall(query)
            total.append(ns)
            row += " \(name)=\(format(ns / 1e3, 2))"
        }
        row += " median=\(format(Measure.median(total) / 1e3, 2)) max=\(format((total.max() ?? 0) / 1e3, 2))"
        print(row)
        app.terminate()
    }

    /// The median over `reps` runs (at least 3) of the time per call of `body`; each run calls it for about 50 ms
    /// (at least 5 times), so a slow design and a fast one are both measured in bounded time.
    private func perCall(_ body: () -> Bool) -> Double {
        let probeStart = cpuNanoseconds()
        _ = body()
        let estimate = max(Double(cpuNanoseconds() - probeStart), 100)
        let iterations = max(5, min(100_000, Int(50e6 / estimate)))
        var samples: [Double] = []
        for _ in 0..<max(reps, 3) {
            var sink = 0
            let start = cpuNanoseconds()
            for _ in 0..<iterations where body() { sink &+= 1 }
            samples.append(Double(cpuNanoseconds() - start) / Double(iterations))
            if sink < 0 { print(sink) }
        }
        return Measure.median(samples)
    }

    private func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}

/// The CPU time of the calling thread in nanoseconds.
func cpuNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

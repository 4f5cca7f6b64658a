// Launches a screen as an XCUIApplication whose failures are collected instead of failing the test, so tests can
// assert both that nothing failed and what a failure said.
import Foundation
import ResponderKit
import ResponderKitUITesting

/// The failures an application reported.
@MainActor
final class FailureLog {
    var failures: [XCUITestFailure] = []
    var messages: [String] { failures.map(\.message) }
}

/// A launched application on a 320 × 480 window showing `make()`, its log and its failures.
@MainActor
func launch(_ make: @escaping @MainActor (ScreenLog) -> UIViewController) -> (XCUIApplication, ScreenLog, FailureLog) {
    let log = ScreenLog()
    let failures = FailureLog()
    let app = XCUIApplication(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) { make(log) }
    app.failureHandler = { failures.failures.append($0) }
    app.launch()
    return (app, log, failures)
}

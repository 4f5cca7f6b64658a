// libFuzzer target `predicate`: the NSPredicate format parser of ResponderKitUITesting (`QueryPredicate.parse`,
// through its `package` API) on arbitrary text, as `NSPredicate(format:)` reads a UI test's format, then the
// predicate used by a query over a small screen through the public API.
//
// Besides "never traps, hangs or overflows the stack", the target checks:
// - a refused format's message starts with "Unsupported predicate '<format>': " and says more than that;
// - a parsed format is written back (`QueryPredicate.format`) as text that parses to the same predicate, unless the
//   written text is nested deeper than the parser allows (it adds parentheses);
// - parsing is deterministic: the same text gives the same result;
// - a query matching the predicate over the screen counts at most the screen's elements; a refused format makes the
//   query count 0 and its element fail exactly once, as `.unsupportedPredicate`, with the same message.
// The input's first byte picks the arguments passed for `%@`, `%K` and the numbers (none, strings, numbers, a list,
// a key), so one corpus reaches the argument paths too.
import Foundation
import ResponderKit
import ResponderKitUITesting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let choice = bytes.first ?? 0
    let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let arguments = argumentSets[Int(choice) % argumentSets.count]
    let parsed = QueryPredicate.parse(format, arguments: arguments)
    require(parsed == QueryPredicate.parse(format, arguments: arguments), "parsing \(format) is not deterministic")
    switch parsed {
    case .failure(let error):
        let prefix = "Unsupported predicate '\(format)': "
        require(error.message.hasPrefix(prefix), "the message \(error.message) does not name the format")
        require(error.message.count > prefix.count, "the message of \(format) says nothing")
    case .success(let predicate):
        let text = predicate.format
        switch QueryPredicate.parse(text, arguments: []) {
        case .success(let again):
            require(again == predicate, "\(format) writes back as \(text), which parses to \(again.format)")
        case .failure(let error):
            require(error.message.contains("levels deep"), "\(format) writes back as \(text), refused: \(error)")
        }
    }
    MainActor.assumeIsolated { checkQuery(format, arguments, parsed) }
    return 0
}

/// The argument lists the first byte picks from.
nonisolated(unsafe) let argumentSets: [[Any]] = [
    [], ["Log in", "label"], [9, 1.5], [["a", "b"], "x"], ["identifier", "go"], [true, 0], [Double.nan, "v"],
    [[[1, 2], 3] as [Any]],
]

/// The query over the fuzz screen agrees with the parse.
@MainActor
private func checkQuery(
    _ format: String, _ arguments: [Any], _ parsed: Result<QueryPredicate, ResponderKitUITesting.PredicateError>
) {
    let screen = FuzzScreen.shared
    screen.failures.removeAll()
    let query = screen.app.descendants(matching: .any).matching(NSPredicate(format: format, argumentArray: arguments))
    let count = query.count
    switch parsed {
    case .success:
        require(count <= screen.elementCount, "\(count) matches among \(screen.elementCount) elements")
        require(screen.failures.isEmpty, "a parsed predicate failed: \(screen.failures)")
    case .failure(let error):
        require(count == 0, "a refused predicate matched \(count)")
        _ = query.firstMatch.label
        require(screen.failures.count == 1, "\(screen.failures.count) failures for a refused predicate")
        require(
            screen.failures.first?.kind == .unsupportedPredicate, "kind \(String(describing: screen.failures.first))")
        require(screen.failures.first?.message == error.message, "the query's message differs from the parser's")
    }
}

/// A window with a label, a button, a text field, a switch and a disabled button, built once.
@MainActor
final class FuzzScreen {
    static let shared = FuzzScreen()
    let app: XCUIApplication
    var failures: [XCUITestFailure] = []
    let elementCount: Int

    init() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "Welcome, Ann"
        let button = UIButton(frame: CGRect(x: 10, y: 50, width: 200, height: 44))
        button.setTitle("Log in", for: .normal)
        button.accessibilityIdentifier = "login"
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 40))
        field.placeholder = "Email"
        field.text = "ann@example.com"
        let toggle = UISwitch(frame: CGRect(x: 10, y: 150, width: 51, height: 31))
        let disabled = UIButton(frame: CGRect(x: 10, y: 200, width: 200, height: 44))
        disabled.setTitle("Élan", for: .normal)
        disabled.isEnabled = false
        for view in [label, button, field, toggle, disabled] as [UIView] { window.addSubview(view) }
        app = XCUIApplication(window: window)
        elementCount = app.descendants(matching: .any).count
        app.failureHandler = { [unowned self] in failures.append($0) }
    }
}

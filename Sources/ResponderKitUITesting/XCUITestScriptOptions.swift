// How a recording is written as a test file: Swift Testing or XCTest, the test's name, its imports and the lines
// that make `app` (UT-238 … UT-241).
//
// Invariants: the file always compiles as Swift given its imports and launch lines: names that are not Swift
// identifiers are replaced by the defaults; every recorded line is indented inside the test's body.
import Foundation

/// The shape of the test file ``XCUITestRecorder/script(_:)`` writes.
public struct XCUITestScriptOptions: Sendable, Equatable {
    /// The test framework the file is written for.
    public enum Style: Sendable, Equatable {
        /// A `@Test` function (Swift Testing): runs in `swift test` here, and ResponderKitUITesting's failures are
        /// Swift Testing issues. The default.
        case swiftTesting
        /// A `test…` method of an `XCTestCase` subclass: the shape Xcode's UI test targets need, so the file ports
        /// to XCUITest on a simulator as it is.
        case xcTest
    }

    /// The framework; Swift Testing by default.
    public var style: Style
    /// The test function's name (an XCTest method gets the `test` prefix when it lacks one).
    public var testName: String
    /// The XCTest case class's name (XCTest style only).
    public var className: String
    /// The modules the file imports, in order.
    public var imports: [String]
    /// The lines that make `app` before the recorded actions, for example
    /// `let app = XCUIApplication { LoginViewController() }` and `app.launch()`.
    public var launchLines: [String]

    /// Options for a Swift Testing file that drives the shared application as it is, or an XCTest file that
    /// launches the app under test as Xcode does (`XCUIApplication()`).
    public init(
        style: Style = .swiftTesting, testName: String = "recordedSession", className: String = "RecordedUITests"
    ) {
        self.style = style
        self.testName = testName
        self.className = className
        switch style {
        case .swiftTesting:
            imports = ["ResponderKit", "ResponderKitUITesting", "Testing"]
            launchLines = ["let app = XCUIApplication(application: UIApplication.shared)"]
        case .xcTest:
            imports = ["XCTest"]
            launchLines = ["let app = XCUIApplication()", "app.launch()"]
        }
    }

    /// The file around `body` (the recorded lines).
    func file(body: [String], actionCount: Int) -> String {
        var text = "// A UI test recorded by ResponderKit's XCUITestRecorder (\(actionCount) "
        text += actionCount == 1 ? "action).\n" : "actions).\n"
        for module in imports where XCUITestScriptOptions.isIdentifierPath(module) { text += "import \(module)\n" }
        text += "\n"
        let statements = launchLines + body
        switch style {
        case .swiftTesting:
            text += "@MainActor\n@Test func \(identifier(testName, default: "recordedSession"))() {\n"
            for line in statements { text += "    \(line)\n" }
            text += "}\n"
        case .xcTest:
            var name = identifier(testName, default: "recordedSession")
            if !name.hasPrefix("test") { name = "test" + name.prefix(1).uppercased() + name.dropFirst() }
            text += "final class \(identifier(className, default: "RecordedUITests")): XCTestCase {\n"
            text += "    @MainActor\n    func \(name)() {\n"
            for line in statements { text += "        \(line)\n" }
            text += "    }\n}\n"
        }
        return text
    }

    /// `name` when it is a Swift identifier (letters, digits and underscores, not starting with a digit), else
    /// `fallback`.
    private func identifier(_ name: String, default fallback: String) -> String {
        XCUITestScriptOptions.isIdentifier(name) ? name : fallback
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_"))
        return name.unicodeScalars.allSatisfy { $0.isASCII && allowed.contains($0) }
    }

    /// Whether `name` is a module path (`A` or `A.B`) of identifiers.
    private static func isIdentifierPath(_ name: String) -> Bool {
        !name.isEmpty
            && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
    }
}

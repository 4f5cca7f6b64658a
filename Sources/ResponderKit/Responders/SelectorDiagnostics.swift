// Reports selector calls that reach no method: traced every time, printed once per name and class, so a typo in
// a selector string is never silently nothing.
import Foundation

/// Reports selector misses and argument mismatches.
@MainActor
enum SelectorDiagnostics {
    /// `target` implements no method named `selector`.
    static func miss(_ selector: Selector, target: AnyObject, application: UIApplication) {
        application.tracer?.record(.selectorNotImplemented(selector: selector, target: target))
        warnOnce(
            "\(type(of: target)) does not implement '\(selector.name)'; the call did nothing (add a "
                + "`call.match` line to its invokeSelector(_:), or run `responderkit port`)",
            key: "miss \(ObjectIdentifier(type(of: target))) \(selector.name)", application: application)
    }

    /// The method `selector` names takes another type than the argument passed.
    static func argumentMismatch(_ selector: Selector, expected: Any.Type, got value: Any?) {
        let application = UIApplication.shared
        let given = value.map { "\(type(of: $0))" } ?? "nil"
        application.tracer?.record(.note("selector '\(selector.name)': expected \(expected), got \(given)"))
        warnOnce(
            "the method for '\(selector.name)' takes \(expected) but was passed \(given); it was not called",
            key: "argument \(selector.name) \(expected)", application: application)
    }

    private static func warnOnce(_ message: String, key: String, application: UIApplication) {
        guard application.selectorWarnings.insert(key).inserted else { return }
        FileHandle.standardError.write(Data("ResponderKit: warning: \(message)\n".utf8))
    }
}

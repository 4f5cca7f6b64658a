// The command line of `responderkit audit`, parsed.
//
// Invariant: parsing never touches the file system; every problem is an `ExplainUsageError` (exit 2).
import Foundation
import ResponderKit
import ResponderKitJSON

/// The parsed arguments of `responderkit audit`.
public struct AuditOptions: Sendable, Equatable {
    /// What the arguments ask for.
    public enum Request: Sendable, Equatable {
        /// Print the help.
        case help
        /// Audit a scene.
        case run(AuditOptions)
    }

    /// The scene file.
    public var scenePath: String
    /// Whether to print JSON.
    public var json = false
    /// The audit types to run (all by default).
    public var types: AccessibilityAudit.AuditType = .all
    /// Whether to report Auto Layout's findings (type `layout`: broken constraints, ambiguous views); true by default.
    public var layout = true

    /// The name of the layout findings' type in `--types` and the output.
    public static let layoutTypeName = "layout"

    /// Parses the arguments after `audit`.
    public static func parse(_ arguments: [String]) throws(ExplainUsageError) -> Request {
        var scenePath: String?
        var json = false
        var types: (accessibility: AccessibilityAudit.AuditType, layout: Bool)?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "-h", "--help":
                return .help
            case "--json":
                json = true
            case "--types":
                guard index < arguments.count else {
                    throw ExplainUsageError(message: "--types needs a comma-separated list of audit types")
                }
                types = try parseTypes(arguments[index])
                index += 1
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw ExplainUsageError(message: "unknown option \(JSONWriter.quoted(argument))")
                }
                guard scenePath == nil else {
                    throw ExplainUsageError(message: "more than one scene file (\(JSONWriter.quoted(argument)))")
                }
                scenePath = argument
            }
        }
        guard let scenePath else { throw ExplainUsageError(message: "missing the scene file") }
        return .run(
            AuditOptions(
                scenePath: scenePath, json: json, types: types?.accessibility ?? .all, layout: types?.layout ?? true))
    }

    /// The types of a `--types` list: names of ``AccessibilityAudit/AuditType/named``, `layout` or `all`.
    static func parseTypes(
        _ list: String
    ) throws(ExplainUsageError) -> (accessibility: AccessibilityAudit.AuditType, layout: Bool) {
        let known = (AccessibilityAudit.AuditType.named.map(\.name) + [layoutTypeName, "all"]).joined(separator: ", ")
        var types: AccessibilityAudit.AuditType = []
        var layout = false
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if trimmed == layoutTypeName {
                layout = true
            } else if trimmed == "all" {
                types = .all
                layout = true
            } else if let type = AccessibilityAudit.AuditType(name: trimmed) {
                types.formUnion(type)
            } else {
                throw ExplainUsageError(
                    message: "--types: unknown audit type \(JSONWriter.quoted(trimmed)) (known: \(known))")
            }
        }
        return (types, layout)
    }
}

// The stack-view keys of a scene view (`axis`, `distribution`, `alignment`, `spacing`,
// `isLayoutMarginsRelativeArrangement`, `isBaselineRelativeArrangement`, `arrangedSubviews`) and the check that only
// a `UIStackView` below a root has them.
// The invariants at the top of `SceneLoader.swift` hold here too: the first problem is reported with its path.
import Foundation
import ResponderKit
import ResponderKitJSON

extension SceneReader {
    /// The stack-view keys of one view as they are read, before its class is known (keys come in any order).
    struct StackDraft {
        var spec = SceneStackSpec()
        /// Where the first stack-view key is, for the error when the view is not a stack view.
        var firstKey: Location?

        mutating func note(_ location: Location) {
            if firstKey == nil { firstKey = location }
        }
    }

    /// The keys only a stack view may have.
    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
        "isBaselineRelativeArrangement", "arrangedSubviews",
    ]

    /// Reads `key` into `stack` if it is a stack-view key (other than `arrangedSubviews`); false otherwise.
    func readStackKey(_ key: String, _ value: JSONNodeID, _ location: Location, into stack: inout StackDraft)
        throws(SceneError) -> Bool
    {
        switch key {
        case "axis":
            let name = try nonEmptyString(value, location)
            switch name {
            case "horizontal": stack.spec.axis = .horizontal
            case "vertical": stack.spec.axis = .vertical
            default:
                throw SceneError(
                    path: path(location), message: "unknown axis \(JSONWriter.quoted(name)) (horizontal or vertical)")
            }
        case "distribution":
            let name = try nonEmptyString(value, location)
            guard let distribution = SceneStackSpec.Distribution(rawValue: name) else {
                let known = SceneStackSpec.Distribution.allCases.map(\.rawValue).joined(separator: ", ")
                throw SceneError(
                    path: path(location), message: "unknown distribution \(JSONWriter.quoted(name)) (known: \(known))")
            }
            stack.spec.distribution = distribution
        case "alignment":
            let name = try nonEmptyString(value, location)
            guard let alignment = SceneStackSpec.Alignment(rawValue: name) else {
                let known = SceneStackSpec.Alignment.allCases.map(\.rawValue).joined(separator: ", ")
                throw SceneError(
                    path: path(location), message: "unknown alignment \(JSONWriter.quoted(name)) (known: \(known))")
            }
            stack.spec.alignment = alignment
        case "spacing":
            stack.spec.spacing = try geometryNumber(value, location)
        case "isLayoutMarginsRelativeArrangement":
            stack.spec.isLayoutMarginsRelativeArrangement = try bool(value, location)
        case "isBaselineRelativeArrangement":
            stack.spec.isBaselineRelativeArrangement = try bool(value, location)
        default:
            return false
        }
        stack.note(location)
        return true
    }

    /// Gives a `UIStackView` its stack spec, or refuses stack-view keys on any other view and a stack view as a root.
    func finishLayoutKeys(
        _ spec: inout SceneViewSpec, stack: StackDraft, isRoot: Bool, _ here: Location
    ) throws(SceneError) {
        if spec.className == "UIStackView" {
            guard !isRoot else {
                throw SceneError(
                    path: path(here.key("class")),
                    message: "a root is a window and cannot be a UIStackView; put the stack view in it")
            }
            spec.stack = stack.spec
        } else if let first = stack.firstKey {
            throw SceneError(
                path: path(first),
                message: "only a UIStackView has \(JSONWriter.quoted(first.key ?? "")) "
                    + "(this view's class is \(spec.className))")
        }
    }
}

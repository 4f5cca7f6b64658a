// A method (`func`) declared in a type body or extension of an input file.
//
// Invariants: `owner` is the index in `PortModule.types` of the type or extension whose body declares it (methods
// of function bodies and top-level functions are not collected); `objcName` follows `ObjCSelectorName` unless
// `@objc(name)` gave one.

/// A method of the module with what selector naming and dispatch need.
struct PortMethodDeclaration {
    /// The base name without backquotes.
    var name: String
    /// The base name as written (with backquotes when it had them).
    var spelledName: String
    var parameters: [PortParameter]
    /// The name from `@objc(name)`, if any.
    var customObjCName: String?
    /// Whether it was `@objc`, `@IBAction` or (`@objc`) `dynamic` before the port.
    var isMarkedObjC: Bool
    /// Whether it was `@nonobjc` (so `@objcMembers` did not expose it).
    var isNonObjC: Bool
    var isStatic: Bool
    var isGeneric: Bool
    var isThrowingOrAsync: Bool
    var returnsValue: Bool
    var access: String?
    var owner: Int
    var file: Int
    var line: Int

    /// The argument labels (nil for `_`).
    var labels: [String?] { parameters.map(\.label) }

    /// The Objective-C selector name Swift would give it.
    var objcName: String {
        customObjCName ?? ObjCSelectorName.method(name, labels: labels)
    }

    /// The Swift name with labels, as `#selector` spells it: `handleTap(_:)`, `refresh`.
    var swiftName: String {
        parameters.isEmpty ? name : name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

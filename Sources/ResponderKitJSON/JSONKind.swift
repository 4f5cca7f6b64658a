/// The kind of a JSON value.
public enum JSONKind: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The literal `null`.
    case null
    /// The literal `true` or `false`.
    case bool
    /// A number, stored as a finite `Double`.
    case number
    /// A string.
    case string
    /// An array of values.
    case array
    /// An object: an ordered list of members with distinct keys.
    case object

    /// The lowercase JSON name of the kind, for example `"object"`.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

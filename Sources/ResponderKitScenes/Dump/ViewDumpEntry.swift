// One view of a view dump: its depth, class, address and the attributes printed for it.
import Foundation

/// One view line of a `recursiveDescription` dump, with wrapped continuation lines joined.
public struct ViewDumpEntry: Sendable, Equatable {
    /// The 1-based line number where the view's line starts.
    public var line: Int
    /// The nesting depth: the number of `|` before the view (0 for a root).
    public var depth: Int
    /// The class name as printed, module-qualified for Swift classes (`MyApp.CardView`).
    public var className: String
    /// The address as printed (`0x7f9c4a60c7e0`).
    public var address: String
    /// The attributes in printed order: `frame`, `hidden`, `text`, … with their raw values (`(0 0; 375 667)`).
    public var attributes: [(key: String, value: String)]

    /// The raw value of the first attribute named `key`, or nil.
    public func value(_ key: String) -> String? {
        attributes.first { $0.key == key }?.value
    }

    /// The view's id in explain's output: `ClassName:0xADDRESS`.
    public var id: String { "\(className):\(address)" }

    public static func == (lhs: ViewDumpEntry, rhs: ViewDumpEntry) -> Bool {
        lhs.line == rhs.line && lhs.depth == rhs.depth && lhs.className == rhs.className
            && lhs.address == rhs.address && lhs.attributes.map(\.key) == rhs.attributes.map(\.key)
            && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }
}

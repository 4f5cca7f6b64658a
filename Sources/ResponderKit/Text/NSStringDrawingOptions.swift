// The options of `boundingRect(with:options:attributes:context:)`, with UIKit's raw values.
import Foundation

/// How `boundingRect(with:options:attributes:context:)` lays out text: ``usesLineFragmentOrigin`` for text of
/// several lines wrapped at the width (the option nearly every call passes).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public var rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out several lines, wrapped at the width, with the rectangle's origin at the first line's top; without
    /// it the text is one line and the origin is that line's baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading between lines (the deterministic metric's leading is 0).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds instead of typographic bounds (ignored: measurement is typographic).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits (ignored: the size is the same).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

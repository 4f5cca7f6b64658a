// Compact number formatting shared by messages and reports.
// The invariants at the top of `Scene.swift` hold here too.

import Foundation
import ResponderKit
import ResponderKitJSON

/// Compact number formatting shared by messages and reports.
public enum SceneNumber {
    /// `value` without a trailing `.0` when it is a whole number (`120`, `-5`, `0.5`, `1e+308`); `inf`, `-inf` and
    /// `nan` for non-finite values.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int(value))
        }
        return String(describing: value)
    }

    /// `[x, y, width, height]`, as a scene file writes a frame, with ``format(_:)`` for each number.
    public static func format(_ rect: CGRect) -> String {
        let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { format(Double($0)) }
        return "[" + numbers.joined(separator: ", ") + "]"
    }

    /// `(x, y)` with ``format(_:)`` for each coordinate.
    public static func format(_ point: CGPoint) -> String {
        "(\(format(Double(point.x))), \(format(Double(point.y))))"
    }
}

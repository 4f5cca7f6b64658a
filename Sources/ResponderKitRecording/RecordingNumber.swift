// Numbers as the recording format writes them: integers without a fraction, other values in Swift's shortest form
// that parses back to the same `Double` (valid JSON: `0.512`, `1e-05`, `1.5e+20`).
import Foundation

/// How the writer prints numbers.
enum RecordingNumber {
    /// `value` as a JSON number that parses back to exactly `value`; `null` for a value JSON cannot hold (NaN,
    /// infinities), which the reader then refuses with the value's path.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // Whole numbers below 2^53 print without ".0"; their Int form is exact. Negative zero keeps its sign.
        if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
            if value == 0 { return value.sign == .minus ? "-0" : "0" }
            return String(Int64(value))
        }
        return value.description
    }
}

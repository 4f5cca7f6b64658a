// The kinds of data a text view turns into links (TX-5): the ones ResponderKit detects (TextDataDetector.swift).
// UIKit's addresses, calendar events, tracking and flight numbers, money and physical values are not detected and
// so not declared.
import Foundation

/// The kinds of data a text view detects and makes tappable in text that is not editable.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The raw bits, UIKit's values.
    public let rawValue: UInt
    /// Wraps raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers, opened as `tel:` URLs.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses (with `http://`, `https://` or `www.`) and email addresses (opened as `mailto:` URLs).
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
}

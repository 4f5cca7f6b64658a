// One link of a text view's text: where it is and what it opens.
import Foundation

/// A link in a text view: an attributed `.link` or detected data (TX-1, TX-5).
struct TextLink: Equatable {
    /// The linked characters (offsets in characters).
    var range: Range<Int>
    /// The same characters in UTF-16 offsets, as the delegate is told.
    var utf16Range: NSRange
    /// What the link opens.
    var url: URL
}

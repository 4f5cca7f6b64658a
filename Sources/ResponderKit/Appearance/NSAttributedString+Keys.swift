// The text attribute keys UIKit declares for NSAttributedString (Foundation on Linux has none), with UIKit's names.
import Foundation

extension NSAttributedString.Key {
    /// The font of the text: a ``UIFont``.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text: a ``UIColor``.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text: a ``UIColor``.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters, in points: a number.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The paragraph attributes: an ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A link: a `URL` or a string.
    public static let link = NSAttributedString.Key("NSLink")
}

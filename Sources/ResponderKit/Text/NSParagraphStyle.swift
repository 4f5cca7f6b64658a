// The paragraph attributes of drawn and measured strings, as UIKit declares them (Foundation on Linux has none).
//
// Invariants: a paragraph style is immutable (`NSMutableParagraphStyle` is the mutable one); every attribute here
// is applied by string drawing and sizing (StringLayout.swift): alignment, line breaking, line heights and spacing.
import Foundation

/// The paragraph attributes of a string (the `.paragraphStyle` attribute), as in UIKit.
///
/// String drawing and sizing (`draw(in:withAttributes:)`, `boundingRect(with:options:attributes:context:)`) apply
/// every attribute here: the alignment places lines in the drawing rectangle, `.byCharWrapping` breaks between
/// characters (the other modes between words), and the line heights and spacings stack the lines.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The stored attributes.
    struct Attributes: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
    }

    var attributes = Attributes()

    /// A style with the default attributes.
    public override init() {
        super.init()
    }

    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned in the drawing rectangle; `.natural` (left) by default.
    open var alignment: NSTextAlignment { attributes.alignment }
    /// How lines are broken; `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode { attributes.lineBreakMode }
    /// Extra space between the lines of a paragraph, in points; 0 by default.
    open var lineSpacing: CGFloat { attributes.lineSpacing }
    /// Extra space after a paragraph, in points; 0 by default.
    open var paragraphSpacing: CGFloat { attributes.paragraphSpacing }
    /// Extra space before a paragraph (not the first), in points; 0 by default.
    open var paragraphSpacingBefore: CGFloat { attributes.paragraphSpacingBefore }
    /// The factor applied to the font's line height (0: none); 0 by default.
    open var lineHeightMultiple: CGFloat { attributes.lineHeightMultiple }
    /// The smallest line height (0: none); 0 by default.
    open var minimumLineHeight: CGFloat { attributes.minimumLineHeight }
    /// The largest line height (0: none); 0 by default.
    open var maximumLineHeight: CGFloat { attributes.maximumLineHeight }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.attributes = attributes
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.attributes = attributes
        return copy
    }

    /// Styles are equal when their attributes are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.attributes == attributes
    }

    /// The line height of a font whose natural line height is `natural`: multiplied, then clamped.
    func lineHeight(natural: CGFloat) -> CGFloat {
        var height = attributes.lineHeightMultiple > 0 ? natural * attributes.lineHeightMultiple : natural
        if attributes.minimumLineHeight > 0 { height = max(height, attributes.minimumLineHeight) }
        if attributes.maximumLineHeight > 0 { height = min(height, attributes.maximumLineHeight) }
        return height
    }
}

// The mutable paragraph style: NSParagraphStyle's attributes, settable.
import Foundation

/// A paragraph style whose attributes can be set, as in UIKit: build one and pass it as the `.paragraphStyle`
/// attribute.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// How lines are aligned in the drawing rectangle.
    open override var alignment: NSTextAlignment {
        get { attributes.alignment }
        set { attributes.alignment = newValue }
    }
    /// How lines are broken.
    open override var lineBreakMode: NSLineBreakMode {
        get { attributes.lineBreakMode }
        set { attributes.lineBreakMode = newValue }
    }
    /// Extra space between the lines of a paragraph (negative values count as 0).
    open override var lineSpacing: CGFloat {
        get { attributes.lineSpacing }
        set { attributes.lineSpacing = NSMutableParagraphStyle.length(newValue) }
    }
    /// Extra space after a paragraph (negative values count as 0).
    open override var paragraphSpacing: CGFloat {
        get { attributes.paragraphSpacing }
        set { attributes.paragraphSpacing = NSMutableParagraphStyle.length(newValue) }
    }
    /// Extra space before a paragraph (negative values count as 0).
    open override var paragraphSpacingBefore: CGFloat {
        get { attributes.paragraphSpacingBefore }
        set { attributes.paragraphSpacingBefore = NSMutableParagraphStyle.length(newValue) }
    }
    /// The factor applied to the font's line height (0: none).
    open override var lineHeightMultiple: CGFloat {
        get { attributes.lineHeightMultiple }
        set { attributes.lineHeightMultiple = NSMutableParagraphStyle.length(newValue) }
    }
    /// The smallest line height (0: none).
    open override var minimumLineHeight: CGFloat {
        get { attributes.minimumLineHeight }
        set { attributes.minimumLineHeight = NSMutableParagraphStyle.length(newValue) }
    }
    /// The largest line height (0: none).
    open override var maximumLineHeight: CGFloat {
        get { attributes.maximumLineHeight }
        set { attributes.maximumLineHeight = NSMutableParagraphStyle.length(newValue) }
    }

    /// Takes every attribute of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        attributes = obj.attributes
    }

    /// A length as a style keeps it: not negative, not NaN.
    private static func length(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : max(value, 0) }
}

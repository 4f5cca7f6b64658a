// UIKit's string measurement on NSString: `size(withAttributes:)` and `boundingRect(with:options:attributes:
// context:)`, with the shared application's text measurer and ResponderKit's line breaking (AL-63); drawing is in
// NSString+Draw.swift.
//
// Invariants: the font is the `.font` attribute, else 12-point Helvetica (UIKit's default for string drawing); the
// paragraph style's line heights and spacings apply (StringLayout.swift); sizes are not rounded (UIKit's are
// fractional too: round them up before sizing a view); kerning is not applied.
import Foundation

extension NSString {
    /// The size of the string in one or more lines (one per paragraph), unwrapped, in the attributes' font.
    @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString.measure(String(self), attributes: attrs, size: .zero, options: .usesLineFragmentOrigin).size
    }

    /// The rectangle the string takes when drawn within `size`: with ``NSStringDrawingOptions/usesLineFragmentOrigin``
    /// its lines wrapped at `size.width` from the origin (the height is not limited); without it one line, its
    /// origin at the baseline (so `origin.y` is minus the ascender).
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let rect = NSString.measure(String(self), attributes: attributes, size: size, options: options)
        context?.totalBounds = rect
        return rect
    }

    /// The font string drawing uses with `attributes`: their `.font`, else 12-point Helvetica.
    static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        (attributes?[.font] as? UIFont)
            ?? UIFont(fontName: "Helvetica", familyName: "Helvetica", pointSize: 12, weight: .regular)
    }

    /// The bounding rectangle of `string` in `attributes` within `size`, as `boundingRect(with:options:…)` answers.
    @MainActor
    static func measure(
        _ string: String, attributes: [NSAttributedString.Key: Any]?, size: CGSize, options: NSStringDrawingOptions
    ) -> CGRect {
        guard options.contains(.usesLineFragmentOrigin) else {
            let layout = StringLayout(string, attributes: attributes, width: 0, lineLimit: 1)
            guard !layout.lines.isEmpty else { return .zero }
            return CGRect(x: 0, y: -layout.baseline, width: layout.width, height: layout.lineHeight)
        }
        let layout = StringLayout(string, attributes: attributes, width: size.width)
        return CGRect(x: 0, y: 0, width: layout.width, height: layout.height)
    }
}

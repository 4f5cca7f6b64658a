// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: constraints from an ASCII-art string
// in Apple's Visual Format Language (docs/spec-layout-vfl.md, AL-80 to AL-89).
//
// Invariants: UIKit raises NSInvalidArgumentException on a bad format; here the reason (UIKit's text, with the
// format and a caret under the problem) goes to the layout programmer-error channel and the result is empty —
// never a part of the constraints. The throwing form is for the scene reader, which reports the error's offset.
import Foundation

extension NSLayoutConstraint {
    /// Creates the constraints described by a visual format string, such as `H:|-[find]-[findNext]-|`.
    ///
    /// - Parameters:
    ///   - format: The visual format string (the Auto Layout Guide's "Visual Format Language").
    ///   - opts: How the views are aligned (`alignAll…`, across the layout axis), which way horizontal formats run
    ///     (leading to trailing by default) and how vertical spacing is measured.
    ///   - metrics: Numbers the format names (`-margin-`, `(>=minWidth)`, `@priority`), any numeric type.
    ///   - views: The views (or layout guides) the format names.
    /// - Returns: The constraints, not yet active; none when the format is refused (the reason is reported as a
    ///   programmer error, where UIKit raises).
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try checkedConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            // Reported to the application of the format's views (the shared one when none is in a window).
            let view = views.values.lazy.compactMap { ($0 as? UIView) ?? ($0 as? UILayoutGuide)?.owningView }.first
            LayoutActivation.programmerError(error.description, about: view)
            return []
        }
    }

    /// The constraints of a visual format string, or the reason it is refused with the offset of the problem.
    package static func checkedConstraints(
        withVisualFormat format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let parsed = try VisualFormatParser.parse(format)
        return try VisualFormatBuilder.constraints(
            parsed, format: format, options: options, metrics: metrics, views: views)
    }
}

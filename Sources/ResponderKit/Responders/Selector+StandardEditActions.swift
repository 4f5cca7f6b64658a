// Names of UIKit's standard edit actions (spec AC-6), as selectors.
import Foundation

extension Selector {
    /// `cut:`
    public static let cut: Selector = "cut:"
    /// `copy:`
    public static let copy: Selector = "copy:"
    /// `paste:`
    public static let paste: Selector = "paste:"
    /// `delete:`
    public static let delete: Selector = "delete:"
    /// `select:`
    public static let select: Selector = "select:"
    /// `selectAll:`
    public static let selectAll: Selector = "selectAll:"
    /// `toggleBoldface:`
    public static let toggleBoldface: Selector = "toggleBoldface:"
    /// `toggleItalics:`
    public static let toggleItalics: Selector = "toggleItalics:"
    /// `toggleUnderline:`
    public static let toggleUnderline: Selector = "toggleUnderline:"
    /// `increaseSize:`
    public static let increaseSize: Selector = "increaseSize:"
    /// `decreaseSize:`
    public static let decreaseSize: Selector = "decreaseSize:"
    /// `makeTextWritingDirectionLeftToRight:`
    public static let makeTextWritingDirectionLeftToRight: Selector = "makeTextWritingDirectionLeftToRight:"
    /// `makeTextWritingDirectionRightToLeft:`
    public static let makeTextWritingDirectionRightToLeft: Selector = "makeTextWritingDirectionRightToLeft:"

    /// The standard edit actions, in the order edit menus show them (AC-6, MN-2).
    public static let standardEditActions: [Selector] = [
        .cut, .copy, .paste, .delete, .select, .selectAll, .toggleBoldface, .toggleItalics, .toggleUnderline,
        .increaseSize, .decreaseSize, .makeTextWritingDirectionLeftToRight, .makeTextWritingDirectionRightToLeft,
    ]
}

/// A name for an action in traces and tools.
func actionName(_ selector: Selector) -> String {
    #if _runtime(_ObjC)
        return NSStringFromSelector(selector)
    #else
        return selector.name
    #endif
}

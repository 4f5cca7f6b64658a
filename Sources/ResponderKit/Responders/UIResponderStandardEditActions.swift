// The standard edit actions as a protocol, under UIKit's name, so `UIResponderStandardEditActions.copy(_:)` names
// the method as in UIKit. `UIResponder` declares every method (doing nothing) and conforms.
import Foundation

/// The edit actions menus and keyboard shortcuts send along the responder chain (AC-6).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Copies the selection.
    func copy(_ sender: Any?)
    /// Cuts the selection.
    func cut(_ sender: Any?)
    /// Pastes.
    func paste(_ sender: Any?)
    /// Pastes, matching the surrounding style.
    func pasteAndMatchStyle(_ sender: Any?)
    /// Selects the word at the caret.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Deletes the selection.
    func delete(_ sender: Any?)
    /// Makes the text left to right.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Makes the text right to left.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Toggles bold.
    func toggleBoldface(_ sender: Any?)
    /// Toggles italics.
    func toggleItalics(_ sender: Any?)
    /// Toggles underline.
    func toggleUnderline(_ sender: Any?)
    /// Makes the font larger.
    func increaseSize(_ sender: Any?)
    /// Makes the font smaller.
    func decreaseSize(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}

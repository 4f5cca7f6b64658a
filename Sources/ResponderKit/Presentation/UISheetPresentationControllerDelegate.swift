// The delegate of a sheet presentation controller. Every method is optional.
import Foundation

/// Methods a sheet's delegate implements to follow the user's detent changes, as in UIKit: set it as the sheet's
/// ``UIPresentationController/delegate``.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

// The delegate of a sheet presentation controller. Every method is optional.
import Foundation

/// Methods a sheet's delegate implements to follow the user's detent changes, as in UIKit.
///
/// UIKit's sheet delegate is the presentation controller's `delegate`; ResponderKit keeps it in
/// ``UISheetPresentationController/sheetDelegate`` because a Swift property cannot narrow its type.
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

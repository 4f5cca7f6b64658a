// What a custom sheet detent's resolver sees.
import Foundation

/// The environment a custom detent resolves in, as in UIKit.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

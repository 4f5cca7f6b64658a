// ResponderKit's detent resolution context: the container's traits, the large detent's height and the
// container's height (which the system's medium detent halves).
import Foundation

/// ResponderKit's resolution context.
@MainActor
struct SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    var containerHeight: CGFloat?
}

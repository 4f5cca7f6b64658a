// Where a table cell's image view and labels go in its content view, by cell style (LS-22).
//
// Invariant: the image view and labels stay inside the content view; an image view without an image takes no
// room.
import Foundation

extension UITableViewCell {
    /// The margin at the content view's leading and trailing edges and between the image and the labels
    /// (**chosen**: UIKit's 16-point iPhone margin).
    static let labelMargin: CGFloat = 16

    /// Places the image view at the leading margin, centred vertically at its image's size, and the labels after it
    /// as the style says: one label (`.default`), two stacked (`.subtitle`), side by side with the detail trailing
    /// (`.value1`), or a narrow trailing-aligned title before the detail (`.value2`).
    func layoutLabels() {
        let size = contentView.bounds.size
        let margin = UITableViewCell.labelMargin
        var leading = margin
        if let imageView {
            let imageSize = imageView.image?.size ?? .zero
            imageView.frame = CGRect(
                x: imageSize == .zero ? 0 : margin, y: ((size.height - imageSize.height) / 2).rounded(.down),
                width: imageSize.width, height: imageSize.height)
            if imageSize != .zero { leading = imageView.frame.maxX + margin }
        }
        let width = max(0, size.width - leading - margin)
        let full = CGRect(x: leading, y: 0, width: width, height: size.height)
        switch cellStyle {
        case .default:
            textLabel?.frame = full
        case .subtitle:
            let half = (size.height / 2).rounded(.down)
            textLabel?.frame = CGRect(x: leading, y: 0, width: width, height: half)
            detailTextLabel?.frame = CGRect(x: leading, y: half, width: width, height: size.height - half)
        case .value1:
            let half = (width / 2).rounded(.down)
            textLabel?.frame = CGRect(x: leading, y: 0, width: half, height: size.height)
            detailTextLabel?.frame = CGRect(x: leading + half, y: 0, width: width - half, height: size.height)
        case .value2:
            let title = (width * 0.3).rounded(.down)
            textLabel?.frame = CGRect(x: leading, y: 0, width: title, height: size.height)
            detailTextLabel?.frame = CGRect(
                x: leading + title + 6, y: 0, width: max(0, width - title - 6), height: size.height)
        }
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        // Right to left, the same layout mirrored: the image at the right, the labels to its left.
        for case let view? in [imageView, textLabel, detailTextLabel] as [UIView?] {
            view.frame.origin.x = size.width - view.frame.maxX
        }
    }
}

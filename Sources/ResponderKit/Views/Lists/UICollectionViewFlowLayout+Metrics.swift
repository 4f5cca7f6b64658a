// Where a flow layout's numbers come from: the delegate's answers or the layout's properties, each made valid
// (LE-55: negative or non-finite sizes are logged and laid out as zero), self-sizing cells (LE-54), and the edges the
// section insets are measured from (LE-53).
import Foundation

extension UICollectionViewFlowLayout {
    /// The metrics of a section: the delegate's answers (its defaults are the properties), made valid.
    func metrics(of section: Int, in collectionView: UICollectionView) -> FlowLayoutSection.Metrics {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let count = collectionView.numberOfItems(inSection: section)
        var sizes: [CGSize] = []
        sizes.reserveCapacity(count)
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: section)
            var size = validSize(
                delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize,
                what: "item \(item) of section \(section)", in: collectionView)
            if estimatedItemSize != .zero { size = selfSizedSize(at: indexPath, estimate: size, in: collectionView) }
            sizes.append(size)
        }
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        return FlowLayoutSection.Metrics(
            itemSizes: sizes,
            inset: UIEdgeInsets(
                top: finite(inset.top), left: finite(inset.left), bottom: finite(inset.bottom),
                right: finite(inset.right)),
            lineSpacing: finite(
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                    ?? minimumLineSpacing),
            interitemSpacing: finite(
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing),
            headerSize: validSize(
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize, what: "header of section \(section)", in: collectionView),
            footerSize: validSize(
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize, what: "footer of section \(section)", in: collectionView))
    }

    /// The size an item takes while self-sizing (LE-54): the estimate until its cell exists, then the cell's
    /// preferred size for it.
    private func selfSizedSize(at indexPath: IndexPath, estimate: CGSize, in collectionView: UICollectionView)
        -> CGSize
    {
        let start = estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? estimate : estimatedItemSize
        guard let cell = collectionView.cellForItem(at: indexPath) else { return start }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = start
        return validSize(
            cell.preferredLayoutAttributesFitting(attributes).size, what: "self-sized item \(indexPath.item)",
            in: collectionView)
    }

    /// The insets, beyond the content inset, that section insets are measured from (LE-53).
    func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        let content = collectionView.contentInset
        let edges: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: edges = collectionView.safeAreaInsets
        case .fromLayoutMargins: edges = collectionView.layoutMargins
        }
        return UIEdgeInsets(
            top: max(0, edges.top - content.top), left: max(0, edges.left - content.left),
            bottom: max(0, edges.bottom - content.bottom), right: max(0, edges.right - content.right))
    }

    /// UIKit's warning for an item longer than a line's room, which UIKit then lays out alone on its line.
    func warnOversized(vertical: Bool, in collectionView: UICollectionView) {
        let reason =
            vertical
            ? "the item width must be less than the width of the UICollectionView minus the section insets left "
                + "and right values, minus the content insets left and right values."
            : "the item height must be less than the height of the UICollectionView minus the section insets top "
                + "and bottom values, minus the content insets top and bottom values."
        log("The behavior of the UICollectionViewFlowLayout is not defined because: \(reason)", in: collectionView)
    }

    /// `size` with negative or non-finite components replaced by zero, logged (LE-55, **chosen**).
    private func validSize(_ size: CGSize, what: String, in collectionView: UICollectionView) -> CGSize {
        guard !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) else {
            return size
        }
        log(
            "UICollectionViewFlowLayout: negative or not finite sizes are not supported in the flow layout "
                + "(\(what): \(size.width) × \(size.height)); laid out as zero.", in: collectionView)
        let width = size.width.isFinite ? max(0, size.width) : 0
        let height = size.height.isFinite ? max(0, size.height) : 0
        return CGSize(width: width, height: height)
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    private func log(_ message: String, in collectionView: UICollectionView) {
        let application = collectionView.window?.application ?? UIApplication.shared
        application.presentationLog("Warning: \(message)")
    }
}

// The data source of a collection view.
import Foundation

/// The methods that supply a collection view's items.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections. 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    /// The view of a section's header or footer (`kind` is ``UICollectionView/elementKindSectionHeader`` or
    /// ``UICollectionView/elementKindSectionFooter``), asked for each one the layout gives a size (LE-56).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view (**chosen**: UIKit raises an exception when a layout has headers and the data source gives no
    /// view for them).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

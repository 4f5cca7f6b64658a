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
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

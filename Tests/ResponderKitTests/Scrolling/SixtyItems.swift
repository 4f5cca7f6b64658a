// A collection data source shared by the list tests: sixty items, selections recorded.

@testable import ResponderKit

/// A collection data source and delegate with sixty items (dequeued as "item"), recording the items selected.
@MainActor
final class SixtyItems: UICollectionViewDataSource, UICollectionViewDelegate {
    var selected: [Int] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

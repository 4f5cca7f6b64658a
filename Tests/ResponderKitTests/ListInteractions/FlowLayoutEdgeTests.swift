// Flow layouts with sizes that are not plain: self-sizing cells (LE-54), invalid and oversized sizes from the
// delegate (LE-55), and a layout subclass's attributes (LE-57).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A cell whose content view holds a 120 × 30 view (its intrinsic size) pinned to its edges with 8-point margins.
private final class FittingCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let box = SizedView(120, 30)
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// A data source and delegate whose item sizes are a closure; it records selections.
@MainActor
private final class SizedItems: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var count = 4
    var size: (IndexPath) -> CGSize = { _ in CGSize(width: 50, height: 50) }
    var lines: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        size(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        lines.append("didSelect \(indexPath.item)")
    }
}

/// A flow layout that fades and hides items through its attributes.
private final class FadingLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.layoutAttributesForItem(at: indexPath)
        attributes?.alpha = indexPath.item == 0 ? 0.5 : 1
        attributes?.isHidden = indexPath.item == 1
        return attributes
    }
}

@MainActor
struct FlowLayoutEdgeTests {
    private func collection(
        _ layout: UICollectionViewFlowLayout, _ items: SizedItems, cell: UICollectionViewCell.Type, in stage: Stage
    ) -> UICollectionView {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(cell, forCellWithReuseIdentifier: "item")
        stage.add(collection)
        collection.delegate = items
        collection.dataSource = items
        collection.layoutIfNeeded()
        return collection
    }

    @Test("LE-54: with an estimated item size, each item takes the size its cell's constraints give")
    func selfSizing() throws {
        let stage = Stage()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 80, height: 80)
        let items = SizedItems()
        let collection = collection(layout, items, cell: FittingCell.self, in: stage)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.size == CGSize(width: 136, height: 46))
        // Two 136-point items fit a 320-point line: the third starts the next line.
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 56)

        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        collection.layoutIfNeeded()
        #expect(first.frame.size == CGSize(width: 136, height: 46))
    }

    @Test("LE-55: negative, NaN and infinite sizes are logged and laid out as zero; the others still get their taps")
    func invalidSizes() throws {
        let stage = Stage()
        var logged: [String] = []
        stage.app.presentationLog = { logged.append($0) }
        let items = SizedItems()
        items.size = { indexPath in
            switch indexPath.item {
            case 0: CGSize(width: -10, height: 50)
            case 1: CGSize(width: CGFloat.nan, height: 50)
            case 2: CGSize(width: 60, height: CGFloat.infinity)
            default: CGSize(width: 100, height: 100)
            }
        }
        let collection = collection(UICollectionViewFlowLayout(), items, cell: UICollectionViewCell.self, in: stage)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 0, height: 50))
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 0, height: 50))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.size == CGSize(width: 60, height: 0))
        #expect(logged.count == 3, "one line per invalid size at the reload's layout")
        #expect(logged.allSatisfy { $0.contains("not supported in the flow layout") })
        #expect(collection.contentSize.height.isFinite)

        let last = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: last.midX, y: last.midY), in: collection)
        #expect(items.lines == ["didSelect 3"])
    }

    @Test("LE-55: an item wider than the line logs UIKit's warning and sits alone on its line")
    func oversizedItem() throws {
        let stage = Stage()
        var logged: [String] = []
        stage.app.presentationLog = { logged.append($0) }
        let items = SizedItems()
        items.count = 2
        items.size = { $0.item == 0 ? CGSize(width: 400, height: 40) : CGSize(width: 100, height: 40) }
        let collection = collection(UICollectionViewFlowLayout(), items, cell: UICollectionViewCell.self, in: stage)
        #expect(
            collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 400, height: 40))
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 50)
        #expect(logged.contains { $0.contains("the item width must be less than the width of the UICollectionView") })
    }

    @Test("LE-51: a delegate set after the data source sizes the items at the next layout")
    func delegateSetLate() throws {
        let stage = Stage()
        let items = SizedItems()
        items.size = { _ in CGSize(width: 150, height: 70) }
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        stage.add(collection)
        collection.dataSource = items
        collection.delegate = items
        collection.layoutIfNeeded()
        #expect(
            collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 170, y: 80, width: 150, height: 70))
    }

    @Test("LE-57: a layout subclass's attributes set the cells' alpha and visibility; a hidden item takes no tap")
    func subclassAttributes() throws {
        let stage = Stage()
        let layout = FadingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let items = SizedItems()
        items.size = { _ in CGSize(width: 100, height: 100) }
        let collection = collection(layout, items, cell: UICollectionViewCell.self, in: stage)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isHidden == true)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 160, y: 50), in: collection)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: collection)
        #expect(items.lines == ["didSelect 0"])
    }
}

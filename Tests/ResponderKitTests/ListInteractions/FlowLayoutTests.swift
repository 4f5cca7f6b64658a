// UICollectionViewFlowLayout and UICollectionViewDelegateFlowLayout: items flow into lines at the delegate's sizes,
// insets and spacings, vertically or horizontally, with section headers and footers; frames, content size and
// hit-testing follow (spec LE-50 … LE-57).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A data source and flow layout delegate whose answers are closures; it records selections and the header
/// buttons' taps.
@MainActor
private final class FlowItems: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts = [7]
    var size: ((IndexPath) -> CGSize)?
    var inset: ((Int) -> UIEdgeInsets)?
    var lineSpacing: ((Int) -> CGFloat)?
    var headerSize: CGSize?
    var lines: [String] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 5, width: 80, height: 20)
        button.addAction(
            UIAction { [weak self] _ in self?.lines.append("header button \(indexPath.section)") }, for: .touchUpInside)
        view.addSubview(button)
        return view
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        size?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        inset?(section) ?? .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        lineSpacing?(section) ?? 10
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        headerSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        lines.append("didSelect \(indexPath.section)/\(indexPath.item)")
    }
}

@MainActor
struct FlowLayoutTests {
    /// A collection view of `frame` in a stage's window, with a flow layout and the items as data source and
    /// delegate, laid out.
    @MainActor
    private struct Scene {
        let stage = Stage()
        let layout = UICollectionViewFlowLayout()
        let collection: UICollectionView
        let items = FlowItems()

        init(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480), configure: (Scene) -> Void = { _ in }) {
            collection = UICollectionView(frame: frame, collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            stage.add(collection)
            configure(self)
            collection.delegate = items
            collection.dataSource = items
            collection.layoutIfNeeded()
        }

        func frame(_ item: Int, section: Int = 0) -> CGRect? {
            collection.cellForItem(at: IndexPath(item: item, section: section))?.frame
        }
    }

    @Test("LE-50: full lines are justified, a lone item is centred, the last line keeps the grid's gap")
    func linesFlow() throws {
        let scene = Scene { $0.layout.itemSize = CGSize(width: 90, height: 50) }
        // Three 90-point items fit in 320 points with 10-point spacing: the 50 points left justify the line.
        #expect(scene.frame(0) == CGRect(x: 0, y: 0, width: 90, height: 50))
        #expect(scene.frame(1) == CGRect(x: 115, y: 0, width: 90, height: 50))
        #expect(scene.frame(2) == CGRect(x: 230, y: 0, width: 90, height: 50))
        #expect(scene.frame(3) == CGRect(x: 0, y: 60, width: 90, height: 50))
        #expect(scene.frame(6) == CGRect(x: 115, y: 120, width: 90, height: 50), "a lone item is centred")
        #expect(scene.collection.contentSize == CGSize(width: 320, height: 170))

        scene.items.counts = [5]
        scene.collection.reloadData()
        #expect(scene.frame(4) == CGRect(x: 115, y: 60, width: 90, height: 50), "the last line keeps the 25-point gap")
    }

    @Test("LE-51: the delegate's sizes, insets and line spacing place the items, and a tap selects the item there")
    func delegateMetrics() throws {
        let scene = Scene {
            $0.items.counts = [3, 2]
            $0.items.size = { CGSize(width: $0.item == 0 ? 300 : 100, height: 40 + CGFloat($0.item) * 10) }
            $0.items.inset = { UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10) * CGFloat($0 + 1) }
            $0.items.lineSpacing = { $0 == 0 ? 4 : 0 }
        }
        // Section 0: the 300-point item fills its line; the next two share the second, 4 points below.
        #expect(scene.frame(0) == CGRect(x: 10, y: 5, width: 300, height: 40))
        #expect(scene.frame(1) == CGRect(x: 10, y: 54, width: 100, height: 50), "centred in its 60-point line")
        #expect(scene.frame(2) == CGRect(x: 120, y: 49, width: 100, height: 60))
        // Section 1 starts after section 0's bottom inset, with doubled insets.
        #expect(scene.frame(0, section: 1) == CGRect(x: 20, y: 134, width: 300, height: 40))
        #expect(scene.frame(1, section: 1) == CGRect(x: 110, y: 174, width: 100, height: 50))
        #expect(scene.collection.contentSize.height == 254)

        scene.stage.sim.advance(by: 1)
        try scene.stage.sim.tap(at: CGPoint(x: 150, y: 70), in: scene.collection)
        #expect(scene.items.lines == ["didSelect 0/2"])
        #expect(scene.collection.indexPathForItem(at: CGPoint(x: 150, y: 190)) == IndexPath(item: 1, section: 1))
    }

    @Test("LE-52: a horizontal flow fills columns top to bottom, and a drag to the left scrolls it horizontally")
    func horizontalFlow() throws {
        let scene = Scene(frame: CGRect(x: 0, y: 0, width: 320, height: 200)) {
            $0.layout.scrollDirection = .horizontal
            $0.layout.itemSize = CGSize(width: 150, height: 90)
            $0.layout.minimumLineSpacing = 20
            $0.items.counts = [6]
            $0.items.lineSpacing = { _ in 20 }
        }
        #expect(scene.frame(0) == CGRect(x: 0, y: 0, width: 150, height: 90))
        #expect(scene.frame(1) == CGRect(x: 0, y: 110, width: 150, height: 90))
        #expect(scene.frame(2) == CGRect(x: 170, y: 0, width: 150, height: 90))
        #expect(scene.collection.contentSize == CGSize(width: 490, height: 200))

        try scene.stage.sim.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 150, y: 60), in: scene.collection)
        scene.stage.sim.advance(by: 2)
        #expect(scene.collection.contentOffset.x > 100)
        #expect(scene.collection.contentOffset.y == 0)
        // The item under the finger after scrolling is the fifth: hit-testing follows the frames.
        let point = CGPoint(x: scene.collection.contentOffset.x + 300, y: 20)
        #expect(scene.collection.indexPathForItem(at: point) == IndexPath(item: 4, section: 0))
    }

    @Test("LE-52: scrollToItem centres an item of a horizontal flow horizontally, or aligns it left or right")
    func horizontalScrollToItem() throws {
        let scene = Scene(frame: CGRect(x: 0, y: 0, width: 320, height: 100)) {
            $0.layout.scrollDirection = .horizontal
            $0.layout.itemSize = CGSize(width: 100, height: 100)
            $0.items.counts = [10]
            $0.items.lineSpacing = { _ in 10 }
        }
        // Item 4 spans 440…540: centred, the visible area starts at 330.
        scene.collection.scrollToItem(at: IndexPath(item: 4, section: 0), at: .centeredHorizontally, animated: false)
        #expect(scene.collection.contentOffset == CGPoint(x: 330, y: 0))
        scene.collection.scrollToItem(at: IndexPath(item: 2, section: 0), at: .left, animated: false)
        #expect(scene.collection.contentOffset.x == 220)
        scene.collection.scrollToItem(at: IndexPath(item: 9, section: 0), at: .right, animated: false)
        #expect(scene.collection.contentOffset.x == 770, "the last item's right edge at the bounds' right")
    }

    @Test("LE-53: section insets are measured from the content inset, or from the layout margins when asked")
    func insetReference() throws {
        let scene = Scene {
            $0.collection.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            $0.layout.itemSize = CGSize(width: 280, height: 40)
            $0.items.counts = [1]
        }
        #expect(scene.frame(0)?.minX == 0, "280 points fill the 280 inside the content inset")
        #expect(scene.collection.contentSize.width == 280)

        scene.collection.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        scene.layout.itemSize = CGSize(width: 100, height: 40)
        scene.layout.sectionInsetReference = .fromLayoutMargins
        scene.collection.layoutIfNeeded()
        // The margins reach 10 points beyond the content inset: the lone item is centred in the 260 between.
        #expect(scene.frame(0) == CGRect(x: 90, y: 0, width: 100, height: 40))
    }

    @Test(
        "LE-56: a header reference size gives each section a header view from the data source, whose button gets the tap"
    )
    func sectionHeaders() throws {
        let scene = Scene {
            $0.collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            $0.layout.itemSize = CGSize(width: 100, height: 50)
            $0.items.counts = [3, 3]
            $0.items.headerSize = CGSize(width: 0, height: 30)
        }
        let header = try #require(
            scene.collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 80, width: 320, height: 30))
        #expect(scene.frame(0) == CGRect(x: 0, y: 30, width: 100, height: 50))
        #expect(scene.frame(0, section: 1) == CGRect(x: 0, y: 110, width: 100, height: 50))
        #expect(
            scene.collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)

        scene.stage.sim.advance(by: 1)
        try scene.stage.sim.tap(at: CGPoint(x: 40, y: 95), in: scene.collection)
        scene.stage.sim.advance(by: 1)
        try scene.stage.sim.tap(at: CGPoint(x: 200, y: 95), in: scene.collection)
        #expect(scene.items.lines == ["header button 1"], "the button gets its tap; the header selects nothing")
    }

    @Test("LE-57: changing a property or the collection view's width flows the items again at the next layout")
    func invalidation() throws {
        let scene = Scene { $0.layout.itemSize = CGSize(width: 100, height: 50) }
        #expect(scene.frame(3)?.minY == 60)
        scene.layout.itemSize = CGSize(width: 60, height: 50)
        scene.collection.layoutIfNeeded()
        #expect(scene.frame(3)?.minY == 0, "four 60-point items fit a line")

        scene.collection.frame = CGRect(x: 0, y: 0, width: 130, height: 480)
        scene.collection.layoutIfNeeded()
        #expect(scene.frame(2)?.minY == 60, "two per line in 130 points")
        #expect(scene.collection.contentSize.width == 130)
    }
}

extension UIEdgeInsets {
    fileprivate static func * (insets: UIEdgeInsets, factor: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(
            top: insets.top * factor, left: insets.left * factor, bottom: insets.bottom * factor,
            right: insets.right * factor)
    }
}

// The retain-free hit-test of subtrees whose views all hit-test by default (`UIView.defaultSubtreeHit`) must give
// exactly the answers of the overridable walk: an override anywhere below is still asked (HT-7), the bookkeeping
// follows every move, and the unretained subview storage follows every change of `subviews`.

import Foundation
import Testing

@testable import ResponderKit

/// Counts how often its hit-test runs, and answers nil for itself (a pass-through view).
private final class CountingPassThroughView: UIView {
    var calls = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        calls += 1
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Declares default hit-testing, so it takes the retain-free walk.
private final class PlainTaggedView: UIView, DefaultHitTesting {}

@MainActor
struct DefaultSubtreeHitTestTests {
    /// A chain of `depth` plain views, each inset by 1 point, under `root`; returns the deepest.
    private func chain(under root: UIView, depth: Int) -> UIView {
        var parent = root
        for _ in 0..<depth {
            let view = UIView(frame: parent.bounds.insetBy(dx: 1, dy: 1))
            parent.addSubview(view)
            parent = view
        }
        return parent
    }

    @Test("HT-7: an override added deep below plain views is asked, and stops being asked once removed")
    func overrideBelowDefaultViewsIsAsked() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let deepest = chain(under: root, depth: 5)
        #expect(root.customHitTestingViews == 0)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === deepest)

        let custom = CountingPassThroughView(frame: deepest.bounds)
        deepest.addSubview(custom)
        #expect(root.customHitTestingViews == 1)
        // The pass-through view declines itself, so the hit falls back to its superview.
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === deepest)
        #expect(custom.calls == 1)

        custom.removeFromSuperview()
        #expect(root.customHitTestingViews == 0)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === deepest)
        #expect(custom.calls == 1)
    }

    @Test("HT-7: moving a subtree that holds an override between parents moves its count with it")
    func movingSubtreesKeepsCounts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        root.addSubview(left)
        root.addSubview(right)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let custom = CountingPassThroughView(frame: holder.bounds)
        holder.addSubview(custom)
        left.addSubview(holder)
        #expect((root.customHitTestingViews, left.customHitTestingViews, right.customHitTestingViews) == (1, 1, 0))

        right.addSubview(holder)
        #expect((root.customHitTestingViews, left.customHitTestingViews, right.customHitTestingViews) == (1, 0, 1))
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === holder)
        #expect(custom.calls == 1)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === left)
        #expect(custom.calls == 1)

        holder.removeFromSuperview()
        #expect((root.customHitTestingViews, right.customHitTestingViews, holder.customHitTestingViews) == (0, 0, 1))
    }

    @Test("HT-7: library classes and DefaultHitTesting adopters count as default; other subclasses do not")
    func classesThatHitTestByDefault() {
        #expect(UIView().customHitTestingViews == 0)
        #expect(UILabel().customHitTestingViews == 0)
        #expect(UIButton().customHitTestingViews == 0)
        #expect(UIScrollView().customHitTestingViews == 0)
        #expect(PlainTaggedView().customHitTestingViews == 0)
        #expect(CountingPassThroughView().customHitTestingViews == 1)
    }

    @Test("HT-2: the unretained subview storage follows appends, inserts, reorders and removals")
    func storageFollowsEveryChange() {
        let root = PlainTaggedView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        var cells: [UIView] = []
        // Grow past several buffer reallocations and past the grid index threshold.
        for column in 0..<100 {
            let cell = PlainTaggedView(frame: CGRect(x: Double(column), y: 0, width: 1, height: 10))
            cell.tag = column
            root.addSubview(cell)
            cells.append(cell)
        }
        for column in [0, 31, 32, 99] {
            #expect(root.hitTest(CGPoint(x: Double(column) + 0.5, y: 5), with: nil)?.tag == column)
        }
        // A full-size view inserted at the back is hit only where no cell is.
        let backdrop = UIView(frame: CGRect(x: -50, y: 0, width: 200, height: 10))
        backdrop.tag = -1
        root.insertSubview(backdrop, at: 0)
        #expect(root.hitTest(CGPoint(x: 40.5, y: 5), with: nil)?.tag == 40)
        root.bringSubviewToFront(backdrop)
        #expect(root.hitTest(CGPoint(x: 40.5, y: 5), with: nil)?.tag == -1)
        backdrop.removeFromSuperview()
        for cell in cells[0..<70] { cell.removeFromSuperview() }
        #expect(root.subviews.count == 30)
        // Below the index threshold again: the linear walk reads the new storage.
        #expect(root.hitTest(CGPoint(x: 40.5, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 85.5, y: 5), with: nil)?.tag == 85)
        root.exchangeSubview(at: 0, withSubviewAt: 29)
        #expect(root.subviews.first?.tag == 99)
        #expect(root.hitTest(CGPoint(x: 99.5, y: 5), with: nil)?.tag == 99)
        for cell in root.subviews { cell.removeFromSuperview() }
        #expect(root.hitTest(CGPoint(x: 99.5, y: 5), with: nil) === root)
    }

    @Test("HT-2, HT-3, HT-4: the retain-free walk skips hidden, transparent and non-interactive subtrees")
    func exclusionsOnTheFastPath() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: root.bounds)
        let front = UIView(frame: root.bounds)
        let inner = UIView(frame: front.bounds)
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        let point = CGPoint(x: 10, y: 10)
        #expect(root.hitTest(point, with: nil) === inner)
        inner.isHidden = true
        #expect(root.hitTest(point, with: nil) === front)
        front.alpha = 0.01
        #expect(root.hitTest(point, with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === back)
        back.bounds.origin = CGPoint(x: 95, y: 95)
        let corner = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        back.addSubview(corner)
        #expect(root.hitTest(point, with: nil) === corner)
        root.isHidden = true
        #expect(root.hitTest(point, with: nil) == nil)
    }

    @Test("HT-5: the grid index skips no subview at its edges, far from the origin and at fractional coordinates")
    func gridIndexAtEdges() {
        // 64 abutting subviews (past the grid threshold) a million points from the origin, with fractional frames:
        // the index tests a widened copy of each frame first, and must agree with the views' own containment.
        let origin = CGPoint(x: 1_000_000.3, y: -2_000_000.7)
        let container = UIView(frame: CGRect(x: origin.x, y: origin.y, width: 80.8, height: 80.8))
        var subviews: [UIView] = []
        for index in 0..<64 {
            let frame = CGRect(x: CGFloat(index % 8) * 10.1, y: CGFloat(index / 8) * 10.1, width: 10.1, height: 10.1)
            let subview = UIView(frame: frame)
            container.addSubview(subview)
            subviews.append(subview)
        }
        var checked = 0
        for subview in subviews {
            let frame = subview.frame
            for x in [frame.minX, frame.midX, frame.maxX.nextDown, frame.maxX] {
                for y in [frame.minY, frame.midY, frame.maxY.nextDown, frame.maxY] {
                    let point = CGPoint(x: x, y: y)
                    // The linear answer: the front-most subview that contains the point in its own coordinates, or the
                    // container, or nothing outside it.
                    let inSubview = subviews.last { $0.point(inside: $0.convert(point, from: container), with: nil) }
                    let expected = container.point(inside: point, with: nil) ? (inSubview ?? container) : nil
                    #expect(container.hitTest(point, with: nil) === expected, "\(point)")
                    checked += 1
                }
            }
        }
        #expect(checked == 64 * 16)
        #expect(container.subviewIndex != nil, "the grid index answered")
    }
}

// `UIWindow.displayList()`: painter's order, transforms to window points, effective alpha, hidden and transparent
// views, clipping by `clipsToBounds` ancestors and scroll offsets (issue 14, contract 4).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Display list geometry")
struct DisplayListGeometryTests {
    private func makeStage() -> ResponderKitTestSupport.Stage {
        ResponderKitTestSupport.Stage(tracing: false)
    }

    private func view(_ frame: CGRect, _ color: UIColor?, in parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        parent.addSubview(view)
        return view
    }

    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test("The window and each coloured view add one rectangle, in painter's order, in their own coordinates")
    func paintersOrder() {
        let stage = makeStage()
        stage.window.backgroundColor = .white
        let back = view(CGRect(x: 10, y: 20, width: 100, height: 50), .red, in: stage.window)
        _ = view(CGRect(x: 5, y: 5, width: 10, height: 10), .green, in: back)
        _ = view(CGRect(x: 200, y: 20, width: 30, height: 30), .blue, in: stage.window)

        let items = stage.window.displayList().items
        #expect(items.map(\.color) == [.init(.white), .init(.red), .init(.green), .init(.blue)])
        #expect(items[0].rect == stage.window.bounds && items[0].transform == .identity)
        #expect(items[1].rect == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(items[1].transform == CGAffineTransform(translationX: 10, y: 20))
        #expect(items[2].transform == CGAffineTransform(translationX: 15, y: 25))
        #expect(items.allSatisfy { $0.clip == nil && $0.text == nil })
    }

    @Test("HT-8: a rotated, scaled view's corners map to where convert(_:to:) puts them, nested and scrolled")
    func transformsMapCorners() {
        let stage = makeStage()
        let parent = view(CGRect(x: 40, y: 60, width: 200, height: 120), .gray, in: stage.window)
        parent.transform = CGAffineTransform(rotationAngle: .pi / 6)
        parent.bounds.origin = CGPoint(x: 7, y: -3)
        let child = view(CGRect(x: 30, y: 20, width: 80, height: 40), .red, in: parent)
        child.transform = CGAffineTransform(scaleX: 1.5, y: 0.5).rotated(by: .pi / 2)

        let items = stage.window.displayList().items
        #expect(items.count == 2)
        for (item, source) in zip(items, [parent, child]) {
            let b = source.bounds
            for corner in [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY),
                CGPoint(x: b.maxX, y: b.maxY),
            ] {
                #expect(close(corner.applying(item.transform), source.convert(corner, to: stage.window)))
            }
            #expect(item.rect == b)
        }
        let box = items[1].windowRect
        let expected = child.convert(child.bounds, to: stage.window)
        #expect(abs(box.width - expected.width) < 1e-9 && abs(box.minY - expected.minY) < 1e-9)
    }

    @Test("A custom layer anchor point moves the view's items with it")
    func anchorPoint() {
        let stage = makeStage()
        let moved = view(CGRect(x: 100, y: 100, width: 40, height: 40), .red, in: stage.window)
        moved.layer.anchorPoint = CGPoint(x: 0, y: 0)
        moved.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let item = stage.window.displayList().items[0]
        #expect(close(CGPoint(x: 10, y: 0).applying(item.transform), moved.convert(CGPoint(x: 10, y: 0), to: nil)))
    }

    @Test("Alpha multiplies down the tree into the colours; alpha above 1 counts as 1")
    func alphaMultiplies() {
        let stage = makeStage()
        let parent = view(CGRect(x: 0, y: 0, width: 100, height: 100), .red, in: stage.window)
        let child = view(CGRect(x: 0, y: 0, width: 50, height: 50), UIColor(white: 1, alpha: 0.8), in: parent)
        parent.alpha = 0.5
        child.alpha = 0.5
        var items = stage.window.displayList().items
        #expect(items.map(\.color.a) == [0.5, 0.2])

        child.alpha = 3
        items = stage.window.displayList().items
        #expect(items.map(\.color.a) == [0.5, 0.4])
    }

    @Test("Hidden views and views with alpha 0 add nothing, nor do their subviews; a view without colour adds none")
    func hiddenAndTransparentSkipped() {
        let stage = makeStage()
        let hidden = view(CGRect(x: 0, y: 0, width: 50, height: 50), .red, in: stage.window)
        _ = view(CGRect(x: 0, y: 0, width: 10, height: 10), .red, in: hidden)
        hidden.isHidden = true
        let invisible = view(CGRect(x: 0, y: 0, width: 50, height: 50), .red, in: stage.window)
        _ = view(CGRect(x: 0, y: 0, width: 10, height: 10), .red, in: invisible)
        invisible.alpha = 0
        let colourless = view(CGRect(x: 100, y: 0, width: 50, height: 50), nil, in: stage.window)
        _ = view(CGRect(x: 5, y: 5, width: 10, height: 10), .blue, in: colourless)
        let label = UILabel(frame: CGRect(x: 0, y: 20, width: 50, height: 20))
        label.text = "hi"
        colourless.addSubview(label)
        _ = view(CGRect(x: 200, y: 0, width: 50, height: 50), .clear, in: stage.window)

        let items = stage.window.displayList().items
        #expect(items.count == 2)
        #expect(items[0].color == DisplayColor(.blue))
        #expect(items[0].transform == CGAffineTransform(translationX: 105, y: 5))
        #expect(items[1].text?.string == "hi")

        stage.window.isHidden = true
        #expect(stage.window.displayList().items.isEmpty)
    }

    @Test("HT-6: clip is the intersection of the clipsToBounds ancestors' boxes in window points, not the view's own")
    func clipping() throws {
        let stage = makeStage()
        let outer = view(CGRect(x: 10, y: 10, width: 200, height: 100), .gray, in: stage.window)
        outer.clipsToBounds = true
        let inner = view(CGRect(x: 150, y: 50, width: 100, height: 100), .red, in: outer)
        inner.clipsToBounds = true
        _ = view(CGRect(x: -20, y: 0, width: 300, height: 10), .blue, in: inner)
        let rotated = view(CGRect(x: 0, y: 200, width: 100, height: 100), nil, in: stage.window)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        rotated.clipsToBounds = true
        _ = view(CGRect(x: 0, y: 0, width: 10, height: 10), .green, in: rotated)

        let items = stage.window.displayList().items
        #expect(items.count == 4)
        #expect(items[0].clip == nil, "a view is not clipped by its own clipsToBounds")
        #expect(items[1].clip == CGRect(x: 10, y: 10, width: 200, height: 100))
        #expect(items[2].clip == CGRect(x: 160, y: 60, width: 50, height: 50))
        let box = try #require(items[3].clip)
        #expect(abs(box.width - 100 * 2.0.squareRoot()) < 1e-9 && abs(box.midY - 250) < 1e-9)
    }

    @Test("A subtree clipped away entirely adds nothing")
    func clippedAway() {
        let stage = makeStage()
        let empty = view(CGRect(x: 10, y: 10, width: 0, height: 100), .red, in: stage.window)
        empty.clipsToBounds = true
        _ = view(CGRect(x: 0, y: 0, width: 50, height: 50), .blue, in: empty)
        let apart = view(CGRect(x: 100, y: 100, width: 50, height: 50), .red, in: stage.window)
        apart.clipsToBounds = true
        let inner = view(CGRect(x: 0, y: 0, width: 50, height: 50), nil, in: apart)
        inner.clipsToBounds = true
        inner.bounds.origin = .zero
        inner.center = CGPoint(x: 500, y: 500)
        _ = view(CGRect(x: 0, y: 0, width: 10, height: 10), .blue, in: inner)

        let items = stage.window.displayList().items
        #expect(items.map(\.color) == [DisplayColor(.red)], "the zero-width view adds nothing, the other only itself")
    }

    @Test("HT-9: a scroll view's contentOffset shifts its content, clipped to the scroll view")
    func scrollOffset() {
        let stage = makeStage()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        #expect(scroll.clipsToBounds, "as in UIKit")
        stage.window.addSubview(scroll)
        _ = view(CGRect(x: 0, y: 80, width: 320, height: 40), .red, in: scroll)
        let before = stage.window.displayList()
        scroll.contentOffset = CGPoint(x: 0, y: 60)
        let after = stage.window.displayList()

        #expect(before.items[0].transform == CGAffineTransform(translationX: 0, y: 180))
        #expect(after.items[0].transform == CGAffineTransform(translationX: 0, y: 120))
        #expect(after.items[0].clip == CGRect(x: 0, y: 100, width: 320, height: 200))
        #expect(before != after)
    }

    @Test("A hierarchy 5,000 views deep lists every view (no recursion)")
    func deepHierarchy() {
        let stage = makeStage()
        var parent: UIView = stage.window
        for _ in 0..<5_000 { parent = view(CGRect(x: 0, y: 0, width: 10, height: 10), .red, in: parent) }
        #expect(stage.window.displayList().items.count == 5_000)
    }
}

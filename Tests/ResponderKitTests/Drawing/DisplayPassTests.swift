// The display pass (docs/spec-drawing.md DR-10 to DR-12): `draw(_:)` called with the dirty rectangle in a current
// context, what it drew kept as the layer's contents; the window's pass draws new and marked views in painter's
// order; UIColor and UIBezierPath draw into the context.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Display pass")
struct DisplayPassTests {
    @Test("DR-10: layer.displayIfNeeded() calls draw(_:) once with the union of the marked rectangles, clipped to it")
    func drawCalledWithTheDirtyRect() throws {
        let stage = Stage()
        let canvas = stage.add(CanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 80)))
        canvas.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(canvas.layer.needsDisplay())
        canvas.layer.displayIfNeeded()
        canvas.layer.displayIfNeeded()
        #expect(canvas.drawnRects == [CGRect(x: 0, y: 0, width: 30, height: 30)])
        #expect(canvas.contexts.first??.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(!canvas.layer.needsDisplay())
        #expect(UIGraphicsGetCurrentContext() == nil, "the context is current only during draw(_:)")
        let drawing = try #require(canvas.recordedDrawing)
        #expect(drawing.commands.count == 2)
        #expect(drawing.operations[0].fillRect?.0 == CGRect(x: 10, y: 10, width: 80, height: 60))
        #expect(drawing.operations[0].fillRect?.1 == recordedColor(.red))
        #expect(drawing.operations[1].strokeInfo?.2 == recordedColor(.blue))
        #expect(drawing.commands.allSatisfy { $0.clip?.rect == CGRect(x: 0, y: 0, width: 30, height: 30) })
        let image = try #require(canvas.layer.contents as? CGImage)
        #expect(image.width == 300 && image.height == 240, "the contents are at the screen's scale")

        canvas.setNeedsDisplay(CGRect(x: 500, y: 500, width: 10, height: 10))
        canvas.layer.displayIfNeeded()
        #expect(canvas.drawnRects.count == 1, "a rectangle outside the bounds draws nothing")
    }

    @Test("DR-10: a partial pass keeps what lies outside its rectangle, clears it, and never grows the list")
    func partialPasses() throws {
        let stage = Stage()
        let canvas = stage.add(CanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 80)))
        canvas.setNeedsDisplay()
        canvas.layer.displayIfNeeded()
        #expect(canvas.recordedDrawing?.commands.count == 2)
        let dirty = CGRect(x: 40, y: 40, width: 20, height: 20)
        canvas.setNeedsDisplay(dirty)
        canvas.layer.displayIfNeeded()
        let once = try #require(canvas.recordedDrawing)
        #expect(once.commands.count == 5, "two kept, the clear, two new")
        #expect(once.operations[2].clearedRect == dirty)
        canvas.setNeedsDisplay(dirty)
        canvas.layer.displayIfNeeded()
        #expect(canvas.recordedDrawing?.commands.count == 5, "the earlier partial drawing is replaced")
        canvas.clearsContextBeforeDrawing = false
        canvas.setNeedsDisplay(dirty)
        canvas.layer.displayIfNeeded()
        #expect(canvas.recordedDrawing?.commands.count == 4, "no clear")
        canvas.setNeedsDisplay()
        canvas.layer.displayIfNeeded()
        #expect(canvas.recordedDrawing?.commands.count == 2, "a full pass starts over")
        #expect(canvas.drawnRects == [canvas.bounds, dirty, dirty, dirty, canvas.bounds])
    }

    @Test(
        "DR-11: the window's pass draws new views once in painter's order, skips hidden ones and views that draw nothing"
    )
    func windowDisplayPass() {
        let stage = Stage()
        var order: [String] = []
        let back = stage.add(CanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let child = stage.add(CanvasView(frame: CGRect(x: 10, y: 10, width: 40, height: 40)), to: back)
        let front = stage.add(CanvasView(frame: CGRect(x: 50, y: 50, width: 100, height: 100)))
        let hidden = stage.add(CanvasView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        let plain = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        hidden.isHidden = true
        for (view, name) in [(back, "back"), (child, "child"), (front, "front"), (hidden, "hidden")] {
            view.accessibilityIdentifier = name
            view.sharedLog = { order.append($0) }
        }
        stage.window.runDisplayPass()
        #expect(order == ["back", "child", "front"])
        #expect(back.drawnRects == [back.bounds])
        #expect(plain.existingLayer?.contents == nil)
        #expect(UIApplication.shared.nonDrawingViewClasses.contains(ObjectIdentifier(UIView.self)))
        stage.window.runDisplayPass()
        #expect(order.count == 3, "nothing is marked: nothing is drawn again")
        hidden.isHidden = false
        child.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        stage.window.runDisplayPass()
        #expect(order == ["back", "child", "front", "child", "hidden"])
        #expect(child.drawnRects.last == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("DR-11: contentMode .redraw redraws after a bounds size change; other modes keep their drawing")
    func redrawContentMode() {
        let stage = Stage()
        let redrawn = stage.add(CanvasView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let kept = stage.add(CanvasView(frame: CGRect(x: 0, y: 60, width: 50, height: 50)))
        redrawn.contentMode = .redraw
        stage.window.runDisplayPass()
        redrawn.frame.size = CGSize(width: 80, height: 40)
        kept.frame.size = CGSize(width: 80, height: 40)
        stage.window.runDisplayPass()
        #expect(
            redrawn.drawnRects == [
                CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 0, width: 80, height: 40),
            ])
        #expect(kept.drawnRects == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        #expect(redrawn.recordedDrawing?.operations.first?.fillRect?.0 == CGRect(x: 10, y: 10, width: 60, height: 20))
    }

    @Test("DR-12: UIBezierPath strokes with its own line style and the context's stroke colour; addClip clips")
    func bezierPathInTheContext() throws {
        let list = recorded { _ in
            UIColor.green.set()
            let path = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 50, height: 30), cornerRadius: 5)
            path.lineWidth = 4
            path.lineCapStyle = .square
            path.setLineDash([3, 1], count: 2, phase: 0)
            path.stroke()
            path.addClip()
            let context = UIGraphicsGetCurrentContext()
            #expect(context?.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 50, height: 30))
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
            path.fill(with: .multiply, alpha: 0.5)
        }
        #expect(list.commands.count == 3)
        let stroke = try #require(list.operations[0].strokeInfo)
        #expect(stroke.1 == DrawingStrokeStyle(width: 4, cap: .square, join: .miter, dashLengths: [3, 1]))
        #expect(stroke.2 == recordedColor(.green))
        #expect(list.commands[1].clip?.paths.count == 1)
        #expect(list.commands[1].clip?.contains(CGPoint(x: 11, y: 11)) == false, "the rounded corner is clipped")
        #expect(list.commands[2].blendMode == .multiply && list.commands[2].alpha == 0.5)
        #expect(list.operations[2].fillRect?.1 == recordedColor(.red))
    }

    @Test("DR-22: the window's display list carries each view's drawing and its standalone layers', at its opacity")
    func drawingInTheDisplayList() throws {
        let stage = Stage()
        let canvas = stage.add(CanvasView(frame: CGRect(x: 20, y: 30, width: 100, height: 80)))
        canvas.alpha = 0.5
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        canvas.layer.addSublayer(gradient)
        let before = stage.window.displayList().items.filter { $0.drawing != nil }
        #expect(before.count == 1, "only the gradient, which draws itself, before the pass")
        stage.window.runDisplayPass()
        let drawn = stage.window.displayList().items.filter { $0.drawing != nil }
        #expect(drawn.count == 2)
        let contents = try #require(drawn.first)
        #expect(contents.windowRect == CGRect(x: 20, y: 30, width: 100, height: 80))
        #expect(contents.drawing?.commands.count == 2)
        #expect(contents.drawing?.commands.allSatisfy { $0.alpha == 0.5 } == true)
        #expect(drawn[1].windowRect == CGRect(x: 30, y: 40, width: 40, height: 20), "the layer's frame in the window")
        guard case .linearGradient = drawn[1].drawing?.commands.first?.operation else {
            Issue.record("expected the gradient")
            return
        }
        canvas.frame.size = CGSize(width: 200, height: 80)
        let stretched = try #require(stage.window.displayList().items.first { $0.drawing != nil })
        #expect(stretched.windowRect == CGRect(x: 20, y: 30, width: 200, height: 80))
        let fill = try #require(stretched.drawing?.operations.first?.fillRect?.0)
        #expect(fill.applying(stretched.transform) == CGRect(x: 40, y: 40, width: 160, height: 60), "stretched")
    }
}

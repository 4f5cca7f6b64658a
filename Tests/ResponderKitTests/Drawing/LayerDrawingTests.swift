// Layers that draw and layers that are hit (docs/spec-drawing.md DR-17 to DR-21): gradient and shape layers'
// recorded drawing, CALayer.hitTest(_:) and contains(_:) as custom controls use them, custom layer classes written
// as for iOS, and standalone layers' draw(in:).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A shape layer hit only inside its path, with its own initializers, as iOS code writes it.
private final class RingLayer: CAShapeLayer {
    var setUpBy: String?

    override init() {
        super.init()
        setUpBy = "init()"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBy = "init(coder:)"
    }

    override func contains(_ p: CGPoint) -> Bool { path?.contains(p) ?? false }
}

/// A plain layer subclass, with no initializers of its own.
private final class PlainLayer: CALayer {
    var note = "default"
}

/// A layer whose `init?(coder:)` fails, as many iOS subclasses' do.
private final class FailingLayer: CALayer {
    override init() { super.init() }
    required init?(coder: NSCoder) { nil }
}

/// A custom layer that draws a filled rectangle.
private final class SwatchLayer: CALayer {
    var drawCount = 0

    override func draw(in ctx: CGContext) {
        drawCount += 1
        #expect(UIGraphicsGetCurrentContext() === ctx)
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(bounds.insetBy(dx: 2, dy: 2))
    }
}

private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

private final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
}

private final class PlainLayerView: UIView {
    override class var layerClass: AnyClass { PlainLayer.self }
}

private final class FailingLayerView: UIView {
    override class var layerClass: AnyClass { FailingLayer.self }
}

/// A delegate that draws a stroke, or provides contents itself.
@MainActor
private final class LayerPainter: CALayerDelegate {
    var provides: CGImage?

    func display(_ layer: CALayer) {
        if let provides { layer.contents = provides }
    }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setStrokeColor(UIColor.red.cgColor)
        ctx.stroke(layer.bounds)
    }
}

@MainActor
@Suite("Layer drawing and hit-testing")
struct LayerDrawingTests {
    @Test("DR-17: a gradient layer draws its CGColors at their locations from startPoint to endPoint over its bounds")
    func gradientLayer() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let layer = try #require(view.layer as? CAGradientLayer)
        #expect(layer.colors == nil && layer.locations == nil && layer.type == .axial)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.recordedDrawing() == nil, "no colours, nothing drawn")
        layer.colors = [UIColor.red.cgColor, "not a colour", UIColor.blue.cgColor]
        layer.locations = [0.25, 0.75]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        let axial = try #require(layer.recordedDrawing()?.commands.first)
        guard case .linearGradient(let gradient, let start, let end, _) = axial.operation else {
            Issue.record("expected a linear gradient, got \(axial.operation)")
            return
        }
        #expect(gradient.colors == [UIColor.red.cgColor, UIColor.blue.cgColor])
        #expect(gradient.locations == [0.25, 0.75])
        #expect(start == CGPoint(x: 0, y: 50) && end == CGPoint(x: 200, y: 50))
        #expect(axial.clip?.rect == CGRect(x: 0, y: 0, width: 200, height: 100))
        layer.type = .radial
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        guard
            case .radialGradient(_, let center, 0, _, let radius, _) = layer.recordedDrawing()?.commands.first?
                .operation
        else {
            Issue.record("expected a radial gradient")
            return
        }
        #expect(center == CGPoint(x: 100, y: 50) && radius == 100)
    }

    @Test("DR-18: a shape layer fills its path, then strokes it between strokeStart and strokeEnd with its line style")
    func shapeLayer() throws {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 10), transform: nil)
        layer.strokeColor = UIColor.blue.cgColor
        layer.lineWidth = 3
        layer.lineCap = .round
        layer.strokeEnd = 0.5
        let operations = try #require(layer.recordedDrawing()?.operations)
        #expect(operations.count == 2)
        #expect(operations[0].fillRect?.0 == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(operations[0].fillRect?.1 == DisplayColor(r: 0, g: 0, b: 0, a: 1), "opaque black by default")
        let stroke = try #require(operations[1].strokeInfo)
        // Half of the 100-point perimeter: along the top (40) and 10 down the right side.
        #expect(stroke.0 == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(stroke.1.width == 3 && stroke.1.cap == .round)
        layer.fillColor = nil
        layer.strokeEnd = 0.2
        let short = try #require(layer.recordedDrawing()?.operations)
        #expect(short.count == 1)
        #expect(short[0].strokeInfo?.0 == CGRect(x: 0, y: 0, width: 20, height: 0))
    }

    @Test("DR-19: hitTest finds the deepest layer through transforms, honours bounds, masks, hiding and contains(_:)")
    func layerHitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let panel = CALayer()
        panel.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        root.addSublayer(panel)
        let ring = RingLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        panel.addSublayer(ring)
        let plainShape = CAShapeLayer()
        plainShape.frame = CGRect(x: 150, y: 0, width: 50, height: 50)
        plainShape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        root.addSublayer(plainShape)

        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === ring, "inside the ring's circle")
        #expect(root.hitTest(CGPoint(x: 102, y: 102)) === panel, "the ring's corner is outside its path")
        #expect(root.hitTest(CGPoint(x: 151, y: 1)) === plainShape, "a plain shape layer is hit on its bounds")
        #expect(root.hitTest(CGPoint(x: 400, y: 400)) == nil)
        panel.setAffineTransform(CGAffineTransform(translationX: 50, y: 0))
        #expect(root.hitTest(CGPoint(x: 200, y: 150)) === ring, "the transform moves the ring")
        #expect(root.hitTest(CGPoint(x: 120, y: 150)) === root)
        ring.isHidden = true
        #expect(root.hitTest(CGPoint(x: 200, y: 150)) === panel, "hidden layers are skipped")
        ring.isHidden = false
        ring.position = CGPoint(x: 150, y: 50)
        #expect(root.hitTest(CGPoint(x: 250, y: 150)) === ring, "sublayers reach outside an unmasked layer")
        panel.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 250, y: 150)) === root, "a masking layer cuts off its sublayers")
        #expect(ring.contains(CGPoint(x: 50, y: 50)) && !ring.contains(CGPoint(x: 2, y: 2)))
    }

    @Test("DR-20: layer subclasses written for iOS compile and back views; a failing init(coder:) falls back")
    func customLayerClasses() {
        let made = RingLayer()
        #expect(made.setUpBy == "init()")
        let ringView = RingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect((ringView.layer as? RingLayer)?.setUpBy == "init(coder:)")
        #expect(ringView.layer.bounds == ringView.bounds, "the layer is the view's")
        #expect((PlainLayerView().layer as? PlainLayer)?.note == "default")
        let fallback = FailingLayerView().layer
        #expect(type(of: fallback) == CALayer.self)
        #expect(CALayer(coder: NSKeyedArchiver(requiringSecureCoding: false)) == nil, "archives are not supported")
    }

    @Test("DR-21: a marked standalone layer records draw(in:) or its delegate's drawing; display(_:) contents win")
    func standaloneLayerDisplay() throws {
        let stage = Stage()
        let host = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let swatch = SwatchLayer()
        swatch.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        host.layer.addSublayer(swatch)
        stage.window.runDisplayPass()
        #expect(swatch.drawCount == 0, "a new layer is not displayed until it is marked")
        swatch.setNeedsDisplay()
        stage.window.runDisplayPass()
        #expect(swatch.drawCount == 1)
        let drawing = try #require((swatch.contents as? CGImage)?.drawing)
        #expect(drawing.operations.first?.fillRect?.0 == CGRect(x: 2, y: 2, width: 16, height: 16))
        #expect(swatch.recordedDrawing() == drawing)

        let painter = LayerPainter()
        let painted = CALayer()
        painted.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        painted.delegate = painter
        painted.setNeedsDisplay()
        painted.displayIfNeeded()
        #expect((painted.contents as? CGImage)?.drawing?.operations.first?.strokeInfo?.2 == recordedColor(.red))
        let provided = try #require(UIImage(size: CGSize(width: 1, height: 1)).cgImage)
        painter.provides = provided
        painted.setNeedsDisplay()
        painted.displayIfNeeded()
        #expect((painted.contents as? CGImage) === provided)
    }
}

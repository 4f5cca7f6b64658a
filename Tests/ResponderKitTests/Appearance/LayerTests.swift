// CALayer stand-in (issue 12): a view's layer is the view's geometry and visibility — one source of truth, read and
// written from either side — while a standalone layer stores its own; layer trees, hit-testing and conversion;
// Core Animation animations and transactions on the application's clock.

import Foundation
import Testing

@testable import ResponderKit

/// A view backed by a shape layer, as UIKit code declares it.
private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

/// A layer subclass with its own initializer, as real code writes it.
private final class BadgeLayer: CALayer {
    var count = 0

    override init() {
        super.init()
        cornerRadius = 8
    }

    required init?(coder: NSCoder) { nil }
}

/// Records what animations report to their delegate.
@MainActor
private final class AnimationLog: CAAnimationDelegate {
    var lines: [String] = []

    func animationDidStart(_ anim: CAAnimation) {
        lines.append("start \((anim as? CAPropertyAnimation)?.keyPath ?? "?")")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        lines.append("stop \((anim as? CAPropertyAnimation)?.keyPath ?? "?") \(flag)")
    }
}

@MainActor
struct LayerTests {
    // MARK: One source of truth

    @Test("A view's layer position is the view's centre, both ways")
    func positionIsCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.layer.position = CGPoint(x: 200, y: 100)
        #expect(view.center == CGPoint(x: 200, y: 100))
        #expect(view.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        view.center = CGPoint(x: 5, y: 6)
        #expect(view.layer.position == CGPoint(x: 5, y: 6))
    }

    @Test("Opacity is alpha, isHidden is isHidden, masksToBounds is clipsToBounds, both ways — and hit-testing follows")
    func visibilityIsTheViewsOwn() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(view)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.alpha = 0.75
        #expect(view.layer.opacity == 0.75)
        view.layer.opacity = 0
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent, "HT-3 through the layer")
        view.layer.opacity = 1
        view.layer.isHidden = true
        #expect(view.isHidden)
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent, "HT-2 through the layer")
        view.isHidden = false
        #expect(!view.layer.isHidden)
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
    }

    @Test("Bounds, frame, transform and background colour of a view's layer are the view's")
    func geometryAndColorAreTheViews() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.bounds = CGRect(x: 0, y: 10, width: 40, height: 40)
        #expect(view.bounds == CGRect(x: 0, y: 10, width: 40, height: 40))
        view.layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.layer.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        view.layer.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        #expect(view.layer.transform == CATransform3DRotate(perspective, .pi / 4, 0, 1, 0), "kept for a backend")
        #expect(
            view.transform == CATransform3DGetAffineTransform(view.layer.transform), "the view keeps its affine part")
        view.transform = .identity
        #expect(CATransform3DIsIdentity(view.layer.transform))
        view.backgroundColor = .systemRed
        #expect(view.layer.backgroundColor == UIColor.systemRed.cgColor)
        view.layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(view.backgroundColor == .blue)
    }

    @Test("A custom anchor point keeps the position and moves the frame; hit-testing follows the frame")
    func anchorPointMovesTheFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.addSubview(view)
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 150, y: 150))
        #expect(view.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
        #expect(parent.hitTest(CGPoint(x: 120, y: 120), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 240, y: 240), with: nil) === view)
        // A transform turns about the anchor point: scaling by 2 keeps the top-left corner where it is.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 150, y: 150, width: 200, height: 200))
        #expect(view.center == CGPoint(x: 150, y: 150))
        #expect(view.convert(CGPoint.zero, to: parent) == CGPoint(x: 150, y: 150))
        // Resizing keeps the position too.
        view.transform = .identity
        view.bounds.size = CGSize(width: 10, height: 10)
        #expect(view.frame == CGRect(x: 150, y: 150, width: 10, height: 10))
    }

    @Test("A standalone layer stores its own geometry and visibility")
    func standaloneLayerStoresItsOwn() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(layer.position == CGPoint(x: 30, y: 20))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 30, y: 20, width: 40, height: 20))
        layer.opacity = 0.5
        layer.isHidden = true
        #expect(layer.opacity == 0.5)
        #expect(layer.isHidden)
        #expect(layer.contentsScale == 1)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    }

    @Test("layerClass decides the layer's class; one layer per view; a layer outliving its view keeps the geometry")
    func layerClassAndLifetime() {
        let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(shape.layer is CAShapeLayer)
        #expect(shape.layer === shape.layer)
        shape.shapeLayer.path = UIBezierPath(ovalIn: shape.bounds).cgPath
        #expect(shape.shapeLayer.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(shape.layer.delegate === shape)
        var layer: CALayer?
        do {
            let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            view.alpha = 0.5
            layer = view.layer
        }
        #expect(layer?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(layer?.opacity == 0.5)
        #expect(layer?.hostView == nil)
        let badge = BadgeLayer()
        #expect(badge.cornerRadius == 8)
    }

    // MARK: Trees

    @Test("A view's sublayers are its subviews' layers, then its own; view layers move with their views")
    func sublayersFollowSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        let badge = CALayer()
        parent.layer.addSublayer(badge)
        #expect(
            parent.layer.sublayers?.map(ObjectIdentifier.init) == [
                ObjectIdentifier(child.layer), ObjectIdentifier(badge),
            ])
        #expect(badge.superlayer === parent.layer)
        #expect(child.layer.superlayer === parent.layer)
        let other = UIView()
        parent.layer.addSublayer(other.layer)
        #expect(other.superview === parent, "adding a view's layer adds the view")
        other.layer.removeFromSuperlayer()
        #expect(other.superview == nil)
        badge.removeFromSuperlayer()
        #expect(parent.layer.sublayers?.count == 1)
        #expect(CALayer().sublayers == nil)
    }

    @Test("Layer hit-testing takes points in superlayer coordinates, skips hidden layers and follows masksToBounds")
    func layerHitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 40, y: 40, width: 30, height: 30)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === child)
        #expect(root.hitTest(CGPoint(x: 115, y: 115)) === grandchild, "sublayers are not clipped by default")
        child.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 115, y: 115)) === root)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 60)) == nil)
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 90, y: 90))
        #expect(root.convert(CGPoint(x: 90, y: 90), to: grandchild) == .zero)
        #expect(child.contains(CGPoint(x: 0, y: 0)))
        #expect(!child.contains(CGPoint(x: 50, y: 10)))
    }

    // MARK: Animations

    @Test("A layer animation starts and stops on the application's clock; its delegate gets the layer's copy")
    func animationCallbacksOnTheClock() {
        let stage = ControlFixtures.Stage()
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let log = AnimationLog()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        animation.duration = 0.5
        animation.repeatCount = 2
        animation.delegate = log
        view.layer.add(animation, forKey: "fade")
        #expect(view.layer.animation(forKey: "fade") !== animation)
        #expect(log.lines.isEmpty)
        stage.sim.advance(by: 0.01)
        #expect(log.lines == ["start opacity"])
        stage.sim.advance(by: 0.98)
        #expect(view.layer.animationKeys() == ["fade"])
        stage.sim.advance(by: 0.01)
        #expect(log.lines == ["start opacity", "stop opacity true"])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Removing an animation stops it unfinished; a kept animation stays after it finishes")
    func removalAndKeptAnimations() {
        let stage = ControlFixtures.Stage()
        let view = stage.add(UIView())
        let log = AnimationLog()
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.delegate = log
        spin.repeatCount = .infinity
        view.layer.add(spin, forKey: "spin")
        stage.sim.advance(by: 100)
        #expect(log.lines == ["start transform.rotation"])
        view.layer.removeAnimation(forKey: "spin")
        #expect(log.lines.last == "stop transform.rotation false")
        let kept = CAKeyframeAnimation(keyPath: "position")
        kept.values = [CGPoint.zero, CGPoint(x: 1, y: 1)]
        kept.isRemovedOnCompletion = false
        view.layer.add(kept, forKey: "kept")
        stage.sim.advance(by: 0.25)
        #expect(view.layer.animationKeys() == ["kept"], "the default duration is the transaction's 0.25 s")
        view.layer.removeAllAnimations()
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("CATransaction: nesting, duration, disabled actions, and a completion after its animations")
    func transactions() {
        let stage = ControlFixtures.Stage()
        let view = stage.add(UIView())
        var done = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { done += 1 }
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.disableActions())
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "opacity"), CASpringAnimation(keyPath: "position")]
        view.layer.add(group, forKey: nil)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(done == 0)
        stage.sim.advance(by: 1.9)
        #expect(done == 0)
        stage.sim.advance(by: 0.1)
        #expect(done == 1)
    }

    @Test("Timing functions, transforms and springs have Core Animation's values")
    func coreAnimationValues() {
        var point = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(rotation)
        let expected = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
        #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(moved.m41 == 20, "the translation is applied before the scale")
        let inverse = CATransform3DInvert(moved)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(moved, inverse)))
        #expect(CATransform3DMakeAffineTransform(.identity) == CATransform3DIdentity)
        let spring = CASpringAnimation(keyPath: "position")
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 2)
    }
}

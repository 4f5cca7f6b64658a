// UIEdgeInsets, NSDirectionalEdgeInsets and CGRect.inset(by:) (UIGeometry): UIKit's arithmetic, and the hit-area
// recipe that uses it (HT-7).

import Foundation
import Testing

@testable import ResponderKit

/// A button whose touch area is its bounds grown by `touchAreaInsets` (negative insets), a common UIKit recipe.
private final class InsetTouchAreaButton: UIButton {
    var touchAreaInsets = UIEdgeInsets.zero

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.inset(by: touchAreaInsets).contains(point)
    }
}

@MainActor
@Suite("Edge insets")
struct EdgeInsetsTests {
    @Test("inset(by:) moves the origin by left and top and shrinks the size by both sums, as UIEdgeInsetsInsetRect")
    func insetArithmetic() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: .zero) == rect)
        #expect(rect.inset(by: UIEdgeInsets()) == rect)
        let grown = rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        #expect(grown == CGRect(x: 5, y: 15, width: 110, height: 60))
    }

    @Test("inset(by:) does not standardize: insets larger than the rectangle give a negative size")
    func oversizedInsets() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let result = rect.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(result.origin == CGPoint(x: 8, y: 8))
        #expect(result.size == CGSize(width: -6, height: -6))
    }

    @Test("insets compare and hash by value, and describe themselves as UIKit's string functions do")
    func insetValues() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
        #expect(Set([insets, insets, .zero]).count == 2)
        #expect(UIEdgeInsets() == .zero)
        #expect(insets.description == "{1.0, 2.0, 3.0, 4.0}")

        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(directional != .zero)
        #expect(NSDirectionalEdgeInsets() == .zero)
        #expect(directional.description == "{1.0, 2.0, 3.0, 4.0}")
    }

    @Test("HT-7: a button whose point(inside:) uses bounds.inset(by:) with negative insets is hit around its frame")
    func insetTouchArea() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let sim = EventSimulator(application: app)
        let button = InsetTouchAreaButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        button.touchAreaInsets = UIEdgeInsets(top: -10, left: -20, bottom: -10, right: -20)
        window.addSubview(button)

        #expect(try sim.tap(at: CGPoint(x: 81, y: 122), in: window).view === button)
        sim.advance(by: 1)
        #expect(try sim.tap(at: CGPoint(x: 122, y: 91), in: window).view === button)
        sim.advance(by: 1)
        // 21 points to the side, or 11 points above, is outside.
        #expect(try sim.tap(at: CGPoint(x: 79, y: 122), in: window).view === window)
        sim.advance(by: 1)
        #expect(try sim.tap(at: CGPoint(x: 122, y: 89), in: window).view === window)
    }
}

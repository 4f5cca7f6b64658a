// The hit-testing recipes app developers write, as they write them (HT-7): an enlarged hit area (two ways), a
// pass-through overlay and a round button. Each is tested with simulated taps in a window.

import Foundation
import Testing

@testable import ResponderKit

/// Enlarges its hit area by 20 points on every side through `point(inside:with:)`.
private final class PointInsideEnlargedButton: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// Enlarges its hit area by 20 points on every side through `hitTest(_:with:)`, keeping UIKit's exclusions.
private final class HitTestEnlargedButton: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01 else { return nil }
        return bounds.insetBy(dx: -20, dy: -20).contains(point) ? self : nil
    }
}

/// Covers the screen but only takes touches on its subviews.
private final class PassThroughOverlay: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }
}

/// A round button: only the inscribed circle is inside.
private final class CircleButton: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let radius = min(bounds.width, bounds.height) / 2
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        return dx * dx + dy * dy <= radius * radius
    }
}

/// Which override enlarges the hit area.
enum HitAreaEnlargementStyle: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case pointInside
    case hitTest

    var testDescription: String { rawValue }

    @MainActor
    func makeButton(frame: CGRect) -> UIView {
        switch self {
        case .pointInside: PointInsideEnlargedButton(frame: frame)
        case .hitTest: HitTestEnlargedButton(frame: frame)
        }
    }
}

/// A visible window of a fresh application, with a simulator for it.
@MainActor
private struct Screen {
    let app = UIApplication()
    let sim: EventSimulator
    let window: UIWindow

    init() {
        sim = EventSimulator(application: app)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
    }

    /// The view a tap at `point` (window coordinates) binds to.
    func viewTapped(at point: CGPoint) throws -> UIView? {
        sim.advance(by: 1)
        return try sim.tap(at: point, in: window).view
    }
}

@MainActor
struct HitAreaRecipeTests {
    @Test(
        "HT-7: a 44-point button enlarged by 20 points is hit up to 20 points outside its frame",
        arguments: HitAreaEnlargementStyle.allCases)
    func enlargedButtonIsHitAroundItsFrame(_ style: HitAreaEnlargementStyle) throws {
        let screen = Screen()
        let button = style.makeButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        screen.window.addSubview(button)

        #expect(try screen.viewTapped(at: CGPoint(x: 122, y: 122)) === button)
        #expect(try screen.viewTapped(at: CGPoint(x: 85, y: 85)) === button)
        #expect(try screen.viewTapped(at: CGPoint(x: 163, y: 122)) === button)
        #expect(try screen.viewTapped(at: CGPoint(x: 122, y: 80)) === button)
        // 20 points past the max edge is the first point outside; 25 points away is outside.
        #expect(try screen.viewTapped(at: CGPoint(x: 164, y: 122)) === screen.window)
        #expect(try screen.viewTapped(at: CGPoint(x: 75, y: 75)) === screen.window)
    }

    @Test(
        "HT-7: a hidden enlarged button takes nothing, even in its enlarged area",
        arguments: HitAreaEnlargementStyle.allCases)
    func hiddenEnlargedButtonTakesNothing(_ style: HitAreaEnlargementStyle) throws {
        let screen = Screen()
        let button = style.makeButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        screen.window.addSubview(button)
        button.isHidden = true
        #expect(try screen.viewTapped(at: CGPoint(x: 122, y: 122)) === screen.window)
        #expect(try screen.viewTapped(at: CGPoint(x: 90, y: 90)) === screen.window)
    }

    @Test(
        "HT-7 with HT-6: the enlarged area still stops at the superview's bounds",
        arguments: HitAreaEnlargementStyle.allCases)
    func enlargedAreaStopsAtTheSuperview(_ style: HitAreaEnlargementStyle) throws {
        let screen = Screen()
        let toolbar = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        let button = style.makeButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        screen.window.addSubview(toolbar)
        toolbar.addSubview(button)
        // 10 points right of the button, inside the toolbar: enlarged area.
        #expect(try screen.viewTapped(at: CGPoint(x: 54, y: 222)) === button)
        // 10 points above the button: enlarged area, but above the toolbar, so never asked.
        #expect(try screen.viewTapped(at: CGPoint(x: 22, y: 190)) === screen.window)
    }

    @Test("HT-7: an enlarged area in front wins over a neighbour behind it, and loses to one in front")
    func enlargedAreaAndNeighbours() throws {
        let screen = Screen()
        let behind = UIView(frame: CGRect(x: 150, y: 100, width: 44, height: 44))
        let button = PointInsideEnlargedButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        let inFront = UIView(frame: CGRect(x: 100, y: 150, width: 44, height: 44))
        screen.window.addSubview(behind)
        screen.window.addSubview(button)
        screen.window.addSubview(inFront)
        #expect(try screen.viewTapped(at: CGPoint(x: 155, y: 120)) === button)
        #expect(try screen.viewTapped(at: CGPoint(x: 120, y: 155)) === inFront)
        #expect(try screen.viewTapped(at: CGPoint(x: 170, y: 120)) === behind)
    }

    @Test("HT-7: a pass-through overlay takes touches on its subviews and lets every other touch through")
    func passThroughOverlay() throws {
        let screen = Screen()
        let button = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        let overlay = PassThroughOverlay(frame: screen.window.bounds)
        let toast = UIView(frame: CGRect(x: 20, y: 400, width: 280, height: 60))
        let toastAction = UIView(frame: CGRect(x: 200, y: 10, width: 70, height: 40))
        screen.window.addSubview(button)
        screen.window.addSubview(overlay)
        overlay.addSubview(toast)
        toast.addSubview(toastAction)

        #expect(try screen.viewTapped(at: CGPoint(x: 50, y: 40)) === button)
        #expect(try screen.viewTapped(at: CGPoint(x: 100, y: 420)) === toast)
        #expect(try screen.viewTapped(at: CGPoint(x: 250, y: 430)) === toastAction)
        #expect(try screen.viewTapped(at: CGPoint(x: 200, y: 200)) === screen.window)
    }

    @Test("HT-7: a pass-through overlay lets a touch through even where its subview passes it on")
    func passThroughOverlayWithNestedPassThrough() throws {
        let screen = Screen()
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let overlay = PassThroughOverlay(frame: screen.window.bounds)
        let innerOverlay = PassThroughOverlay(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let chip = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        screen.window.addSubview(button)
        screen.window.addSubview(overlay)
        overlay.addSubview(innerOverlay)
        innerOverlay.addSubview(chip)
        #expect(try screen.viewTapped(at: CGPoint(x: 20, y: 20)) === chip)
        #expect(try screen.viewTapped(at: CGPoint(x: 100, y: 100)) === button)
    }

    @Test("HT-7: a round button is hit inside its circle only, not in the corners of its frame")
    func roundButton() throws {
        let screen = Screen()
        let circle = CircleButton(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        screen.window.addSubview(circle)
        #expect(try screen.viewTapped(at: CGPoint(x: 100, y: 100)) === circle)
        #expect(try screen.viewTapped(at: CGPoint(x: 100, y: 51)) === circle)
        // Corners of the frame, outside the circle: 45² + 45² > 50².
        #expect(try screen.viewTapped(at: CGPoint(x: 55, y: 55)) === screen.window)
        #expect(try screen.viewTapped(at: CGPoint(x: 145, y: 145)) === screen.window)
        // On the diagonal, 35² + 35² = 2450 ≤ 50² is inside and 36² + 36² = 2592 is not.
        #expect(try screen.viewTapped(at: CGPoint(x: 135, y: 135)) === circle)
        #expect(try screen.viewTapped(at: CGPoint(x: 136, y: 136)) === screen.window)
    }

    @Test("HT-7 with HT-2: a subview in the corner of a round button is out of reach")
    func subviewInTheCornerOfARoundButton() throws {
        let screen = Screen()
        let circle = CircleButton(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let cornerBadge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let centreIcon = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        screen.window.addSubview(circle)
        circle.addSubview(cornerBadge)
        circle.addSubview(centreIcon)
        #expect(try screen.viewTapped(at: CGPoint(x: 55, y: 55)) === screen.window)
        #expect(try screen.viewTapped(at: CGPoint(x: 100, y: 100)) === centreIcon)
    }
}

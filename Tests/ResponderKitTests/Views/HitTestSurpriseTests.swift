// Spec SP-1, SP-2, SP-7 and SP-16: the hit-testing surprises developers report, reproduced with simulated taps.
//
// A `TapTarget` stands in for a button: it records the touches it is sent. Each test shows the surprise, then
// the fix the spec names, on the same hierarchy.

import Foundation
import Testing

@testable import ResponderKit

/// A view that records how many touches began and ended on it, without forwarding them.
private final class TapTarget: UIView {
    var began = 0
    var ended = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A visible window of a fresh application, with a simulator for it.
@MainActor
private struct Stage {
    let app = UIApplication()
    let sim: EventSimulator
    let window: UIWindow

    init() {
        sim = EventSimulator(application: app)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
    }

    /// Taps at `point` (window coordinates) and returns the view the touch was bound to.
    func tap(_ point: CGPoint) throws -> UIView? {
        sim.advance(by: 1)
        return try sim.tap(at: point, in: window).view
    }
}

/// The two non-interactive containers of SP-1.
enum HitInertContainer: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case imageView
    case label

    var testDescription: String { rawValue }

    @MainActor
    func make(frame: CGRect) -> UIView {
        switch self {
        case .imageView: UIImageView(frame: frame)
        case .label: UILabel(frame: frame)
        }
    }
}

/// The ways SP-7 makes a view untouchable.
enum HitInvisibility: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case hidden
    case alphaZero
    case alphaBelowThreshold

    var testDescription: String { rawValue }

    @MainActor
    func apply(to view: UIView) {
        switch self {
        case .hidden: view.isHidden = true
        case .alphaZero: view.alpha = 0
        case .alphaBelowThreshold: view.alpha = 0.005
        }
    }
}

@MainActor
struct HitTestSurpriseTests {
    @Test(
        "SP-1: a button inside an image view or label cannot be tapped until the container takes interaction",
        arguments: HitInertContainer.allCases)
    func buttonInsideInertContainer(_ kind: HitInertContainer) throws {
        let stage = Stage()
        let container = kind.make(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
        let button = TapTarget(frame: CGRect(x: 100, y: 80, width: 80, height: 40))
        container.addSubview(button)
        stage.window.addSubview(container)

        #expect(!container.isUserInteractionEnabled)
        #expect(try stage.tap(CGPoint(x: 140, y: 200)) === stage.window)
        #expect(button.began == 0 && button.ended == 0)

        container.isUserInteractionEnabled = true
        #expect(try stage.tap(CGPoint(x: 140, y: 200)) === button)
        #expect(button.began == 1 && button.ended == 1)
        // Outside the button the container itself now takes the tap.
        #expect(try stage.tap(CGPoint(x: 40, y: 120)) === container)
    }

    @Test(
        "SP-1: a tap on an image view or label itself goes to the view behind it", arguments: HitInertContainer.allCases
    )
    func tapOnInertViewGoesBehind(_ kind: HitInertContainer) throws {
        let stage = Stage()
        let background = TapTarget(frame: stage.window.bounds)
        let inert = kind.make(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        stage.window.addSubview(background)
        stage.window.addSubview(inert)
        #expect(try stage.tap(CGPoint(x: 50, y: 50)) === background)
        #expect(background.began == 1)
    }

    @Test("SP-2: a subview drawn outside its parent's bounds cannot be tapped there")
    func overflowingSubviewCannotBeTapped() throws {
        let stage = Stage()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let badge = TapTarget(frame: CGRect(x: 80, y: -20, width: 40, height: 40))  // sticks out top and right
        parent.addSubview(badge)
        stage.window.addSubview(parent)
        #expect(!parent.clipsToBounds)

        // Window (160, 60) is badge (30, 30), but right of the parent.
        #expect(try stage.tap(CGPoint(x: 160, y: 60)) === stage.window)
        // Window (140, 40) is badge (10, 10), above the parent's top edge.
        #expect(try stage.tap(CGPoint(x: 140, y: 40)) === stage.window)
        #expect(badge.began == 0)
        // Where the badge overlaps its parent, it is tapped.
        #expect(try stage.tap(CGPoint(x: 140, y: 60)) === badge)
        #expect(badge.began == 1)
    }

    @Test("SP-2: growing the parent to cover the subview makes all of it tappable")
    func growingTheParentFixesIt() throws {
        let stage = Stage()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let badge = TapTarget(frame: CGRect(x: 80, y: 0, width: 40, height: 40))
        parent.addSubview(badge)
        stage.window.addSubview(parent)
        #expect(try stage.tap(CGPoint(x: 165, y: 60)) === stage.window)
        parent.bounds.size.width = 120
        parent.center.x += 10
        #expect(try stage.tap(CGPoint(x: 165, y: 60)) === badge)
    }

    @Test("SP-7: a hidden or nearly transparent view cannot be touched", arguments: HitInvisibility.allCases)
    func invisibleViewCannotBeTouched(_ invisibility: HitInvisibility) throws {
        let stage = Stage()
        let behind = TapTarget(frame: stage.window.bounds)
        let area = TapTarget(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        stage.window.addSubview(behind)
        stage.window.addSubview(area)
        invisibility.apply(to: area)

        #expect(try stage.tap(CGPoint(x: 150, y: 150)) === behind)
        #expect(area.began == 0)
        #expect(behind.began == 1)
    }

    @Test("SP-7: an invisible but tappable area is a view with alpha 1 and nothing drawn")
    func clearViewWithFullAlphaIsTouched() throws {
        let stage = Stage()
        let behind = TapTarget(frame: stage.window.bounds)
        let area = TapTarget(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        stage.window.addSubview(behind)
        stage.window.addSubview(area)
        #expect(area.alpha == 1)
        #expect(try stage.tap(CGPoint(x: 150, y: 150)) === area)
        #expect(area.began == 1 && area.ended == 1)
        #expect(behind.began == 0)
    }

    @Test("SP-16: a parent with interaction disabled silently disables its enabled descendants")
    func disabledParentDisablesDescendants() throws {
        let stage = Stage()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 280, height: 200))
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 280, height: 100))
        let button = TapTarget(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        stage.window.addSubview(card)
        card.addSubview(row)
        row.addSubview(button)
        card.isUserInteractionEnabled = false

        #expect(button.isUserInteractionEnabled)
        #expect(try stage.tap(CGPoint(x: 50, y: 140)) === stage.window)
        #expect(button.began == 0)

        card.isUserInteractionEnabled = true
        #expect(try stage.tap(CGPoint(x: 50, y: 140)) === button)
        #expect(button.began == 1)
    }
}

// Taps and presses on elements, as real touches through the application's input layer (UT-30 … UT-36).
//
// Invariants: an action resolves the element now, checks that a touch at its activation point reaches it (else it
// reports why and sends nothing), sends the touches through `EventSimulator` (never calling an action directly), then
// lets the application go idle (`XCUIApplication.idleTime`). A refused input is reported, never thrown, and leaves no
// finger down (XCUIApplication+Input.swift).
import Foundation
import ResponderKit

extension XCUIElement {
    /// The pause between the two taps of a double tap (well inside UIKit's double-tap interval).
    static let doubleTapGap: TimeInterval = 0.1
    /// How far apart the two fingers of a two-finger tap are, in points.
    static let twoFingerSpacing: CGFloat = 20

    /// Resolves the element, checks it can be hit at its activation point, runs `body` with that point (screen
    /// coordinates) and lets the app go idle; reports and returns false on any failure. The element is resolved
    /// when the action runs, so it acts where the element is then (UT-281).
    @discardableResult
    func perform(
        _ action: String, requiringHit: Bool = true, _ body: (ElementSnapshot, CGPoint) throws(InputError) -> Void
    ) -> Bool {
        let app = owner
        guard !app.isActing else { return app.beginAction(action, on: summary) }
        guard let node = resolvedOrReport() else { return false }
        if case .key(let text) = node.synthetic {
            return app.sendInput("tap", on: node.summary) { () throws(InputError) in
                if let text {
                    try app.simulator.type(text)
                } else {
                    try app.simulator.press(.keyboardDeleteOrBackspace)
                }
            }
        }
        let point = node.activationPoint
        if requiringHit {
            let hit = Hittability.check(node, in: app.uiApplication)
            guard hit.isHittable else {
                app.report(
                    XCUITestFailure(
                        kind: .notHittable,
                        message: "Failed to \(action) \(node.summary): not hittable: \(hit.reason ?? "unknown")"))
                return false
            }
        }
        return app.sendInput(action, on: node.summary) { () throws(InputError) in try body(node, point) }
    }

    /// Reports an invalid argument and returns false when `value` is not finite, is negative or is longer than
    /// the application's `maximumVirtualDuration`.
    func validDuration(_ value: TimeInterval, _ name: String, of action: String) -> Bool {
        owner.validDuration(value, name, of: action, on: summary)
    }

    /// Sends a tap to the element.
    public func tap() {
        perform("tap") { _, point throws(InputError) in
            try owner.simulator.tap(at: point)
        }
    }

    /// Sends a double tap to the element: two taps at its activation point, 0.1 s apart.
    public func doubleTap() {
        perform("double tap") { _, point throws(InputError) in
            try owner.simulator.tap(at: point)
            owner.simulator.advance(by: XCUIElement.doubleTapGap)
            try owner.simulator.tap(at: point)
        }
    }

    /// Sends a two-finger tap to the element: two fingers 20 points apart around its activation point, down in
    /// one event and up in the next.
    public func twoFingerTap() {
        perform("two-finger tap") { _, point throws(InputError) in
            let half = XCUIElement.twoFingerSpacing / 2
            try owner.simulator.tap(at: [
                CGPoint(x: point.x - half, y: point.y), CGPoint(x: point.x + half, y: point.y),
            ])
        }
    }

    /// Sends a long press: a finger down at the activation point, held for `duration` seconds of virtual time.
    public func press(forDuration duration: TimeInterval) {
        guard validDuration(duration, "duration", of: "press") else { return }
        perform("press") { _, point throws(InputError) in
            try owner.simulator.tap(at: point, duration: duration)
        }
    }

    /// Presses for `duration` seconds, then drags to `otherElement`'s activation point and lifts the finger.
    public func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {
        guard validDuration(duration, "duration", of: "press and drag") else { return }
        guard let target = otherElement.resolvedOrReport() else { return }
        perform("press and drag") { _, point throws(InputError) in
            try owner.simulator.pressAndDrag(from: point, holding: duration, to: target.activationPoint)
        }
    }

    /// A coordinate at `normalizedOffset` of the element's frame ((0, 0) its top left, (1, 1) its bottom right).
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, pointsOffset: CGVector(dx: 0, dy: 0))
    }
}

extension EventSimulator {
    /// A finger down at `start`, held `duration` seconds, moved to `end` in 10 steps over 0.3 s, then lifted.
    func pressAndDrag(from start: CGPoint, holding duration: TimeInterval, to end: CGPoint) throws(InputError) {
        let touch = try touchDown(at: start)
        do {
            advance(by: duration)
            let steps = 10
            for step in 1...steps {
                advance(by: 0.03)
                let f = CGFloat(step) / CGFloat(steps)
                let point = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
                try touchMove(touch, to: point)
            }
            try touchUp(touch)
        } catch {
            // No finger is left down after a refused move.
            try? touchCancel(touch)
            throw error
        }
    }
}

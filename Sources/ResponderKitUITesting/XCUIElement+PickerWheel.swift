// Turning a picker wheel to a value by real input, as XCUITest's `adjust(toPickerWheelValue:)` scrolls the wheel
// (UT-261 … UT-264).
//
// Invariants: every step is a real tap on a row shown above or below the middle, or a real drag of whole rows that
// rests before it lifts (so the wheel does not coast), through the simulator; after each step the virtual clock
// runs until the wheel is still. Nothing selects a row directly. It fails, sending nothing, when the element is not
// a picker wheel or the value is not one of the wheel's rows, and stops with a failure when a step turns nothing.
import Foundation
import ResponderKit

extension XCUIElement {
    /// The most rows' titles a failure lists.
    static let listedWheelValues = 20

    /// Turns the picker wheel to the row titled `pickerWheelValue` by tapping and dragging the wheel, as a person
    /// would, then lets the wheel come to rest (its delegate hears the selection).
    public func adjust(toPickerWheelValue pickerWheelValue: String) {
        guard let node = resolvedOrReport() else { return }
        let failure = "Failed to adjust \(node.summary) to '\(pickerWheelValue)'"
        guard node.elementType == .pickerWheel, let wheel = node.object as? UIScrollView,
            let picker = wheel.superview as? UIPickerView, let component = picker.component(ofWheel: wheel)
        else {
            owner.report(
                XCUITestFailure(kind: .wrongElementType, message: "\(failure): only a picker wheel adjusts to a value"))
            return
        }
        let values = (0..<picker.numberOfRows(inComponent: component)).map {
            picker.wheelTitle(forRow: $0, inComponent: component) ?? ""
        }
        guard let target = values.firstIndex(of: pickerWheelValue) else {
            let listed = values.prefix(XCUIElement.listedWheelValues).map { "'\($0)'" }.joined(separator: ", ")
            let more =
                values.count > XCUIElement.listedWheelValues
                ? " and \(values.count - XCUIElement.listedWheelValues) more" : ""
            let known = values.isEmpty ? "the wheel has no rows" : "the wheel's values are \(listed)\(more)"
            owner.report(
                XCUITestFailure(kind: .invalidArgument, message: "\(failure): not a value of the wheel; \(known)"))
            return
        }
        var stalled = 0
        for _ in 0...(values.count + 4) {
            let current = picker.selectedRow(inComponent: component)
            if current == target { return }
            guard turn(wheel, by: target - current, rowHeight: picker.rowSize(forComponent: component).height) else {
                return
            }
            let moved = picker.selectedRow(inComponent: component) != current
            stalled = moved ? 0 : stalled + 1
            if stalled >= 2 { break }
        }
        let now = picker.selectedRow(inComponent: component)
        guard now != target else { return }
        let shown = picker.wheelTitle(forRow: now, inComponent: component) ?? ""
        owner.report(
            XCUITestFailure(kind: .inputRefused, message: "\(failure): the wheel stopped at '\(shown)'"))
    }

    /// One real step towards a row `delta` rows away: a tap on it when it shows above or below the middle, else a
    /// drag of as many whole rows as the wheel's height allows. Returns false when the step failed (reported).
    private func turn(_ wheel: UIScrollView, by delta: Int, rowHeight: CGFloat) -> Bool {
        let height = wheel.bounds.height
        guard rowHeight > 0, height > 0 else { return false }
        let tapReach = max(0, Int(((height / 2 - rowHeight / 2) / rowHeight).rounded(.down)))
        let hysteresis = UIPanGestureRecognizer.hysteresis
        let dragReach = max(1, Int(((height - 8 - hysteresis) / rowHeight).rounded(.down)))
        let done = perform("adjust") { node, _ throws(InputError) in
            let middle = CGPoint(x: node.frame.midX, y: node.frame.midY)
            if abs(delta) <= tapReach {
                try owner.simulator.tap(at: CGPoint(x: middle.x, y: middle.y + CGFloat(delta) * rowHeight))
            } else {
                let rows = min(abs(delta), dragReach)
                // Later rows come up from below: the finger moves up for a positive delta.
                let sign: CGFloat = delta > 0 ? 1 : -1
                let half = (CGFloat(rows) * rowHeight + hysteresis) / 2
                try owner.simulator.restingDrag(
                    from: CGPoint(x: middle.x, y: middle.y + sign * half),
                    to: CGPoint(x: middle.x, y: middle.y - sign * half))
            }
        }
        guard done else { return false }
        owner.waitUntilStill(wheel)
        return true
    }
}

extension XCUIApplication {
    /// Runs the virtual clock in tenths of a second until `scrollView` neither moves nor is dragged, at most 5 s.
    func waitUntilStill(_ scrollView: UIScrollView) {
        var last = scrollView.contentOffset
        for _ in 0..<50 {
            simulator.advance(by: 0.1)
            let now = scrollView.contentOffset
            if now == last, !scrollView.isDecelerating, !scrollView.isDragging { break }
            last = now
        }
        idle()
    }
}

extension EventSimulator {
    /// A finger dragged from `start` to `end` in 10 moves over 0.3 s, then held still 0.3 s before it lifts, so
    /// that it leaves no velocity behind.
    func restingDrag(from start: CGPoint, to end: CGPoint) throws(InputError) {
        let touch = try touchDown(at: start)
        do {
            for step in 1...10 {
                advance(by: 0.03)
                let f = CGFloat(step) / 10
                try touchMove(
                    touch, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
            }
            advance(by: 0.3)
            try touchMove(touch, to: end)
            try touchUp(touch)
        } catch {
            // No finger is left down after a refused move.
            try? touchCancel(touch)
            throw error
        }
    }
}

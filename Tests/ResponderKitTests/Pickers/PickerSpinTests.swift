// Spinning and selecting by touch (spec PK-4 … PK-7): real drags, flicks and taps through the simulator on the
// virtual clock; the delegate hears one selection when a wheel comes to rest on a new row, never during the spin.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Picker view spinning (PK-4 … PK-7)")
struct PickerSpinTests {
    private typealias Stage = PickerFixtures.Stage

    @Test("PK-4: a vertical drag moves the wheel's rows with the finger")
    func dragFollowsFinger() throws {
        let stage = Stage()
        let wheel = stage.wheel()
        let before = wheel.contentOffset.y
        let start = stage.middle()
        let touch = try stage.sim.touchDown(at: start, in: stage.window)
        for step in 1...5 {
            stage.sim.advance(by: 0.02)
            try stage.sim.touchMove(touch, to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 10), in: stage.window)
        }
        #expect(wheel.isDragging)
        #expect(wheel.contentOffset.y - before == 50 - UIPanGestureRecognizer.hysteresis)
        #expect(stage.model.selections.isEmpty)
        try stage.sim.touchUp(touch)
    }

    @Test("PK-5: a slow drag of two rows settles on the row two below and calls didSelectRow once, after the drag")
    func slowDragSelects() throws {
        let stage = Stage()
        stage.picker.selectRow(2, inComponent: 0, animated: false)
        let start = stage.middle()
        let touch = try stage.sim.touchDown(at: start, in: stage.window)
        for step in 1...10 {
            stage.sim.advance(by: 0.03)
            try stage.sim.touchMove(touch, to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 7.4), in: stage.window)
        }
        // Nothing is reported while the finger is down.
        #expect(stage.model.selections.isEmpty)
        stage.sim.advance(by: 0.3)
        try stage.sim.touchUp(touch)
        stage.settle()
        #expect(stage.picker.selectedRow(inComponent: 0) == 4)
        #expect(stage.model.selections == ["didSelect 4/0"])
        #expect(stage.wheel().contentOffset == stage.wheel().offset(for: 4))
    }

    @Test("PK-5: a flick decelerates on the clock, comes to rest exactly on a row, and reports it once at the end")
    func flickDecelerates() throws {
        let stage = Stage([Array(0..<200).map { "Item \($0)" }])
        try stage.flick(distance: 100)
        let wheel = stage.wheel()
        #expect(wheel.isDecelerating)
        stage.sim.advance(by: 0.05)
        // Still spinning: no selection yet, and the selection is the old row.
        #expect(stage.model.selections.isEmpty)
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        stage.settle()
        #expect(!wheel.isDecelerating)
        let row = stage.picker.selectedRow(inComponent: 0)
        // A flick travels further than the finger did (100 points is about 3 rows).
        #expect(row > 3)
        #expect(row < 199)
        #expect(wheel.contentOffset == wheel.offset(for: row))
        #expect(stage.model.selections == ["didSelect \(row)/0"])
    }

    @Test("PK-5: a hard flick stops at the last row (December); a pull past the first row springs back to it")
    func flickStopsAtEnds() throws {
        let stage = Stage()
        try stage.flick(distance: 180)
        stage.settle()
        #expect(stage.picker.selectedRow(inComponent: 0) == 11)
        #expect(stage.middleTitle() == "December")
        #expect(stage.model.selections == ["didSelect 11/0"])
        stage.picker.selectRow(0, inComponent: 0, animated: false)
        try stage.drag(rows: -3)
        #expect(stage.wheel().isDecelerating)
        stage.settle()
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.wheel().contentOffset == stage.wheel().offset(for: 0))
        // Back on the row it had: no second report.
        #expect(stage.model.selections == ["didSelect 11/0"])
    }

    @Test("PK-5: a drag that comes back to the row it started from selects nothing")
    func dragBackSelectsNothing() throws {
        let stage = Stage()
        stage.picker.selectRow(5, inComponent: 0, animated: false)
        try stage.drag(rows: 0.3)
        stage.settle()
        #expect(stage.picker.selectedRow(inComponent: 0) == 5)
        #expect(stage.model.selections.isEmpty)
        // The same wheel does report a real change.
        try stage.drag(rows: 1)
        stage.settle()
        #expect(stage.model.selections == ["didSelect 6/0"])
    }

    @Test("PK-6: a tap on the row below the middle turns the wheel to it and selects it; a tap above goes back")
    func tapSelectsRow() throws {
        let stage = Stage()
        stage.picker.selectRow(3, inComponent: 0, animated: false)
        try stage.tapRow(2)
        stage.settle()
        #expect(stage.picker.selectedRow(inComponent: 0) == 5)
        #expect(stage.middleTitle() == "June")
        try stage.tapRow(-1)
        stage.settle()
        #expect(stage.picker.selectedRow(inComponent: 0) == 4)
        #expect(stage.model.selections == ["didSelect 5/0", "didSelect 4/0"])
    }

    @Test("PK-6: a tap in the middle, or above the first row, selects nothing new")
    func tapMiddleOrBeyond() throws {
        let stage = Stage()
        try stage.tapRow(0)
        try stage.tapRow(-2)
        stage.settle()
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.model.selections.isEmpty)
        try stage.tapRow(1)
        stage.settle()
        #expect(stage.model.selections == ["didSelect 1/0"])
    }

    /// A 200-row wheel flicked 0.1 s ago, still spinning, and its offset then.
    private func spinningWheel() throws -> (stage: Stage, wheel: PickerWheelView, caught: CGFloat) {
        let stage = Stage([Array(0..<200).map { "Item \($0)" }])
        try stage.flick(distance: 200)
        stage.sim.advance(by: 0.1)
        let wheel = stage.wheel()
        #expect(wheel.isDecelerating)
        return (stage, wheel, wheel.contentOffset.y)
    }

    @Test("PK-6: a touch stops a spinning wheel; lifted without a drag, it settles on the nearest row and reports it")
    func touchStopsSpin() throws {
        let (stage, wheel, caught) = try spinningWheel()
        // A finger rests on the wheel (not a tap: it is held 0.5 s), then lifts.
        try stage.sim.tap(at: stage.middle(), in: stage.window, duration: 0.5)
        #expect(!wheel.isDecelerating)
        stage.settle()
        let row = stage.picker.selectedRow(inComponent: 0)
        #expect(abs(wheel.offset(for: row).y - caught) <= UIPickerView.defaultRowHeight / 2 + 0.5)
        #expect(wheel.contentOffset == wheel.offset(for: row))
        #expect(stage.model.selections == ["didSelect \(row)/0"])
    }

    @Test("PK-6: a quick tap on a row of a spinning wheel only stops it: it settles where it was caught")
    func tapOnSpinningWheel() throws {
        let (stage, wheel, caught) = try spinningWheel()
        let middle = stage.middle()
        try stage.sim.tap(at: CGPoint(x: middle.x, y: middle.y + 2 * UIPickerView.defaultRowHeight), in: stage.window)
        stage.settle()
        let row = stage.picker.selectedRow(inComponent: 0)
        // The nearest row to where the finger caught it, not the row two below it that was tapped.
        #expect(abs(wheel.offset(for: row).y - caught) <= UIPickerView.defaultRowHeight / 2 + 0.5)
        #expect(stage.model.selections == ["didSelect \(row)/0"])
    }

    @Test("PK-7: selectedRow keeps the last selection while the wheel spins, and is -1 for a missing component")
    func selectedRowDuringSpin() throws {
        let stage = Stage([Array(0..<200).map { "Item \($0)" }, ["AM", "PM"]])
        stage.picker.selectRow(1, inComponent: 0, animated: false)
        try stage.flick(distance: 120)
        stage.sim.advance(by: 0.1)
        #expect(stage.picker.selectedRow(inComponent: 0) == 1)
        #expect(stage.picker.selectedRow(inComponent: 1) == 0)
        #expect(stage.picker.selectedRow(inComponent: 2) == -1)
        #expect(stage.picker.selectedRow(inComponent: -1) == -1)
        stage.settle()
        #expect(stage.picker.selectedRow(inComponent: 0) > 1)
    }

    @Test("PK-4: each component is its own wheel: dragging the second leaves the first where it was")
    func componentsAreIndependent() throws {
        let stage = Stage([PickerFixtures.months, Array(1...31).map(String.init)])
        try stage.drag(rows: 3, component: 1)
        stage.settle()
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.picker.selectedRow(inComponent: 1) == 3)
        #expect(stage.model.selections == ["didSelect 3/1"])
    }
}

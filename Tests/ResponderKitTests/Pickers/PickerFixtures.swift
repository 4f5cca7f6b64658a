// Test doubles for the picker view tests (spec PK): a data source and delegate over arrays of titles that logs
// every selection it hears, a stage with a picker in a window, and drags and taps on a wheel through the
// simulator.
//
// Everything lives in the `PickerFixtures` namespace so that it cannot clash with helpers of other test directories.

import Foundation
import ResponderKitTestSupport

@testable import ResponderKit

@MainActor
enum PickerFixtures {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// Columns of titles; logs "didSelect row/component" for every selection it hears.
    final class Model: UIPickerViewDataSource, UIPickerViewDelegate {
        var columns: [[String]]
        var selections: [String] = []
        /// Called with every selection, after it is logged (a test may reload from it).
        var onSelect: ((Int, Int) -> Void)?

        init(_ columns: [[String]]) { self.columns = columns }

        func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            columns[component].count
        }

        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            columns[component][row]
        }

        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("didSelect \(row)/\(component)")
            onSelect?(row, component)
        }
    }

    /// A 320 × 216 picker at (0, 100) in a 320 × 480 window, showing `columns`.
    final class Stage: ResponderKitTestSupport.Stage {
        let model: Model
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))

        init(_ columns: [[String]] = [PickerFixtures.months]) {
            model = Model(columns)
            super.init()
            picker.dataSource = model
            picker.delegate = model
            window.addSubview(picker)
            window.layoutIfNeeded()
        }

        /// The wheel of `component`.
        func wheel(_ component: Int = 0) -> PickerWheelView { picker.wheels[component] }

        /// The middle of `component`'s wheel, in window coordinates.
        func middle(_ component: Int = 0) -> CGPoint {
            let frame = wheel(component).frame
            return CGPoint(x: picker.frame.minX + frame.midX, y: picker.frame.minY + frame.midY)
        }

        /// A slow drag on `component` by `rows` rows (positive: up, bringing later rows), resting before the lift so
        /// that nothing coasts, then time for the wheel to settle.
        func drag(rows: CGFloat, component: Int = 0) throws {
            let start = middle(component)
            let distance =
                rows * UIPickerView.defaultRowHeight + UIPanGestureRecognizer.hysteresis * (rows > 0 ? 1 : -1)
            let end = CGPoint(x: start.x, y: start.y - distance)
            let touch = try sim.touchDown(at: start, in: window)
            for step in 1...10 {
                sim.advance(by: 0.03)
                let f = CGFloat(step) / 10
                try sim.touchMove(touch, to: CGPoint(x: start.x, y: start.y - distance * f), in: window)
            }
            sim.advance(by: 0.3)
            try sim.touchMove(touch, to: end, in: window)
            try sim.touchUp(touch)
        }

        /// A fast flick up on `component` (later rows) of `distance` points in 0.05 s.
        func flick(distance: CGFloat, component: Int = 0) throws {
            let start = middle(component)
            try sim.drag(
                from: CGPoint(x: start.x, y: start.y + distance / 2),
                to: CGPoint(x: start.x, y: start.y - distance / 2), in: window, steps: 5, duration: 0.05)
        }

        /// A tap on the row `rows` rows below the middle of `component` (negative: above).
        func tapRow(_ rows: Int, component: Int = 0) throws {
            let middle = middle(component)
            sim.advance(by: 0.5)
            try sim.tap(
                at: CGPoint(x: middle.x, y: middle.y + CGFloat(rows) * UIPickerView.defaultRowHeight), in: window)
        }

        /// Runs the clock `seconds` (3 by default: far longer than any spin).
        func settle(_ seconds: TimeInterval = 3) {
            sim.advance(by: seconds)
            window.layoutIfNeeded()
        }

        /// The title of the row in the middle of `component` now.
        func middleTitle(_ component: Int = 0) -> String? {
            let row = wheel(component).centeredRow
            return row < 0 ? nil : model.columns[component][row]
        }
    }
}

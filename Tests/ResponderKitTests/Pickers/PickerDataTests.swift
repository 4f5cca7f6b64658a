// Loading, sizes, selection from code and bad input (spec PK-1 … PK-3, PK-9 … PK-12, PK-16): the picker asks its
// data source lazily and on reloads, keeps selections within the rows, and logs and ignores what does not exist.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Picker view data (PK-1 … PK-3, PK-9 … PK-12, PK-16)")
struct PickerDataTests {
    private typealias Stage = PickerFixtures.Stage

    /// A delegate that gives only views (labels with an accessibility label), 40-point rows and 100-point
    /// components, and counts the views it made.
    final class ViewDelegate: UIPickerViewDataSource, UIPickerViewDelegate {
        var made = 0
        var reused = 0
        let rows: Int
        init(rows: Int) { self.rows = rows }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 100 }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
        func pickerView(
            _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
        ) -> UIView {
            if view != nil { reused += 1 } else { made += 1 }
            let label = (view as? UILabel) ?? UILabel()
            label.text = "R\(row)"
            label.accessibilityLabel = "Row \(row)"
            return label
        }
    }

    @Test("PK-1: the picker asks its data source lazily, and numberOfRows answers the last load until a reload")
    func lazyLoading() {
        let model = PickerFixtures.Model([["a", "b"], ["x"]])
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = model
        picker.delegate = model
        #expect(picker.subviews.isEmpty)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 2)
        model.columns[0].append("c")
        #expect(picker.numberOfRows(inComponent: 0) == 2)
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.numberOfRows(inComponent: 5) == 0)
    }

    @Test("PK-2: rows show the title in a centred label, '?' without one, and the delegate's views when it gives them")
    func rowContents() throws {
        let stage = Stage([["One", "Two"]])
        let label = try #require(stage.wheel().rowViews[0] as? UILabel)
        #expect(label.text == "One")
        #expect(label.textAlignment == .center)
        // The picker made that label itself: view(forRow:) is nil for it (PK-9).
        #expect(stage.picker.view(forRow: 0, forComponent: 0) == nil)
        stage.picker.delegate = nil
        stage.window.layoutIfNeeded()
        #expect((stage.wheel().rowViews[0] as? UILabel)?.text == "?")
        let views = ViewDelegate(rows: 3)
        stage.picker.delegate = views
        stage.window.layoutIfNeeded()
        let view = try #require(stage.picker.view(forRow: 0, forComponent: 0) as? UILabel)
        #expect(view.text == "R0")
        #expect(stage.picker.wheelTitle(forRow: 0, inComponent: 0) == "Row 0")
    }

    @Test("PK-3: widths and row heights come from the delegate, else equal shares and 32 points; components centred")
    func sizes() {
        let stage = Stage([["a"], ["b"]])
        #expect(stage.picker.rowSize(forComponent: 0) == CGSize(width: 157.5, height: 32))
        #expect(stage.wheel(1).frame.minX == 162.5)
        let views = ViewDelegate(rows: 3)
        stage.picker.dataSource = views
        stage.picker.delegate = views
        stage.window.layoutIfNeeded()
        #expect(stage.picker.rowSize(forComponent: 1) == CGSize(width: 100, height: 40))
        // 205 points of components in 320: 57.5 points either side.
        #expect(stage.wheel(0).frame.minX == 57.5)
        #expect(stage.wheel(1).frame.minX == 162.5)
        #expect(stage.picker.rowSize(forComponent: 2) == .zero)
    }

    @Test("PK-9: only the rows on screen have views; the others are reused as the wheel turns")
    func rowsAreTiled() throws {
        let stage = Stage()
        let views = ViewDelegate(rows: 10_000)
        stage.picker.dataSource = views
        stage.picker.delegate = views
        stage.window.layoutIfNeeded()
        // 216 points of 40-point rows, the first in the middle: rows 0 … 2 show in the lower half.
        #expect(stage.wheel().rowViews.count <= 6)
        #expect(views.made <= 12)
        stage.picker.selectRow(5_000, inComponent: 0, animated: false)
        #expect(stage.picker.view(forRow: 5_000, forComponent: 0) != nil)
        #expect(stage.picker.view(forRow: 0, forComponent: 0) == nil)
        #expect(views.reused > 0)
        #expect(stage.wheel().subviews.count <= 8)
    }

    @Test("PK-10: selectRow shows the row at once or by a spin; selectedRow answers at once; no delegate call")
    func selectFromCode() {
        let stage = Stage()
        stage.picker.selectRow(4, inComponent: 0, animated: false)
        #expect(stage.wheel().contentOffset == stage.wheel().offset(for: 4))
        stage.picker.selectRow(8, inComponent: 0, animated: true)
        #expect(stage.picker.selectedRow(inComponent: 0) == 8)
        #expect(stage.wheel().contentOffset != stage.wheel().offset(for: 8))
        stage.settle()
        #expect(stage.middleTitle() == "September")
        #expect(stage.model.selections.isEmpty)
    }

    @Test("PK-11: a row or component that does not exist is logged and changes nothing")
    func badSelection() {
        let stage = Stage()
        var log: [String] = []
        stage.app.presentationLog = { log.append($0) }
        stage.picker.selectRow(3, inComponent: 0, animated: false)
        stage.picker.selectRow(12, inComponent: 0, animated: false)
        stage.picker.selectRow(-1, inComponent: 0, animated: true)
        stage.picker.selectRow(0, inComponent: 1, animated: false)
        stage.picker.reloadComponent(7)
        #expect(stage.picker.selectedRow(inComponent: 0) == 3)
        #expect(stage.wheel().contentOffset == stage.wheel().offset(for: 3))
        #expect(log.count == 4)
        #expect(log.first?.contains("selectRow(12, inComponent: 0)") == true)
        #expect(stage.model.selections.isEmpty)
    }

    @Test("PK-12: 0 components shows no wheel; 0 rows an empty wheel with selection -1; rows later select row 0")
    func emptyData() throws {
        let stage = Stage([])
        #expect(stage.picker.numberOfComponents == 0)
        #expect(stage.picker.subviews.isEmpty)
        stage.model.columns = [[]]
        stage.picker.reloadAllComponents()
        #expect(stage.picker.numberOfComponents == 1)
        #expect(stage.picker.selectedRow(inComponent: 0) == -1)
        #expect(stage.wheel().rowViews.isEmpty)
        // Touches on an empty wheel select nothing and do not crash.
        try stage.tapRow(1)
        try stage.drag(rows: 2)
        stage.settle()
        #expect(stage.model.selections.isEmpty)
        stage.model.columns = [["only"]]
        stage.picker.reloadComponent(0)
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.wheel().accessibilityValue == "only")
    }

    @Test("PK-12: a reload keeps the selection clamped into the new rows, and one while spinning stops the wheel")
    func reloadWhileSpinning() throws {
        let stage = Stage()
        stage.picker.selectRow(10, inComponent: 0, animated: false)
        stage.model.columns = [Array(PickerFixtures.months.prefix(6))]
        stage.picker.reloadAllComponents()
        #expect(stage.picker.selectedRow(inComponent: 0) == 5)
        stage.model.columns = [Array(0..<200).map { "Item \($0)" }]
        stage.picker.reloadAllComponents()
        try stage.flick(distance: 150)
        stage.sim.advance(by: 0.05)
        #expect(stage.wheel().isDecelerating)
        stage.model.columns = [Array(0..<50).map { "Item \($0)" }]
        stage.picker.reloadAllComponents()
        #expect(!stage.wheel().isDecelerating)
        #expect(stage.wheel().contentOffset == stage.wheel().offset(for: 5))
        stage.settle()
        #expect(stage.model.selections.isEmpty)
        #expect(stage.picker.selectedRow(inComponent: 0) == 5)
        #expect(stage.wheel().accessibilityValue == "Item 5")
    }

    @Test("PK-12: reloading a dependent component from didSelectRow (country, then city) shows the new rows")
    func dependentReload() throws {
        let cities = [["Paris", "Lyon"], ["Rome", "Milan", "Turin"]]
        let stage = Stage([["France", "Italy"], cities[0]])
        stage.model.onSelect = { [unowned stage] row, component in
            guard component == 0 else { return }
            stage.model.columns[1] = cities[row]
            stage.picker.reloadComponent(1)
            stage.picker.selectRow(0, inComponent: 1, animated: true)
        }
        try stage.tapRow(1)
        stage.settle()
        #expect(stage.picker.numberOfRows(inComponent: 1) == 3)
        #expect(stage.picker.wheelTitle(forRow: 2, inComponent: 1) == "Turin")
        #expect(stage.wheel(1).accessibilityValue == "Rome")
    }

    @Test("PK-16: the natural size is 320 x 216; sizeThatFits keeps a given width")
    func naturalSize() {
        let picker = UIPickerView(frame: .zero)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.sizeThatFits(CGSize(width: 375, height: 0)) == CGSize(width: 375, height: 216))
        #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
    }
}

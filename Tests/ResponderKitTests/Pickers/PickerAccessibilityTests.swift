// Wheels as accessibility elements and the picker in the display list (spec PK-8, PK-13 … PK-15): VoiceOver sees one
// adjustable element per wheel whose value is the selected title, and increment/decrement turn it a row and report
// the selection; the display list shows the rows' titles over the selection band.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Picker view accessibility and drawing (PK-8, PK-13 … PK-15)")
struct PickerAccessibilityTests {
    private typealias Stage = PickerFixtures.Stage

    @Test("PK-8: each wheel is an adjustable element valued with its selected title; the picker is not an element")
    func wheelsAreElements() {
        let stage = Stage([PickerFixtures.months, ["AM", "PM"]])
        stage.picker.selectRow(2, inComponent: 0, animated: false)
        let navigator = AccessibilityNavigator(window: stage.window)
        let elements = navigator.elements
        #expect(elements.count == 2)
        #expect(elements.first === stage.wheel(0))
        #expect(stage.wheel(0).accessibilityTraits.contains(.adjustable))
        #expect(stage.wheel(0).accessibilityValue == "March")
        #expect(stage.wheel(1).accessibilityValue == "AM")
        #expect(!stage.picker.isAccessibilityElement)
    }

    @Test("PK-8: increment and decrement through the navigator move one row, animated, and report each at once")
    func incrementDecrement() {
        let stage = Stage()
        let navigator = AccessibilityNavigator(window: stage.window)
        #expect(navigator.focus(stage.wheel()))
        #expect(navigator.increment())
        #expect(navigator.increment())
        #expect(stage.model.selections == ["didSelect 1/0", "didSelect 2/0"])
        #expect(stage.wheel().accessibilityValue == "March")
        stage.settle()
        #expect(stage.middleTitle() == "March")
        #expect(navigator.decrement())
        stage.settle()
        #expect(stage.model.selections.last == "didSelect 1/0")
        // Nothing past the first row: no report.
        _ = navigator.decrement()
        _ = navigator.decrement()
        #expect(stage.model.selections == ["didSelect 1/0", "didSelect 2/0", "didSelect 1/0", "didSelect 0/0"])
    }

    @Test("PK-13, PK-14: titles read back (attributed first) and wheels map to their components")
    func readBack() {
        final class Attributed: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "plain \(row)"
            }
            func pickerView(
                _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
            ) -> NSAttributedString? {
                row == 0 ? NSAttributedString(string: "styled") : nil
            }
        }
        let stage = Stage([["a"], ["b"]])
        #expect(stage.picker.component(ofWheel: stage.wheel(1)) == 1)
        #expect(stage.picker.component(ofWheel: stage.picker) == nil)
        let model = Attributed()
        stage.picker.dataSource = model
        stage.picker.delegate = model
        #expect(stage.picker.wheelTitle(forRow: 0, inComponent: 0) == "styled")
        #expect(stage.picker.wheelTitle(forRow: 1, inComponent: 0) == "plain 1")
        #expect(stage.picker.wheelTitle(forRow: 2, inComponent: 0) == nil)
        stage.window.layoutIfNeeded()
        #expect((stage.wheel().rowViews[0] as? UILabel)?.attributedText?.string == "styled")
    }

    @Test("PK-15: the display list shows the selection band, then the visible rows' titles, clipped to the wheel")
    func displayList() throws {
        let stage = Stage()
        stage.picker.selectRow(5, inComponent: 0, animated: false)
        stage.window.layoutIfNeeded()
        let items = stage.window.displayList().items
        let texts = items.compactMap { item in item.text.map { ($0.string, item) } }
        let titles = texts.map(\.0)
        #expect(titles.contains("June"))
        #expect(titles.contains("April"))
        #expect(titles.contains("August"))
        #expect(!titles.contains("January"))
        let band = try #require(items.firstIndex { $0.rect.height == 32 && $0.text == nil && $0.color.a > 0 })
        let june = try #require(items.firstIndex { $0.text?.string == "June" })
        #expect(band < june)
        // June is drawn in the middle of the picker (window y 100 + 108).
        let juneItem = items[june]
        let middle = juneItem.rect.applying(juneItem.transform)
        #expect(abs(middle.midY - 208) < 0.5)
        #expect(juneItem.clip?.minY == 100)
    }
}

extension PickerAccessibilityTests {
    /// Months with wheel labels and hints from the accessibility delegate.
    final class Labelled: UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 12 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            PickerFixtures.months[row]
        }
        func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
            component == 0 ? "Start month" : nil
        }
        func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? {
            "Swipe up or down to change"
        }
    }

    @Test("PK-17: the accessibility delegate labels and hints each wheel; what is set on a wheel wins")
    func accessibilityDelegate() {
        let stage = Stage()
        #expect(stage.wheel().accessibilityLabel == nil)
        let model = Labelled()
        stage.picker.dataSource = model
        stage.picker.delegate = model
        stage.window.layoutIfNeeded()
        #expect(stage.wheel(0).accessibilityLabel == "Start month")
        #expect(stage.wheel(1).accessibilityLabel == nil)
        #expect(stage.wheel(1).accessibilityHint == "Swipe up or down to change")
        stage.wheel(0).accessibilityHint = "Mine"
        #expect(stage.wheel(0).accessibilityHint == "Mine")
        #expect(stage.wheel(0).accessibilityValue == "January")
    }
}

// XCUITest's element types, with its raw values (XCUIElementType in XCTest's headers), so `elementType == N`
// predicates written for XCUITest select the same elements.
import Foundation

extension XCUIElement {
    /// The types of UI elements that you find, inspect, and interact with in a UI test.
    ///
    /// The raw values are XCUITest's. ResponderKit maps UIKit classes and accessibility traits to these types as
    /// XCUITest does (see `docs/spec-ui-testing.md`, UT-3).
    public enum ElementType: UInt, Sendable, CaseIterable {
        case any = 0
        case other, application, group, window, sheet, drawer, alert, dialog, button, radioButton
        case radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover
        case keyboard, key, navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow, tableColumn
        case outline, outlineRow, browser, collectionView, slider, pageIndicator, progressIndicator
        case activityIndicator, segmentedControl, picker, pickerWheel, `switch`, toggle, link, image, icon
        case searchField, scrollView, scrollBar, staticText, textField, secureTextField, datePicker, textView, menu
        case menuItem, menuBar, menuBarItem, map, webView, incrementArrow, decrementArrow, timeline
        case ratingIndicator, valueIndicator, splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte
        case dockItem, ruler, rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem, handle, stepper, tab
        case touchBar, statusItem

        /// The name XCUITest prints in `debugDescription` ("Button", "StaticText", "Other" …).
        var displayName: String {
            // The case name, from the default description (the type is not CustomStringConvertible).
            let name = String(describing: self)
            return name.prefix(1).uppercased() + name.dropFirst()
        }

        /// Whether an element of type `actual` matches this type: `.any` matches every type.
        func matches(_ actual: XCUIElement.ElementType) -> Bool {
            self == .any || self == actual
        }
    }
}

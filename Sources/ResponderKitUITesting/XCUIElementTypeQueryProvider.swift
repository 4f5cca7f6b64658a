// The type queries shared by elements and queries: `app.buttons`, `cell.staticTexts` … (UT-10).
import Foundation

/// Provides ready-made queries for finding elements of each type among the descendants of an element or of the
/// elements a query matches.
@MainActor
public protocol XCUIElementTypeQueryProvider {
    /// A query for the descendants of the receiver that are of `type` (`.any` for all).
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    /// The descendants that are buttons.
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// The descendants that are static texts (labels).
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// The descendants that are text fields.
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// The descendants that are secure text fields.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// The descendants that are text views.
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// The descendants that are search fields.
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// The descendants that are switches.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// The descendants that are sliders.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// The descendants that are steppers.
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    /// The descendants that are segmented controls.
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    /// The descendants that are pickers.
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    /// The descendants that are picker wheels.
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    /// The descendants that are date pickers.
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    /// The descendants that are page indicators.
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    /// The descendants that are progress indicators.
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// The descendants that are activity indicators.
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    /// The descendants that are images.
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// The descendants that are links.
    public var links: XCUIElementQuery { descendants(matching: .link) }
    /// The descendants that are tables.
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// The descendants that are cells.
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// The descendants that are collection views.
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// The descendants that are scroll views.
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// The descendants that are navigation bars.
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// The descendants that are tab bars.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// The descendants that are toolbars.
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    /// The descendants that are alerts.
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// The descendants that are action sheets.
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    /// The descendants that are menus.
    public var menus: XCUIElementQuery { descendants(matching: .menu) }
    /// The descendants that are menu items.
    public var menuItems: XCUIElementQuery { descendants(matching: .menuItem) }
    /// The descendants that are keyboards (the software keyboard while a text input is first responder).
    public var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
    /// The descendants that are keyboard keys.
    public var keys: XCUIElementQuery { descendants(matching: .key) }
    /// The descendants that are windows.
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    /// The descendants that are of type `.other` (plain views with an identifier or a label).
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}

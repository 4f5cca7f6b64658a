// What a recorded action acts on, as Swift source: an element query (`app.buttons["Log in"]`) or, when no element
// can be named, a point on screen relative to the application (UT-222 … UT-226).
//
// Invariants: an element query names the element by its XCUITest type and identifier (else its label) and, when
// that query matches several elements, picks this one from `matching(identifier:)` (`.firstMatch` for the first,
// `element(boundBy:)` else); a coordinate is the point's offset, in points, from the application element's top-left
// corner (its key window's), with the reason a comment gives.
import Foundation
import ResponderKit

/// The subject of a recorded action.
enum RecordedTarget: Equatable {
    /// An element query, as Swift source starting at `app`.
    case element(String)
    /// A point as an offset from the application element's top-left corner, with why no element names it.
    case coordinate(CGPoint, reason: String)

    /// The target at `point` (screen coordinates) in `application`: the offset from the application element's
    /// frame, which is the key window's (else the front window's), as the element tree gives it.
    @MainActor
    static func coordinate(at point: CGPoint, in application: UIApplication, reason: String) -> RecordedTarget {
        let frame = application.keyWindow?.frame ?? application.windowsFrontToBack.first?.frame ?? .zero
        return .coordinate(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), reason: reason)
    }

    /// The Swift source of the target: a query, or an `XCUICoordinate`.
    var source: String {
        switch self {
        case .element(let query): return query
        case .coordinate(let point, _): return RecordedTarget.coordinateSource(point)
        }
    }

    /// The comment a line acting on the target ends with, if any.
    var comment: String? {
        if case .coordinate(_, let reason) = self { return reason }
        return nil
    }

    /// The element query, if the target is one.
    var query: String? {
        if case .element(let query) = self { return query }
        return nil
    }

    /// The coordinate `offset` points from the application's top-left corner.
    static func coordinateSource(_ offset: CGPoint) -> String {
        "app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: "
            + "\(SwiftLiteral.number(offset.x)), dy: \(SwiftLiteral.number(offset.y))))"
    }

    /// The query property XCUITest offers for `type` (`buttons` …), or nil when a query needs
    /// `descendants(matching:)`.
    static func queryName(of type: XCUIElement.ElementType) -> String? {
        switch type {
        case .button: return "buttons"
        case .staticText: return "staticTexts"
        case .textField: return "textFields"
        case .secureTextField: return "secureTextFields"
        case .textView: return "textViews"
        case .searchField: return "searchFields"
        case .switch: return "switches"
        case .slider: return "sliders"
        case .stepper: return "steppers"
        case .segmentedControl: return "segmentedControls"
        case .picker: return "pickers"
        case .pickerWheel: return "pickerWheels"
        case .datePicker: return "datePickers"
        case .pageIndicator: return "pageIndicators"
        case .progressIndicator: return "progressIndicators"
        case .activityIndicator: return "activityIndicators"
        case .image: return "images"
        case .link: return "links"
        case .table: return "tables"
        case .cell: return "cells"
        case .collectionView: return "collectionViews"
        case .scrollView: return "scrollViews"
        case .navigationBar: return "navigationBars"
        case .tabBar: return "tabBars"
        case .toolbar: return "toolbars"
        case .alert: return "alerts"
        case .sheet: return "sheets"
        case .menu: return "menus"
        case .menuItem: return "menuItems"
        case .keyboard: return "keyboards"
        case .key: return "keys"
        case .window: return "windows"
        case .other: return "otherElements"
        default: return nil
        }
    }

    /// The query of every element of `type`: `app.buttons`, or `app.descendants(matching: .toggle)`.
    static func typeQuery(_ type: XCUIElement.ElementType) -> String {
        if let name = queryName(of: type) { return "app.\(name)" }
        return "app.descendants(matching: .\(String(describing: type)))"
    }
}

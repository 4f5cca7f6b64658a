// The attributes every element exposes, read from the accessibility tree at the moment of the query.
import Foundation

/// Attributes exposed by UI elements: the same names as XCUITest's, read from UIKit's accessibility properties.
///
/// Both ``XCUIElement`` (resolved anew at each read) and the element snapshots that `NSPredicate(block:)`
/// predicates receive conform to it.
@MainActor
public protocol XCUIElementAttributes {
    /// The accessibility identifier.
    var identifier: String { get }
    /// The frame of the element in the screen coordinate space.
    var frame: CGRect { get }
    /// The raw value attribute of the element (a `String`, or nil when the element has none).
    var value: Any? { get }
    /// The title attribute of the element (empty on iOS, as in XCUITest).
    var title: String { get }
    /// The label attribute of the element.
    var label: String { get }
    /// The type of the element.
    var elementType: XCUIElement.ElementType { get }
    /// Whether the element is enabled for user interaction.
    var isEnabled: Bool { get }
    /// The value displayed when the element has no value (a text field's placeholder).
    var placeholderValue: String? { get }
    /// Whether the element is selected.
    var isSelected: Bool { get }
    /// Whether the element has keyboard focus (is the first responder).
    var hasFocus: Bool { get }
}

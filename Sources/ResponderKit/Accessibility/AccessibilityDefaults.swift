// What a class answers for the accessibility properties an app did not set.
import Foundation

/// A class's defaults for the `UIAccessibility` properties (AX-1): `UIResponder` answers "not an element, no label,
/// no traits"; UIKit's standard controls and labels answer what UIKit does (a button's title as its label, a
/// slider's percentage as its value, …).
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var value: String?
    /// Traits replaced when the app sets ``UIResponder/accessibilityTraits``.
    var traits: UIAccessibilityTraits = []
    /// Traits that follow the object's state (`.notEnabled`, `.selected`) and are added even to traits the app set,
    /// as UIKit's controls do.
    var stateTraits: UIAccessibilityTraits = []
}

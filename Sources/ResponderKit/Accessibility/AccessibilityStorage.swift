// The accessibility properties an app set on a responder, kept out of the responder until the first is set.
//
// Invariants:
// - A nil field means "not set": the getter answers the class's default (`AccessibilityDefaults`).
// - Allocated on the first set, never freed: responders that never set one pay one nil pointer.
import Foundation

/// What an app set through the `UIAccessibility` properties of one responder.
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var respondsToUserInteraction: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var language: String?
}

// How the navigator answers the notifications an app posts (`UIAccessibility.post(notification:argument:)`, routed
// by the application the navigator is attached to).
//
// Invariants:
// - `.screenChanged` and `.layoutChanged` move the focus as VoiceOver does; an argument that is not a reachable
//   element is never focused. `.announcement` and `.pageScrolled` only record their text.
// - Unknown notifications and arguments of the wrong kind are ignored: posting never fails.
import Foundation

extension AccessibilityNavigator {
    /// Receives a notification posted in the application.
    func receive(_ notification: UIAccessibility.Notification, argument: Any?) {
        switch notification {
        case .screenChanged:
            record(argument)
            // A new screen: the argument when it is an element there, else the first element.
            if let element = argument as? UIResponder, focus(element) { return }
            moveFirst()
        case .layoutChanged:
            record(argument)
            // The same screen changed: the argument, else the focus where it still is, else the first element.
            if let element = argument as? UIResponder, focus(element) { return }
            if focusedElement == nil { moveFirst() }
        case .announcement:
            record(argument)
        case .pageScrolled:
            pageScrollsReceived &+= 1
            record(argument)
        default:
            return
        }
    }

    /// Appends `argument` to ``announcements`` when it is text (VoiceOver speaks a string argument).
    private func record(_ argument: Any?) {
        if let text = argument as? String {
            announcements.append(text)
        } else if let text = argument as? NSAttributedString {
            announcements.append(text.string)
        }
    }
}

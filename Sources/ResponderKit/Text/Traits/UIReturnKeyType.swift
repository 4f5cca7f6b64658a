// The title of the keyboard's Return key, with UIKit's raw values.
import Foundation

/// The title of the Return key. The keyboard model reports it; whatever the title, Return behaves the same.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

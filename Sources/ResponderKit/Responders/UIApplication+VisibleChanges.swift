// The count of changes to what an application shows: a cheap way for readers of the screen (the UI testing
// library's element tree, a backend's redraw) to know whether what they read last is still current.
//
// Invariants: the count only grows (wrapping after Int.max, which no session reaches); it grows at every change of
// the kinds listed in ``UIApplication/visibleChangeCount`` made to a view in one of the application's windows (or
// to an accessibility element whose container is in one), and at every event the application dispatches. A change
// to a view in no window is not counted: adding that view to a window is. Counting is one increment, so the hot
// paths that count (geometry setters, layout) stay as fast as before.
import Foundation

extension UIApplication {
    /// A number that grows whenever something a reader of the screen can see may have changed (a ResponderKit
    /// addition, for tools that cache what they read, such as `ResponderKitUITesting`'s element tree).
    ///
    /// It grows when a view in one of the application's windows is added, removed or reordered; when its frame,
    /// bounds (a scroll), centre, transform, alpha, `isHidden` or `isUserInteractionEnabled` change; when an
    /// accessibility property is set (on a view, an accessibility element or a view controller's view); when the
    /// state a control or a text view shows changes (text, title, placeholder, value, `isOn`, selection, enabled,
    /// image); when a navigation item's title changes; when the first responder, the key window, a window's level
    /// or visibility changes; and at every event the application dispatches (app code runs for it). Two equal
    /// readings mean that none of these happened in between.
    public var visibleChangeCount: Int { storedVisibleChangeCount }

    /// Counts one change to what the application shows.
    @inline(__always)
    final func noteVisibleChange() {
        storedVisibleChangeCount &+= 1
    }
}

extension UIResponder {
    /// Counts a change to what this responder shows in the application of its window (none when in no window).
    final func noteResponderChange() {
        applicationOfResponder?.noteVisibleChange()
    }
}

extension UIView {
    /// Counts a change to what this view shows in its window's application; unretained and without dynamic
    /// dispatch, for the geometry setters.
    @inline(__always)
    final func noteViewChange() {
        windowRef?.takeUnretainedValue().applicationRef.takeUnretainedValue().noteVisibleChange()
    }

    /// Sets `flag` (one a reader of the screen sees, such as `.userInteractionEnabled`) and counts the change.
    final func setCountedFlag(_ flag: Flags, _ value: Bool) {
        flags.set(flag, value)
        noteViewChange()
    }

    /// Sets the accessibility identifier and counts the change.
    final func setCountedAccessibilityIdentifier(_ identifier: String?) {
        storedAccessibilityIdentifier = identifier
        noteViewChange()
    }
}

// An unretained entry in an application's window list (docs/unsafe.md).
//
// Invariants: a window registers itself once, when it is created, and unregisters in its `deinit` before its
// memory is freed (`UIApplication.register(_:)`/`unregister(_:)`, which assert both in debug builds), so every
// reference in the list is to a live window.

/// A window in the application's list; the window removes itself before it is deallocated.
struct WindowReference {
    // Not weak: a weak reference would give every window a side table and make each retain of it slower; not
    // strong: the application must not keep windows alive (UIKit's `windows` does not).
    unowned(unsafe) let window: UIWindow
}

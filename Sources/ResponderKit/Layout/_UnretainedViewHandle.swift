// A view's stand-in for the layout objects that name it (constraints, anchors, engine items, guides): what a weak
// reference would give, without one.
//
// Why: a weak reference to a view gives it a side table, and every retain and release of that view then takes the
// slow path. Constrained views are retained and released throughout the layout pass, so the layout objects point
// at a handle (retained: the handle's refcount, not the view's) and the handle points at the view, unretained.
//
// Invariants:
// - A view has at most one handle (`ViewLayout.handle`), made on first use and never replaced.
// - `view` is the handle's view while that view is alive, and nil from the start of its deinitialisation
//   (`UIView.tearDown` clears it first, as weak references read nil once deinitialisation begins); so `view` never
//   dangles. Debug builds check on every read that the view still names this handle.
import Foundation

/// An unretained reference to one view that reads nil once the view is gone.
final class _UnretainedViewHandle {
    /// Unretained: the view owns the handle; `clear()` runs before the view's memory can go. (Unmanaged, not
    /// `unowned(unsafe)`: `requestLayoutOfSuperview` borrows it, where an `unowned(unsafe)` load is retained.)
    private var target: Unmanaged<UIView>?

    init(_ view: UIView) {
        target = .passUnretained(view)
    }

    /// The view, or nil once it began deinitialising.
    var view: UIView? {
        let view = target?.takeUnretainedValue()
        assert(view.map { $0.extras?.layout?.handle === self } ?? true, "a live view names its handle")
        return view
    }

    /// Asks the view's superview for layout, retaining neither (`requestLayout` runs no app code, and a live
    /// view's superview is alive: it holds the view).
    func requestLayoutOfSuperview() {
        guard let target, let superview = target._withUnsafeGuaranteedRef({ $0.superviewRef }) else { return }
        UIView.requestLayout(of: superview)
    }

    /// The view is deinitialising: the handle reads nil from now on.
    func clear() {
        target = nil
    }
}

extension UIView {
    /// The view's handle for layout objects that must not retain it (see `_UnretainedViewHandle`).
    final var layoutHandle: _UnretainedViewHandle {
        let layout = ensuredLayout
        if let handle = layout.handle { return handle }
        let handle = _UnretainedViewHandle(self)
        layout.handle = handle
        return handle
    }
}

/// A layout object's reference to a view or a layout guide: a view through its handle, anything else weakly (a
/// guide's side table slows nothing hot).
@MainActor
struct LayoutObjectReference {
    private let handle: _UnretainedViewHandle?
    private weak var other: AnyObject?

    init(_ object: AnyObject?) {
        if let view = object as? UIView {
            handle = view.layoutHandle
        } else {
            handle = nil
            other = object
        }
    }

    /// The object, or nil once it is gone.
    var object: AnyObject? { handle != nil ? handle?.view : other }
}

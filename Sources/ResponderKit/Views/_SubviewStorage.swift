// A view's subviews, and the only place that hands them out as unretained references (docs/unsafe.md).
//
// Invariants (checked by `checkInvariants()` in debug builds after every change):
// - `views` owns the subviews: strong references, back to front.
// - `count == views.count`, and `front` is `views.last`, unretained. The unretained copy is valid because `views`
//   holds the same object, and every change of `views` goes through this type's mutating methods, which update
//   `front` in the same call: there is no moment at which `front` refers to a view `views` does not hold.
// - Element addresses exist only inside `unretainedElement(at:)`: none is stored (the array may move its buffer
//   on any change, so an address kept past the closure would dangle).
import Foundation

/// The subviews of one view, with the unretained front-most subview and count that the retain-free hit-test
/// reads from the view itself, without a dependent load through the array.
///
/// Not actor-isolated, so the nonisolated hit-test can read it; it is only used on the main actor, inside its view.
struct _SubviewStorage {
    /// The subviews, back to front: the strong references that keep them alive.
    private(set) var views: [UIView] = []
    /// `views.last`, unretained.
    private(set) var front: Unmanaged<UIView>?
    /// `views.count`. Last, so the view's next 4-byte field fills the rest of the word.
    private(set) var count: Int32 = 0

    /// Whether there are no subviews.
    var isEmpty: Bool { count == 0 }

    /// The position of `view` (by identity), or nil.
    func firstIndex(of view: UIView) -> Int? {
        views.firstIndex { $0 === view }
    }

    /// Inserts `view` at `index` (which must be in `0...count`).
    mutating func insert(_ view: UIView, at index: Int) {
        views.insert(view, at: index)
        didChange()
    }

    /// Removes and returns the subview at `index`.
    @discardableResult
    mutating func remove(at index: Int) -> UIView {
        let removed = views.remove(at: index)
        didChange()
        return removed
    }

    /// Adds `view` at the front.
    mutating func append(_ view: UIView) {
        views.append(view)
        didChange()
    }

    /// Exchanges the subviews at two valid positions.
    mutating func swapAt(_ first: Int, _ second: Int) {
        views.swapAt(first, second)
        didChange()
    }

    /// Empties the storage and returns the strong references, so the caller decides when they are released.
    mutating func takeAll() -> [UIView] {
        let taken = views
        views = []
        didChange()
        return taken
    }

    /// The subview at `index`, unretained: valid while this storage holds it, that is, until the next change.
    /// Only for code that runs no user code before it is done with the reference (the retain-free hit-test).
    @inline(__always)
    func unretainedElement(at index: Int) -> Unmanaged<UIView> {
        assert(index >= 0 && index < views.count, "_SubviewStorage: position \(index) of \(views.count) subviews")
        // The address lives only inside the closure; reading the element through it, rather than through the
        // array's subscript, neither retains it nor checks the bounds again in release builds.
        return Self.withUnretainedElements(of: views) { $0[index] }
    }

    /// Calls `body` with the elements of `views` as unretained references, valid while `views` holds them (the
    /// caller keeps the array, and runs no user code in `body`). The address lives only inside the call. The one
    /// place a subview array is read this way: the hit-test's step, the layout walk and the layout pass's scan.
    @inline(__always)
    static func withUnretainedElements<Result>(
        of views: [UIView], _ body: (UnsafeBufferPointer<Unmanaged<UIView>>) -> Result
    ) -> Result {
        views.withUnsafeBufferPointer { buffer in
            // A class reference and its `Unmanaged` are both one object pointer (asserted in `checkInvariants`).
            buffer.withMemoryRebound(to: Unmanaged<UIView>.self, body)
        }
    }

    @inline(__always)
    private mutating func didChange() {
        count = Int32(truncatingIfNeeded: views.count)
        front = .passUnretained(ifPresent: views.last)
        checkInvariants()
    }

    /// Asserts the invariants at the top of this file (debug builds only).
    func checkInvariants() {
        assert(Int(count) == views.count, "_SubviewStorage: count \(count) for \(views.count) subviews")
        assert(
            front?.toOpaque() == Unmanaged.passUnretained(ifPresent: views.last)?.toOpaque(),
            "_SubviewStorage: the unretained front subview is not the last subview")
        assert(
            MemoryLayout<Unmanaged<UIView>>.stride == MemoryLayout<UIView>.stride,
            "_SubviewStorage: Unmanaged<UIView> and UIView differ in layout")
    }
}

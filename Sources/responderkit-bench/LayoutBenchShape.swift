// The two layouts of ../shared/bench-peers/kiwi/kiwi_bench.py, `form` and `chain`, as lists of constraints in Auto
// Layout's words (an item's anchor related to another's plus a constant, at a priority), so that the solver bench
// and a bench through NSLayoutConstraint and UIViews build exactly the same constraints in the same order.
//
// Invariants: `constraints(rows:)` lists the constraints in the order kiwi_bench.py adds them; boxes are numbered
// in the order kiwi makes them (form: label, field per row; chain: left to right); `checksum` is kiwi's digest.
/// A layout of the kiwi peer.
enum LayoutBenchShape: String, CaseIterable {
    case form
    case chain

    /// An item of a constraint: one of the boxes, or the container (whose left is 0 and whose right is W).
    enum Item: Equatable {
        case box(Int)
        case container
    }

    /// An anchor of an item. `right` is left + width, `bottom` is top + height.
    enum Attribute {
        case left, right, top, bottom, width, height
    }

    /// `first.attribute relation second.attribute + constant` at `priority`; with no second item,
    /// `first.attribute relation constant`.
    struct Constraint {
        var first: (item: Item, attribute: Attribute)
        var relation: Relation
        var second: (item: Item, attribute: Attribute)?
        var constant: Double
        var priority: Float = 1000
    }

    enum Relation {
        case equal, greaterThanOrEqual
    }

    /// The sizes kiwi_bench.py runs (rows for `form`, views for `chain`).
    var sizes: [Int] {
        switch self {
        case .form: [100, 1000]
        case .chain: [100, 200]
        }
    }

    /// The container width at the start and the widths of the `k`-th resolve, as kiwi_bench.py suggests them.
    static let initialWidth = 390.0
    static func resolveWidth(_ k: Int) -> Double { 390 + Double(k % 97) }
    /// Resolves per repetition.
    static let resolves = 200

    /// The number of boxes (views) for `size`.
    func boxCount(_ size: Int) -> Int { self == .form ? 2 * size : size }

    /// The constraints of the layout at `size`, in kiwi_bench.py's order.
    func constraints(_ size: Int) -> [Constraint] {
        switch self {
        case .form: Self.form(size)
        case .chain: Self.chain(size)
        }
    }

    private static func form(_ rows: Int) -> [Constraint] {
        var result: [Constraint] = []
        result.reserveCapacity(10 * rows)
        for row in 0..<rows {
            let label = Item.box(2 * row)
            let field = Item.box(2 * row + 1)
            let top: Constraint =
                row == 0
                ? Constraint(first: (label, .top), relation: .equal, second: (.container, .top), constant: 20)
                : Constraint(first: (label, .top), relation: .equal, second: (.box(2 * row - 2), .bottom), constant: 8)
            result += [
                Constraint(first: (label, .left), relation: .equal, second: (.container, .left), constant: 20),
                // kiwi's "weak": UIKit's defaultLow.
                Constraint(first: (label, .width), relation: .equal, second: nil, constant: 100, priority: 250),
                Constraint(first: (label, .width), relation: .greaterThanOrEqual, second: nil, constant: 60),
                Constraint(first: (label, .height), relation: .equal, second: nil, constant: 30),
                top,
                Constraint(first: (field, .left), relation: .equal, second: (label, .right), constant: 8),
                Constraint(first: (field, .right), relation: .equal, second: (.container, .right), constant: -20),
                Constraint(first: (field, .width), relation: .greaterThanOrEqual, second: nil, constant: 50),
                Constraint(first: (field, .top), relation: .equal, second: (label, .top), constant: 0),
                Constraint(first: (field, .height), relation: .equal, second: nil, constant: 30),
            ]
        }
        return result
    }

    private static func chain(_ views: Int) -> [Constraint] {
        var result: [Constraint] = []
        result.reserveCapacity(4 * views + 1)
        for index in 0..<views {
            let view = Item.box(index)
            if index == 0 {
                result.append(
                    Constraint(first: (view, .left), relation: .equal, second: (.container, .left), constant: 0))
            } else {
                result += [
                    Constraint(first: (view, .left), relation: .equal, second: (.box(index - 1), .right), constant: 8),
                    Constraint(first: (view, .width), relation: .equal, second: (.box(0), .width), constant: 0),
                ]
            }
            result += [
                Constraint(first: (view, .top), relation: .equal, second: (.container, .top), constant: 0),
                Constraint(first: (view, .height), relation: .equal, second: nil, constant: 44),
            ]
        }
        result.append(
            Constraint(first: (.box(views - 1), .right), relation: .equal, second: (.container, .right), constant: 0))
        return result
    }

    /// kiwi_bench.py's digest of the solved frames: x, y, width, height of each box in order, each rounded to
    /// hundredths (half to even, as Python's `round`), folded as `total * 31 + value` modulo 1,000,000,007.
    static func checksum(_ frames: [(x: Double, y: Double, width: Double, height: Double)]) -> Int {
        let modulus = 1_000_000_007
        var total = 0
        for frame in frames {
            for value in [frame.x, frame.y, frame.width, frame.height] {
                let rounded = Int((value * 100).rounded(.toNearestOrEven))
                total = ((total * 31 + rounded) % modulus + modulus) % modulus
            }
        }
        return total
    }
}

// Random view trees and probe points for the hit-test property tests, as plain values.
//
// A `TreeRecipe` says how to build a tree the way app code does (`UIView(frame:)`, `bounds.origin`, `transform`,
// `isHidden`, `alpha`, `isUserInteractionEnabled`, `clipsToBounds`, two override subclasses, labels and image
// views). The test builds library views from it; the oracle snapshots it without looking at the library.
//
// Geometry is chosen so that, away from rotations and free scales, every coordinate is a whole or half number and
// every transform maps dyadic numbers to dyadic numbers: both the library and the oracle then compute exactly,
// and points on edges test the half-open rule (HT-5) bit for bit.
//
// This file does not import ResponderKit.

import Foundation

/// What a recipe builds.
enum RecipeKind: String, Sendable, CaseIterable {
    /// The root: a `UIWindow` made key and visible.
    case window
    /// A plain `UIView`.
    case view
    /// A `UILabel`: not interactive unless set (HT-11).
    case label
    /// A `UIImageView`: not interactive unless set (HT-11).
    case imageView
    /// A view whose `point(inside:with:)` is its bounds enlarged by `outset` on every side (HT-7).
    case outset
    /// A view whose `hitTest(_:with:)` returns nil where the default would return the view itself (HT-7).
    case passThrough
}

/// The six entries of an affine transform, row-vector convention: `(x, y) ↦ (a x + c y + tx, b x + d y + ty)`.
struct RecipeTransform: Equatable, Sendable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double
    var tx: Double
    var ty: Double
    /// Whether the transform and its inverse map dyadic coordinates to dyadic coordinates exactly (axis-aligned
    /// entries in {0, ±1/2, ±1, ±2}, whole or half translations), so no rounding happens on either side.
    var isExact: Bool

    static let identity = RecipeTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, isExact: true)

    /// A scale (with flips) or a quarter turn: the transforms under which setting `frame` is defined (HT-16).
    var isAxisAligned: Bool { (b == 0 && c == 0 && a != 0 && d != 0) || (a == 0 && d == 0 && b != 0 && c != 0) }
}

/// One view of a generated tree.
struct ViewRecipe: Sendable {
    var kind: RecipeKind
    /// The index of the superview in `TreeRecipe.views`; nil only for the window.
    var parent: Int?
    /// The frame passed to `init(frame:)`, in the superview's bounds coordinates.
    var frameX: Double
    var frameY: Double
    var width: Double
    var height: Double
    /// `bounds.origin`, when set.
    var boundsOriginX: Double?
    var boundsOriginY: Double?
    /// `transform`, when set (set after the frame).
    var transform: RecipeTransform?
    /// Whether `frame` is set again after the transform (HT-16), which resizes the bounds so that the transformed
    /// view covers the frame. Only for scales and quarter turns, where UIKit defines it.
    var frameAfterTransform = false
    var isHidden = false
    /// `alpha`, when set; 1 otherwise.
    var alpha: Double?
    /// `isUserInteractionEnabled`, when set; the kind's default otherwise (HT-11).
    var userInteraction: Bool?
    var clipsToBounds = false
    /// For `.outset` views: how far the hit area reaches past the bounds (negative shrinks it).
    var outset: Double = 0

    /// The kind and what differs from the defaults, on one line.
    var properties: String {
        var parts = [kind.rawValue]
        let frame = [frameX, frameY, width, height].map(compactNumber)
        parts.append("frame=(\(frame.joined(separator: ", ")))")
        if boundsOriginX != nil || boundsOriginY != nil {
            let origin = [boundsOriginX ?? 0, boundsOriginY ?? 0].map(compactNumber)
            parts.append("bounds.origin=(\(origin.joined(separator: ", ")))")
        }
        if let t = transform {
            let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(compactNumber).joined(separator: ", ")
            parts.append("transform=(\(entries))\(t.isExact ? "" : "~")")
        }
        if frameAfterTransform { parts.append("frame-after-transform") }
        if isHidden { parts.append("hidden") }
        if let alpha { parts.append("alpha=\(compactNumber(alpha))") }
        if let userInteraction { parts.append("interaction=\(userInteraction)") }
        if clipsToBounds { parts.append("clips") }
        if kind == .outset { parts.append("outset=\(compactNumber(outset))") }
        return parts.joined(separator: " ")
    }

    init(kind: RecipeKind, parent: Int?, frame: (x: Double, y: Double, width: Double, height: Double)) {
        self.kind = kind
        self.parent = parent
        frameX = frame.x
        frameY = frame.y
        width = frame.width
        height = frame.height
    }
}

/// A generated tree: `views[0]` is the window; every other view comes after its superview, and the subviews of a
/// view appear in back-to-front order (the order they are added in).
struct TreeRecipe: Sendable {
    var views: [ViewRecipe]

    /// A tree holding only a window of the given size at the screen origin.
    init(windowWidth: Double, windowHeight: Double) {
        views = [ViewRecipe(kind: .window, parent: nil, frame: (0, 0, windowWidth, windowHeight))]
    }

    /// Adds a view as the front-most subview of `parent` and returns its index.
    @discardableResult
    mutating func add(
        _ kind: RecipeKind, in parent: Int = 0, frame: (x: Double, y: Double, width: Double, height: Double),
        configure: (inout ViewRecipe) -> Void = { _ in }
    ) -> Int {
        var view = ViewRecipe(kind: kind, parent: parent, frame: frame)
        configure(&view)
        views.append(view)
        return views.count - 1
    }

    /// The recipe without the views at `indices` (the window is never removed) and their subtrees.
    func removingSubtrees(at indices: Set<Int>) -> TreeRecipe {
        var newIndex = [Int?](repeating: nil, count: views.count)
        var copy = self
        copy.views = []
        for (old, view) in views.enumerated() {
            if old > 0 && indices.contains(old) { continue }
            guard let parent = view.parent else {
                newIndex[old] = copy.views.count
                copy.views.append(view)
                continue
            }
            // Superviews come first, so a removed superview is already known.
            guard let movedParent = newIndex[parent] else { continue }
            var moved = view
            moved.parent = movedParent
            newIndex[old] = copy.views.count
            copy.views.append(moved)
        }
        return copy
    }

    /// Depth of each view (the window is 0).
    var depths: [Int] {
        var result = [Int](repeating: 0, count: views.count)
        for (index, view) in views.enumerated() {
            if let parent = view.parent { result[index] = result[parent] + 1 }
        }
        return result
    }

    /// A compact, indented listing, one view per line, showing only what differs from the defaults. Numbers are
    /// printed in full (shortest round-trip form), so a listing rebuilds the same tree. `marks` adds notes after
    /// the given views. A tree of more than `maximumLines` views lists only the marked views and their ancestors.
    func dump(marks: [Int: String] = [:], maximumLines: Int = 80) -> String {
        let depths = depths
        var shown = Set(views.indices)
        if views.count > maximumLines {
            shown = [0]
            for index in marks.keys where index >= 0 && index < views.count {
                var ancestor: Int? = index
                while let current = ancestor {
                    shown.insert(current)
                    ancestor = views[current].parent
                }
            }
        }
        var lines: [String] = []
        for (index, view) in views.enumerated() where shown.contains(index) {
            var parts = ["#\(index) \(view.properties)"]
            if let mark = marks[index] { parts.append("<- \(mark)") }
            lines.append(String(repeating: "  ", count: depths[index]) + parts.joined(separator: " "))
        }
        if shown.count < views.count {
            lines.append(
                "(\(views.count - shown.count) of \(views.count) views not listed: only marked views and their ancestors)"
            )
        }
        return lines.joined(separator: "\n")
    }
}

/// A change to a tree after it was built.
enum TreeMutation: Sendable, CustomStringConvertible {
    /// New geometry and flags for a view (same class, same superview), set through the public properties.
    case reconfigure(Int, ViewRecipe)
    /// `bringSubviewToFront` on the view's superview.
    case bringToFront(Int)
    /// `sendSubviewToBack` on the view's superview.
    case sendToBack(Int)
    /// `removeFromSuperview`.
    case remove(Int)

    var description: String {
        switch self {
        case .reconfigure(let index, let view): return "reconfigure #\(index): \(view.properties)"
        case .bringToFront(let index): return "bring #\(index) to front"
        case .sendToBack(let index): return "send #\(index) to back"
        case .remove(let index): return "remove #\(index)"
        }
    }
}

extension TreeRecipe {
    /// The tree after `mutation`, and for each view of the result its index before.
    func applying(_ mutation: TreeMutation) -> (tree: TreeRecipe, oldIndices: [Int]) {
        var children = [[Int]](repeating: [], count: views.count)
        for (index, view) in views.enumerated() {
            if let parent = view.parent { children[parent].append(index) }
        }
        var copy = self
        switch mutation {
        case .reconfigure(let index, let view):
            copy.views[index] = view
            copy.views[index].parent = views[index].parent
            return (copy, Array(views.indices))
        case .bringToFront(let index):
            let parent = views[index].parent ?? 0
            children[parent].removeAll { $0 == index }
            children[parent].append(index)
        case .sendToBack(let index):
            let parent = views[index].parent ?? 0
            children[parent].removeAll { $0 == index }
            children[parent].insert(index, at: 0)
        case .remove(let index):
            children[views[index].parent ?? 0].removeAll { $0 == index }
        }
        // Lay the tree out again in depth-first order, so superviews still come first.
        var order: [Int] = []
        var stack = [0]
        while let index = stack.popLast() {
            order.append(index)
            stack.append(contentsOf: children[index].reversed())
        }
        var newIndex = [Int?](repeating: nil, count: views.count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        copy.views = order.map { old in
            var view = views[old]
            view.parent = view.parent.flatMap { newIndex[$0] }
            return view
        }
        return (copy, order)
    }
}

/// Prints a number briefly: whole numbers without a fraction, others in shortest round-trip form.
func compactNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}

/// A point to hit-test, in the window's bounds coordinates, with where it came from (for reports).
struct ProbePoint: Sendable {
    var x: Double
    var y: Double
    var origin: String
}

/// Makes random trees and probe points. All randomness comes from the `SplitMix64` passed in.
struct RandomTreeGenerator: Sendable {
    /// The largest number of views in a tree, the window included.
    var maxViews = 24
    /// The deepest level below the window.
    var maxDepth = 6
    /// The most subviews a view gets.
    var maxChildren = 4
    /// How often a tree gets one wide container, and how many more subviews that container gets.
    var wideContainerChance = 0.06
    var wideContainerChildren = 30...90

    /// The alpha values tried when a view sets alpha: both sides of the 0.01 threshold (HT-3).
    static let alphas: [Double] = [0, 0.005, 0.01, 0.010_000_1, 0.02, 0.5, 1]
    /// The outsets tried by `.outset` views: whole and half, enlarging and shrinking.
    static let outsets: [Double] = [0, 0.5, 4, 10, 22, -0.5, -3]
    /// Axis-aligned factors whose products and inverses stay dyadic.
    static let exactFactors: [Double] = [1, -1, 2, -2, 0.5, -0.5]

    // MARK: Trees

    func makeTree(using rng: inout SplitMix64) -> TreeRecipe {
        let width = Double(rng.pick([320, 375, 414, 768, 200, 1024]))
        let height = Double(rng.int(in: 150...900))
        var tree = TreeRecipe(windowWidth: width, windowHeight: height)
        if rng.chance(0.2) {
            tree.views[0].boundsOriginX = rng.halfStep(-30, 30)
            tree.views[0].boundsOriginY = rng.halfStep(-30, 30)
        }
        let target = rng.int(in: 2...maxViews)
        addChildren(to: 0, depth: 0, target: target, tree: &tree, rng: &rng)
        if rng.chance(wideContainerChance) {
            // A wide container: enough subviews for a library to switch to a spatial index.
            let container = rng.index(below: tree.views.count)
            let side = min(tree.views[container].width, tree.views[container].height)
            for _ in 0..<rng.int(in: wideContainerChildren) {
                let child = makeView(in: container, of: tree, maxSize: max(Int(side * 0.3), 4), using: &rng)
                tree.views.append(child)
            }
        }
        return tree
    }

    private func addChildren(to parent: Int, depth: Int, target: Int, tree: inout TreeRecipe, rng: inout SplitMix64) {
        guard depth < maxDepth else { return }
        let count = rng.int(in: (depth == 0 ? 1 : 0)...maxChildren)
        for _ in 0..<count where tree.views.count < target {
            let child = makeView(in: parent, of: tree, using: &rng)
            tree.views.append(child)
            addChildren(to: tree.views.count - 1, depth: depth + 1, target: target, tree: &tree, rng: &rng)
        }
    }

    /// A random view to add to `parent`, placed around the parent's bounds (often partly outside them, to test
    /// HT-6). Sizes are whole numbers up to `maxSize` (or 80 % of the parent's size); positions are whole or half.
    func makeView(in parent: Int, of tree: TreeRecipe, maxSize: Int? = nil, using rng: inout SplitMix64)
        -> ViewRecipe
    {
        let p = tree.views[parent]
        let originX = p.boundsOriginX ?? 0
        let originY = p.boundsOriginY ?? 0
        let limitX = maxSize ?? max(Int(p.width * 0.8), 8)
        let limitY = maxSize ?? max(Int(p.height * 0.8), 8)
        let width = rng.chance(0.05) ? 0 : Double(rng.int(in: 1...limitX))
        let height = rng.chance(0.05) ? 0 : Double(rng.int(in: 1...limitY))
        let x: Double
        let y: Double
        if rng.chance(0.65) && width <= p.width && height <= p.height {
            // Inside the parent's bounds (whole numbers from a possibly half-number origin).
            x = originX + Double(rng.int(in: 0...Int(p.width - width)))
            y = originY + Double(rng.int(in: 0...Int(p.height - height)))
        } else {
            // Anywhere around them, often partly outside (HT-6).
            x = rng.halfStep(Int(originX) - 20, Int(originX + p.width) - Int(width / 2))
            y = rng.halfStep(Int(originY) - 20, Int(originY + p.height) - Int(height / 2))
        }
        let kind = rng.pick([RecipeKind.view, .view, .view, .view, .view, .label, .imageView, .outset, .passThrough])
        var view = ViewRecipe(kind: kind, parent: parent, frame: (x, y, width, height))
        if rng.chance(0.3) {
            view.boundsOriginX = rng.halfStep(-40, 40)
            view.boundsOriginY = rng.chance(0.7) ? rng.halfStep(-40, 40) : 0
        }
        view.transform = makeTransform(using: &rng)
        if let t = view.transform, t.isAxisAligned, t != .identity { view.frameAfterTransform = rng.chance(0.4) }
        view.isHidden = rng.chance(0.05)
        if rng.chance(0.15) { view.alpha = rng.pick(RandomTreeGenerator.alphas) }
        switch kind {
        case .label, .imageView:
            if rng.chance(0.6) { view.userInteraction = rng.chance(0.9) }
        default:
            if rng.chance(0.1) { view.userInteraction = rng.chance(0.3) }
        }
        view.clipsToBounds = rng.chance(0.3)
        if kind == .outset { view.outset = rng.pick(RandomTreeGenerator.outsets) }
        return view
    }

    /// Nil (never set) about half the time; otherwise the identity, an exact axis-aligned map (flips, quarter
    /// turns, doubling and halving) or an inexact one (any rotation, free scales, shears), with a translation.
    func makeTransform(using rng: inout SplitMix64) -> RecipeTransform? {
        let roll = rng.unit()
        if roll < 0.5 { return nil }
        if roll < 0.55 { return .identity }
        if roll < 0.75 {
            let first = rng.pick(RandomTreeGenerator.exactFactors)
            let second = rng.pick(RandomTreeGenerator.exactFactors)
            let tx = rng.chance(0.5) ? rng.halfStep(-20, 20) : 0
            let ty = rng.chance(0.5) ? rng.halfStep(-20, 20) : 0
            if rng.chance(0.5) {
                return RecipeTransform(a: first, b: 0, c: 0, d: second, tx: tx, ty: ty, isExact: true)
            }
            return RecipeTransform(a: 0, b: first, c: second, d: 0, tx: tx, ty: ty, isExact: true)
        }
        var t: RecipeTransform
        switch rng.int(in: 0...4) {
        case 0:
            t = rotation(rng.double(in: 0, 2 * Double.pi), scaleX: 1, scaleY: 1)
        case 1:
            let scale = rng.double(in: 0.5, 2)
            t = rotation(rng.double(in: 0, 2 * Double.pi), scaleX: scale, scaleY: scale)
        case 2:
            // A quarter turn computed with sin and cos: almost, but not exactly, axis-aligned.
            t = rotation(Double(rng.int(in: 1...3)) * Double.pi / 2, scaleX: 1, scaleY: 1)
        case 3:
            let sx = rng.double(in: 0.4, 2.5) * (rng.chance(0.2) ? -1 : 1)
            let sy = rng.double(in: 0.4, 2.5) * (rng.chance(0.2) ? -1 : 1)
            t = RecipeTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0, isExact: false)
        default:
            repeat {
                t = RecipeTransform(
                    a: rng.double(in: -2, 2), b: rng.double(in: -2, 2), c: rng.double(in: -2, 2),
                    d: rng.double(in: -2, 2), tx: 0, ty: 0, isExact: false)
            } while abs(t.a * t.d - t.b * t.c) < 0.3
        }
        if rng.chance(0.5) {
            t.tx = rng.chance(0.5) ? rng.double(in: -20, 20) : rng.halfStep(-20, 20)
            t.ty = rng.chance(0.5) ? rng.double(in: -20, 20) : rng.halfStep(-20, 20)
        }
        return t
    }

    /// A rotation by `angle` (from +x towards +y) after a scale, written out with sine and cosine.
    private func rotation(_ angle: Double, scaleX: Double, scaleY: Double) -> RecipeTransform {
        let cosine = cos(angle)
        let sine = sin(angle)
        return RecipeTransform(
            a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine, tx: 0, ty: 0,
            isExact: false)
    }

    // MARK: Mutations

    /// A random change to a built tree, as app code makes them between touches.
    func makeMutation(of tree: TreeRecipe, maxSize: Int? = nil, using rng: inout SplitMix64) -> TreeMutation {
        let index = 1 + rng.index(below: tree.views.count - 1)
        let roll = rng.unit()
        if roll < 0.6 {
            let old = tree.views[index]
            var new = makeView(in: old.parent ?? 0, of: tree, maxSize: maxSize, using: &rng)
            new.kind = old.kind
            new.outset = old.kind == .outset ? rng.pick(RandomTreeGenerator.outsets) : 0
            return .reconfigure(index, new)
        }
        if roll < 0.75 { return .bringToFront(index) }
        if roll < 0.9 { return .sendToBack(index) }
        return .remove(index)
    }

    // MARK: Points

    /// A random point in the window's bounds coordinates: anywhere on or around the window on the half-point grid,
    /// outside it (on its max edges, too), or aimed at one view's hit area: inside, exactly on an edge or a
    /// corner, or half a point off an edge. Aimed points are mapped to the window with the oracle's own forward
    /// conversion; under inexact transforms they are rounded to the half-point grid half the time.
    func makeProbe(in oracle: HitTestOracle, using rng: inout SplitMix64) -> ProbePoint {
        let window = oracle.views[0]
        let minX = window.boundsX
        let minY = window.boundsY
        let maxX = minX + window.boundsWidth
        let maxY = minY + window.boundsHeight
        let roll = rng.unit()
        if roll < 0.2 {
            let x = rng.halfStep(Int(minX) - 10, Int(maxX) + 10)
            let y = rng.halfStep(Int(minY) - 10, Int(maxY) + 10)
            return ProbePoint(x: x, y: y, origin: "grid")
        }
        if roll < 0.3 {
            var x = rng.halfStep(Int(minX), Int(maxX))
            var y = rng.halfStep(Int(minY), Int(maxY))
            switch rng.int(in: 0...3) {
            case 0: x = minX - rng.halfStep(0, 20) - 0.5
            case 1: x = maxX + rng.halfStep(0, 20)
            case 2: y = minY - rng.halfStep(0, 20) - 0.5
            default: y = maxY + rng.halfStep(0, 20)
            }
            return ProbePoint(x: x, y: y, origin: "outside the window")
        }
        let index = rng.index(below: oracle.views.count)
        let view = oracle.views[index]
        let useOutset = view.outset != nil && rng.chance(0.6)
        let rect = useOutset ? oracle.hitRect(of: index) : oracle.boundsRect(of: index)
        let exact = oracle.isPathExact(to: index)
        let (localX, localY, label) = localPoint(in: rect, exact: exact, using: &rng)
        var what = useOutset ? "\(label) (outset area)" : label
        var (x, y) = oracle.windowPoint(fromLocalX: localX, y: localY, of: index)
        if !exact && rng.chance(0.5) {
            x = (x * 2).rounded() / 2
            y = (y * 2).rounded() / 2
            what += ", rounded to the half-point grid"
        }
        let local = [localX, localY].map { compactNumber(($0 * 1e6).rounded() / 1e6) }.joined(separator: ", ")
        return ProbePoint(x: x, y: y, origin: "\(what) of #\(index), local (\(local))")
    }

    /// A point in `rect` (min/max edges), on its edges or corners, or half a point off an edge.
    private func localPoint(
        in rect: (minX: Double, minY: Double, maxX: Double, maxY: Double), exact: Bool, using rng: inout SplitMix64
    ) -> (Double, Double, String) {
        func along(_ low: Double, _ high: Double) -> Double {
            guard high > low else { return low }
            if exact {
                // On the half-point grid from the min edge, both ends included.
                let steps = Int(((high - low) * 2).rounded(.down))
                return low + Double(rng.int(in: 0...steps)) / 2
            }
            return rng.double(in: low, high)
        }
        let roll = rng.unit()
        if roll < 0.35 {
            return (along(rect.minX, rect.maxX), along(rect.minY, rect.maxY), "inside")
        }
        if roll < 0.55 {
            let x = rng.chance(0.5) ? rect.minX : rect.maxX
            let y = rng.chance(0.5) ? rect.minY : rect.maxY
            return (x, y, "corner")
        }
        let off = roll < 0.8 ? 0.0 : rng.pick([-0.5, 0.5])
        let label = off == 0 ? "edge" : "half a point off an edge"
        switch rng.int(in: 0...3) {
        case 0: return (rect.minX + off, along(rect.minY, rect.maxY), "min-x \(label)")
        case 1: return (rect.maxX + off, along(rect.minY, rect.maxY), "max-x \(label)")
        case 2: return (along(rect.minX, rect.maxX), rect.minY + off, "min-y \(label)")
        default: return (along(rect.minX, rect.maxX), rect.maxY + off, "max-y \(label)")
        }
    }
}

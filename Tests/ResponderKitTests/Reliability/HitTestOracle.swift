// A reference implementation of UIKit's hit-test (spec HT-2 … HT-9, HT-11), written from the spec alone.
//
// It works on a value snapshot of a tree (centre, bounds, transform entries, flags, outset, pass-through,
// children) taken from the recipe the library views are built from, never from the library: this file does not
// import ResponderKit, and all geometry is done here with plain `Double`s (the 2x2 + translation inverse included).
//
// Exactness: with whole/half-number geometry and exact transforms (see `RecipeTransform.isExact`) every value is
// computed without rounding, on both sides, so the half-open edge rule is compared bit for bit. Below an inexact
// transform (a rotation, a free scale) the two implementations may round differently; there the oracle answers
// `.ambiguous` when a point(inside:) decision it takes lies within `edgeTolerance` of an edge, and the caller skips
// the point.

/// What the oracle says `window.hitTest(point, with: nil)` returns.
enum OracleAnswer: Equatable, Sendable, CustomStringConvertible {
    /// No view (nil).
    case none
    /// The view at this index of the tree.
    case view(Int)
    /// A decision on the way lies within `HitTestOracle.edgeTolerance` of an edge under an inexact transform.
    case ambiguous

    var description: String {
        switch self {
        case .none: return "nil"
        case .view(let index): return "#\(index)"
        case .ambiguous: return "ambiguous"
        }
    }
}

/// A plain snapshot of one view, as UIKit defines its hit-test geometry.
struct OracleView: Sendable {
    var kind: RecipeKind
    /// `center`, in the superview's bounds coordinates.
    var centerX: Double
    var centerY: Double
    /// `bounds`.
    var boundsX: Double
    var boundsY: Double
    var boundsWidth: Double
    var boundsHeight: Double
    /// `transform`, applied about the centre: `(x, y) ↦ (a x + c y + tx, b x + d y + ty)`.
    var a: Double
    var b: Double
    var c: Double
    var d: Double
    var tx: Double
    var ty: Double
    var transformIsExact: Bool
    var isHidden: Bool
    var isUserInteractionEnabled: Bool
    var alpha: Double
    /// Not used by hit-testing (HT-6); kept to show that it does not matter.
    var clipsToBounds: Bool
    /// For a `point(inside:)` override: the bounds enlarged by this much on every side. Nil: plain bounds.
    var outset: Double?
    /// For a `hitTest` override that returns nil where the default returns the view itself.
    var passThrough: Bool
    var parent: Int?
    /// Subviews, back to front.
    var children: [Int] = []
}

/// UIKit's hit-test over a snapshot.
struct HitTestOracle: Sendable {
    /// HT-3: a view with alpha at or below this is transparent to touches.
    static let alphaThreshold = 0.01
    /// Under an inexact transform, decisions closer than this to an edge are reported as `.ambiguous`.
    static let edgeTolerance = 1e-6

    /// `views[0]` is the window; indices match the recipe's.
    private(set) var views: [OracleView] = []

    /// Snapshots a recipe as UIKit would hold it once built: `center` is the frame's middle, `bounds` has the set
    /// origin and the frame's size, unset properties take their defaults, and labels and image views are not
    /// interactive unless set (HT-11). The window is visible (`makeKeyAndVisible()`). A frame set after the
    /// transform follows HT-16 (see `geometryOfFrame(_:)`).
    init(snapshotOf recipe: TreeRecipe) {
        views.reserveCapacity(recipe.views.count)
        for recipeView in recipe.views {
            let t = recipeView.transform ?? .identity
            let defaultInteraction = recipeView.kind != .label && recipeView.kind != .imageView
            let geometry = HitTestOracle.geometryOfFrame(recipeView)
            views.append(
                OracleView(
                    kind: recipeView.kind,
                    centerX: geometry.centerX, centerY: geometry.centerY,
                    boundsX: recipeView.boundsOriginX ?? 0, boundsY: recipeView.boundsOriginY ?? 0,
                    boundsWidth: geometry.width, boundsHeight: geometry.height,
                    a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty, transformIsExact: t.isExact,
                    isHidden: recipeView.kind == .window ? false : recipeView.isHidden,
                    isUserInteractionEnabled: recipeView.userInteraction ?? defaultInteraction,
                    alpha: recipeView.alpha ?? 1,
                    clipsToBounds: recipeView.clipsToBounds,
                    outset: recipeView.kind == .outset ? recipeView.outset : nil,
                    passThrough: recipeView.kind == .passThrough,
                    parent: recipeView.parent))
            if let parent = recipeView.parent { views[parent].children.append(views.count - 1) }
        }
    }

    /// The centre and bounds size a recipe's frame gives. Set before the transform: the frame's middle and size.
    /// Set after a scale or quarter turn (HT-16): the transformed bounds must cover the frame exactly, so the
    /// centre is the frame's middle less the translation, and each bounds side is the frame side it lands on
    /// divided by the scale along it (a quarter turn swaps the sides).
    static func geometryOfFrame(_ view: ViewRecipe) -> (centerX: Double, centerY: Double, width: Double, height: Double)
    {
        let middleX = view.frameX + view.width / 2
        let middleY = view.frameY + view.height / 2
        guard view.frameAfterTransform, let t = view.transform, t.isAxisAligned else {
            return (middleX, middleY, view.width, view.height)
        }
        if t.b == 0 {
            return (middleX - t.tx, middleY - t.ty, view.width / abs(t.a), view.height / abs(t.d))
        }
        // (x, y) ↦ (c y, b x): the bounds' width lands on the frame's height and their height on its width.
        return (middleX - t.tx, middleY - t.ty, view.height / abs(t.b), view.width / abs(t.c))
    }

    // MARK: Hit-testing

    /// The view `window.hitTest(point, with: nil)` returns, for a point in the window's bounds coordinates.
    func hitTest(x: Double, y: Double) -> OracleAnswer {
        hitTest(0, x: x, y: y, exact: HitTestOracle.isOnExactGrid(x) && HitTestOracle.isOnExactGrid(y))
    }

    /// Whether a coordinate is a multiple of 1/4096 of moderate size. Such points, with the generator's geometry
    /// (whole and half numbers, exact transforms, at most a few levels deep), stay exact through every
    /// conversion in either implementation, whatever the order of the operations. Other points (aimed at views
    /// below rotations) are compared with the edge tolerance everywhere.
    static func isOnExactGrid(_ value: Double) -> Bool {
        let scaled = value * 4096
        return abs(value) < 100_000 && scaled == scaled.rounded()
    }

    /// HT-2: excluded views (hidden, not interactive, alpha ≤ 0.01) answer nil for their whole subtree (HT-4);
    /// then a point outside `point(inside:)` answers nil, so subviews are never reached from outside (HT-6);
    /// then subviews are asked front-most first, each with the point converted into it (HT-8); the first answer
    /// wins, else the view itself. A pass-through view answers nil instead of itself (HT-7).
    private func hitTest(_ index: Int, x: Double, y: Double, exact: Bool) -> OracleAnswer {
        let view = views[index]
        if view.isHidden || !view.isUserInteractionEnabled || view.alpha <= HitTestOracle.alphaThreshold {
            return .none
        }
        switch pointInside(index, x: x, y: y, exact: exact) {
        case nil: return .ambiguous
        case false?: return .none
        case true?: break
        }
        for child in view.children.reversed() {
            let (childX, childY) = convert(x: x, y: y, intoChild: child)
            let answer = hitTest(child, x: childX, y: childY, exact: exact && views[child].transformIsExact)
            if answer != .none { return answer }
        }
        return view.passThrough ? .none : .view(index)
    }

    /// HT-5: the hit rectangle contains the point with CGRect semantics (min edges in, max edges out). Nil when
    /// the point is within `edgeTolerance` of an edge and the coordinates are not exact.
    func pointInside(_ index: Int, x: Double, y: Double, exact: Bool) -> Bool? {
        let rect = hitRect(of: index)
        if rect.maxX < rect.minX || rect.maxY < rect.minY { return false }  // shrunk to CGRect.null
        if exact {
            return x >= rect.minX && x < rect.maxX && y >= rect.minY && y < rect.maxY
        }
        let margins = [x - rect.minX, rect.maxX - x, y - rect.minY, rect.maxY - y]
        let tolerance = HitTestOracle.edgeTolerance
        if margins.contains(where: { $0 < -tolerance }) { return false }
        if margins.allSatisfy({ $0 > tolerance }) { return true }
        return nil
    }

    /// The bounds, in the view's own coordinates.
    func boundsRect(of index: Int) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let v = views[index]
        return (v.boundsX, v.boundsY, v.boundsX + v.boundsWidth, v.boundsY + v.boundsHeight)
    }

    /// The rectangle `point(inside:)` accepts: the bounds, enlarged by the outset when the view has one. A
    /// negative size (an outset shrinking past zero) means nothing is inside.
    func hitRect(of index: Int) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let v = views[index]
        let outset = v.outset ?? 0
        let minX = v.boundsX - outset
        let minY = v.boundsY - outset
        return (minX, minY, minX + (v.boundsWidth + 2 * outset), minY + (v.boundsHeight + 2 * outset))
    }

    // MARK: Geometry

    /// HT-8: a point in the superview's bounds coordinates, in the child's: subtract the child's centre, undo its
    /// transform, add the centre of its bounds.
    func convert(x: Double, y: Double, intoChild index: Int) -> (Double, Double) {
        let v = views[index]
        let offsetX = x - v.centerX
        let offsetY = y - v.centerY
        // Inverse of (x, y) ↦ (a x + c y + tx, b x + d y + ty): remove the translation, then apply the inverse of
        // the row-vector matrix [a b; c d], which is [d -b; -c a] / (a d - b c).
        let determinant = v.a * v.d - v.b * v.c
        let px = offsetX - v.tx
        let py = offsetY - v.ty
        let localX = (v.d * px - v.c * py) / determinant
        let localY = (v.a * py - v.b * px) / determinant
        return (localX + (v.boundsX + v.boundsWidth / 2), localY + (v.boundsY + v.boundsHeight / 2))
    }

    /// The inverse of `convert(x:y:intoChild:)`: a point in the view's bounds coordinates, in its superview's.
    func convert(x: Double, y: Double, outOf index: Int) -> (Double, Double) {
        let v = views[index]
        let offsetX = x - (v.boundsX + v.boundsWidth / 2)
        let offsetY = y - (v.boundsY + v.boundsHeight / 2)
        let movedX = v.a * offsetX + v.c * offsetY + v.tx
        let movedY = v.b * offsetX + v.d * offsetY + v.ty
        return (movedX + v.centerX, movedY + v.centerY)
    }

    /// A point in the view's bounds coordinates, in the window's bounds coordinates.
    func windowPoint(fromLocalX x: Double, y: Double, of index: Int) -> (Double, Double) {
        var point = (x, y)
        var current = index
        while let parent = views[current].parent {
            point = convert(x: point.0, y: point.1, outOf: current)
            current = parent
        }
        return point
    }

    /// A point in the window's bounds coordinates, in the view's, converted down the ancestor path.
    func localPoint(fromWindowX x: Double, y: Double, of index: Int) -> (Double, Double) {
        var path: [Int] = []
        var current = index
        while let parent = views[current].parent {
            path.append(current)
            current = parent
        }
        var point = (x, y)
        for view in path.reversed() { point = convert(x: point.0, y: point.1, intoChild: view) }
        return point
    }

    /// Whether the transforms between the window and the view (the view's included) are all exact.
    func isPathExact(to index: Int) -> Bool {
        var current = index
        while let parent = views[current].parent {
            if !views[current].transformIsExact { return false }
            current = parent
        }
        return true
    }
}

// Library views built from a RandomTreeGenerator recipe for the hit-test property tests, with the app-style
// overrides (HT-7) some recipes ask for.

import Foundation
import Testing

@testable import ResponderKit

// MARK: - App-style overrides (HT-7)

/// Enlarges (or, with a negative outset, shrinks) its hit area through `point(inside:with:)`, as apps do.
private final class OutsetHitAreaView: UIView {
    var outset: CGFloat = 0

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -outset, dy: -outset).contains(point)
    }
}

/// Takes touches only on its subviews: nil where the default would return the view itself.
private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

// MARK: - Building library views from a recipe

/// A recipe built as app code would build it, in a visible key window of a fresh application.
@MainActor
struct BuiltTree {
    let app = UIApplication()
    let window: UIWindow
    /// `views[i]` is built from `recipe.views[i]`; `views[0]` is the window.
    private(set) var views: [UIView]
    private var indices: [ObjectIdentifier: Int] = [:]

    /// Builds the tree; with `configuringAfterAdding`, each view is added to its superview before its bounds
    /// origin, transform and flags are set. With `undeclaredClasses`, plain views, labels and image views are
    /// subclasses that override nothing but do not declare `DefaultHitTesting`, so every hit-test takes the walk
    /// that calls overrides (see HitTestWalkOracleTests.swift).
    init(_ recipe: TreeRecipe, configuringAfterAdding: Bool = false, undeclaredClasses: Bool = false) {
        let root = recipe.views[0]
        window = UIWindow(
            frame: CGRect(x: root.frameX, y: root.frameY, width: root.width, height: root.height), application: app)
        if root.boundsOriginX != nil || root.boundsOriginY != nil {
            window.bounds.origin = CGPoint(x: root.boundsOriginX ?? 0, y: root.boundsOriginY ?? 0)
        }
        var views: [UIView] = [window]
        views.reserveCapacity(recipe.views.count)
        for recipeView in recipe.views.dropFirst() {
            let view = BuiltTree.makeView(recipeView, undeclared: undeclaredClasses)
            if configuringAfterAdding {
                views[recipeView.parent ?? 0].addSubview(view)
                BuiltTree.configure(view, as: recipeView)
            } else {
                BuiltTree.configure(view, as: recipeView)
                views[recipeView.parent ?? 0].addSubview(view)
            }
            views.append(view)
        }
        window.makeKeyAndVisible()
        self.views = views
        reindex()
    }

    private static func makeView(_ recipe: ViewRecipe, undeclared: Bool) -> UIView {
        let frame = CGRect(x: recipe.frameX, y: recipe.frameY, width: recipe.width, height: recipe.height)
        if undeclared {
            switch recipe.kind {
            case .window, .view: return UndeclaredView(frame: frame)
            case .label: return UndeclaredLabel(frame: frame)
            case .imageView: return UndeclaredImageView(frame: frame)
            case .passThrough, .outset: break
            }
        }
        switch recipe.kind {
        case .window, .view: return UIView(frame: frame)
        case .label: return UILabel(frame: frame)
        case .imageView: return UIImageView(frame: frame)
        case .passThrough: return PassThroughView(frame: frame)
        case .outset: return OutsetHitAreaView(frame: frame)
        }
    }

    /// Sets what the recipe sets, after the frame.
    private static func configure(_ view: UIView, as recipe: ViewRecipe) {
        if recipe.boundsOriginX != nil || recipe.boundsOriginY != nil {
            view.bounds.origin = CGPoint(x: recipe.boundsOriginX ?? 0, y: recipe.boundsOriginY ?? 0)
        }
        if let t = recipe.transform { view.transform = affineTransform(t) }
        if recipe.frameAfterTransform {
            view.frame = CGRect(x: recipe.frameX, y: recipe.frameY, width: recipe.width, height: recipe.height)
        }
        if recipe.isHidden { view.isHidden = true }
        if let alpha = recipe.alpha { view.alpha = CGFloat(alpha) }
        if let interaction = recipe.userInteraction { view.isUserInteractionEnabled = interaction }
        if recipe.clipsToBounds { view.clipsToBounds = true }
        if let outsetView = view as? OutsetHitAreaView { outsetView.outset = CGFloat(recipe.outset) }
    }

    /// Sets every property of a view already in the tree to what `recipe` says (the defaults where it sets
    /// nothing): transform to identity first, then the geometry (through `frame` and `bounds.origin`, or through
    /// `center` and `bounds`), then the transform, as UIKit requires.
    private static func reconfigure(_ view: UIView, as recipe: ViewRecipe, throughFrame: Bool) {
        let origin = CGPoint(x: recipe.boundsOriginX ?? 0, y: recipe.boundsOriginY ?? 0)
        view.transform = .identity
        if throughFrame {
            view.frame = CGRect(x: recipe.frameX, y: recipe.frameY, width: recipe.width, height: recipe.height)
            view.bounds.origin = origin
        } else {
            view.center = CGPoint(x: recipe.frameX + recipe.width / 2, y: recipe.frameY + recipe.height / 2)
            view.bounds = CGRect(origin: origin, size: CGSize(width: recipe.width, height: recipe.height))
        }
        view.transform = recipe.transform.map(affineTransform) ?? .identity
        if recipe.frameAfterTransform {
            view.frame = CGRect(x: recipe.frameX, y: recipe.frameY, width: recipe.width, height: recipe.height)
        }
        view.isHidden = recipe.isHidden
        view.alpha = CGFloat(recipe.alpha ?? 1)
        view.isUserInteractionEnabled = recipe.userInteraction ?? !(view is UILabel || view is UIImageView)
        view.clipsToBounds = recipe.clipsToBounds
        if let outsetView = view as? OutsetHitAreaView { outsetView.outset = CGFloat(recipe.outset) }
    }

    private static func affineTransform(_ t: RecipeTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }

    /// Applies a mutation to the live views; `oldIndices` comes from `TreeRecipe.applying(_:)`. Call `reindex()`
    /// after a batch.
    mutating func apply(_ mutation: TreeMutation, oldIndices: [Int]) {
        switch mutation {
        case .reconfigure(let index, let recipe):
            BuiltTree.reconfigure(views[index], as: recipe, throughFrame: index % 2 == 0)
        case .bringToFront(let index): views[index].superview?.bringSubviewToFront(views[index])
        case .sendToBack(let index): views[index].superview?.sendSubviewToBack(views[index])
        case .remove(let index): views[index].removeFromSuperview()
        }
        views = oldIndices.map { views[$0] }
    }

    mutating func reindex() {
        indices = [:]
        indices.reserveCapacity(views.count)
        for (index, view) in views.enumerated() { indices[ObjectIdentifier(view)] = index }
    }

    /// The library's answer in the oracle's terms; a view outside the tree is `#-1`.
    func answer(for hit: UIView?) -> OracleAnswer {
        guard let hit else { return .none }
        return .view(indices[ObjectIdentifier(hit)] ?? -1)
    }

    /// `window.hitTest(point, with: nil)`, as UIKit code calls it.
    func hitTestAnswer(at point: CGPoint) -> OracleAnswer {
        answer(for: window.hitTest(point, with: nil))
    }

    /// The view a touch beginning at `point` is bound to, through the input path; the touch is then cancelled.
    func touchAnswer(at point: CGPoint, simulator: EventSimulator) throws -> OracleAnswer {
        let touch = try simulator.touchDown(at: point, in: window)
        let bound = answer(for: touch.view)
        try simulator.touchCancel(touch)
        return bound
    }

    /// Differences between what the views report through their public properties and the oracle's snapshot
    /// (setup problems, reported apart from hit-test mismatches).
    func readbackDifferences(from oracle: HitTestOracle) -> [String] {
        var differences: [String] = []
        for (index, view) in views.enumerated() {
            let s = oracle.views[index]
            let t = view.transform
            let transform = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
            let checks: [(String, Bool)] = [
                ("center", view.center == CGPoint(x: s.centerX, y: s.centerY)),
                (
                    "bounds",
                    view.bounds == CGRect(x: s.boundsX, y: s.boundsY, width: s.boundsWidth, height: s.boundsHeight)
                ),
                ("transform", transform == [s.a, s.b, s.c, s.d, s.tx, s.ty]),
                ("isHidden", view.isHidden == s.isHidden),
                ("alpha", Double(view.alpha) == s.alpha),
                ("isUserInteractionEnabled", view.isUserInteractionEnabled == s.isUserInteractionEnabled),
                ("clipsToBounds", view.clipsToBounds == s.clipsToBounds),
            ]
            for (name, matches) in checks where !matches { differences.append("#\(index) \(name)") }
        }
        return differences
    }
}

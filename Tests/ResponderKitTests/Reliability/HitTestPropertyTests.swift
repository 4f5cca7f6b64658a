// Property tests: on thousands of random trees and points, the library's hit view (through
// `window.hitTest(_:with:)` and through the input path) equals the answer of `HitTestOracle`, an independent
// implementation of the spec's HT rules over a value snapshot. Deterministic self-tests check the oracle itself.
//
// Besides the random geometry and flags (see `RandomTreeGenerator`): odd trees set each view's properties after
// adding it, even trees before; every third tree is changed halfway through its points (new geometry and flags,
// bring to front, send to back, removal) after it has been hit-tested; about 6 % of trees have one container with
// 30-90 subviews, and one test has 10,000 siblings (both reach a spatial index, and the changes its invalidation).
//
// Reproducible: every tree comes from `SplitMix64(seed:stream: treeIndex)`. Environment variables:
// - RESPONDERKIT_ORACLE_SEED: the run's seed, decimal or 0x-hexadecimal (default `defaultSeed`).
// - RESPONDERKIT_ORACLE_TREES: how many random trees (default 3,000, with 30 points each).
// A mismatch reports the seed, tree and point index, the point, both answers, the tree, and a shrunk tree that
// still disagrees.

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

// MARK: - Run configuration and statistics

/// Seed and size of a property run, from the environment.
struct OracleRunConfiguration {
    static let defaultSeed: UInt64 = 0x0A11_CE5E_ED5E_ED01
    static let defaultTrees = 3_000
    static let pointsPerTree = 30
    /// Every this many points, the point is also checked through the input path.
    static let touchEvery = 10

    var seed = defaultSeed
    var trees = defaultTrees
    /// Values in the environment that could not be read (the defaults are used instead).
    var problems: [String] = []

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let text = environment["RESPONDERKIT_ORACLE_SEED"] {
            let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
            let parsed = trimmed.hasPrefix("0x") ? UInt64(trimmed.dropFirst(2), radix: 16) : UInt64(trimmed)
            if let parsed { seed = parsed } else { problems.append("RESPONDERKIT_ORACLE_SEED=\(text)") }
        }
        if let text = environment["RESPONDERKIT_ORACLE_TREES"] {
            if let parsed = Int(text.trimmingCharacters(in: .whitespaces)), parsed >= 0 {
                trees = parsed
            } else {
                problems.append("RESPONDERKIT_ORACLE_TREES=\(text)")
            }
        }
    }

    var seedText: String { "0x" + String(seed, radix: 16) }
}

/// What a run exercised, to show the random inputs reach the interesting cases.
struct OracleRunStatistics {
    var trees = 0
    var views = 0
    var points = 0
    var skipped = 0
    var touches = 0
    var nilAnswers = 0
    var hitsByKind: [RecipeKind: Int] = [:]
    var hitsBelowInexactTransforms = 0
    var hitsInOutsetAreas = 0
    var hitsBelowPassThrough = 0
    var mutatedTrees = 0
    /// Hits on subviews of a view with 32 or more subviews.
    var hitsInWideContainers = 0
    /// Hits at each depth below the window (index 0: the window).
    var hitsByDepth: [Int] = []

    mutating func record(_ answer: OracleAnswer, in oracle: HitTestOracle, x: Double, y: Double) {
        points += 1
        switch answer {
        case .ambiguous:
            skipped += 1
        case .none:
            nilAnswers += 1
        case .view(let index):
            let view = oracle.views[index]
            hitsByKind[view.kind, default: 0] += 1
            if !oracle.isPathExact(to: index) { hitsBelowInexactTransforms += 1 }
            if view.outset != nil {
                let (localX, localY) = oracle.localPoint(fromWindowX: x, y: y, of: index)
                let bounds = oracle.boundsRect(of: index)
                let inBounds =
                    localX >= bounds.minX && localX < bounds.maxX && localY >= bounds.minY && localY < bounds.maxY
                if !inBounds { hitsInOutsetAreas += 1 }
            }
            if let parent = view.parent, oracle.views[parent].children.count >= 32 { hitsInWideContainers += 1 }
            var depth = 0
            var ancestor = view.parent
            while let current = ancestor {
                depth += 1
                ancestor = oracle.views[current].parent
            }
            while hitsByDepth.count <= depth { hitsByDepth.append(0) }
            hitsByDepth[depth] += 1
            ancestor = view.parent
            while let current = ancestor {
                if oracle.views[current].passThrough {
                    hitsBelowPassThrough += 1
                    break
                }
                ancestor = oracle.views[current].parent
            }
        }
    }

    var summary: String {
        let kinds = RecipeKind.allCases.map { "\($0.rawValue) \(hitsByKind[$0, default: 0])" }.joined(separator: ", ")
        return """
            \(trees) trees, \(views) views, \(points) points: \(points - skipped) compared, \(skipped) skipped \
            (within \(HitTestOracle.edgeTolerance) of an edge in inexact arithmetic), \(touches) also \
            through the input path; answers: nil \(nilAnswers), \(kinds); below inexact transforms \
            \(hitsBelowInexactTransforms), in outset areas \(hitsInOutsetAreas), below pass-through views \
            \(hitsBelowPassThrough), in wide containers \(hitsInWideContainers); hits by depth \(hitsByDepth); \
            \(mutatedTrees) trees changed after building
            """
    }
}

// MARK: - Reporting and shrinking

/// How the library was asked.
private enum LibraryPath: String {
    case hitTest = "window.hitTest(_:with: nil)"
    case touch = "EventSimulator.touchDown(at:in:) then touch.view"
}

/// Records mismatches as issues: the first few in full, with a shrunk tree, the rest counted.
@MainActor
private struct MismatchReporter {
    static let detailedReports = 3
    /// Builds tried while shrinking one case.
    static let shrinkBudget = 3_000
    /// Time spent shrinking one case at most.
    static let shrinkTimeLimit = Duration.seconds(3)

    let configuration: OracleRunConfiguration
    private(set) var count = 0

    init(configuration: OracleRunConfiguration) {
        self.configuration = configuration
    }

    /// Records one mismatch. `history` lists the mutations applied since the tree was built (indices as they
    /// were at the time); `recipe` is the state after them.
    mutating func report(
        tree recipe: TreeRecipe, treeIndex: Int?, history: [String] = [], pointIndex: Int, probe: ProbePoint,
        via path: LibraryPath, oracle expected: OracleAnswer, library actual: OracleAnswer,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        count += 1
        guard count <= MismatchReporter.detailedReports else { return }
        let point = CGPoint(x: probe.x, y: probe.y)
        let treeText = treeIndex.map { "tree \($0)" } ?? "the 10,000-sibling tree"
        let reproduce =
            treeIndex.map {
                "RESPONDERKIT_ORACLE_SEED=\(configuration.seedText) RESPONDERKIT_ORACLE_TREES=\($0 + 1) "
                    + "swift test --filter HitTestProperty"
            } ?? "RESPONDERKIT_ORACLE_SEED=\(configuration.seedText) swift test --filter HitTestProperty"
        var message = """
            Hit-test mismatch via \(path.rawValue): seed \(configuration.seedText), \(treeText), point \(pointIndex)
            point (\(probe.x), \(probe.y)) in window coordinates; aimed at: \(probe.origin)
            oracle: \(expected)   library: \(actual)
            reproduce: \(reproduce)
            """
        if !history.isEmpty {
            message += "\nafter these changes to the built tree:\n" + history.map { "  \($0)" }.joined(separator: "\n")
        }
        message += """

            tree ('~' marks inexact transforms):
            \(recipe.dump(marks: MismatchReporter.marks(oracle: expected, library: actual)))
            """
        if MismatchReporter.disagrees(recipe, at: point, via: path) {
            let shrunk = MismatchReporter.shrink(recipe, at: point, via: path, answers: [expected, actual])
            let shrunkOracle = HitTestOracle(snapshotOf: shrunk).hitTest(x: probe.x, y: probe.y)
            let shrunkLibrary = MismatchReporter.libraryAnswer(BuiltTree(shrunk), at: point, via: path)
            message += """

                shrunk tree, built afresh (oracle \(shrunkOracle), library \(shrunkLibrary)):
                \(shrunk.dump(marks: MismatchReporter.marks(oracle: shrunkOracle, library: shrunkLibrary)))
                """
        } else {
            message +=
                "\na freshly built copy of this tree agrees with the oracle: the mismatch depends on the history."
        }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Records how many mismatches were not reported in full.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        if count > MismatchReporter.detailedReports {
            let more = count - MismatchReporter.detailedReports
            Issue.record("\(more) more hit-test mismatches (\(count) in all)", sourceLocation: sourceLocation)
        }
    }

    private static func marks(oracle: OracleAnswer, library: OracleAnswer) -> [Int: String] {
        var marks: [Int: String] = [:]
        if case .view(let index) = oracle { marks[index] = "oracle" }
        if case .view(let index) = library { marks[index] = marks[index] == nil ? "library" : "oracle, library" }
        return marks
    }

    static func libraryAnswer(_ tree: BuiltTree, at point: CGPoint, via path: LibraryPath) -> OracleAnswer {
        switch path {
        case .hitTest:
            return tree.hitTestAnswer(at: point)
        case .touch:
            let simulator = EventSimulator(application: tree.app)
            return (try? tree.touchAnswer(at: point, simulator: simulator)) ?? .view(-1)
        }
    }

    /// Whether the oracle gives a definite answer that the library does not.
    static func disagrees(_ recipe: TreeRecipe, at point: CGPoint, via path: LibraryPath) -> Bool {
        let expected = HitTestOracle(snapshotOf: recipe).hitTest(x: Double(point.x), y: Double(point.y))
        guard expected != .ambiguous else { return false }
        return libraryAnswer(BuiltTree(recipe), at: point, via: path) != expected
    }

    /// A smaller tree that still disagrees at the same window point: removes subtrees (in halving chunks, then one
    /// by one) and resets properties to their defaults while the disagreement stays.
    static func shrink(
        _ recipe: TreeRecipe, at point: CGPoint, via path: LibraryPath, answers: [OracleAnswer]
    ) -> TreeRecipe {
        var current = recipe
        var builds = shrinkBudget
        let clock = ContinuousClock()
        let deadline = clock.now + shrinkTimeLimit
        var hasBudget: Bool { builds > 0 && clock.now < deadline }
        func attempt(_ candidate: TreeRecipe) -> Bool {
            guard hasBudget else { return false }
            builds -= 1
            guard disagrees(candidate, at: point, via: path) else { return false }
            current = candidate
            return true
        }
        // Often enough: only the two answers and their ancestors.
        var keep = Set<Int>()
        for case .view(let index) in answers where index >= 0 && index < recipe.views.count {
            var ancestor: Int? = index
            while let current = ancestor {
                keep.insert(current)
                ancestor = recipe.views[current].parent
            }
        }
        _ = attempt(recipe.removingSubtrees(at: Set(recipe.views.indices.filter { !keep.contains($0) })))
        var chunk = max(current.views.count / 2, 1)
        while chunk >= 1 && hasBudget {
            var end = current.views.count
            while end > 1 && hasBudget {
                let start = max(end - chunk, 1)
                _ = attempt(current.removingSubtrees(at: Set(start..<end)))
                end = min(start, current.views.count)
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        var changed = true
        while changed && hasBudget {
            changed = false
            for index in current.views.indices.reversed() where hasBudget {
                for property in Simplification.allCases {
                    guard let view = simplified(current.views[index], resetting: property) else { continue }
                    var candidate = current
                    candidate.views[index] = view
                    if attempt(candidate) { changed = true }
                }
            }
        }
        return current
    }

    /// The properties `simplified(_:resetting:)` can reset.
    private enum Simplification: CaseIterable {
        case transform, frameAfterTransform, alpha, hidden, interaction, clipping, boundsOrigin, overrides
    }

    /// The view with one property reset to its default, or nil when it already has the default.
    private static func simplified(_ view: ViewRecipe, resetting property: Simplification) -> ViewRecipe? {
        var copy = view
        switch property {
        case .transform:
            copy.transform = nil
            copy.frameAfterTransform = false
        case .frameAfterTransform: copy.frameAfterTransform = false
        case .alpha: copy.alpha = nil
        case .hidden: copy.isHidden = false
        case .interaction: copy.userInteraction = nil
        case .clipping: copy.clipsToBounds = false
        case .boundsOrigin:
            copy.boundsOriginX = nil
            copy.boundsOriginY = nil
        case .overrides:
            if copy.kind == .outset || copy.kind == .passThrough { copy.kind = .view }
        }
        let unchanged =
            copy.transform == view.transform && copy.frameAfterTransform == view.frameAfterTransform
            && copy.alpha == view.alpha && copy.isHidden == view.isHidden
            && copy.userInteraction == view.userInteraction && copy.clipsToBounds == view.clipsToBounds
            && copy.boundsOriginX == view.boundsOriginX && copy.boundsOriginY == view.boundsOriginY
            && copy.kind == view.kind
        return unchanged ? nil : copy
    }
}

// MARK: - Property tests

@MainActor
struct HitTestPropertyTests {
    @Test("HT-2, HT-4, HT-8: the library's hit view equals an independent oracle on random trees")
    func libraryMatchesOracleOnRandomTrees() throws {
        let configuration = OracleRunConfiguration()
        for problem in configuration.problems { Issue.record("Unreadable environment value, default used: \(problem)") }
        let generator = RandomTreeGenerator()
        var statistics = OracleRunStatistics()
        var reporter = MismatchReporter(configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        for treeIndex in 0..<configuration.trees {
            var rng = SplitMix64(seed: configuration.seed, stream: treeIndex)
            var recipe = generator.makeTree(using: &rng)
            var oracle = HitTestOracle(snapshotOf: recipe)
            var tree = BuiltTree(recipe, configuringAfterAdding: treeIndex % 2 == 1)
            checkReadback(tree, oracle, recipe, configuration, treeIndex)
            let simulator = EventSimulator(application: tree.app)
            statistics.trees += 1
            statistics.views += recipe.views.count
            // Every third tree changes halfway, through the public API, after it has been hit-tested.
            let changesAt = treeIndex % 3 == 2 ? OracleRunConfiguration.pointsPerTree / 2 : -1
            var history: [String] = []
            for pointIndex in 0..<OracleRunConfiguration.pointsPerTree {
                if pointIndex == changesAt {
                    for _ in 0..<rng.int(in: 1...4) where recipe.views.count > 1 {
                        let mutation = generator.makeMutation(of: recipe, using: &rng)
                        let (next, oldIndices) = recipe.applying(mutation)
                        tree.apply(mutation, oldIndices: oldIndices)
                        history.append(mutation.description)
                        recipe = next
                    }
                    tree.reindex()
                    oracle = HitTestOracle(snapshotOf: recipe)
                    checkReadback(tree, oracle, recipe, configuration, treeIndex)
                    statistics.mutatedTrees += 1
                }
                let probe = generator.makeProbe(in: oracle, using: &rng)
                let point = CGPoint(x: probe.x, y: probe.y)
                let expected = oracle.hitTest(x: probe.x, y: probe.y)
                let actual = tree.hitTestAnswer(at: point)
                statistics.record(expected, in: oracle, x: probe.x, y: probe.y)
                guard expected != .ambiguous else { continue }
                if actual != expected {
                    reporter.report(
                        tree: recipe, treeIndex: treeIndex, history: history, pointIndex: pointIndex, probe: probe,
                        via: .hitTest, oracle: expected, library: actual)
                }
                guard pointIndex % OracleRunConfiguration.touchEvery == 0 else { continue }
                statistics.touches += 1
                let bound = try tree.touchAnswer(at: point, simulator: simulator)
                if bound != expected {
                    reporter.report(
                        tree: recipe, treeIndex: treeIndex, history: history, pointIndex: pointIndex, probe: probe,
                        via: .touch, oracle: expected, library: bound)
                }
            }
        }
        reporter.finish()
        let elapsed = clock.now - start
        print("HitTestOracle (seed \(configuration.seedText), \(elapsed)): \(statistics.summary)")
        #expect(reporter.count == 0, "\(reporter.count) mismatches; \(statistics.summary)")
        guard configuration.trees >= 1_000 else { return }
        // The random inputs must reach the interesting cases, and skipping must stay rare.
        #expect(statistics.skipped * 20 < statistics.points, "\(statistics.summary)")
        #expect(statistics.nilAnswers > 0)
        for kind in RecipeKind.allCases where kind != .passThrough {
            #expect(statistics.hitsByKind[kind, default: 0] > 0, "no hits on \(kind)")
        }
        #expect(statistics.hitsBelowInexactTransforms > 0)
        #expect(statistics.hitsInOutsetAreas > 0)
        #expect(statistics.hitsBelowPassThrough > 0)
        #expect(statistics.hitsInWideContainers > 0)
    }

    @Test("HT-2, HT-8: the oracle and the library agree on a random tree with 10,000 siblings in one container")
    func libraryMatchesOracleOnTenThousandSiblings() throws {
        let configuration = OracleRunConfiguration()
        var rng = SplitMix64(seed: configuration.seed, stream: -1)
        let generator = RandomTreeGenerator()
        var recipe = TreeRecipe(windowWidth: 1_000, windowHeight: 1_000)
        let container = recipe.add(.view, frame: (40, 30, 920, 940)) { view in
            view.boundsOriginX = 13.5
            view.boundsOriginY = -20
        }
        for _ in 0..<10_000 {
            recipe.views.append(generator.makeView(in: container, of: recipe, maxSize: 90, using: &rng))
        }
        var oracle = HitTestOracle(snapshotOf: recipe)
        var tree = BuiltTree(recipe)
        let simulator = EventSimulator(application: tree.app)
        var reporter = MismatchReporter(configuration: configuration)
        var statistics = OracleRunStatistics()
        var history: [String] = []
        for pointIndex in 0..<800 {
            if pointIndex == 400 {
                // Change 100 siblings after the container has been hit-tested (a spatial index must follow).
                for _ in 0..<100 {
                    let mutation = generator.makeMutation(of: recipe, maxSize: 90, using: &rng)
                    let (next, oldIndices) = recipe.applying(mutation)
                    tree.apply(mutation, oldIndices: oldIndices)
                    history.append(mutation.description)
                    recipe = next
                }
                tree.reindex()
                oracle = HitTestOracle(snapshotOf: recipe)
            }
            let probe = generator.makeProbe(in: oracle, using: &rng)
            let point = CGPoint(x: probe.x, y: probe.y)
            let expected = oracle.hitTest(x: probe.x, y: probe.y)
            statistics.record(expected, in: oracle, x: probe.x, y: probe.y)
            guard expected != .ambiguous else { continue }
            let actual = tree.hitTestAnswer(at: point)
            if actual != expected {
                reporter.report(
                    tree: recipe, treeIndex: nil, history: history, pointIndex: pointIndex, probe: probe,
                    via: .hitTest, oracle: expected, library: actual)
            }
            if pointIndex % 20 == 0 {
                let bound = try tree.touchAnswer(at: point, simulator: simulator)
                if bound != expected {
                    reporter.report(
                        tree: recipe, treeIndex: nil, history: history, pointIndex: pointIndex, probe: probe,
                        via: .touch, oracle: expected, library: bound)
                }
            }
        }
        reporter.finish()
        #expect(reporter.count == 0, "\(reporter.count) mismatches; \(statistics.summary)")
        #expect(statistics.hitsByKind[.view, default: 0] > 100, "\(statistics.summary)")
    }

    private func checkReadback(
        _ tree: BuiltTree, _ oracle: HitTestOracle, _ recipe: TreeRecipe, _ configuration: OracleRunConfiguration,
        _ treeIndex: Int
    ) {
        let differences = tree.readbackDifferences(from: oracle)
        guard !differences.isEmpty else { return }
        Issue.record(
            """
            Views do not read back as built (seed \(configuration.seedText), tree \(treeIndex)): \
            \(differences.joined(separator: ", "))
            \(recipe.dump())
            """)
    }
}

// MARK: - Oracle self-tests (no library calls)

/// The oracle checked against hand-worked answers, so that agreeing with it means something. (Named so that
/// `--filter HitTestProperty` runs it with the property tests.)
struct HitTestPropertyOracleSelfTests {
    @Test("Oracle RNG: SplitMix64 reproduces the reference outputs, and streams are reproducible")
    func splitMixReferenceValues() {
        var zero = SplitMix64(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        var reference = SplitMix64(seed: 1_234_567)
        #expect(
            [reference.next(), reference.next(), reference.next()] == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            ])
        var first = SplitMix64(seed: 42, stream: 7)
        var again = SplitMix64(seed: 42, stream: 7)
        var other = SplitMix64(seed: 42, stream: 8)
        let values = (0..<8).map { _ in first.next() }
        #expect(values == (0..<8).map { _ in again.next() })
        #expect(values != (0..<8).map { _ in other.next() })
        var bounded = SplitMix64(seed: 9)
        for _ in 0..<1_000 {
            #expect((-3...4).contains(bounded.int(in: -3...4)))
            let half = bounded.halfStep(-2, 2)
            #expect(half >= -2 && half <= 2 && (half * 2).rounded() == half * 2)
        }
    }

    @Test("HT-5: in the oracle, min edges are inside and max edges outside, at every level")
    func halfOpenEdges() {
        var tree = TreeRecipe(windowWidth: 100, windowHeight: 80)
        let view = tree.add(.view, frame: (10, 20, 30, 40))
        let oracle = HitTestOracle(snapshotOf: tree)
        #expect(oracle.hitTest(x: 10, y: 20) == .view(view))
        #expect(oracle.hitTest(x: 39.5, y: 59.5) == .view(view))
        #expect(oracle.hitTest(x: 40, y: 30) == .view(0))
        #expect(oracle.hitTest(x: 20, y: 60) == .view(0))
        #expect(oracle.hitTest(x: 9.5, y: 30) == .view(0))
        #expect(oracle.hitTest(x: 0, y: 0) == .view(0))
        #expect(oracle.hitTest(x: 99.5, y: 79.5) == .view(0))
        #expect(oracle.hitTest(x: 100, y: 10) == .none)
        #expect(oracle.hitTest(x: 10, y: 80) == .none)
        #expect(oracle.hitTest(x: -0.5, y: 0) == .none)
    }

    @Test("HT-5: a zero-size view is never inside, and a window's bounds origin moves its hit area")
    func emptyViewsAndWindowOrigin() {
        var tree = TreeRecipe(windowWidth: 100, windowHeight: 100)
        tree.views[0].boundsOriginX = 50
        tree.views[0].boundsOriginY = -10
        let empty = tree.add(.view, frame: (60, 0, 0, 10))
        let oracle = HitTestOracle(snapshotOf: tree)
        #expect(empty == 1)
        #expect(oracle.hitTest(x: 60, y: 5) == .view(0))
        #expect(oracle.hitTest(x: 50, y: -10) == .view(0))
        #expect(oracle.hitTest(x: 149.5, y: 89.5) == .view(0))
        #expect(oracle.hitTest(x: 150, y: 0) == .none)
        #expect(oracle.hitTest(x: 49.5, y: 0) == .none)
    }

    @Test("HT-16: the oracle sizes a frame set after a scale or a quarter turn so the transform covers it")
    func oracleFrameAfterTransform() {
        var tree = TreeRecipe(windowWidth: 300, windowHeight: 300)
        let halved = tree.add(.view, frame: (0, 0, 100, 100)) { view in
            view.transform = RecipeTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0, isExact: true)
            view.frameAfterTransform = true
        }
        let turned = tree.add(.view, frame: (150, 150, 120, 40)) { view in
            view.transform = RecipeTransform(a: 0, b: 2, c: -2, d: 0, tx: 4, ty: -6, isExact: true)
            view.frameAfterTransform = true
        }
        let oracle = HitTestOracle(snapshotOf: tree)
        let h = oracle.views[halved]
        #expect([h.centerX, h.centerY, h.boundsWidth, h.boundsHeight] == [50, 50, 200, 200])
        let t = oracle.views[turned]
        #expect([t.centerX, t.centerY, t.boundsWidth, t.boundsHeight] == [206, 176, 20, 60])
        #expect(oracle.hitTest(x: 99.5, y: 99.5) == .view(halved))
        #expect(oracle.hitTest(x: 100, y: 50) == .view(0))
        #expect(oracle.convert(x: 50, y: 50, intoChild: halved) == (100, 100))
        // On screen the turned view covers x in (150, 270] and y in [150, 190): the turn flips which edges count.
        #expect(oracle.hitTest(x: 150.5, y: 150) == .view(turned))
        #expect(oracle.hitTest(x: 270, y: 189.5) == .view(turned))
        #expect(oracle.hitTest(x: 150, y: 170) == .view(0))
        #expect(oracle.hitTest(x: 270.5, y: 170) == .view(0))
        #expect(oracle.hitTest(x: 200, y: 190) == .view(0))
    }

    @Test("HT-8: the oracle converts with the centre, the inverse transform and the bounds centre")
    func conversionIntoChildren() {
        var tree = TreeRecipe(windowWidth: 300, windowHeight: 300)
        let scaled = tree.add(.view, frame: (100, 100, 40, 20)) { view in
            view.boundsOriginX = 10
            view.boundsOriginY = 5
            view.transform = RecipeTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0, isExact: true)
        }
        // A quarter turn (+x towards +y), exactly: (x, y) ↦ (-y, x).
        let turned = tree.add(.view, frame: (0, 0, 40, 20)) { view in
            view.transform = RecipeTransform(a: 0, b: 1, c: -1, d: 0, tx: 3, ty: 0, isExact: true)
        }
        let oracle = HitTestOracle(snapshotOf: tree)
        // (130, 120) - centre (120, 110) = (10, 10); halved (5, 5); plus the bounds centre (30, 15).
        #expect(oracle.convert(x: 130, y: 120, intoChild: scaled) == (35, 20))
        #expect(oracle.convert(x: 35, y: 20, outOf: scaled) == (130, 120))
        // (28, 25) - centre (20, 10) - translation (3, 0) = (5, 15); un-turned (15, -5); plus (20, 10).
        #expect(oracle.convert(x: 28, y: 25, intoChild: turned) == (35, 5))
        #expect(oracle.convert(x: 35, y: 5, outOf: turned) == (28, 25))
        // On screen the turned view covers x in (13, 33] and y in [-10, 30): hit in its on-screen shape (HT-9),
        // and the turn sends the local max-y edge (outside) to x = 13 and the min-y edge (inside) to x = 33.
        #expect(oracle.hitTest(x: 14, y: 25) == .view(turned))
        #expect(oracle.hitTest(x: 33, y: 0) == .view(turned))
        #expect(oracle.hitTest(x: 13, y: 0) == .view(0))
        #expect(oracle.hitTest(x: 35, y: 5) == .view(0))
        // The scaled view covers [80, 160) x [90, 130) on screen, and its max edges stay outside.
        #expect(oracle.hitTest(x: 80, y: 100) == .view(scaled))
        #expect(oracle.hitTest(x: 159.5, y: 119.5) == .view(scaled))
        #expect(oracle.hitTest(x: 160, y: 110) == .view(0))
    }

    @Test("HT-8, HT-9: forward and inverse conversions of the oracle undo each other on random trees")
    func conversionsRoundTrip() {
        let generator = RandomTreeGenerator()
        for treeIndex in 0..<300 {
            var rng = SplitMix64(seed: 0x0C0F_FEE0, stream: treeIndex)
            let tree = HitTestOracle(snapshotOf: generator.makeTree(using: &rng))
            for _ in 0..<10 {
                let index = rng.index(below: tree.views.count)
                let localX = rng.halfStep(-50, 50)
                let localY = rng.halfStep(-50, 50)
                let (x, y) = tree.windowPoint(fromLocalX: localX, y: localY, of: index)
                let back = tree.localPoint(fromWindowX: x, y: y, of: index)
                if tree.isPathExact(to: index) {
                    #expect(back == (localX, localY), "tree \(treeIndex), view #\(index)")
                } else {
                    #expect(abs(back.0 - localX) < 1e-7 && abs(back.1 - localY) < 1e-7, "tree \(treeIndex)")
                }
            }
        }
    }

    @Test("HT-2, HT-3, HT-4: hidden, non-interactive and alpha <= 0.01 views drop their whole subtree")
    func exclusions() {
        func answer(_ configure: (inout ViewRecipe) -> Void) -> OracleAnswer {
            var tree = TreeRecipe(windowWidth: 100, windowHeight: 100)
            let parent = tree.add(.view, frame: (0, 0, 50, 50), configure: configure)
            tree.add(.view, in: parent, frame: (10, 10, 10, 10))
            return HitTestOracle(snapshotOf: tree).hitTest(x: 15, y: 15)
        }
        #expect(answer { _ in } == .view(2))
        #expect(answer { $0.isHidden = true } == .view(0))
        #expect(answer { $0.userInteraction = false } == .view(0))
        for alpha in [0, 0.005, 0.01] {
            #expect(answer { $0.alpha = alpha } == .view(0), "alpha \(alpha)")
        }
        for alpha in [0.010_000_1, 0.02, 0.5, 1] {
            #expect(answer { $0.alpha = alpha } == .view(2), "alpha \(alpha)")
        }
    }

    @Test("HT-2: the oracle asks subviews front-most first and returns the deepest view")
    func frontMostFirst() {
        var tree = TreeRecipe(windowWidth: 100, windowHeight: 100)
        let back = tree.add(.view, frame: (0, 0, 60, 60))
        let deep = tree.add(.view, in: back, frame: (20, 20, 10, 10))
        let front = tree.add(.view, frame: (25, 0, 60, 60))
        let oracle = HitTestOracle(snapshotOf: tree)
        #expect(oracle.hitTest(x: 22, y: 22) == .view(deep))
        #expect(oracle.hitTest(x: 27, y: 22) == .view(front))
        #expect(oracle.hitTest(x: 10, y: 10) == .view(back))
        #expect(oracle.hitTest(x: 90, y: 90) == .view(0))
    }

    @Test("HT-6: a point outside a view's bounds never reaches its subviews, clipping or not")
    func outsideTheParent() {
        for clips in [false, true] {
            var tree = TreeRecipe(windowWidth: 100, windowHeight: 100)
            let parent = tree.add(.view, frame: (0, 0, 20, 20)) { $0.clipsToBounds = clips }
            let child = tree.add(.view, in: parent, frame: (10, 10, 30, 30))
            let oracle = HitTestOracle(snapshotOf: tree)
            #expect(oracle.hitTest(x: 15, y: 15) == .view(child))
            #expect(oracle.hitTest(x: 25, y: 25) == .view(0))
            #expect(oracle.hitTest(x: 20, y: 15) == .view(0))
        }
    }

    @Test("HT-7: outsets enlarge or shrink the hit area, and pass-through views answer nil for themselves")
    func overrides() {
        var tree = TreeRecipe(windowWidth: 100, windowHeight: 100)
        let shrunk = tree.add(.outset, frame: (60, 60, 4, 4)) { $0.outset = -3 }
        let enlarged = tree.add(.outset, frame: (10, 10, 10, 10)) { $0.outset = 4 }
        let beyond = tree.add(.view, in: enlarged, frame: (-3, -3, 2, 2))
        let overlay = tree.add(.passThrough, frame: (0, 0, 100, 50))
        let button = tree.add(.view, in: overlay, frame: (40, 20, 10, 10))
        let oracle = HitTestOracle(snapshotOf: tree)
        // Shrunk past zero size: nothing is inside.
        #expect(oracle.hitTest(x: 61, y: 61) == .view(0))
        // The pass-through overlay in front lets these through to the enlarged view behind it.
        #expect(oracle.hitTest(x: 6, y: 6) == .view(enlarged))
        #expect(oracle.hitTest(x: 23.5, y: 10) == .view(enlarged))
        #expect(oracle.hitTest(x: 24, y: 10) == .view(0))
        // A subview outside its parent's bounds but inside the enlarged hit area is reachable.
        #expect(oracle.hitTest(x: 7.5, y: 7.5) == .view(beyond))
        #expect(oracle.hitTest(x: 45, y: 25) == .view(button))
        #expect(oracle.hitTest(x: 80, y: 40) == .view(0))
        #expect(oracle.views[shrunk].outset == -3)
        #expect(oracle.views[overlay].passThrough)
    }

    @Test("HT-11: labels and image views take no touches (nor pass them to subviews) unless enabled")
    func labelAndImageViewDefaults() {
        for kind in [RecipeKind.label, .imageView] {
            for enabled in [nil, true, false] as [Bool?] {
                var tree = TreeRecipe(windowWidth: 100, windowHeight: 100)
                let view = tree.add(kind, frame: (0, 0, 50, 50)) { $0.userInteraction = enabled }
                let child = tree.add(.view, in: view, frame: (0, 0, 10, 10))
                let oracle = HitTestOracle(snapshotOf: tree)
                let reachable = enabled == true
                let label = "\(kind) with interaction \(enabled.map(String.init) ?? "not set")"
                #expect(oracle.hitTest(x: 30, y: 30) == .view(reachable ? view : 0), "\(label)")
                #expect(oracle.hitTest(x: 5, y: 5) == .view(reachable ? child : 0), "\(label)")
            }
        }
    }

    @Test("HT-8, HT-9: under a rotation the oracle hits the on-screen shape and skips points near an edge")
    func rotatedViewsAndSkippedPoints() {
        var tree = TreeRecipe(windowWidth: 200, windowHeight: 200)
        let angle = Double.pi / 4
        let rotated = tree.add(.view, frame: (50, 50, 100, 100)) { view in
            view.transform = RecipeTransform(
                a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0, isExact: false)
        }
        let scrolled = tree.add(.view, frame: (0, 0, 20, 20)) { view in
            view.boundsOriginX = 100
            view.boundsOriginY = 0
        }
        let content = tree.add(.view, in: scrolled, frame: (105, 5, 10, 10))
        let oracle = HitTestOracle(snapshotOf: tree)
        let halfDiagonal = 50 * 2.0.squareRoot()
        // The diamond reaches out to the centre ± 70.7 along the axes, past the untransformed square.
        #expect(oracle.hitTest(x: 100 + halfDiagonal - 1, y: 100) == .view(rotated))
        #expect(oracle.hitTest(x: 100 + halfDiagonal + 1, y: 100) == .view(0))
        #expect(oracle.hitTest(x: 55, y: 55) == .view(0))
        // Within 1e-6 of an edge (the top corner lies on the y axis through the centre): no answer.
        let (cornerX, cornerY) = oracle.windowPoint(fromLocalX: 0, y: 0, of: rotated)
        #expect(oracle.hitTest(x: cornerX, y: cornerY) == .ambiguous)
        // With a scroll offset (bounds origin), content is hit at its scrolled position.
        #expect(oracle.hitTest(x: 7, y: 7) == .view(content))
        #expect(oracle.hitTest(x: 2, y: 2) == .view(scrolled))
    }
}

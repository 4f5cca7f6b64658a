// Reporting hit-test property mismatches: the first few in full with a shrunk tree, the rest counted.

import Foundation
import Testing

@testable import ResponderKit

/// How the library was asked.
enum LibraryPath: String {
    case hitTest = "window.hitTest(_:with: nil)"
    case touch = "EventSimulator.touchDown(at:in:) then touch.view"
}

/// Records mismatches as issues: the first few in full, with a shrunk tree, the rest counted.
@MainActor
struct MismatchReporter {
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

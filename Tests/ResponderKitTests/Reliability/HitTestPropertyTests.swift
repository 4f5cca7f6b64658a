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

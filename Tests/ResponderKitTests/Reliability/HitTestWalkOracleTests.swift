// The oracle against every hit-test walk. UIView has two walks: the retain-free loop for subtrees whose classes
// all hit-test by default (`defaultSubtreeHit`), and the walk that calls overrides, which also records a trace
// when the event carries one (`overridableHitTest`). HitTestPropertyTests checks `window.hitTest(_:with: nil)` on
// trees of ResponderKit's own classes (the loop wherever no override sits above); these tests run the same random
// trees through the other entries: with every plain view, label and image view of a class that does not declare
// `DefaultHitTesting` (the override-calling walk everywhere), and with a hit-test trace installed (the traced
// walk), both on ResponderKit's classes and on the undeclared ones.
//
// RESPONDERKIT_ORACLE_SEED and RESPONDERKIT_ORACLE_TREES (default 3,000 trees) apply as in HitTestPropertyTests.

import Foundation
import Testing

@testable import ResponderKit

/// A view that overrides nothing and does not declare `DefaultHitTesting`: hit-testing must assume it may
/// override, so it and its ancestors take the walk that calls `hitTest(_:with:)` and `point(inside:with:)`.
final class UndeclaredView: UIView {}

/// A label subclass that overrides nothing and declares nothing (see `UndeclaredView`).
final class UndeclaredLabel: UILabel {}

/// An image view subclass that overrides nothing and declares nothing (see `UndeclaredView`).
final class UndeclaredImageView: UIImageView {}

/// Counts what a traced hit-test records, keeping nothing.
@MainActor
private final class CountingTracer: EventTracer {
    var visits = 0
    var returns = 0

    func record(_ entry: TraceEntry) {
        switch entry {
        case .hitTestVisit: visits += 1
        case .hitTestReturned: returns += 1
        default: break
        }
    }
}

/// One way of asking a built tree for its hit view.
private enum Walk: String, CaseIterable {
    case untracedDeclared = "window.hitTest(_:with: nil), ResponderKit's classes"
    case untracedUndeclared = "window.hitTest(_:with: nil), undeclared subclasses"
    case tracedDeclared = "window.hitTest(_:with: traced event), ResponderKit's classes"
    case tracedUndeclared = "window.hitTest(_:with: traced event), undeclared subclasses"

    var undeclared: Bool { self == .untracedUndeclared || self == .tracedUndeclared }
    var traced: Bool { self == .tracedDeclared || self == .tracedUndeclared }
}

@MainActor
struct HitTestWalkOracleTests {
    @Test("HT-2, HT-4, HT-7, HT-8: every hit-test walk, traced or not, equals the oracle on random trees")
    func everyWalkMatchesTheOracle() {
        let configuration = OracleRunConfiguration()
        let generator = RandomTreeGenerator()
        var mismatches: [Walk: Int] = [:]
        var compared: [Walk: Int] = [:]
        var firstMismatches: [String] = []
        let tracer = CountingTracer()
        var customTrees = 0
        for treeIndex in 0..<configuration.trees {
            var rng = SplitMix64(seed: configuration.seed, stream: treeIndex)
            let recipe = generator.makeTree(using: &rng)
            let oracle = HitTestOracle(snapshotOf: recipe)
            let declared = BuiltTree(recipe, configuringAfterAdding: treeIndex % 2 == 1)
            let undeclared = BuiltTree(recipe, configuringAfterAdding: treeIndex % 2 == 0, undeclaredClasses: true)
            // The undeclared tree must really take the override-calling walk from the window down.
            if undeclared.window.customHitTestingViews > 0 { customTrees += 1 }
            for pointIndex in 0..<OracleRunConfiguration.pointsPerTree {
                let probe = generator.makeProbe(in: oracle, using: &rng)
                let expected = oracle.hitTest(x: probe.x, y: probe.y)
                guard expected != .ambiguous else { continue }
                let point = CGPoint(x: probe.x, y: probe.y)
                for walk in Walk.allCases {
                    let tree = walk.undeclared ? undeclared : declared
                    let event: UIEvent? = walk.traced ? UIEvent(type: .touches) : nil
                    event?.hitTestTrace = HitTestTrace(tracer: tracer)
                    let actual = tree.answer(for: tree.window.hitTest(point, with: event))
                    compared[walk, default: 0] += 1
                    guard actual != expected else { continue }
                    mismatches[walk, default: 0] += 1
                    if firstMismatches.count < 3 {
                        firstMismatches.append(
                            "\(walk.rawValue): seed \(configuration.seedText), tree \(treeIndex), point "
                                + "\(pointIndex) (\(probe.x), \(probe.y)): oracle \(expected), library \(actual)\n"
                                + recipe.dump())
                    }
                }
            }
        }
        for message in firstMismatches { Issue.record(Comment(rawValue: message)) }
        for walk in Walk.allCases {
            #expect(mismatches[walk, default: 0] == 0, "\(walk.rawValue): \(mismatches[walk, default: 0]) mismatches")
        }
        guard configuration.trees > 0 else { return }
        // Each walk really ran: points were compared, the traced ones recorded visits, the undeclared trees had
        // custom hit-testing at the window.
        for walk in Walk.allCases { #expect(compared[walk, default: 0] > 0, "\(walk.rawValue) compared nothing") }
        #expect(tracer.visits > 0 && tracer.returns > 0)
        #expect(customTrees == configuration.trees)
    }

    @Test("HT-7: a traced walk reports each subview it asks, and an untraced walk over the same tree agrees")
    func tracedAndUntracedWalksAgreeOnOverrides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: UIApplication())
        let back = UndeclaredView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UndeclaredView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        window.addSubview(back)
        window.addSubview(front)
        window.makeKeyAndVisible()
        let tracer = CountingTracer()
        let event = UIEvent(type: .touches)
        event.hitTestTrace = HitTestTrace(tracer: tracer)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: event) === back)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        // The window, then the front view (outside), then the back view (inside): three visits, two returns.
        #expect(tracer.visits == 3)
        #expect(tracer.returns == 2)
        #expect(window.hitTest(CGPoint(x: 60, y: 10), with: nil) === front)
    }
}

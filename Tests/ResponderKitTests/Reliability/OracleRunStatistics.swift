// What a hit-test property run covered, reported so a run that tested little is visible.

import Foundation
import Testing

@testable import ResponderKit

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

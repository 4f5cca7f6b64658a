// The hit-test oracle checked against hand-worked answers, so that agreeing with it means something.

import Foundation
import Testing

@testable import ResponderKit

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

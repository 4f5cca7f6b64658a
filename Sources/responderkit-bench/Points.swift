// The peers' point generator: a 64-bit LCG with Knuth's MMIX constants, seed 42 (bench-peers/README.md).
import Foundation

/// The benchmark's reproducible points.
struct PointGenerator {
    private var state: UInt64 = 42

    mutating func next() -> UInt32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt32(truncatingIfNeeded: state >> 33)
    }

    /// `count` points in `[0, width) × [0, height)`, x drawn before y.
    static func points(width: Int, height: Int, count: Int) -> [CGPoint] {
        var generator = PointGenerator()
        var result: [CGPoint] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            let x = Int(generator.next()) % width
            let y = Int(generator.next()) % height
            result.append(CGPoint(x: x, y: y))
        }
        return result
    }
}

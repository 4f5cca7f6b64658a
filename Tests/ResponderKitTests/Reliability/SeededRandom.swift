// A small, seeded, reproducible random number generator for the reliability tests.
//
// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014), written out here
// so that a seed reproduces the same trees and points on every platform and toolchain: the helpers below do not
// go through the standard library's `random(in:using:)`, whose algorithms are not guaranteed to stay the same.

/// SplitMix64: a 64-bit state advanced by a Weyl sequence and scrambled by a fixed mixing function.
struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for one item (a tree, a test case) of a run: the same `(seed, stream)` always gives the same
    /// values, independently of how many items were generated before it.
    init(seed: UInt64, stream: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: stream) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (multiply-shift reduction; the bias is below 2^-32 for the small ranges used).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let (high, _) = next().multipliedFullWidth(by: span)
        return range.lowerBound + Int(high)
    }

    /// A uniform integer in `0..<count`; `count` must be positive.
    mutating func index(below count: Int) -> Int {
        int(in: 0...(count - 1))
    }

    /// A uniform `Double` in `[0, 1)` with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform `Double` in `[lower, upper)`.
    mutating func double(in lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * unit()
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array, uniformly.
    mutating func pick<T>(_ elements: [T]) -> T {
        elements[index(below: elements.count)]
    }

    /// A whole or half number in `[lower, upper]` (both whole), uniformly on the half-point grid.
    mutating func halfStep(_ lower: Int, _ upper: Int) -> Double {
        Double(int(in: (2 * lower)...(2 * upper))) / 2
    }
}

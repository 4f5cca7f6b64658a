// A small seeded random number generator for the random driver.
//
// Invariants: SplitMix64 (Steele, Lea and Flood, 2014), written out so that a seed gives the same scripts on every
// platform and toolchain; the helpers never go through the standard library's `random(in:using:)`, whose
// algorithms may change.

/// SplitMix64 with the few helpers the driver needs.
package struct DriverRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    package init(seed: UInt64) {
        state = seed
    }

    /// The seed of run `index` of a campaign started with `seed`, independent of the other runs.
    package static func derivedSeed(_ seed: UInt64, index: Int) -> UInt64 {
        var mixer = DriverRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let (high, _) = next().multipliedFullWidth(by: span)
        return range.lowerBound + Int(high)
    }

    /// True with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1.0p-53 < probability
    }

    /// One element of a non-empty array.
    package mutating func pick<T>(_ elements: [T]) -> T {
        elements[int(in: 0...(elements.count - 1))]
    }
}

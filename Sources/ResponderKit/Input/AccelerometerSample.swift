// One accelerometer reading from a backend or the simulator.
import Foundation

/// A raw accelerometer sample in units of g (a device at rest reads a magnitude of 1).
public struct AccelerometerSample: Sendable {
    /// Acceleration along x, in g.
    public var x: Double
    /// Acceleration along y, in g.
    public var y: Double
    /// Acceleration along z, in g.
    public var z: Double
    /// When the sample was taken; nil uses the clock's current time.
    public var timestamp: TimeInterval?

    /// Creates a sample.
    public init(x: Double, y: Double, z: Double, timestamp: TimeInterval? = nil) {
        self.x = x
        self.y = y
        self.z = z
        self.timestamp = timestamp
    }
}

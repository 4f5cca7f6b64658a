// The speed of a swipe, in points per second (UT-37).
import Foundation

/// The velocity of a swipe gesture, in points per second.
public struct XCUIGestureVelocity: RawRepresentable, Sendable, Equatable, Hashable {
    /// The velocity in points per second.
    public var rawValue: CGFloat

    /// A velocity of `rawValue` points per second.
    public init(rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// A velocity of `value` points per second.
    public init(_ value: CGFloat) {
        rawValue = value
    }

    /// The default velocity: 1,000 points per second (**chosen**; XCUITest does not publish its value).
    public static let `default` = XCUIGestureVelocity(1000)
    /// A slow velocity: 500 points per second.
    public static let slow = XCUIGestureVelocity(500)
    /// A fast velocity: 2,500 points per second.
    public static let fast = XCUIGestureVelocity(2500)
}

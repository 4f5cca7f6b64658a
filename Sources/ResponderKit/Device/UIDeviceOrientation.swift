// The physical orientation of the device, with UIKit's raw values.
import Foundation

/// The physical orientation of the device, as in UIKit.
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, the home button (or bottom edge) at the bottom.
    case portrait = 1
    /// Upside down, the bottom edge at the top.
    case portraitUpsideDown = 2
    /// Upright on its side, the bottom edge on the right.
    case landscapeLeft = 3
    /// Upright on its side, the bottom edge on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat, face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

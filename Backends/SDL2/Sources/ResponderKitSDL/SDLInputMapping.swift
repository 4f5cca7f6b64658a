// Pointer, wheel, finger, controller and sensor mapping: pure functions from SDL's values to ResponderKit's, with
// no SDL calls, so tests run without a display.
import Foundation
import ResponderKit

/// Maps SDL's mouse, wheel, finger, controller and sensor values to ResponderKit's.
enum SDLInputMapping {
    /// Points a content moves per wheel line (SDL reports wheels in lines, "clicks"): 40, about two rows of a
    /// table, close to what desktop toolkits scroll per notch.
    static let pointsPerWheelLine: CGFloat = 40
    /// How long after the last precise wheel event a continuous (trackpad) scroll is ended: SDL2's wheel events
    /// carry no phases, so the end is synthesized.
    static let continuousScrollEndDelay: TimeInterval = 0.08
    /// SDL's standard gravity (`SDL_STANDARD_GRAVITY`), in m/s².
    static let standardGravity = 9.80665

    // MARK: Mouse

    /// The button mask of an SDL mouse button number: left is primary, right secondary, middle the third button
    /// (UIKit's tertiary), X1 and X2 the fourth and fifth.
    static func buttonMask(sdlButton: UInt8) -> UIEvent.ButtonMask {
        switch sdlButton {
        case 1: .primary
        case 2: .button(3)
        case 3: .secondary
        case 0: []
        default: .button(Int(sdlButton))
        }
    }

    /// The button mask of SDL's button state bits (`SDL_BUTTON(n)` is bit n-1: left, middle, right, X1, X2).
    static func buttonMask(sdlState: UInt32) -> UIEvent.ButtonMask {
        var mask: UIEvent.ButtonMask = []
        var button: UInt8 = 1
        while button <= 5 {
            if sdlState & (1 << UInt32(button - 1)) != 0 { mask.formUnion(buttonMask(sdlButton: button)) }
            button += 1
        }
        return mask
    }

    // MARK: Wheel

    /// Whether a wheel event comes from a precise device (a trackpad, a smooth-scrolling wheel): its float amounts
    /// have a fractional part. Such events form a continuous scroll; whole-line events are wheel steps.
    static func isPrecise(preciseX: Float, preciseY: Float) -> Bool {
        preciseX.rounded() != preciseX || preciseY.rounded() != preciseY
    }

    /// The content movement for a wheel amount in lines. SDL's y is positive away from the user and x positive to
    /// the right; a wheel turned towards the user moves the content up (negative y), one turned right moves it
    /// left. `flipped` (`SDL_MOUSEWHEEL_FLIPPED`, "natural" scrolling) reverses both first.
    static func scrollDelta(x: Double, y: Double, flipped: Bool) -> CGPoint {
        let sign: Double = flipped ? -1 : 1
        return CGPoint(x: -sign * x * pointsPerWheelLine, y: sign * y * pointsPerWheelLine)
    }

    /// The wheel steps of a whole-line wheel event: how many discrete samples to send, and each one's delta. An
    /// event of two lines down is two steps of 40 points.
    static func wheelSteps(x: Int32, y: Int32, flipped: Bool) -> (
        count: Int, delta: CGPoint, xCount: Int, xDelta: CGPoint
    ) {
        let vertical = scrollDelta(x: 0, y: y == 0 ? 0 : (y > 0 ? 1 : -1), flipped: flipped)
        let horizontal = scrollDelta(x: x == 0 ? 0 : (x > 0 ? 1 : -1), y: 0, flipped: flipped)
        return (Int(y.magnitude), vertical, Int(x.magnitude), horizontal)
    }

    // MARK: Fingers

    /// A finger's location in window points: SDL reports fingers in normalised window coordinates (0…1).
    static func fingerLocation(x: Float, y: Float, windowSize: CGSize) -> CGPoint {
        CGPoint(x: CGFloat(x) * windowSize.width, y: CGFloat(y) * windowSize.height)
    }

    // MARK: Controllers

    /// The press type of a game-controller button (`SDL_GameControllerButton`): A is select, B and Back are menu,
    /// the D-pad gives arrows, Start is play/pause; other buttons have no UIKit press type (nil, dropped).
    static func pressType(controllerButton: UInt8) -> UIPress.PressType? {
        switch controllerButton {
        case 0: .select
        case 1, 4: .menu
        case 6: .playPause
        case 11: .upArrow
        case 12: .downArrow
        case 13: .leftArrow
        case 14: .rightArrow
        default: nil
        }
    }

    // MARK: Sensors

    /// An accelerometer reading in g from SDL's m/s² (divided by standard gravity; axes unchanged: SDL's
    /// device axes are UIKit's, x right, y up, z out of the screen).
    static func accelerometer(x: Float, y: Float, z: Float) -> (x: Double, y: Double, z: Double) {
        (Double(x) / standardGravity, Double(y) / standardGravity, Double(z) / standardGravity)
    }
}

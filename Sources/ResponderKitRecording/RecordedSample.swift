// A sample as a recording holds it: an `InputSample` with window ids instead of windows, and no timestamp (the
// entry's time is the sample's timestamp).
import Foundation
import ResponderKit

/// A sample as recorded: an ``InputSample`` whose windows are ids.
public enum RecordedSample: Equatable, Sendable {
    /// The touches that changed at one moment.
    case touches([RecordedTouch])
    /// The pointer over a window at a location, or leaving it (`location` nil).
    case hover(windowID: Int, location: CGPoint?)
    /// A scroll step: `continuous` for a trackpad (`UIScrollTypeMask.continuous`), else a wheel step.
    case scroll(windowID: Int, location: CGPoint, delta: CGPoint, continuous: Bool, phase: ScrollSample.Phase)
    /// A keyboard key.
    case key(RecordedKey)
    /// A controller or remote button.
    case button(phase: PressSample.Phase, type: UIPress.PressType)
    /// Committed text; never empty.
    case text(String)
    /// An accelerometer reading, in g.
    case accelerometer(x: Double, y: Double, z: Double)
    /// A remote-control command (one of the `remoteControl…` subtypes).
    case remoteControl(UIEvent.EventSubtype)
    /// A tap on the status bar of a window's scene (the scroll-to-top gesture).
    case statusBarTap(windowID: Int)
    /// The application lost the input focus.
    case resignActive
    /// The application got the input focus back.
    case becomeActive
}

// Every kind of raw input a host can feed, as one value: what a backend's adapter produces, what a recording
// stores, and what `InputLayer.send(_:)` consumes.
import Foundation

/// One unit of raw input from a host: the one type a backend's adapter needs to produce.
public enum InputSample {
    /// The fingers or pointer touches that changed at one moment, as one touch event.
    case touches([TouchSample])
    /// The pointer moved with no button pressed, or left a window.
    case hover(HoverSample)
    /// A scroll-wheel step or part of a trackpad scroll.
    case scroll(ScrollSample)
    /// A keyboard key or a controller or remote button.
    case press(PressSample)
    /// Text the host's input system committed.
    case text(TextSample)
    /// An accelerometer reading, for the shake detector.
    case accelerometer(AccelerometerSample)
    /// A remote-control command.
    case remoteControl(RemoteControlSample)
    /// A tap on the status bar of a window's scene: the scroll-to-top gesture (SV-55).
    case statusBarTap(StatusBarTapSample)
    /// The application lost the input focus (its window was deactivated): live touches and presses are
    /// cancelled (``UIApplication/resignActive()``).
    case resignActive
    /// The application got the input focus back (``UIApplication/becomeActive()``).
    case becomeActive
}

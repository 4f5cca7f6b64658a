// The battery's charging state, with UIKit's raw values.
import Foundation

extension UIDevice {
    /// The battery power state of the device, as in UIKit.
    public enum BatteryState: Int, Sendable, CaseIterable {
        /// Not known: battery monitoring is off.
        case unknown = 0
        /// On battery power, discharging.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in, fully charged.
        case full = 3
    }
}

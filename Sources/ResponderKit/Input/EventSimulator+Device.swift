// Turning the simulated device.
import Foundation

extension EventSimulator {
    /// Turns the device to `orientation`, as a person turns the phone in their hand: the input layer reports it
    /// (``InputLayer/setDeviceOrientation(_:)``), so ``UIDevice/orientation`` follows and
    /// ``UIDevice/orientationDidChangeNotification`` is posted while orientation notifications are generated.
    public func rotateDevice(to orientation: UIDeviceOrientation) {
        application.input.setDeviceOrientation(orientation)
    }
}

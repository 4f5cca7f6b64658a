// UIDevice off Apple platforms: one device per application, what it says it is, its orientation (turned through
// the simulator, announced by notification while asked for) and its battery (SH-1 to SH-6).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// Collects the notifications of one name that a center posts: the identities of their objects.
@MainActor
private final class NotificationLog {
    private(set) var objects: [ObjectIdentifier?] = []
    private var token: NSObjectProtocol?

    init(_ name: Notification.Name, in center: NotificationCenter) {
        token = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
            let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { self?.objects.append(object) }
        }
    }

    var count: Int { objects.count }
}

/// A view that keeps the previous collections its trait changes were announced with.
private final class IdiomRecordingView: UIView {
    var previous: [UITraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection)
    }
}

@MainActor
@Suite struct DeviceTests {
    @Test("SH-1: UIDevice.current is the shared application's device; each application has its own")
    func devicePerApplication() {
        let app = UIApplication()
        #expect(UIDevice.current === UIApplication.shared.device)
        #expect(app.device !== UIDevice.current)
        #expect(app.device.application === app)
        app.device.setUserInterfaceIdiom(.pad)
        #expect(app.device.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test("SH-2: Headless the device is an iPhone running iOS 17.0 with a constant vendor identifier")
    func identity() {
        let device = UIApplication().device
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone")
        #expect(device.name == "iPhone")
        #expect(device.localizedModel == "iPhone")
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == "17.0")
        #expect(device.systemVersion == UIDevice.responderKitSystemVersion)
        #expect(device.identifierForVendor == UIApplication().device.identifierForVendor)
        #expect(device.identifierForVendor != nil)
        #expect(device.isMultitaskingSupported)
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
        #expect(!ProcessInfo.processInfo.isMacCatalystApp)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1 && UIUserInterfaceIdiom.mac.rawValue == 5)
    }

    @Test("SH-3: setUserInterfaceIdiom makes an iPad (model, size classes); .unspecified is refused")
    func idiom() {
        let stage = Stage(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
        let told = IdiomRecordingView()
        stage.add(told)
        #expect(stage.window.traitCollection.horizontalSizeClass == .compact)
        stage.app.device.setUserInterfaceIdiom(.pad)
        #expect(told.previous.map { $0?.userInterfaceIdiom } == [.phone])
        #expect(stage.app.device.model == "iPad")
        #expect(stage.window.traitCollection.userInterfaceIdiom == .pad)
        #expect(stage.window.traitCollection.horizontalSizeClass == .regular)
        stage.app.device.setUserInterfaceIdiom(.unspecified)
        #expect(stage.app.device.userInterfaceIdiom == .pad)
    }

    @Test("SH-4: orientation is .unknown until orientation notifications are generated; begin and end nest")
    func orientationNeedsNotifications() {
        let device = UIApplication().device
        #expect(device.orientation == .unknown)
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()  // unbalanced: ignored
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
    }

    @Test("SH-5: Turning the device updates orientation and posts orientationDidChangeNotification once per change")
    func rotation() {
        let stage = Stage()
        let device = stage.app.device
        let log = NotificationLog(UIDevice.orientationDidChangeNotification, in: stage.app.notificationCenter)
        stage.sim.rotateDevice(to: .landscapeLeft)  // not generating yet: tracked, not posted
        #expect(log.count == 0)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .landscapeLeft)
        #expect(device.orientation.isLandscape && device.orientation.isValidInterfaceOrientation)
        stage.sim.rotateDevice(to: .portrait)
        #expect(device.orientation == .portrait)
        #expect(log.count == 1)
        #expect(log.objects.first == ObjectIdentifier(device))
        stage.sim.rotateDevice(to: .portrait)  // no change: nothing posted
        stage.sim.rotateDevice(to: .faceUp)
        #expect(device.orientation.isFlat && !device.orientation.isValidInterfaceOrientation)
        #expect(log.count == 2)
        #expect(stage.window.frame.size == CGSize(width: 320, height: 480))  // the interface does not rotate
    }

    @Test("SH-6: The battery reads -1 and .unknown until monitored; its notifications are posted only while it is")
    func battery() {
        let app = UIApplication()
        let device = app.device
        let levels = NotificationLog(UIDevice.batteryLevelDidChangeNotification, in: app.notificationCenter)
        let states = NotificationLog(UIDevice.batteryStateDidChangeNotification, in: app.notificationCenter)
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        device.setBattery(level: 0.5, state: .unplugged)
        #expect(levels.count == 0 && states.count == 0)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 0.5)
        #expect(device.batteryState == .unplugged)
        device.setBattery(level: 2, state: .charging)
        #expect(device.batteryLevel == 1)
        #expect(levels.count == 1 && states.count == 1)
        device.setBattery(level: .nan, state: .unknown)  // ignored
        #expect(device.batteryLevel == 1 && device.batteryState == .charging)
        #expect(levels.count == 1 && states.count == 1)
    }
}

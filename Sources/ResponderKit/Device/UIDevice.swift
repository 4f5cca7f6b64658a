// The device an application runs on: one per application (no global state), `UIDevice.current` being the shared
// application's.
//
// Invariants:
// - `orientation` is `.unknown` while no one asked for orientation notifications (begin/end calls nest, as in
//   UIKit); the physical orientation is tracked all along, so a `begin` call reports it at once.
// - `orientationDidChangeNotification` is posted, on the application's notification center, only while
//   notifications are generated and only when the physical orientation really changed.
// - The battery reads -1 and `.unknown` while monitoring is off; its notifications are posted only while it is on.
import Foundation

/// The current device, as in UIKit: what it is (``userInterfaceIdiom``, ``model``, ``systemName``,
/// ``systemVersion``), how it is held (``orientation``) and its battery.
///
/// Headless it is an iPhone running iOS ``systemVersion``, held portrait, with a full battery. Each application has
/// its own device (``UIApplication/device``): ``current`` is the shared application's, so independent applications
/// in tests do not see each other's. Tests and backends change it through ResponderKit additions: the input layer's
/// ``InputLayer/setDeviceOrientation(_:)`` (or ``EventSimulator/rotateDevice(to:)``),
/// ``setUserInterfaceIdiom(_:)`` and ``setBattery(level:state:)``.
@preconcurrency @MainActor
open class UIDevice {
    /// The device of the shared application.
    open class var current: UIDevice { UIApplication.shared.device }

    /// Posted (with the device as object) when the physical orientation changes, while orientation notifications
    /// are generated.
    public nonisolated static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes, while battery monitoring is on.
    public nonisolated static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes, while battery monitoring is on.
    public nonisolated static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")

    /// The iOS version whose UIKit ResponderKit follows: the value of ``systemVersion``.
    public nonisolated static let responderKitSystemVersion = "17.0"

    /// The identifier of the headless device's vendor: the value of ``identifierForVendor`` (a constant, so tests
    /// and recordings are reproducible).
    public nonisolated static let responderKitIdentifierForVendor = UUID(
        uuidString: "5E1F0C2A-7B3D-4C8E-9A61-0D2F4B6C8E10")!

    /// The application whose device this is: its notification center gets the device's notifications.
    public unowned let application: UIApplication

    /// Creates the device of `application` (the application creates it: use ``UIApplication/device``).
    init(application: UIApplication) {
        self.application = application
    }

    // MARK: What the device is

    /// The style of interface the device uses: `.phone` unless ``setUserInterfaceIdiom(_:)`` chose another.
    public private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    /// Makes the device one of another idiom (a ResponderKit addition for tests): `.pad` makes an iPad, whose
    /// ``model`` and ``name`` say so and whose windows take the iPad's size classes. The windows' trait collections
    /// change, and their views and controllers are told (`traitCollectionDidChange(_:)`). `.unspecified` is refused
    /// (a device always has an idiom).
    public func setUserInterfaceIdiom(_ idiom: UIUserInterfaceIdiom) {
        guard idiom != .unspecified, idiom != userInterfaceIdiom else { return }
        application.changeTraits { userInterfaceIdiom = idiom }
    }

    /// The name of the device: its model, as iOS 16 and later report it to apps without the user-assigned name
    /// entitlement.
    public var name: String { model }
    /// The model of the device: "iPad" for the `.pad` idiom, otherwise "iPhone".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model, localized (headless, the English name).
    public var localizedModel: String { model }
    /// The name of the operating system: "iOS".
    public var systemName: String { "iOS" }
    /// The version of the operating system: ``responderKitSystemVersion``.
    public var systemVersion: String { Self.responderKitSystemVersion }
    /// The identifier of the app's vendor on this device: ``responderKitIdentifierForVendor``.
    public var identifierForVendor: UUID? { Self.responderKitIdentifierForVendor }
    /// Whether the device runs several apps at once: true, as on every device iOS 17 runs on.
    public var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// How the device is physically held; tracked even while nobody listens.
    private var physicalOrientation: UIDeviceOrientation = .portrait
    /// The nesting depth of ``beginGeneratingDeviceOrientationNotifications()`` calls.
    private var orientationListeners = 0

    /// The physical orientation of the device. As UIKit documents, it is `.unknown` unless orientation
    /// notifications are being generated (``beginGeneratingDeviceOrientationNotifications()``). It is not the
    /// interface's orientation: headless, windows keep their frames when the device turns.
    public var orientation: UIDeviceOrientation { orientationListeners > 0 ? physicalOrientation : .unknown }

    /// Whether ``orientationDidChangeNotification`` is being posted.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationListeners > 0 }

    /// Starts posting ``orientationDidChangeNotification`` and reporting ``orientation``. Calls nest: each must be
    /// balanced by ``endGeneratingDeviceOrientationNotifications()``.
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationListeners += 1
    }

    /// Balances a ``beginGeneratingDeviceOrientationNotifications()``; an unbalanced call does nothing.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationListeners = max(0, orientationListeners - 1)
    }

    /// The device was turned (the input layer calls this): posts ``orientationDidChangeNotification`` when the
    /// orientation changed and notifications are generated.
    func physicalOrientationChanged(to newOrientation: UIDeviceOrientation) {
        guard newOrientation != physicalOrientation else { return }
        physicalOrientation = newOrientation
        guard isGeneratingDeviceOrientationNotifications else { return }
        application.notificationCenter.post(name: Self.orientationDidChangeNotification, object: self)
    }

    // MARK: Battery

    private var storedBatteryLevel: Float = 1
    private var storedBatteryState: BatteryState = .full

    /// Whether the battery is monitored: until it is, ``batteryLevel`` is -1 and ``batteryState`` `.unknown`, as in
    /// UIKit.
    public var isBatteryMonitoringEnabled = false

    /// The charge of the battery from 0 to 1, or -1 while ``isBatteryMonitoringEnabled`` is false.
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? storedBatteryLevel : -1 }

    /// The state of the battery, or `.unknown` while ``isBatteryMonitoringEnabled`` is false.
    public var batteryState: BatteryState { isBatteryMonitoringEnabled ? storedBatteryState : .unknown }

    /// Sets the simulated battery (a ResponderKit addition for tests and backends; headless it is full, at 1). The
    /// level is clamped to 0...1 (a NaN level is ignored) and `.unknown` is refused. While monitoring is on, the
    /// level and state notifications are posted for what changed.
    public func setBattery(level: Float, state: BatteryState) {
        let newLevel = level.isNaN ? storedBatteryLevel : min(max(level, 0), 1)
        let newState = state == .unknown ? storedBatteryState : state
        let levelChanged = newLevel != storedBatteryLevel
        let stateChanged = newState != storedBatteryState
        storedBatteryLevel = newLevel
        storedBatteryState = newState
        guard isBatteryMonitoringEnabled else { return }
        let center = application.notificationCenter
        if stateChanged { center.post(name: Self.batteryStateDidChangeNotification, object: self) }
        if levelChanged { center.post(name: Self.batteryLevelDidChangeNotification, object: self) }
    }
}

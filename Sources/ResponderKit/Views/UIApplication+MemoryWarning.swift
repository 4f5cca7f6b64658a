// Memory warnings: headless there is no memory pressure, so a backend or a test sends one.
import Foundation

extension UIApplication {
    /// Posted when the application receives a memory warning.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a memory warning as UIKit does: posts ``didReceiveMemoryWarningNotification`` on the
    /// application's notification center, then calls `didReceiveMemoryWarning()` on every view controller of
    /// its windows (root controllers, their children and presented controllers, parents first). A ResponderKit
    /// entry point for backends and tests (UIKit's comes from the system).
    public func receiveMemoryWarning() {
        notificationCenter.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        var seen = Set<ObjectIdentifier>()
        var stack = windows.compactMap(\.rootViewController).reversed().map { $0 }
        while let controller = stack.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.didReceiveMemoryWarning()
            if let presented = controller.presentedStorage { stack.append(presented) }
            stack.append(contentsOf: controller.children.reversed())
        }
    }
}

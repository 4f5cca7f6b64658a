// The card of the demo's "menus" screen: logs how its touches end, so the E2E sees a long press cancel them.
import Foundation
import ResponderKit

/// The card: logs how its touches end, so the E2E sees the long press cancel them.
@MainActor
final class DemoMenuCard: UIView {
    var log: DemoLog?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("card: touch ended")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("card: touch cancelled")
    }
}

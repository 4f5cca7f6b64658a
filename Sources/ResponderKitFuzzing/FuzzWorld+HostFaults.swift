// Host faults: the host or the system takes away what a live touch needs (its window, its scene, the active state,
// its view or its recognizer's view) and never ends the touch's finger. The library must cancel the touch once and
// forget the finger; the script goes on sending the finger's samples, which arrive late.
//
// Invariant: a fault whose subject is missing, or of the wrong kind, does nothing.
import Foundation
import ResponderKit

extension FuzzWorld {
    /// Inflicts `fault` on `subject`; `fingers` are the script's fingers that are down, by slot.
    func inflict(_ fault: DriverStep.HostFault, subject: Int, fingers: [Int: UITouch]) {
        switch fault {
        case .closeWindow: windows[subject]?.isHidden = true
        case .leaveScene: windows[subject]?.windowScene = nil
        case .resignActive: app.resignActive()
        case .becomeActive: app.becomeActive()
        case .removeTouchedView:
            // A touch bound to a window (no view took it) has nothing to remove.
            guard let view = fingers[subject]?.view, !(view is UIWindow) else { return }
            view.removeFromSuperview()
        case .removeRecognizerView:
            guard let view = recognizers[subject]?.view, !(view is UIWindow) else { return }
            view.removeFromSuperview()
        }
    }
}

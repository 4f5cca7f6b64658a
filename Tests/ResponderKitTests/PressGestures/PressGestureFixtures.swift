// Shared pieces of the press-to-recognizer tests: a first responder that records its presses methods, and a stage
// holding it in a container view with a tap recognizer for the remote's select button.
//
// Invariants: the recorder logs every presses method it receives, with the press's type, in order; the stage's
// recorder is the key window's first responder before any test sends input.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
enum PressGestureFixtures {
    /// A list a recognizer's handler appends to.
    final class Log<Element> {
        var items: [Element] = []
    }

    /// A view that can be first responder and logs its presses methods ("began select", "cancelled select" …) and,
    /// for touches, the event's modifier flags and buttons.
    final class RecorderView: UIView {
        var log: [String] = []
        /// The recognizers each began press listed when it reached the view.
        var recognizersAtBegan: [[UIGestureRecognizer]] = []
        var touchFlags: [UIKeyModifierFlags] = []
        var touchButtons: [UIEvent.ButtonMask] = []

        override var canBecomeFirstResponder: Bool { true }

        private func name(_ presses: Set<UIPress>) -> String {
            presses.map { press in press.type.map { "\($0)" } ?? "key" }.sorted().joined(separator: ",")
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("began \(name(presses))")
            recognizersAtBegan.append(presses.first?.gestureRecognizers ?? [])
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("ended \(name(presses))")
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("cancelled \(name(presses))")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            touchFlags.append(event?.modifierFlags ?? [])
            touchButtons.append(event?.buttonMask ?? [])
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            touchFlags.append(event?.modifierFlags ?? [])
        }
    }

    /// A key window with a container holding the recorder (first responder), and a tap recognizer on the container
    /// counting its recognitions.
    @MainActor
    final class PressStage: Stage {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = RecorderView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        let tap = UITapGestureRecognizer()
        var taps = 0
        var tapFlags: [UIKeyModifierFlags] = []

        init(tracing: Bool = true) {
            super.init(tracing: tracing)
            container.backgroundColor = .white
            recorder.backgroundColor = .lightGray
            add(container)
            add(recorder, to: container)
            tap.addTarget(self, action: PressStage.tapped)
            container.addGestureRecognizer(tap)
            _ = recorder.becomeFirstResponder()
        }

        func tapped(_ recognizer: UITapGestureRecognizer) {
            taps += 1
            tapFlags.append(recognizer.modifierFlags)
        }
    }
}

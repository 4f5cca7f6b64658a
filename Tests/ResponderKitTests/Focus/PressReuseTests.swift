// The press pool: a key press reuses an ended press that nothing references (so it allocates nothing), exactly as
// a new press (FR-9); a press anything still references is never reused or changed.

import Foundation
import Testing

@testable import ResponderKit

/// A first responder that notes the presses it receives.
private final class PressNotingView: UIView {
    let keepsPresses: Bool
    weak var lastPress: UIPress?
    var keptPresses: [UIPress] = []
    var began: [(phase: UIPress.Phase, characters: String?)] = []

    init(keepsPresses: Bool) {
        self.keepsPresses = keepsPresses
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let press = presses.first else { return }
        lastPress = press
        if keepsPresses { keptPresses.append(press) }
        began.append((press.phase, press.key?.characters))
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

@MainActor
struct PressReuseTests {
    /// A first responder in the key window of a new application, that window (the caller keeps it alive, as an
    /// app must) and a simulator for the application.
    private func focusedView(keepsPresses: Bool) -> (PressNotingView, UIWindow, EventSimulator) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: app)
        window.makeKeyAndVisible()
        let view = PressNotingView(keepsPresses: keepsPresses)
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        return (view, window, EventSimulator(application: app))
    }

    @Test("FR-9: an ended press nothing references comes back for the next key as a new press")
    func unreferencedPressIsReusedAsNew() throws {
        let (view, window, simulator) = focusedView(keepsPresses: false)
        defer { withExtendedLifetime(window) {} }
        try simulator.press("a")
        // Weak: a strong reference here would keep the press from being reused.
        weak let first = view.lastPress
        #expect(first?.phase == .ended)
        try simulator.press("b")
        #expect(first != nil)
        #expect(view.lastPress === first)
        #expect(view.began.map(\.characters) == ["a", "b"])
        #expect(view.began.map(\.phase) == [.began, .began])
        #expect(first?.key?.characters == "b")
    }

    @Test("FR-9: a press the app keeps is never reused, and does not change after it ended")
    func keptPressIsNeverReused() throws {
        let (view, window, simulator) = focusedView(keepsPresses: true)
        defer { withExtendedLifetime(window) {} }
        try simulator.press("a")
        try simulator.press("b")
        #expect(view.keptPresses.count == 2)
        let (first, second) = (view.keptPresses[0], view.keptPresses[1])
        #expect(first !== second)
        #expect(first.phase == .ended)
        #expect(first.key?.characters == "a")
        #expect(second.key?.characters == "b")
    }
}

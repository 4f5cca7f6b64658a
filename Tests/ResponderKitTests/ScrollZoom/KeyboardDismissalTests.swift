// Dismissing the keyboard by dragging a scroll view (SV-53, SV-54): a text field over a scrolling list, the field
// focused by a real tap, the list dragged by a real finger.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Keyboard dismissal by dragging")
struct KeyboardDismissalTests {
    /// A text field above a tall list; the field is focused by a tap, so the 291-point keyboard is up (top 189).
    @MainActor
    final class Screen {
        let stage = Stage()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let list = UIScrollView(frame: CGRect(x: 0, y: 44, width: 320, height: 436))
        var notifications: [String] = []
        private var observers: [NSObjectProtocol] = []

        init(mode: UIScrollView.KeyboardDismissMode) throws {
            list.contentSize = CGSize(width: 320, height: 2000)
            list.keyboardDismissMode = mode
            stage.add(field)
            stage.add(list)
            for name in [UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillChangeFrameNotification] {
                observers.append(
                    stage.app.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [weak self] in
                        let short = $0.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
                        MainActor.assumeIsolated { self?.notifications.append(short) }
                    })
            }
            try stage.sim.tap(at: CGPoint(x: 100, y: 22), in: nil)
        }

        var keyboard: SoftwareKeyboard { stage.app.keyboard }
    }

    @Test("SV-53: keyboardDismissMode is .none by default; a drag then scrolls and leaves the keyboard up")
    func noneKeepsKeyboard() throws {
        #expect(UIScrollView(frame: .zero).keyboardDismissMode == .none)
        #expect(UIScrollView.KeyboardDismissMode.interactiveWithAccessory.rawValue == 4)
        let screen = try Screen(mode: .none)
        #expect(screen.field.isFirstResponder && screen.keyboard.isVisible)
        try screen.stage.sim.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 60))
        #expect(screen.list.contentOffset.y > 0, "the drag scrolled the list")
        #expect(screen.field.isFirstResponder && screen.keyboard.isVisible)
        #expect(screen.notifications.isEmpty)
    }

    @Test("SV-53: with .onDrag the first responder resigns as the drag begins, and the list scrolls")
    func onDragDismisses() throws {
        let screen = try Screen(mode: .onDrag)
        let finger = try screen.stage.sim.touchDown(at: CGPoint(x: 160, y: 150), in: nil)
        screen.stage.sim.advance(by: 0.02)
        try screen.stage.sim.touchMove(finger, to: CGPoint(x: 160, y: 120), in: nil)
        #expect(screen.list.isDragging)
        #expect(!screen.field.isFirstResponder && !screen.keyboard.isVisible, "dismissed when the drag began")
        #expect(screen.notifications == ["WillHideNotification"])
        try screen.stage.sim.touchUp(finger)
        #expect(screen.list.contentOffset.y > 0)
    }

    @Test("SV-53, SV-54: the accessory modes dismiss as their plain modes do")
    func accessoryModes() throws {
        let onDrag = try Screen(mode: .onDragWithAccessory)
        try onDrag.stage.sim.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 60))
        #expect(!onDrag.keyboard.isVisible && !onDrag.field.isFirstResponder)
        let interactive = try Screen(mode: .interactiveWithAccessory)
        try interactive.stage.sim.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 420), steps: 16)
        #expect(!interactive.keyboard.isVisible && !interactive.field.isFirstResponder)
    }

    @Test("SV-53: a first responder that refuses to resign keeps the keyboard; the drag still scrolls")
    func refusingResponderKeepsKeyboard() throws {
        final class Refusing: NSObject, UITextFieldDelegate {
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        }
        let screen = try Screen(mode: .onDrag)
        let refusing = Refusing()
        screen.field.delegate = refusing
        try screen.stage.sim.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 60))
        #expect(screen.field.isFirstResponder && screen.keyboard.isVisible)
        #expect(screen.list.contentOffset.y > 0)
        #expect(screen.stage.app.input.activeTouchIDs.isEmpty)
        #expect(screen.stage.tracer.lines.contains { $0.contains("refused to resign") })
    }

    @Test("SV-54: with .interactive the keyboard follows the finger down and returns when released high")
    func interactiveReturns() throws {
        let screen = try Screen(mode: .interactive)
        let resting = screen.keyboard.frame
        #expect(resting.minY == 189)
        let finger = try screen.stage.sim.touchDown(at: CGPoint(x: 160, y: 100), in: nil)
        for y in stride(from: 120, through: 280, by: 20) {
            screen.stage.sim.advance(by: 1.0 / 60)
            try screen.stage.sim.touchMove(finger, to: CGPoint(x: 160, y: CGFloat(y)), in: nil)
        }
        #expect(screen.keyboard.frame.minY == 280, "the keyboard's top is at the finger")
        #expect(screen.notifications.isEmpty, "no notifications while it follows")
        try screen.stage.sim.touchUp(finger)
        #expect(screen.keyboard.isVisible && screen.keyboard.frame == resting)
        #expect(screen.field.isFirstResponder)
        #expect(screen.notifications == ["WillChangeFrameNotification"])
    }

    @Test("SV-54: with .interactive, released in the keyboard's lower half, the keyboard is dismissed")
    func interactiveDismisses() throws {
        let screen = try Screen(mode: .interactive)
        let finger = try screen.stage.sim.touchDown(at: CGPoint(x: 160, y: 100), in: nil)
        for y in stride(from: 150, through: 400, by: 50) {
            screen.stage.sim.advance(by: 1.0 / 60)
            try screen.stage.sim.touchMove(finger, to: CGPoint(x: 160, y: CGFloat(y)), in: nil)
        }
        #expect(screen.keyboard.frame.minY == 400)
        try screen.stage.sim.touchUp(finger)
        #expect(!screen.keyboard.isVisible && !screen.field.isFirstResponder)
        #expect(screen.notifications == ["WillHideNotification"])
    }
}

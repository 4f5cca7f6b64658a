// UIKeyboardHIDUsage names every key of the HID keyboard page UIKit names, at its usage value.

import Testing

@testable import ResponderKit

@MainActor
struct KeyboardUsageTests {
    @Test("Letters A to Z and digits 1 to 0 have UIKit's names at consecutive HID usages")
    func lettersAndDigits() {
        let letters: [UIKeyboardHIDUsage] = [
            .keyboardA, .keyboardB, .keyboardC, .keyboardD, .keyboardE, .keyboardF, .keyboardG, .keyboardH, .keyboardI,
            .keyboardJ, .keyboardK, .keyboardL, .keyboardM, .keyboardN, .keyboardO, .keyboardP, .keyboardQ, .keyboardR,
            .keyboardS, .keyboardT, .keyboardU, .keyboardV, .keyboardW, .keyboardX, .keyboardY, .keyboardZ,
        ]
        #expect(letters.map(\.rawValue) == Array(0x04...0x1D))
        let digits: [UIKeyboardHIDUsage] = [
            .keyboard1, .keyboard2, .keyboard3, .keyboard4, .keyboard5, .keyboard6, .keyboard7, .keyboard8, .keyboard9,
            .keyboard0,
        ]
        #expect(digits.map(\.rawValue) == Array(0x1E...0x27))
    }

    @Test(
        "Punctuation and the right-hand modifiers are at their HID usages, and a key sent by name reaches pressesBegan")
    func punctuationAndModifiers() throws {
        #expect(UIKeyboardHIDUsage.keyboardSlash.rawValue == 0x38)
        #expect(UIKeyboardHIDUsage.keyboardGraveAccentAndTilde.rawValue == 0x35)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 0xE7)
        let stage = Spies.Stage(tracing: false)
        let responder = PressRecorder()
        stage.window.addSubview(responder)
        #expect(responder.becomeFirstResponder())
        let key = UIKey(characters: "z", keyCode: .keyboardZ)
        try stage.app.input.send(PressSample(phase: .began, key: key))
        try stage.app.input.send(PressSample(phase: .ended, key: key))
        #expect(responder.keys == [.keyboardZ, .keyboardZ])
    }
}

/// A first responder that records the key codes of its presses.
private final class PressRecorder: UIView {
    var keys: [UIKeyboardHIDUsage] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.keyCode }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.keyCode }
    }
}

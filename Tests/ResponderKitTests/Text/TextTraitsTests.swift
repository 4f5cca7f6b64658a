// Text input traits (docs/spec-text-traits.md, TI-1 … TI-8): UIKit's defaults per class, a secure field's refused
// copy and cut, its bullets and its replaced text, and the Return key disabled while there is no text.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A delegate that counts `textFieldShouldReturn` calls.
@MainActor
private final class ReturnCounter: UITextFieldDelegate {
    var returns = 0
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returns += 1
        return true
    }
}

/// A custom text input as apps write one: `UIKeyInput` only, no trait declared but the keyboard type.
@MainActor
private final class PinView: UIView, UIKeyInput {
    var digits = ""
    var hasText: Bool { !digits.isEmpty }
    var keyboardType: UIKeyboardType = .numberPad
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { _ = digits.popLast() }
}

@MainActor
struct TextTraitsTests {
    private let fieldFrame = CGRect(x: 20, y: 40, width: 200, height: 30)

    /// A stage with one text field in its window.
    private func makeField(secure: Bool = false, text: String? = nil) -> (Stage, UITextField) {
        let stage = Stage()
        let field = stage.add(UITextField(frame: fieldFrame))
        field.isSecureTextEntry = secure
        field.text = text
        return (stage, field)
    }

    /// Every trait of `traits` at UIKit's protocol default except the two a search bar changes.
    private func expectDefaults(_ traits: UITextInputTraits, returnKey: UIReturnKeyType = .default, auto: Bool = false)
    {
        #expect(traits.autocapitalizationType == .sentences)
        #expect(traits.autocorrectionType == .default)
        #expect(traits.spellCheckingType == .default)
        #expect(traits.smartQuotesType == .default)
        #expect(traits.smartDashesType == .default)
        #expect(traits.smartInsertDeleteType == .default)
        #expect(traits.keyboardType == .default)
        #expect(traits.keyboardAppearance == .default)
        #expect(traits.returnKeyType == returnKey)
        #expect(traits.enablesReturnKeyAutomatically == auto)
        #expect(!traits.isSecureTextEntry)
        #expect(traits.textContentType == nil)
        #expect(traits.passwordRules == nil)
    }

    @Test("TI-1: a text field and a text view start with UIKit's defaults, and keep what the app sets")
    func fieldAndViewDefaults() {
        let field = UITextField(frame: .zero)
        let view = UITextView(frame: .zero)
        expectDefaults(field)
        expectDefaults(view)
        field.keyboardType = .emailAddress
        field.textContentType = .username
        field.passwordRules = UITextInputPasswordRules(descriptor: "required: digit; minlength: 8;")
        view.returnKeyType = .send
        #expect(field.keyboardType == .emailAddress)
        #expect(field.textContentType.rawValue == "username")
        #expect(field.passwordRules == UITextInputPasswordRules(descriptor: "required: digit; minlength: 8;"))
        #expect((view as UITextInputTraits).returnKeyType == .send)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
        #expect(UIKeyboardType.asciiCapableNumberPad.rawValue == 11 && UIReturnKeyType.continue.rawValue == 11)
        #expect(UIKeyboardAppearance.alert == .dark && UIKeyboardType.alphabet == .asciiCapable)
    }

    @Test("TI-2: a custom UIKeyInput adopts the traits: UIKit's defaults, and the ones it declares")
    func customKeyInputDefaults() {
        let pin = PinView(frame: .zero)
        let traits: UITextInputTraits = pin
        #expect(traits.keyboardType == .numberPad)
        #expect(traits.autocapitalizationType == .sentences)
        #expect(!traits.isSecureTextEntry && !traits.enablesReturnKeyAutomatically)
    }

    @Test("TI-3: a search bar's Return key is Search, disabled while empty; its traits are its field's")
    func searchBarDefaults() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        expectDefaults(bar, returnKey: .search, auto: true)
        expectDefaults(bar.searchTextField, returnKey: .search, auto: true)
        bar.keyboardType = .webSearch
        bar.autocapitalizationType = .none
        #expect(bar.searchTextField.keyboardType == .webSearch)
        #expect(bar.searchTextField.autocapitalizationType == .none)
        expectDefaults(UISearchTextField(frame: .zero))
    }

    @Test("TI-4: a secure field refuses copy and cut of a selection, and allows paste; a plain field allows all")
    func secureFieldRefusesCopyAndCut() throws {
        let (stage, field) = makeField(secure: true, text: "hunter2")
        let plain = stage.add(UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30)))
        plain.text = "visible"
        UIPasteboard.general.string = "pasted"
        for input in [field, plain] {
            input.becomeFirstResponder()
            input.selectedTextRange = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
            let allowed = input === plain
            #expect(input.canPerformAction(.copy, withSender: nil) == allowed)
            #expect(input.canPerformAction(.cut, withSender: nil) == allowed)
            #expect(input.canPerformAction(.paste, withSender: nil))
            #expect(input.canPerformAction(.delete, withSender: nil))
        }
        let view = stage.add(UITextView(frame: CGRect(x: 20, y: 200, width: 200, height: 100)))
        view.isSecureTextEntry = true
        view.text = "secret"
        view.becomeFirstResponder()
        view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)
        #expect(!view.canPerformAction(.copy, withSender: nil) && !view.canPerformAction(.cut, withSender: nil))
        #expect(view.canPerformAction(.paste, withSender: nil))
    }

    @Test("TI-5: a secure field's text is drawn as one bullet per character, never its characters")
    func secureFieldDrawsBullets() throws {
        let (stage, field) = makeField(secure: true, text: "pa55é")
        let texts = { stage.window.displayList().items.compactMap(\.text?.string) }
        #expect(texts() == ["\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}"])
        #expect(field.text == "pa55é")
        #expect(field.accessibilityValue == "\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}")
        field.isSecureTextEntry = false
        #expect(texts() == ["pa55é"])
    }

    @Test("TI-6: Return does nothing while the field is empty and enables Return automatically; typing enables it")
    func returnDisabledWhileEmpty() throws {
        let (stage, field) = makeField()
        let counter = ReturnCounter()
        field.delegate = counter
        field.enablesReturnKeyAutomatically = true
        field.becomeFirstResponder()
        #expect(!stage.app.keyboard.isReturnKeyEnabled)
        try stage.sim.press(.keyboardReturnOrEnter)
        field.insertText("\n")
        #expect(counter.returns == 0)
        #expect(field.text == "")
        let dropped = stage.tracer.entries.filter { entry in
            if case .inputDropped(let reason) = entry { return reason == "Return is disabled: no text" }
            return false
        }
        #expect(dropped.count == 2)

        try stage.sim.type("a")
        #expect(stage.app.keyboard.isReturnKeyEnabled)
        try stage.sim.press(.keyboardReturnOrEnter)
        #expect(counter.returns == 1)
        field.insertText("\n")
        #expect(counter.returns == 2)
        #expect(field.text == "a")

        field.enablesReturnKeyAutomatically = false
        field.text = ""
        #expect(stage.app.keyboard.isReturnKeyEnabled)
        try stage.sim.press(.keyboardReturnOrEnter)
        #expect(counter.returns == 3)
    }

    @Test("TI-7: the keyboard's Return in a text view inserts a newline, and nothing while disabled")
    func textViewReturn() throws {
        let stage = Stage()
        let view = stage.add(UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)))
        view.enablesReturnKeyAutomatically = true
        view.becomeFirstResponder()
        try stage.sim.press(.keyboardReturnOrEnter)
        try stage.sim.commitText("\n")
        #expect(view.text == "")
        try stage.sim.type("hi\n")
        try stage.sim.commitText("\n")
        #expect(view.text == "hi\n\n")
    }

    @Test("TI-8: editing a secure field again replaces its text with the first insertion; a delete clears it")
    func secureFieldReplacedOnReEditing() throws {
        let (stage, field) = makeField(secure: true, text: "old")
        field.becomeFirstResponder()
        try stage.sim.type("n")
        #expect(field.text == "n")
        try stage.sim.type("ew")
        #expect(field.text == "new", "only the first edit replaces")

        field.resignFirstResponder()
        field.becomeFirstResponder()
        try stage.sim.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "")

        let (plainStage, plain) = makeField(text: "old")
        plain.becomeFirstResponder()
        try plainStage.sim.type("s")
        #expect(plain.text == "olds", "a plain field appends")
    }
}

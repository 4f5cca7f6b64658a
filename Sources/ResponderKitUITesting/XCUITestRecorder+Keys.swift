// The keyboard part of a recording: key presses and committed text become `typeText(_:)` on the focused element,
// coalesced into runs (UT-230 … UT-233); wheel scrolls become one comment per run.
//
// Invariants: a character is recorded once, from the press that inserts it or from the text sample an input method
// commits (a host that sends both marks its presses as not inserting text); Delete, Return, Tab and Escape are
// `XCUIKeyboardKey`s; modifier keys alone are nothing; other keys and shortcuts are comments.
import Foundation
import ResponderKit

extension XCUITestRecorder {
    /// Records a key or button press.
    func observe(_ press: PressSample) {
        guard press.phase == .began else { return }
        guard let key = press.key else {
            if let type = press.type {
                append(.comment("a press of button \(type.rawValue) is not recorded"))
            }
            return
        }
        let code = key.keyCode
        // Shift, Control, Option and Command alone (and the right-hand ones) type nothing.
        if (0xE0...0xE7).contains(code.rawValue) { return }
        let shortcut = !key.modifierFlags.intersection([.command, .control, .alternate]).isEmpty
        switch code {
        case .keyboardDeleteOrBackspace where !shortcut: return type(.key(.delete, count: 1))
        case .keyboardReturnOrEnter where !shortcut: return type(.key(.return, count: 1))
        case .keyboardTab where !shortcut: return type(.key(.tab, count: 1))
        case .keyboardEscape where !shortcut: return type(.key(.escape, count: 1))
        default: break
        }
        let characters = key.characters
        // UIKit names the keys that type nothing with strings ("UIKeyInputLeftArrow"): those are no text.
        if !shortcut, press.insertsText, !characters.isEmpty, !characters.hasPrefix("UIKeyInput"),
            characters.unicodeScalars.allSatisfy(isTypeable)
        {
            return type(.text(characters))
        }
        if press.insertsText || shortcut || characters.isEmpty {
            let name = characters.isEmpty ? "with HID usage \(code.rawValue)" : SwiftLiteral.string(characters)
            append(.comment("the key \(name)\(shortcut ? " with modifiers" : "") is not recorded"))
        }
    }

    /// Whether `scalar` is typed text rather than a function key's private-use code or a control character.
    private func isTypeable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .privateUse, .format, .unassigned, .surrogate: return false
        default: return true
        }
    }

    /// Adds `token` to the typing run of the focused element, starting a run when the last action is another.
    func type(_ token: TypingToken) {
        let focused = application.keyboard.owner.flatMap { owner in
            owner.isFirstResponder ? owner : nil
        }
        let subject: String?
        if case .typing(let runSubject, _) = actions.last, typingOwner === focused,
            focused != nil || runSubject == nil
        {
            // The run's element is still focused: no need to build the tree again for each key.
            subject = runSubject
        } else {
            let query = focused.flatMap { RecordedElementLocator(application: application).target(of: $0)?.query }
            // An unnamed focused field still takes `app.typeText`, which types into whatever has focus.
            subject = focused == nil ? nil : (query ?? "app")
            typingOwner = focused
        }
        if case .typing(let runSubject, var tokens) = actions.last, runSubject == subject, joinsRun == nil {
            switch (tokens.last, token) {
            case (.text(let previous), .text(let next)):
                tokens[tokens.count - 1] = .text(previous + next)
            case (.key(let previous, let count), .key(let next, _)) where previous == next:
                tokens[tokens.count - 1] = .key(previous, count: count + 1)
            default:
                tokens.append(token)
            }
            actions[actions.count - 1] = .typing(subject, tokens)
            return
        }
        append(.typing(subject, [token]))
    }

    /// Records a wheel or trackpad scroll: one comment for a run of them over the same place.
    func observe(_ scroll: ScrollSample) {
        guard joinsRun != .scroll else { return }
        let point = scroll.window.convert(scroll.location, to: nil)
        let target = RecordedElementLocator(application: application).target(at: point).target
        append(.comment("scrolled with a wheel or trackpad over \(target.source): XCUITest on iOS swipes instead"))
        joinsRun = .scroll
    }
}

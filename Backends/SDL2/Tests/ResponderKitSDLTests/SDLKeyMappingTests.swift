// The keyboard mapping: scancodes to HID usages, characters for the US layout, modifiers.
import ResponderKit
import Testing

@testable import ResponderKitSDL

@MainActor
@Suite("SDL key mapping")
struct SDLKeyMappingTests {
    @Test("Scancodes on the keyboard page are HID usages; others have no key")
    func scancodes() {
        #expect(SDLKeyMapping.keyCode(scancode: 4) == .keyboardA)
        #expect(SDLKeyMapping.keyCode(scancode: 0x28) == .keyboardReturnOrEnter)
        #expect(SDLKeyMapping.keyCode(scancode: 0xE0) == .keyboardLeftControl)
        #expect(SDLKeyMapping.keyCode(scancode: 0xE7)?.rawValue == 0xE7)
        #expect(SDLKeyMapping.keyCode(scancode: 0) == nil)
        #expect(SDLKeyMapping.keyCode(scancode: 0xE8) == nil)
        #expect(SDLKeyMapping.keyCode(scancode: 258) == nil)  // SDL_SCANCODE_AUDIONEXT
    }

    @Test("Ctrl is .command, Alt .alternate, Super .control, Caps Lock .alphaShift, keypad keys .numericPad")
    func modifiers() {
        typealias Mod = SDLKeyMapping.Modifier
        #expect(SDLKeyMapping.modifierFlags(Mod.leftControl, scancode: 4) == .command)
        #expect(SDLKeyMapping.modifierFlags(Mod.rightControl, scancode: 4) == .command)
        #expect(SDLKeyMapping.modifierFlags(Mod.leftShift | Mod.rightAlt, scancode: 4) == [.shift, .alternate])
        #expect(SDLKeyMapping.modifierFlags(Mod.leftGUI, scancode: 4) == .control)
        #expect(SDLKeyMapping.modifierFlags(Mod.capsLock, scancode: 4) == .alphaShift)
        #expect(SDLKeyMapping.modifierFlags(0, scancode: 0x59) == .numericPad)
        #expect(SDLKeyMapping.modifierFlags(0x1000, scancode: 4) == [])  // Num Lock alone adds nothing
    }

    @Test("Letters, digits and punctuation with Shift and Caps Lock on a US layout")
    func characters() throws {
        let a = try #require(SDLKeyMapping.key(scancode: 4, keycode: 0x61, mod: 0))
        #expect(a.characters == "a" && a.charactersIgnoringModifiers == "a" && a.keyCode == .keyboardA)
        let shiftA = try #require(SDLKeyMapping.key(scancode: 4, keycode: 0x61, mod: SDLKeyMapping.Modifier.leftShift))
        #expect(shiftA.characters == "A" && shiftA.charactersIgnoringModifiers == "a")
        let caps = try #require(SDLKeyMapping.key(scancode: 4, keycode: 0x61, mod: SDLKeyMapping.Modifier.capsLock))
        #expect(caps.characters == "A")
        let capsShift = SDLKeyMapping.key(
            scancode: 4, keycode: 0x61, mod: SDLKeyMapping.Modifier.capsLock | SDLKeyMapping.Modifier.leftShift)
        #expect(capsShift?.characters == "a")
        let bang = SDLKeyMapping.key(scancode: 0x1E, keycode: 0x31, mod: SDLKeyMapping.Modifier.leftShift)
        #expect(bang?.characters == "!" && bang?.charactersIgnoringModifiers == "1")
        #expect(
            SDLKeyMapping.key(scancode: 0x38, keycode: 0x2F, mod: SDLKeyMapping.Modifier.rightShift)?.characters == "?")
        let ctrlA = SDLKeyMapping.key(scancode: 4, keycode: 0x61, mod: SDLKeyMapping.Modifier.leftControl)
        #expect(ctrlA?.characters == "a" && ctrlA?.modifierFlags == .command)
    }

    @Test("Special keys carry UIKeyCommand's inputs; keypad keys are not shifted")
    func specialKeys() {
        #expect(SDLKeyMapping.key(scancode: 0x28, keycode: 0x0D, mod: 0)?.characters == UIKeyCommand.inputReturn)
        #expect(SDLKeyMapping.key(scancode: 0x2A, keycode: 0x08, mod: 0)?.characters == UIKeyCommand.inputDelete)
        #expect(SDLKeyMapping.key(scancode: 0x29, keycode: 0x1B, mod: 0)?.characters == UIKeyCommand.inputEscape)
        #expect(SDLKeyMapping.key(scancode: 0x2B, keycode: 0x09, mod: 0)?.characters == UIKeyCommand.inputTab)
        #expect(
            SDLKeyMapping.key(scancode: 0x50, keycode: 0x4000_0050, mod: 0)?.characters == UIKeyCommand.inputLeftArrow)
        #expect(
            SDLKeyMapping.key(scancode: 0x52, keycode: 0x4000_0052, mod: 0)?.characters == UIKeyCommand.inputUpArrow)
        #expect(SDLKeyMapping.key(scancode: 0x3A, keycode: 0x4000_003A, mod: 0)?.characters == UIKeyCommand.inputF1)
        #expect(SDLKeyMapping.key(scancode: 0x4B, keycode: 0x4000_004B, mod: 0)?.characters == UIKeyCommand.inputPageUp)
        let keypad1 = SDLKeyMapping.key(scancode: 0x59, keycode: 0x4000_0059, mod: SDLKeyMapping.Modifier.leftShift)
        #expect(keypad1?.characters == "1" && keypad1?.modifierFlags == [.shift, .numericPad])
        #expect(SDLKeyMapping.key(scancode: 0xE1, keycode: 0x4000_00E1, mod: 0)?.characters == "")
    }

    @Test("A printable keycode of another layout gives the characters (French A key: scancode Q, keycode a)")
    func layoutKeycode() {
        let key = SDLKeyMapping.key(scancode: 0x14, keycode: 0x61, mod: 0)
        #expect(key?.characters == "a" && key?.keyCode.rawValue == 0x14)
        // A non-printable keycode falls back to the US layout.
        #expect(SDLKeyMapping.key(scancode: 0x14, keycode: 0xE9, mod: 0)?.characters == "q")
    }
}

// The software keyboard as elements: ResponderKit models the keyboard without views, so its element and keys are
// synthetic (UT-6). Tapping a key is real keyboard input: the key's character goes through the application's input
// layer (`EventSimulator.type`), as a hardware key would.
//
// Invariants: the keyboard element exists exactly while `SoftwareKeyboard.isVisible`; its frame is the keyboard's;
// the keys are a US letter layout in four rows filling that frame.
import Foundation
import ResponderKit

/// The keyboard element and its keys.
@MainActor
enum SoftwareKeyboardElements {
    /// The rows of letter keys, top to bottom.
    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    /// The keyboard element for `keyboard`, with its keys.
    static func keyboard(of keyboard: SoftwareKeyboard) -> ElementSnapshot {
        let frame = keyboard.frame
        let node = ElementSnapshot(type: .keyboard, object: nil, hitView: nil, frame: frame, synthetic: .keyboard)
        node.keepsOrder = true
        let rowHeight = frame.height / 4
        for (row, letters) in letterRows.enumerated() {
            let width = frame.width / 10
            for (column, letter) in letters.enumerated() {
                let key = CGRect(
                    x: frame.minX + CGFloat(column) * width, y: frame.minY + CGFloat(row) * rowHeight, width: width,
                    height: rowHeight)
                node.append(ElementSnapshot(type: .key, label: String(letter), text: String(letter), frame: key))
            }
        }
        let third = frame.minY + 2 * rowHeight
        node.append(
            ElementSnapshot(
                type: .key, label: "delete", text: nil,
                frame: CGRect(
                    x: frame.maxX - frame.width * 0.15, y: third, width: frame.width * 0.15, height: rowHeight)))
        let bottom = frame.minY + 3 * rowHeight
        node.append(
            ElementSnapshot(
                type: .key, label: "space", text: " ",
                frame: CGRect(
                    x: frame.minX + frame.width * 0.25, y: bottom, width: frame.width * 0.5, height: rowHeight)))
        node.append(
            ElementSnapshot(
                type: .button, label: returnKeyTitle(keyboard.returnKeyType), text: "\n",
                frame: CGRect(
                    x: frame.maxX - frame.width * 0.25, y: bottom, width: frame.width * 0.25, height: rowHeight)))
        return node
    }

    /// The title the Return key shows for `type`, which is the key's label in XCUITest.
    static func returnKeyTitle(_ type: UIReturnKeyType) -> String {
        switch type {
        case .go: return "Go"
        case .google, .search, .yahoo: return "Search"
        case .join: return "Join"
        case .next: return "Next"
        case .route: return "Route"
        case .send: return "Send"
        case .done: return "Done"
        case .emergencyCall: return "Emergency call"
        case .continue: return "Continue"
        default: return "Return"
        }
    }
}

extension ElementSnapshot {
    /// A key of the software keyboard that types `text` (Delete when nil).
    convenience init(type: XCUIElement.ElementType, label: String, text: String?, frame: CGRect) {
        self.init(type: type, object: nil, hitView: nil, label: label, frame: frame, synthetic: .key(text: text))
    }
}

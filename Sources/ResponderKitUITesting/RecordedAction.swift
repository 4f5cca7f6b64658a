// One action of a recorded session and the XCUITest lines it becomes (UT-227 … UT-235).
//
// Invariants: every line is a complete Swift statement on `app` (or a `//` comment); typing is written in chunks of
// at most `typingChunk` characters, so a long run stays readable; repeated keys become one `String(repeating:)`.
import Foundation

/// A key `typeText(_:)` presses by its `XCUIKeyboardKey` constant.
enum RecordedKey: String, Equatable {
    case delete, `return`, tab, escape
}

/// One unit of typing: text, or a key pressed `count` times in a row.
enum TypingToken: Equatable {
    case text(String)
    case key(RecordedKey, count: Int)
}

/// One recorded action.
enum RecordedAction {
    case tap(RecordedTarget)
    case doubleTap(RecordedTarget)
    case twoFingerTap(RecordedTarget)
    case press(RecordedTarget, duration: TimeInterval)
    case pressThenDrag(RecordedTarget, duration: TimeInterval, to: RecordedTarget)
    /// A swipe in a direction ("Up", "Down", "Left", "Right").
    case swipe(RecordedTarget, direction: String)
    case pinch(RecordedTarget, scale: CGFloat, velocity: CGFloat)
    case rotate(RecordedTarget, rotation: CGFloat, velocity: CGFloat)
    /// A slider moved to a normalized position.
    case adjust(String, position: CGFloat)
    /// Typing into the focused element (its query, or nil for the application: whatever has focus).
    case typing(String?, [TypingToken])
    case comment(String)

    /// The most characters one `typeText` line holds.
    static let typingChunk = 60

    /// The lines of the action, without indentation.
    var lines: [String] {
        switch self {
        case .tap(let target): return [line(target, "tap()")]
        case .doubleTap(let target): return [line(target, "doubleTap()")]
        case .twoFingerTap(let target):
            guard let query = target.query else {
                return ["// a two-finger tap at \(target.source), which no element names, is not recorded"]
            }
            return ["\(query).twoFingerTap()"]
        case .press(let target, let duration):
            return [line(target, "press(forDuration: \(SwiftLiteral.duration(duration)))")]
        case .pressThenDrag(let from, let duration, let to):
            // An element drags to an element; with a coordinate at either end, both ends are coordinates.
            let bothElements = from.query != nil && to.query != nil
            let start = bothElements ? from.source : RecordedAction.coordinateSource(of: from)
            let end = bothElements ? to.source : RecordedAction.coordinateSource(of: to)
            var text = "\(start).press(forDuration: \(SwiftLiteral.duration(duration)), thenDragTo: \(end))"
            if let reason = from.comment ?? to.comment, !reason.isEmpty { text += "  // \(reason)" }
            return [text]
        case .swipe(let target, let direction): return [line(target, "swipe\(direction)()")]
        case .pinch(let target, let scale, let velocity):
            guard let query = target.query else {
                return ["// a pinch where no element is named is not recorded"]
            }
            return [
                "\(query).pinch(withScale: \(SwiftLiteral.number(scale)), velocity: \(SwiftLiteral.number(velocity)))"
            ]
        case .rotate(let target, let rotation, let velocity):
            guard let query = target.query else {
                return ["// a rotation where no element is named is not recorded"]
            }
            return [
                "\(query).rotate(\(SwiftLiteral.number(rotation)), withVelocity: \(SwiftLiteral.number(velocity)))"
            ]
        case .adjust(let query, let position):
            return ["\(query).adjust(toNormalizedSliderPosition: \(SwiftLiteral.number(position)))"]
        case .typing(let query, let tokens): return typingLines(query, tokens)
        case .comment(let text): return ["// \(text)"]
        }
    }

    /// The target as an `XCUICoordinate`: an element's centre, or the point.
    private static func coordinateSource(of target: RecordedTarget) -> String {
        guard let query = target.query else { return target.source }
        return "\(query).coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))"
    }

    /// `target.verb`, with the coordinate's reason as a trailing comment.
    private func line(_ target: RecordedTarget, _ verb: String) -> String {
        let text = "\(target.source).\(verb)"
        guard let reason = target.comment else { return text }
        return text + "  // \(reason)"
    }

    private func typingLines(_ query: String?, _ tokens: [TypingToken]) -> [String] {
        guard let query else {
            // XCUIApplication.typeText types into whatever has focus: nothing here, so it would fail.
            return tokens.map { token in
                switch token {
                case .text(let text): return "// typed \(SwiftLiteral.string(text)) with no text input focused"
                case .key(let key, let count): return "// pressed \(key.rawValue) ×\(count) with no text input focused"
                }
            }
        }
        var lines: [String] = []
        for token in tokens {
            switch token {
            case .text(let text):
                for chunk in RecordedAction.chunks(of: text) {
                    lines.append("\(query).typeText(\(SwiftLiteral.string(chunk)))")
                }
            case .key(let key, let count):
                let constant = "XCUIKeyboardKey.\(key.rawValue).rawValue"
                lines.append(
                    count == 1
                        ? "\(query).typeText(\(constant))"
                        : "\(query).typeText(String(repeating: \(constant), count: \(count)))")
            }
        }
        return lines
    }

    /// `text` cut into pieces of at most `typingChunk` characters (whole characters, never split scalars).
    static func chunks(of text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var count = 0
        for character in text {
            if count == typingChunk {
                result.append(current)
                current = ""
                count = 0
            }
            current.append(character)
            count += 1
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}

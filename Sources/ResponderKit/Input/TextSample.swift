// Committed text from a host's text input system (an input method, a dead key, a paste from the keyboard).
import Foundation

/// Text the host's input system committed, for the key window's first responder (its `insertText(_:)`).
///
/// A host that reports both key presses and committed text (SDL, X11 with an input method, a browser) sends the
/// keys with ``PressSample/insertsText`` set to false, so that each character is inserted once, from this sample.
public struct TextSample: Sendable {
    /// The committed text; never empty.
    public var text: String
    /// When the text was committed; nil uses the clock's current time.
    public var timestamp: TimeInterval?

    /// Creates a sample.
    public init(text: String, timestamp: TimeInterval? = nil) {
        self.text = text
        self.timestamp = timestamp
    }
}

// An input method's composition from a host (SDL_TEXTEDITING, an X input method's preedit): provisional text for
// the key window's first responder (its `setMarkedText(_:selectedRange:)`, TX-13).
import Foundation

/// The text an input method is composing, for the key window's first responder (``UITextInput``): it replaces the
/// responder's marked text. The composition ends with a ``TextSample`` (the committed text) or with an empty
/// marked text (the composition was cancelled).
public struct MarkedTextSample: Sendable {
    /// The composition; empty when the input method cancelled it.
    public var text: String
    /// The cursor or selection within `text`, in UTF-16 offsets (clamped to the text).
    public var selectedRange: NSRange
    /// When the composition changed; nil uses the clock's current time.
    public var timestamp: TimeInterval?

    /// Creates a sample; by default the cursor is at the end of the text.
    public init(text: String, selectedRange: NSRange? = nil, timestamp: TimeInterval? = nil) {
        self.text = text
        self.selectedRange = selectedRange ?? NSRange(location: text.utf16.count, length: 0)
        self.timestamp = timestamp
    }
}

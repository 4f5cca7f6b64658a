// Composing text as an input method does (TX-13): the simulator's counterpart of SDL_TEXTEDITING.
import Foundation

extension EventSimulator {
    /// Sends an input method's composition `text` (the cursor at `selectedRange`, UTF-16 offsets within it; at its
    /// end by default) through the application's ``InputLayer``, as a ``MarkedTextSample``; an empty text cancels
    /// the composition. Commit it with ``commitText(_:)``. Dropped and traced when no text input is first responder.
    public func compose(_ text: String, selectedRange: NSRange? = nil) throws(InputError) {
        try application.input.send(MarkedTextSample(text: text, selectedRange: selectedRange))
    }
}

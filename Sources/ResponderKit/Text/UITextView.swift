// A scrollable, multiline editable text view: focus on tap, typing (Return inserts a newline) and edit actions;
// links in its attributed text and detected data open on a tap (UITextView+Links.swift, TX-1 … TX-8).
//
// Invariants: `isEditing` is true exactly while the view is first responder; `storedAttributedText`, when set, has
// the buffer's string (an edit that changes the string drops it).
import Foundation

/// A scrollable, multiline text region.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, EditableTextInput {
    /// Posted when editing begins.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes the text.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// The text, selection and marked text; every change (typing, `text`) is counted as a visible change.
    var buffer = TextEditingBuffer() {
        didSet { noteViewChange() }
    }
    var consumedPresses = Set<ObjectIdentifier>()
    /// The run of typing undone as one (UN-7, `EditableTextInput+Undo.swift`).
    var undoRun: TextUndoRun?
    /// A text view never replaces its whole text on the next edit: UIKit does that only in a secure text field.
    var replacesTextOnNextEdit: Bool { false }
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    /// Whether the user can edit the text. True by default. Links open on a tap only while it is false (TX-2).
    open var isEditable = true {
        didSet { linkCache = nil }
    }
    /// Whether the user can select the text. True by default. Links open on a tap only while it is true (TX-2).
    open var isSelectable = true
    /// Behind ``attributedText`` (UITextView+Links.swift).
    var storedAttributedText: NSAttributedString?
    /// The links of the text and the detected data, found when first needed after a change.
    var linkCache: [TextLink]?
    /// The attributes links are drawn with: the link colour by default (TX-3).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [.foregroundColor: UIColor.link] {
        didSet { if linkTextAttributes == nil { linkTextAttributes = [:] } }
    }
    /// The kinds of data turned into links in text that is not editable (TX-5); none by default.
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { linkCache = nil }
    }
    /// The inset of the text from the view's edges: 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The colour of the text; nil (black) by default. Drawn, with links in ``linkTextAttributes``.
    open var textColor: UIColor?
    /// The horizontal alignment of the text; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the view is editing (first responder and editable).
    public private(set) var isEditing = false
    /// The font of the text; nil (the system's default) until set. Stored and observable, drawn only by a backend.
    open var font: UIFont?
    /// Whether a Dynamic Type font follows the application's content size category (UI-9); false by default.
    open var adjustsFontForContentSizeCategory = false

    // MARK: Text input traits (UITextInputTraits, TI-1 … TI-3)

    /// When Shift turns on by itself while typing; `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on; `.default` by default.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on; `.default` by default.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether smart quotes are on; `.default` by default.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether smart dashes are on; `.default` by default.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether smart insert and delete are on; `.default` by default.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The kind of keyboard; it sets the keyboard's height (TI-9). `.default` by default.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance, reported by ``SoftwareKeyboard/keyboardAppearance``; `.default` by default.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the Return key, reported by ``SoftwareKeyboard/returnKeyType``; `.default` by default.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether Return is disabled while there is no text (TI-6); false by default.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is a password: copy and cut are refused (TI-4) (the text is still drawn: UIKit hides it only in a text field); false by default.
    open var isSecureTextEntry = false
    /// What the text means, for AutoFill; stored. Nil by default.
    open var textContentType: UITextContentType!
    /// The rules for a new password; stored. Nil by default.
    open var passwordRules: UITextInputPasswordRules?

    /// Creates a text view with the given frame. It comes with a tap that focuses it and a long press that
    /// shows the edit menu (MN-7).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        TextInteraction.install(on: self)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// The text. Setting it in code reports nothing, drops the attributed text's attributes and puts the caret at
    /// the end.
    open var text: String! {
        get { buffer.text }
        set {
            buffer.text = newValue ?? ""
            storedAttributedText = nil
            linkCache = nil
        }
    }

    /// A view shown instead of the system keyboard.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// A view shown above the keyboard.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Focus

    /// An editable or selectable text view can become first responder (FR-1).
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing: asks the delegate, becomes first responder, shows the keyboard when editable, then
    /// reports the begin (FR-8).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let application = window?.application else { return false }
        guard !isEditable || (textDelegate?.textViewShouldBeginEditing(self) ?? true) else { return false }
        return application.keyboard.transferringFocus {
            guard super.becomeFirstResponder() else { return false }
            guard isEditable else { return true }
            isEditing = true
            application.keyboard.show(for: self, in: window, inputView: inputView, accessory: inputAccessoryView)
            textDelegate?.textViewDidBeginEditing(self)
            application.notificationCenter.post(name: UITextView.textDidBeginEditingNotification, object: self)
            return true
        }
    }

    /// Ends editing when the delegate agrees (FR-4).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard !isEditing || (textDelegate?.textViewShouldEndEditing(self) ?? true) else { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSideEffects(in: window?.application ?? .shared)
        return true
    }

    override func firstResponderStatusForciblyEnded(in application: UIApplication) {
        endEditingSideEffects(in: application)
    }

    private func endEditingSideEffects(in application: UIApplication) {
        guard isEditing else { return }
        isEditing = false
        buffer.unmark()  // Resigning commits an input method's composition (TX-11).
        application.keyboard.textInputResigned(self)
        textDelegate?.textViewDidEndEditing(self)
        application.notificationCenter.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: Display

    /// Draws the background, then the text with its links (UITextView+Links.swift).
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        appendTextItems(to: &builder)
    }

    // MARK: Editing

    var acceptsEdits: Bool { isEditable && isEditing }

    func shouldReplace(_ range: Range<Int>, with text: String) -> Bool {
        textDelegate?.textView(self, shouldChangeTextIn: buffer.utf16Range(range), replacementText: text) ?? true
    }

    func textDidChangeByUser() {
        // ResponderKit keeps no attributes through user edits: the edited text is plain (TX-8).
        storedAttributedText = nil
        linkCache = nil
        textDelegate?.textViewDidChange(self)
        (window?.application ?? .shared).notificationCenter.post(
            name: UITextView.textDidChangeNotification, object: self)
    }

    /// Return inserts a newline.
    func returnKeyPressed() { insertAtSelection("\n") }

    // MARK: UIKeyInput

    /// Whether there is any text.
    open var hasText: Bool { !buffer.characters.isEmpty }
    /// Inserts text at the caret (a user edit); a lone `"\n"`, what the keyboard's Return key inserts, is Return,
    /// refused while the keyboard disables it (TI-6).
    open func insertText(_ text: String) { text == "\n" ? keyboardReturn() : insertAtSelection(text) }
    /// Deletes the selection or the character before the caret (a user edit).
    open func deleteBackward() { deleteBeforeCaret() }

    // MARK: UITextInput

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: buffer.characters.count) }

    /// The selection; an empty range is the caret.
    open var selectedTextRange: UITextRange? {
        get { textRange(buffer.selection) }
        set { if let newValue { buffer.selection = characterRange(newValue) } }
    }

    /// A range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    /// The position `offset` characters away, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        bufferPosition(from: position, offset: offset)
    }

    /// The characters between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// The text in a range.
    open func text(in range: UITextRange) -> String? { String(buffer.characters[characterRange(range)]) }

    /// Replaces the text in a range (a user edit).
    open func replace(_ range: UITextRange, withText text: String) { userReplace(characterRange(range), with: text) }

    // MARK: Keys and actions

    /// Types, deletes and moves the caret for key presses while editing; other keys travel the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let forwarded = pressesNotConsumed(beginning: presses)
        if !forwarded.isEmpty { super.pressesBegan(forwarded, with: event) }
    }

    /// Passes on changes of presses the view did not consume.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let forwarded = pressesNotConsumed(continuing: presses, ending: false)
        if !forwarded.isEmpty { super.pressesChanged(forwarded, with: event) }
    }

    /// Passes on the ends of presses the view did not consume.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let forwarded = pressesNotConsumed(continuing: presses, ending: true)
        if !forwarded.isEmpty { super.pressesEnded(forwarded, with: event) }
    }

    /// Passes on the cancellations of presses the view did not consume.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let forwarded = pressesNotConsumed(continuing: presses, ending: true)
        if !forwarded.isEmpty { super.pressesCancelled(forwarded, with: event) }
    }

    /// The standard edit actions the view performs now (MN-7).
    open override func actionHandler(for action: Selector) -> UIResponder.ActionHandler? {
        editActionHandler(for: action) ?? super.actionHandler(for: action)
    }
}

// A single-line editable text control: focus on tap, typing, Return, clear button and edit actions (FR-7, FR-8,
// CT-9, MN-7).
//
// Invariants: `isEditing` is true exactly while the field is first responder; editingDidBegin and editingDidEnd
// alternate; the keyboard is visible while the field edits.
import Foundation

/// An object that displays an editable text area.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, EditableTextInput {
    /// Posted when editing begins.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changes the text.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// The width of the clear button at the trailing edge.
    public static let clearButtonWidth: CGFloat = 30
    /// The horizontal margin between the edges and the text a display list draws, in points.
    static let textMargin: CGFloat = 4

    /// The text, selection and marked text; every change (typing, `text`) is counted as a visible change.
    var buffer = TextEditingBuffer() {
        didSet { noteViewChange() }
    }
    /// The overlay views and their modes (UITextField+SideViews.swift).
    var sideViews = TextFieldSideViews()
    var consumedPresses = Set<ObjectIdentifier>()
    /// The run of typing undone as one (UN-7, `EditableTextInput+Undo.swift`).
    var undoRun: TextUndoRun?
    /// Whether the next user edit replaces the whole text: a secure field that began editing with text (TI-8).
    var replacesTextOnNextEdit = false

    /// The delegate.
    open weak var delegate: UITextFieldDelegate?
    /// The placeholder shown when there is no text: stored for source compatibility and drawn only by a backend.
    open var placeholder: String? {
        didSet {
            if storedAttributedPlaceholder?.string != placeholder { storedAttributedPlaceholder = nil }
            noteViewChange()
            if placeholder != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// Behind ``attributedPlaceholder``: the attributed placeholder as set.
    private var storedAttributedPlaceholder: NSAttributedString?
    /// The placeholder with attributes (its colour, its font); setting it sets `placeholder` to its string, and
    /// setting `placeholder` replaces it with the plain string (UI-21). Drawn only by a backend.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            placeholder = newValue?.string
            storedAttributedPlaceholder = newValue
        }
    }
    /// Whether a Dynamic Type font follows the application's content size category (UI-9); false by default.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the text is drawn smaller to fit the field's width; false by default. Stored and readable, drawn only
    /// by a backend (UI-17).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest point size `adjustsFontSizeToFitWidth` may shrink to; 0 by default. Stored, drawn only by a
    /// backend.
    open var minimumFontSize: CGFloat = 0
    /// The font of the text; the 17-point system font by default. Setting nil restores the default.
    open var font: UIFont? = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            if font != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The border: `.none` for a field made in code (Interface Builder's default is `.roundedRect`). Drawn only by
    /// a backend; it pads the intrinsic size (AL-73).
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The colour of the text; `.label` by default. Setting nil restores the default.
    open var textColor: UIColor? = .label {
        didSet { if textColor == nil { textColor = .label } }
    }
    /// The horizontal alignment of the text; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the field is editing (first responder).
    public private(set) var isEditing = false
    /// Whether editing clears the old text when it begins.
    open var clearsOnBeginEditing = false
    /// When the clear button shows. `.never` by default.
    open var clearButtonMode: ViewMode = .never
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

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
    /// Whether the text is a password: copy and cut are refused (TI-4), the text draws as bullets (TI-5) and editing again replaces it (TI-8); false by default.
    open var isSecureTextEntry = false {
        didSet {
            noteViewChange()
            if isSecureTextEntry != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// What the text means, for AutoFill; stored. Nil by default.
    open var textContentType: UITextContentType!
    /// The rules for a new password; stored. Nil by default.
    open var passwordRules: UITextInputPasswordRules?

    /// Creates a text field with the given frame. It comes with a tap that focuses it and a long press that
    /// shows the edit menu (MN-7).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        TextInteraction.install(on: self)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text. Setting it in code sends no event and puts the caret at the end.
    open var text: String? {
        get { buffer.text }
        set {
            let old = buffer.text
            buffer.text = newValue ?? ""
            if buffer.text != old { invalidateIntrinsicContentSize() }
        }
    }

    /// The text's (else the placeholder's) width and the font's line height, with the border style's padding
    /// (UITextField+IntrinsicSize.swift, AL-73).
    open override var intrinsicContentSize: CGSize { textFieldContentSize }

    /// `size`'s width, the intrinsic height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: textFieldContentSize.height)
    }

    /// A view shown instead of the system keyboard; its height sets the keyboard frame.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// A view shown above the keyboard; its height adds to the keyboard frame.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Focus (FR-1, FR-4, FR-7, FR-8)

    /// An enabled text field can become first responder (FR-1).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate, becomes first responder, shows the keyboard, then reports the begin
    /// (FR-8). Moving focus from another text input keeps the keyboard up.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let application = window?.application else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return application.keyboard.transferringFocus {
            guard super.becomeFirstResponder() else { return false }
            beginEditing(in: application)
            return true
        }
    }

    /// Ends editing when the delegate agrees (FR-4).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSideEffects(in: actionApplication)
        return true
    }

    override func firstResponderStatusForciblyEnded(in application: UIApplication) {
        endEditingSideEffects(in: application)
    }

    private func beginEditing(in application: UIApplication) {
        isEditing = true
        if clearsOnBeginEditing { buffer.text = "" }
        // UIKit: re-editing a password field that has text replaces it with the first edit (TI-8).
        replacesTextOnNextEdit = isSecureTextEntry && !buffer.characters.isEmpty
        application.keyboard.show(
            for: self, in: window, inputView: inputView, accessory: inputAccessoryView)
        updateSideViews()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        application.notificationCenter.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    private func endEditingSideEffects(in application: UIApplication) {
        guard isEditing else { return }
        isEditing = false
        buffer.unmark()  // Resigning commits an input method's composition (TX-11).
        replacesTextOnNextEdit = false
        application.keyboard.textInputResigned(self)
        updateSideViews()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        application.notificationCenter.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: Display

    /// Draws the background; then the text, the placeholder, the selection or caret and the marked text in the
    /// text rectangle (UITextField+Display.swift).
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        appendFieldItems(to: &builder)
    }

    /// Places the overlay views the modes show now (UITextField+SideViews.swift, TX-14).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateSideViews()
    }

    // MARK: Overlay views and rectangles (UITextField+SideViews.swift, TX-14 … TX-17)

    /// The left overlay view's rectangle: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        sideViewRect(sideViews.left, in: bounds, leading: true)
    }
    /// The right overlay view's rectangle: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        sideViewRect(sideViews.right, in: bounds, leading: false)
    }
    /// The text's rectangle: the bounds less the overlay views and clear button showing.
    open func textRect(forBounds bounds: CGRect) -> CGRect { textArea(forBounds: bounds) }
    /// The text's rectangle while editing: ``textRect(forBounds:)``'s by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The placeholder's rectangle: ``textRect(forBounds:)``'s by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    // MARK: Clear button

    /// Whether the clear button shows now.
    public var isClearButtonShowing: Bool {
        guard !buffer.characters.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The clear button's rectangle: at the trailing edge, left of a right view that shows (TX-16).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let trailing =
            isShowing(sideViews.rightMode) && sideViews.right != nil
            ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(
            x: trailing - UITextField.clearButtonWidth, y: bounds.minY, width: UITextField.clearButtonWidth,
            height: bounds.height)
    }

    func clearByUser() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        buffer.text = ""
        textDidChangeByUser()
    }

    // MARK: Editing

    var acceptsEdits: Bool { isEnabled && isEditing }

    func shouldReplace(_ range: Range<Int>, with text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: buffer.utf16Range(range), replacementString: text) ?? true
    }

    func textDidChangeByUser() {
        replacesTextOnNextEdit = false
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        actionApplication.notificationCenter.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Return: asks `textFieldShouldReturn`, then sends `.editingDidEndOnExit`; a field with a target for that
    /// event resigns by itself (CT-9).
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns { resignFirstResponder() }
    }

    // MARK: UIKeyInput

    /// Whether there is any text.
    open var hasText: Bool { !buffer.characters.isEmpty }

    /// Inserts text at the caret (a user edit: the delegate is asked and `.editingChanged` is sent); a lone `"\n"`,
    /// what the keyboard's Return key inserts, is Return (TI-6).
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

    /// Passes on changes of presses the field did not consume.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let forwarded = pressesNotConsumed(continuing: presses, ending: false)
        if !forwarded.isEmpty { super.pressesChanged(forwarded, with: event) }
    }

    /// Passes on the ends of presses the field did not consume.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let forwarded = pressesNotConsumed(continuing: presses, ending: true)
        if !forwarded.isEmpty { super.pressesEnded(forwarded, with: event) }
    }

    /// Passes on the cancellations of presses the field did not consume.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let forwarded = pressesNotConsumed(continuing: presses, ending: true)
        if !forwarded.isEmpty { super.pressesCancelled(forwarded, with: event) }
    }

    /// The standard edit actions the field performs now: cut, copy, paste, delete, select and select all
    /// (MN-7).
    open override func actionHandler(for action: Selector) -> UIResponder.ActionHandler? {
        editActionHandler(for: action) ?? super.actionHandler(for: action)
    }

    // A text field reads its placeholder as its name until the app names it, and its text as its value.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(
            isElement: true, label: placeholder, value: isSecureTextEntry ? displayedText : text,
            stateTraits: accessibilityStateTraits)
    }
}

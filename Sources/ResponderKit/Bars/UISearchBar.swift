// A bar with a search field and an optional cancel button: editing, typing and the buttons are reported to the
// search bar's delegate.
//
// Invariants:
// - `searchTextField` is a subview for the bar's whole life; its delegate is the bar's `SearchFieldDelegate`,
//   which passes every question on to the bar's delegate.
// - The cancel button is a subview exactly while `showsCancelButton` is true.
// - The field and the button are laid out when the button shows or hides, and in `layoutSubviews()`.
import Foundation

/// A specialized view for receiving search-related information from the user.
///
/// Headless layout (nothing is drawn): the field is inset 8 points from the bar's edges, at most 36 points tall and
/// centred vertically; while ``showsCancelButton`` is true, a 70-point cancel button sits at the right, 8 points
/// after the field. ``sizeThatFits(_:)`` answers a height of 56, UIKit's.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// The width of the cancel button (a ResponderKit estimate).
    public static let cancelButtonWidth: CGFloat = 70
    /// The margin around the field.
    public static let fieldMargin: CGFloat = 8
    /// The tallest the field gets.
    public static let fieldHeight: CGFloat = 36
    /// The height ``sizeThatFits(_:)`` answers.
    public static let barHeight: CGFloat = 56

    /// The text field the user types into. Do not replace its delegate: the bar's delegate hears of the field's
    /// editing through it, as in UIKit.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The bar's delegate.
    open weak var delegate: UISearchBarDelegate?

    /// The search controller that manages the bar, told of its editing, text and Cancel button (LE-59).
    weak var searchController: UISearchController?
    private lazy var fieldDelegate = SearchFieldDelegate(searchBar: self)
    /// The cancel button, made the first time it shows.
    private(set) var cancelButton: UIButton?
    private var storedShowsCancelButton = false

    /// Creates a search bar with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.searchBar = self
        searchTextField.delegate = fieldDelegate
        // UIKit's search bar: a Search key, disabled while the field is empty (TI-3).
        searchTextField.returnKeyType = .search
        searchTextField.enablesReturnKeyAutomatically = true
        addSubview(searchTextField)
        layoutBar()
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text in the field. Setting it in code does not tell the delegate.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text shown while the field is empty: stored for source compatibility and drawn only by a backend.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    // MARK: Text input traits (the search field's, TI-3)

    /// When Shift turns on by itself while typing: the search field's.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether autocorrection is on: the search field's.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Whether spell checking is on: the search field's.
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// Whether smart quotes are on: the search field's.
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// Whether smart dashes are on: the search field's.
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// Whether smart insert and delete are on: the search field's.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// The kind of keyboard: the search field's.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The keyboard's appearance: the search field's.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// The title of the Return key, the search field's: `.search` by default, as in UIKit.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Whether Return is disabled while the field is empty, the search field's: true by default, as in UIKit.
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the text is a password: the search field's.
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    /// What the text means, for AutoFill: the search field's.
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    /// The rules for a new password: the search field's.
    open var passwordRules: UITextInputPasswordRules? {
        get { searchTextField.passwordRules }
        set { searchTextField.passwordRules = newValue }
    }

    /// Whether the cancel button shows; a real tap on it calls the delegate's
    /// ``UISearchBarDelegate/searchBarCancelButtonClicked(_:)``. False by default.
    open var showsCancelButton: Bool {
        get { storedShowsCancelButton }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the cancel button. Animation is not modelled.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        storedShowsCancelButton = showsCancelButton
        if showsCancelButton {
            let button = cancelButton ?? makeCancelButton()
            if button.superview !== self { addSubview(button) }
        } else {
            cancelButton?.removeFromSuperview()
        }
        layoutBar()
    }

    /// Makes the search field first responder (editing begins as when it is tapped).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Asks the search field to resign first responder (editing ends).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    /// Whether the search field can become first responder.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// The bar's height of 56 points at the given width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UISearchBar.barHeight)
    }

    /// Lays out the field and the cancel button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    // MARK: Internals

    /// The user changed the field's text.
    func fieldTextDidChange() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchBarTextDidChange()
    }

    private func makeCancelButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                delegate?.searchBarCancelButtonClicked(self)
                searchController?.searchBarCancelTapped()
            }, for: .touchUpInside)
        cancelButton = button
        return button
    }

    private func layoutBar() {
        let margin = UISearchBar.fieldMargin
        let height = max(0, min(UISearchBar.fieldHeight, bounds.height - 2 * margin))
        let y = bounds.midY - height / 2
        let buttonSpace = storedShowsCancelButton ? UISearchBar.cancelButtonWidth + margin : 0
        let width = max(0, bounds.width - 2 * margin - buttonSpace)
        searchTextField.frame = CGRect(x: bounds.minX + margin, y: y, width: width, height: height)
        if storedShowsCancelButton, let cancelButton {
            cancelButton.frame = CGRect(
                x: bounds.minX + margin + width + margin, y: y, width: UISearchBar.cancelButtonWidth, height: height)
        }
    }
}

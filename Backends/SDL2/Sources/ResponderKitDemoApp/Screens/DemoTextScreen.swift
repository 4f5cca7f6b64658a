// The demo's "text" screen (docs/spec-text-interactions.md): a read-only text view with a link and a detected phone
// number, and a text field with a left view and a button as its right view, whose edits (marked text included) are
// logged. Scripts/e2e-screens/text.sh drives it.
//
// Invariants: every interactive view has a background colour and an accessibility identifier; every behaviour
// logs one line ("text link: …", "text rightView: …", "text field: …"), and the delegate lets links open.
import Foundation
import ResponderKit

/// The text interactions screen.
@MainActor
final class DemoTextScreen: UIViewController, UITextViewDelegate {
    /// Where the screen's views are, in window points (the E2E clicks them).
    enum Layout {
        /// The text view: line 1 a link, line 2 a phone number, line 3 plain text (20-point font).
        static let textView = CGRect(x: 20, y: 20, width: 500, height: 110)
        /// The text field, its left view (an icon) and its right view (a button) inside it.
        static let field = CGRect(x: 20, y: 160, width: 500, height: 44)
        /// The right view button's size.
        static let rightButton = CGSize(width: 80, height: 44)
    }

    let log: DemoLog
    let textView = UITextView(frame: Layout.textView)
    let field = UITextField(frame: Layout.field)

    init(log: DemoLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported: this initializer always fails.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        root.accessibilityIdentifier = "textScreen"
        root.backgroundColor = UIColor(white: 0.9, alpha: 1)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addTextView()
        addField()
    }

    private func addTextView() {
        textView.accessibilityIdentifier = "linkTextView"
        textView.backgroundColor = .white
        textView.font = .systemFont(ofSize: 20)
        textView.isEditable = false
        textView.dataDetectorTypes = [.phoneNumber]
        let text = NSMutableAttributedString(string: "https://example.com\n555-123-4567\nplain text")
        text.addAttribute(.link, value: URL(string: "https://example.com")!, range: NSRange(location: 0, length: 19))
        textView.attributedText = text
        textView.delegate = self
        view.addSubview(textView)
    }

    private func addField() {
        field.accessibilityIdentifier = "sideViewField"
        field.backgroundColor = .white
        field.font = .systemFont(ofSize: 20)
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 36))
        icon.accessibilityIdentifier = "leftIcon"
        icon.backgroundColor = UIColor(red: 0.9, green: 0.6, blue: 0.2, alpha: 1)
        icon.isUserInteractionEnabled = false
        field.leftView = icon
        field.leftViewMode = .always
        let button = UIButton(type: .system)
        button.frame = CGRect(origin: .zero, size: Layout.rightButton)
        button.accessibilityIdentifier = "rightViewButton"
        button.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.addAction(
            UIAction { [unowned self] _ in log.append("text rightView: tapped, editing \(field.isEditing)") },
            for: .touchUpInside)
        field.rightView = button
        field.rightViewMode = .always
        field.addAction(
            UIAction { [unowned self] _ in log.append("text field: editingDidBegin") }, for: .editingDidBegin)
        field.addAction(
            UIAction { [unowned self] _ in
                let state = field.markedTextRange == nil ? "committed" : "marked"
                log.append("text field: editingChanged \"\(field.text ?? "")\" \(state)")
            }, for: .editingChanged)
        view.addSubview(field)
    }

    func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        let kind = interaction == .invokeDefaultAction ? "tap" : "actions"
        log.append("text link: \(url.absoluteString) \(kind) at \(characterRange.location)")
        return true
    }
}

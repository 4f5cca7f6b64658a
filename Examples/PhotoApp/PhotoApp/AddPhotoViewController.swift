import UIKit

/// The new-photo sheet: a title field and a Save button in a stack view; Save is enabled once the title is not
/// empty, and Return in the field saves too.
class AddPhotoViewController: UIViewController, UITextFieldDelegate {
    var onSave: ((String) -> Void)?

    let titleField = UITextField()
    let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Photo"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancel))

        titleField.placeholder = "Title"
        titleField.borderStyle = .roundedRect
        titleField.returnKeyType = .done
        titleField.enablesReturnKeyAutomatically = true
        titleField.accessibilityIdentifier = "title"
        titleField.delegate = self
        titleField.addTarget(self, action: #selector(titleChanged(_:)), for: .editingChanged)

        saveButton.setTitle("Save", for: .normal)
        saveButton.isEnabled = false
        saveButton.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [titleField, saveButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            titleField.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    @objc func titleChanged(_ sender: UITextField) {
        saveButton.isEnabled = !(sender.text ?? "").isEmpty
    }

    @IBAction func save(_ sender: Any) {
        guard let title = titleField.text, !title.isEmpty else { return }
        onSave?(title)
        dismiss(animated: true)
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        save(textField)
        return false
    }
}

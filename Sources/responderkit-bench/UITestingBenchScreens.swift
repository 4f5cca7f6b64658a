// The screens the UI testing benchmark drives, built as an app builds them: a login form that pushes a list of 100
// rows in a navigation controller, each row pushing a detail screen; and a grid of 1,000 elements for queries.
import Foundation
import ResponderKit

/// Email, password, Log in: a correct login pushes the list.
@MainActor
final class BenchLoginController: UIViewController {
    let email = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 40))
    let password = UITextField(frame: CGRect(x: 20, y: 170, width: 280, height: 40))
    let login = UIButton(frame: CGRect(x: 20, y: 230, width: 280, height: 44))
    let status = UILabel(frame: CGRect(x: 20, y: 290, width: 280, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Log in"
        email.placeholder = "Email"
        email.accessibilityIdentifier = "email"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.accessibilityIdentifier = "password"
        login.setTitle("Log in", for: .normal)
        status.accessibilityIdentifier = "status"
        login.addAction(
            UIAction { [unowned self] _ in
                view.endEditing(true)
                guard email.text == "ann@example.com", password.text == "secret" else {
                    status.text = "Wrong email or password"
                    return
                }
                navigationController?.pushViewController(BenchListController(), animated: true)
            }, for: .touchUpInside)
        for subview in [email, password, login, status] { view.addSubview(subview) }
    }
}

/// 100 rows "Row 0" … "Row 99", identified "row-N"; selecting one pushes its detail.
@MainActor
final class BenchListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        table.accessibilityIdentifier = "list"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        table.frame = view.bounds
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessibilityIdentifier = "row-\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = UIViewController()
        detail.title = "Row \(indexPath.row)"
        let body = UILabel(frame: CGRect(x: 20, y: 120, width: 280, height: 30))
        body.text = "Details of row \(indexPath.row)"
        body.accessibilityIdentifier = "detail"
        detail.view.addSubview(body)
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// 500 buttons "Button N" (identified "button-N") and 500 labels "Label N" (identified "label-N") in a scroll view:
/// with the application, window, scroll view and its container, a tree of about 1,000 elements.
@MainActor
final class BenchGridController: UIViewController {
    static let pairs = 500

    override func viewDidLoad() {
        super.viewDidLoad()
        let scroll = UIScrollView(frame: view.bounds)
        scroll.accessibilityIdentifier = "grid"
        for index in 0..<Self.pairs {
            let y = CGFloat(index) * 44
            let label = UILabel(frame: CGRect(x: 10, y: y, width: 140, height: 40))
            label.text = "Label \(index)"
            label.accessibilityIdentifier = "label-\(index)"
            let button = UIButton(frame: CGRect(x: 160, y: y, width: 140, height: 40))
            button.setTitle("Button \(index)", for: .normal)
            button.accessibilityIdentifier = "button-\(index)"
            scroll.addSubview(label)
            scroll.addSubview(button)
        }
        scroll.contentSize = CGSize(width: 320, height: CGFloat(Self.pairs) * 44)
        view.addSubview(scroll)
    }
}

// Screens for PortedFormTests.swift: a users table whose cells carry identifiers and push a detail page
// (filipemerli/family24hTest), and a login form of a user name field, a password field and a login button
// (SarithaPar/Demoui, whose SwiftUI login screen XCUITest shows as these elements).
import Foundation
import ResponderKit

/// A table identified "usersTableView" whose cells are identified "userCell_<row>"; a tap pushes a page titled with
/// the user's name.
@MainActor
final class UsersViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let users = ["Ana Souza", "Bruno Lima", "Carla Dias"]
    let table = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        table.accessibilityIdentifier = "usersTableView"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "celula")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        table.frame = view.bounds.inset(by: view.safeAreaInsets)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { users.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "celula", for: indexPath)
        cell.textLabel?.text = users[indexPath.row]
        cell.accessibilityIdentifier = "userCell_\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = PageViewController(title: users[indexPath.row], texts: ["Detail"])
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// A user name field ("UserName"), a secure password field ("Password") and a "loginButton" that logs what was
/// typed.
@MainActor
final class DemoLoginViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let name = UITextField(frame: CGRect(x: 20, y: 60, width: 280, height: 40))
        name.placeholder = "Enter your user name"
        name.accessibilityIdentifier = "UserName"
        let password = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 40))
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        let login = UIButton(frame: CGRect(x: 20, y: 180, width: 120, height: 44))
        login.setTitle("Login", for: .normal)
        login.accessibilityIdentifier = "loginButton"
        login.addAction(
            UIAction { [log] _ in log.append("login \(name.text ?? "") \(password.text ?? "")") }, for: .touchUpInside)
        for subview in [name, password, login] { view.addSubview(subview) }
    }
}

// The login-then-list example: the login screen of Examples/login-form-autolayout.json (a scene, built by
// ResponderKitScenes) in front of PhotoApp's list, in one application. Signing in with an email and a password
// hides the login window and connects PhotoApp's scene, as an app shows its content after a login. Both
// LoginThenListTests drive it: one with the simulator API, one with XCUITest-style queries.
#if !_runtime(_ObjC)
    import Foundation
    import ResponderKit
    import ResponderKitScenes
    @testable import PhotoAppLinux

    /// One application showing the login scene, with PhotoApp behind its Sign in button.
    @MainActor
    struct LoginThenList {
        let login: BuiltScene
        let appDelegate = AppDelegate()
        let sceneDelegate = SceneDelegate()
        let simulator: EventSimulator

        var application: UIApplication { login.application }
        /// PhotoApp's window, once signed in.
        var photoWindow: UIWindow? { sceneDelegate.window }

        /// Builds the login scene and wires its Sign in button.
        init() throws {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../login-form-autolayout.json").standardized
            login = SceneBuilder.build(try SceneLoader.load(bytes: Array(try Data(contentsOf: url))))
            simulator = EventSimulator(application: login.application)
            let application = login.application
            let (appDelegate, sceneDelegate) = (appDelegate, sceneDelegate)
            let fields = ["emailField", "passwordField"].compactMap { login.view(withID: $0) as? UITextField }
            guard let loginWindow = login.windows.first, let signIn = login.view(withID: "signInButton") as? UIButton
            else { throw LoginThenListError.sceneChanged }
            signIn.addAction(
                UIAction { _ in
                    // The app's part: with both fields filled, the login gives way to the photo list.
                    guard fields.count == 2, fields.allSatisfy({ !($0.text ?? "").isEmpty }) else { return }
                    _ = fields.map { $0.resignFirstResponder() }
                    loginWindow.isHidden = true
                    application.delegate = appDelegate
                    _ = appDelegate.application(application, didFinishLaunchingWithOptions: nil)
                    _ = application.connectScene(delegate: sceneDelegate)
                }, for: .touchUpInside)
        }

        /// What an idle run loop does before anyone looks: the layout pass of every visible window.
        func settle() {
            for window in application.windowsFrontToBack where !window.isHidden { window.layoutIfNeeded() }
        }

        /// The visible view, front window first, whose accessibility label or identifier is `name` (a hidden
        /// ancestor hides it).
        func view(named name: String) -> UIView? {
            for window in application.windowsFrontToBack where !window.isHidden {
                var work: [UIView] = [window]
                while let view = work.popLast() {
                    if view.isHidden { continue }
                    if view.accessibilityIdentifier == name || view.accessibilityLabel == name { return view }
                    work += view.subviews.reversed()
                }
            }
            return nil
        }

        /// The texts of the photo list's rows, in order.
        var rowTitles: [String] {
            guard let navigation = photoWindow?.rootViewController as? UINavigationController,
                let list = navigation.viewControllers.first as? PhotoListViewController
            else { return [] }
            let table = list.tableView
            return (0..<table.numberOfRows(inSection: 0)).map {
                table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text ?? ""
            }
        }
    }

    /// The login scene no longer has the views the example wires.
    enum LoginThenListError: Error {
        case sceneChanged
    }
#endif

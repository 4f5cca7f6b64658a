// PhotoApp launched as iOS launches it (the app delegate, then a scene whose delegate makes the window), with a
// simulator to drive it and lookups of its views by what a person sees: labels and accessibility identifiers.
#if !_runtime(_ObjC)
    import ResponderKit
    @testable import PhotoAppLinux

    /// One launched PhotoApp.
    @MainActor
    struct PhotoAppSession {
        let application = UIApplication()
        let appDelegate = AppDelegate()
        let sceneDelegate = SceneDelegate()
        let simulator: EventSimulator

        init() {
            application.delegate = appDelegate
            _ = appDelegate.application(application, didFinishLaunchingWithOptions: nil)
            application.connectScene(delegate: sceneDelegate)
            simulator = EventSimulator(application: application)
            settle()
        }

        /// What an idle run loop does before anyone looks: the layout pass.
        func settle() {
            window.layoutIfNeeded()
        }

        var window: UIWindow { sceneDelegate.window! }
        var navigation: UINavigationController { window.rootViewController as! UINavigationController }
        var list: PhotoListViewController { navigation.viewControllers[0] as! PhotoListViewController }

        /// The visible view whose accessibility label or identifier is `name`, searched in the window.
        func view(named name: String) -> UIView? {
            var work: [UIView] = [window]
            while let view = work.popLast() {
                if !view.isHidden, view.accessibilityIdentifier == name || view.accessibilityLabel == name {
                    return view
                }
                work += view.subviews.reversed()
            }
            return nil
        }

        /// Taps the middle of the view named `name`, as a finger would (hit-testing decides who gets it), and lets
        /// a second of virtual time pass for what the tap starts (a presentation, a push).
        func tap(_ name: String) throws {
            settle()
            guard let view = view(named: name) else { throw Missing(name: name) }
            try simulator.tap(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
            simulator.advance(by: 1)
            settle()
        }

        /// The texts of the table's rows, in order.
        var rowTitles: [String] {
            let table = list.tableView
            return (0..<table.numberOfRows(inSection: 0)).map {
                table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text ?? ""
            }
        }
    }

    /// No visible view has the name a test looked for.
    struct Missing: Error, CustomStringConvertible {
        var name: String
        var description: String { "no visible view is named '\(name)'" }
    }
#endif

// The login-then-list example tested both ways (UT-150, UT-151): the same person's path — type an email and a
// password into the login scene of Examples/, sign in, pick "Dunes" in PhotoApp's list, mark it a favourite, go
// back — once with the simulator API (EventSimulator: points, views and key presses) and once with XCUITest-style
// queries (ResponderKitUITesting: elements by type, label and identifier). Both send the same real input through
// `UIApplication.input` and check the same outcome.
#if !_runtime(_ObjC)
    import Foundation
    import ResponderKit
    import ResponderKitUITesting
    import Testing
    @testable import PhotoAppLinux

    @MainActor
    @Suite("PhotoApp: log in, then pick from the list, both ways")
    struct LoginThenListTests {
        @Test("UT-150: with the simulator API: taps at views' centres, typing to the first responder")
        func withTheSimulator() throws {
            let app = try LoginThenList()
            let simulator = app.simulator
            func tap(_ name: String) throws {
                app.settle()
                let view = try #require(app.view(named: name), "no visible view named \(name)")
                try simulator.tap(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
                simulator.advance(by: 0.5)
            }
            try tap("emailField")
            try simulator.type("ann@example.com")
            try tap("passwordField")
            try simulator.type("secret")
            try tap("signInButton")
            #expect(app.rowTitles == ["Harbour", "Dunes", "Old town"])
            try tap("photo-1")
            let navigation = try #require(app.photoWindow?.rootViewController as? UINavigationController)
            let detail = try #require(navigation.topViewController as? PhotoDetailViewController)
            #expect(detail.titleLabel.text == "Dunes")
            try tap("Favourite")
            #expect(detail.favoriteSwitch.isOn)
            try tap("Photos")
            #expect(navigation.topViewController is PhotoListViewController)
            #expect(app.rowTitles == ["Harbour", "★ Dunes", "Old town"])
        }

        @Test("UT-151: with XCUITest-style queries: the same path, by what the screen shows")
        func withQueries() throws {
            let login = try LoginThenList()
            let app = XCUIApplication(application: login.application, simulator: login.simulator)
            app.textFields["Email"].tap()
            app.textFields["Email"].typeText("ann@example.com")
            app.textFields["Password"].tap()
            app.textFields["Password"].typeText("secret")
            app.buttons["Sign in"].tap()
            #expect(app.tables.cells.count == 3)
            app.tables.cells["photo-1"].tap()
            #expect(app.navigationBars["Dunes"].waitForExistence(timeout: 1))
            app.switches["Favourite"].tap()
            #expect(app.switches["Favourite"].value as? String == "1")
            app.navigationBars["Dunes"].buttons["Photos"].tap()
            #expect(app.navigationBars["Photos"].waitForExistence(timeout: 1))
            #expect(app.tables.cells.staticTexts["★ Dunes"].exists)
            #expect(login.rowTitles == ["Harbour", "★ Dunes", "Old town"])
        }
    }
#endif

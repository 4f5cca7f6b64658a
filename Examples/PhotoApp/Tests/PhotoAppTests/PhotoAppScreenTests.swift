// PhotoApp's screens driven as a person uses them: real taps through hit-testing, typing through the first
// responder, the presented sheet and the pushed detail. The app's code is the iOS code in PhotoApp/, compiled
// through the UIKitPort plugin.
#if !_runtime(_ObjC)
    import Foundation
    import ResponderKit
    import Testing
    @testable import PhotoAppLinux

    @MainActor
    @Suite("PhotoApp: its screens, through the plugin")
    struct PhotoAppScreenTests {
        @Test("Launch: the scene's window shows the library in a table under a navigation bar with Add")
        func launch() {
            let session = PhotoAppSession()
            #expect(session.window.isKeyWindow)
            #expect(session.navigation.topViewController === session.list)
            #expect(session.rowTitles == ["Harbour", "Dunes", "Old town"])
            #expect(session.view(named: "Add") != nil)
            // Auto Layout placed the table below the navigation bar, across the window.
            let table = session.list.tableView.convert(session.list.tableView.bounds, to: nil)
            #expect(table.minY >= 44 && table.width == session.window.bounds.width)
        }

        @Test("Add presents the sheet; typing a title enables Save; Save adds the photo and dismisses")
        func addPhoto() throws {
            let session = PhotoAppSession()
            try session.tap("Add")
            let sheet = try #require(session.list.presentedViewController as? UINavigationController)
            let add = try #require(sheet.topViewController as? AddPhotoViewController)
            #expect(!add.saveButton.isEnabled)
            try session.tap("title")
            #expect(add.titleField.isFirstResponder)
            try session.simulator.type("Sunset")
            #expect(add.titleField.text == "Sunset")
            #expect(add.saveButton.isEnabled)
            try session.tap("Save")
            #expect(session.list.presentedViewController == nil)
            #expect(session.rowTitles == ["Sunset", "Harbour", "Dunes", "Old town"])
        }

        @Test("Return in the title field saves, through the delegate's textFieldShouldReturn")
        func returnSaves() throws {
            let session = PhotoAppSession()
            try session.tap("Add")
            try session.tap("title")
            try session.simulator.type("Beach")
            try session.simulator.press(.keyboardReturnOrEnter)
            session.simulator.advance(by: 1)
            #expect(session.list.presentedViewController == nil)
            #expect(session.rowTitles.first == "Beach")
        }

        @Test("A tap on the disabled Save does nothing; Cancel dismisses without adding")
        func cancel() throws {
            let session = PhotoAppSession()
            try session.tap("Add")
            try session.tap("Save")
            #expect(session.list.presentedViewController != nil)
            try session.tap("Cancel")
            #expect(session.list.presentedViewController == nil)
            #expect(session.rowTitles == ["Harbour", "Dunes", "Old town"])
        }

        @Test("A tapped row pushes its detail; the switch marks the photo a favourite, starred in the list")
        func favourite() throws {
            let session = PhotoAppSession()
            try session.tap("photo-1")
            let detail = try #require(session.navigation.topViewController as? PhotoDetailViewController)
            #expect(detail.titleLabel.text == "Dunes")
            #expect(session.list.tableView.indexPathForSelectedRow == nil)
            try session.tap("Favourite")
            #expect(detail.favoriteSwitch.isOn)
            #expect(session.sceneDelegate.library.photos[1].isFavorite)
            #expect(session.rowTitles[1] == "★ Dunes")
        }
    }
#endif

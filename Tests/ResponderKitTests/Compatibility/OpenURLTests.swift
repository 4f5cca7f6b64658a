// Opening URLs headless: accepted URLs are recorded for tests to read, canOpenURL answers from the openable
// schemes, and the completion handler runs on the main queue after open returns (SH-15).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite struct OpenURLTests {
    @Test("SH-15: open(_:) records the URL; the completion runs later on the main queue with the outcome")
    func openRecords() async throws {
        let app = UIApplication()
        let simulator = EventSimulator(application: app)
        let web = try #require(URL(string: "https://example.com/help"))
        let custom = try #require(URL(string: "myapp://settings"))
        var outcomes: [Bool] = []
        #expect(app.canOpenURL(web))
        #expect(!app.canOpenURL(custom))
        app.open(web, options: [:], completionHandler: nil)  // in an async function, `open(web)` is the async one
        app.open(custom, options: [:]) { opened in outcomes.append(opened) }
        app.open(web, options: [.universalLinksOnly: true]) { opened in outcomes.append(opened) }
        #expect(outcomes.isEmpty)  // asynchronously, as UIKit calls it
        await simulator.runMainQueue()
        #expect(outcomes == [false, false])
        #expect(app.openedURLs == [web])
        let settings = try #require(URL(string: UIApplication.openSettingsURLString))
        let opened = await app.open(settings)
        #expect(opened)
        app.openableURLSchemes.insert("myapp")
        await app.open(custom)
        #expect(app.openedURLs == [web, settings, custom])
        #expect(UIApplication.shared.openedURLs.allSatisfy { $0 != custom })
    }
}

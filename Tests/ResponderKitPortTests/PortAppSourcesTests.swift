// What an app's own sources need besides selectors when the UIKitPort plugin ports them: the app delegate's entry
// point, and files that use UIKit names with only `import Foundation`.
//
// Invariants checked: each rewrite is reported with its line; porting the output again changes nothing; what
// UIKit would still compile (another `@main` type, plain Foundation files) is left as it is.

import Testing

@testable import ResponderKitPort

@Suite("Port: an app's own sources")
struct PortAppSourcesTests {
    @Test("UP-10: @main and @UIApplicationMain go from the app delegate, which is not the entry point off iOS")
    func appDelegateEntryPoint() throws {
        let source = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            @UIApplicationMain final class OldDelegate: UIResponder, UIApplicationDelegate {}
            """
        let run = try portRun(source)
        #expect(!run.text().contains("@main"))
        #expect(!run.text().contains("@UIApplicationMain"))
        #expect(run.text().contains("class AppDelegate: UIResponder, UIApplicationDelegate {"))
        #expect(run.text().contains("final class OldDelegate"))
        #expect(
            run.lines.filter { $0.contains("not the program's entry point") }.map { $0.prefix(13) } == [
                "Test.swift:3:", "Test.swift:8:",
            ])
        #expect(run.isIdempotent)
    }

    @Test("UP-10: another @main type keeps its attribute")
    func otherEntryPointStays() throws {
        let source = "@main\nstruct Tool {\n    static func main() {}\n}\n"
        let run = try portRun(source)
        #expect(run.text() == source)
        #expect(run.lines.isEmpty)
    }

    @Test("UP-11: a file that uses UIKit names with only import Foundation imports UIKit")
    func foundationOnlyUIKitUser() throws {
        let run = try portRun("import Foundation\n\nextension UIColor {\n    static let brand = UIColor.red\n}\n")
        #expect(run.text().hasPrefix("import UIKit\n\nextension UIColor {"))
        #expect(run.lines.first?.contains("the file uses UIKit names") == true)
        #expect(run.isIdempotent)
        let layer = try portRun("import Foundation\nfunc age() -> Double { CACurrentMediaTime() }\n")
        #expect(layer.text().hasPrefix("import UIKit\n"))
        // Names that only start like UIKit's, and Foundation code, stay.
        let plain = try portRun("import Foundation\nlet UIx = 1\nlet CAT = 2\nlet date = Date()\n")
        #expect(plain.text() == "import Foundation\nlet UIx = 1\nlet CAT = 2\nlet date = Date()\n")
    }
}

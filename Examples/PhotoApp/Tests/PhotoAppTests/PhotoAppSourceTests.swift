// The app's files are iOS code: the plugin compiled them without anyone porting or changing them.
#if !_runtime(_ObjC)
    import Foundation
    import Testing

    @Suite("PhotoApp: its sources stay iOS code")
    struct PhotoAppSourceTests {
        private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PhotoApp")

        private static func sources() throws -> [String: String] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".swift")
            }
            var texts: [String: String] = [:]
            for name in names {
                texts[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            }
            return texts
        }

        @Test("They keep #selector, @objc, @IBAction and @main, and use no ResponderKit-only API")
        func iOSCode() throws {
            let texts = try Self.sources()
            #expect(texts.count == 7)
            let all = texts.values.joined()
            for kept in ["#selector(", "@objc", "@IBAction", "@main", "import UIKit"] {
                #expect(all.contains(kept), "\(kept)")
            }
            for foreign in ["ResponderKit", "invokeSelector", "Selector(\"", "EventSimulator", "#if"] {
                #expect(!all.contains(foreign), "\(foreign)")
            }
        }
    }
#endif

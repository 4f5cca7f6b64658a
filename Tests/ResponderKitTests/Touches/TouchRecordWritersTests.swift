// Keeps the touch dispatcher the one writer of touch state: every .swift file under Sources/ is read, and only the
// dispatcher's files (Touches/TouchDispatcher.swift and Touches/TouchDispatcher+….swift) may reach a touch's
// `record`; UITouch.swift may read its own record (its properties) and assign it once, in its initializer.

import Foundation
import Testing

struct TouchRecordWritersTests {
    /// Whether `file` (a path under Sources/) is one of the dispatcher's files.
    static func isDispatcherFile(_ file: String) -> Bool {
        let name = (file as NSString).lastPathComponent
        return file.hasPrefix("ResponderKit/Touches/")
            && (name == "TouchDispatcher.swift" || (name.hasPrefix("TouchDispatcher+") && name.hasSuffix(".swift")))
    }

    /// The lines of `source` (the file `file` under Sources/) that break the rule.
    static func violations(in source: String, file: String) -> [String] {
        if isDispatcherFile(file) { return [] }
        let tokens = SourceTokenizer(source).tokens
        var found: [String] = []
        let ownFile = file == "ResponderKit/Touches/UITouch.swift"
        var initializerAssignments = 0
        for index in tokens.indices where tokens[index].text == "record" {
            let previous = index > 0 ? tokens[index - 1].text : ""
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            // `tracer.record(…)` and `func record(` are calls of another `record`; a touch's record is a field path.
            guard next != "(" else { continue }
            if previous == "." {
                found.append("\(file):\(tokens[index].line): reaches a touch's record")
                continue
            }
            guard ownFile, previous != "var" else { continue }
            // UITouch's own reads (`record.phase`) are allowed; a write is an assignment or a mutating call.
            if next == "=" && (index + 2 >= tokens.count || tokens[index + 2].text != "=") {
                initializerAssignments += 1
                if initializerAssignments > 1 { found.append("\(file):\(tokens[index].line): assigns its record") }
                continue
            }
            var end = index + 1
            while end + 1 < tokens.count, tokens[end].text == ".", tokens[end + 1].isWord { end += 2 }
            if end < tokens.count, end > index + 1 {
                let after = tokens[end].text
                let assigns = after == "=" && (end + 1 >= tokens.count || tokens[end + 1].text != "=")
                let mutates =
                    ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "formUnion"]
                    .contains(tokens[end - 1].text) && after == "("
                let compound =
                    ["+", "-", "|", "&"].contains(after) && end + 1 < tokens.count
                    && tokens[end + 1].text == "="
                if assigns || mutates || compound {
                    found.append("\(file):\(tokens[index].line): writes its record")
                }
            }
        }
        return found
    }

    @Test("Only the touch dispatcher writes a touch's record: no other source reaches it, UITouch only reads it")
    func onlyTheDispatcherWritesTouches() throws {
        let root = SourceTree.root.appendingPathComponent("Sources").standardizedFileURL
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var violations: [String] = []
        var dispatcherFiles = 0
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let file = url.standardizedFileURL.pathComponents.dropFirst(root.pathComponents.count)
                .joined(separator: "/")
            if Self.isDispatcherFile(file) { dispatcherFiles += 1 }
            violations += Self.violations(in: try String(contentsOf: url, encoding: .utf8), file: file)
        }
        #expect(violations == [])
        #expect(dispatcherFiles == 7, "the dispatcher's seven files were found")
    }

    @Test("The check flags another file's writes and reads of a record, and UITouch writing its own")
    func checkFlagsWriters() {
        let other = "func f(_ t: UITouch) { t.record.phase = .ended; let p = t.record.view }"
        #expect(Self.violations(in: other, file: "ResponderKit/Gestures/X.swift").count == 2)
        let calls = "func g() { tracer?.record(.note(\"record\")); recorder.record(x) } // touch.record.phase = .x"
        #expect(Self.violations(in: calls, file: "ResponderKit/Gestures/X.swift") == [])
        #expect(Self.violations(in: other, file: "ResponderKit/Touches/TouchDispatcher+Frames.swift") == [])
        let touch = """
            var record: TouchRecord
            init() { record = TouchRecord() }
            var phase: Phase { record.phase }
            func bad() { record.phase = .ended; record.recognizers.append(r); record.tapCount += 1; record = x }
            func fine() -> Bool { record.phase == .ended }
            """
        #expect(
            Self.violations(in: touch, file: "ResponderKit/Touches/UITouch.swift") == [
                "ResponderKit/Touches/UITouch.swift:4: writes its record",
                "ResponderKit/Touches/UITouch.swift:4: writes its record",
                "ResponderKit/Touches/UITouch.swift:4: writes its record",
                "ResponderKit/Touches/UITouch.swift:4: assigns its record",
            ])
    }
}

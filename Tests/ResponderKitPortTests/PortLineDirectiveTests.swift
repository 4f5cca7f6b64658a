// UP-12: with line directives (the plugin's build), a ported copy numbers every line of the app's code as its line in
// the app's file, and the code the port wrote as the copy's own. The tests read the output as the compiler does:
// each `#sourceLocation(file:line:)` numbers the lines after it from its line, `#sourceLocation()` returns to the
// copy's own numbering. Every input line carries a `// @N` marker with its number; wherever a marker survives in the
// output, the compiler must see it at line N of the input's file.

import Foundation
import Testing

@testable import ResponderKitPort

@Suite("Port: line directives")
struct PortLineDirectiveTests {
    /// Where the compiler places each line of `output`: the file and line a directive gives, or nil for lines
    /// numbered as the copy's own.
    private func placements(_ output: String) -> [(file: String, line: Int)?] {
        var placed: [(file: String, line: Int)?] = []
        var mapping: (file: String, next: Int)?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line)
            if text == "#sourceLocation()" {
                mapping = nil
                placed.append(nil)
            } else if text.hasPrefix("#sourceLocation(file: \""), let comma = text.range(of: "\", line: ") {
                let file = String(text[text.index(text.startIndex, offsetBy: 23)..<comma.lowerBound])
                let number = Int(text[comma.upperBound...].dropLast()) ?? -1
                mapping = (file, number)
                placed.append(nil)
            } else if let current = mapping {
                placed.append((current.file, current.next))
                mapping = (current.file, current.next + 1)
            } else {
                placed.append(nil)
            }
        }
        return placed
    }

    /// `text` with `// @N` after every non-blank line (N its 1-based line), outside multi-line strings.
    private func marked(_ text: String) -> String {
        var inString = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            defer { if quotes % 2 == 1 { inString.toggle() } }
            guard !inString, quotes == 0, !line.allSatisfy(\.isWhitespace) else { return String(line) }
            return "\(line) // @\(index + 1)"
        }.joined(separator: "\n")
    }

    /// Checks the placement of every output line that is an input line untouched (its marker names it); returns
    /// how many were checked. A line the port rewrote is numbered from its first line, which no marker shows.
    private func checkMarkers(_ result: PortResult, _ inputs: [PortInputFile]) -> Int {
        var checked = 0
        for (file, input) in zip(result.files, inputs) {
            let original = String(decoding: input.bytes, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (line, placement) in zip(lines, placements(file.text)) {
                guard let marker = line.range(of: " // @", options: .backwards),
                    let number = Int(line[marker.upperBound...]), original[number - 1] == line
                else { continue }
                #expect(placement?.file == file.name, "\(file.name): '\(line)' is not placed in its file")
                #expect(placement?.line == number, "\(file.name): '\(line)' is placed at \(placement?.line ?? -1)")
                checked += 1
            }
        }
        return checked
    }

    @Test(
        "UP-12: every line of each fixture keeps its line through the port's edits",
        arguments: ["ViewController", "View", "Object", "Subclass", "Extension"])
    func fixturesKeepTheirLines(_ name: String) throws {
        let inputs = try portFixtureInputs(name).map { PortInputFile(name: "/app/\(name)/\($0.0)", text: marked($0.1)) }
        let result = try Porter.port(inputs, lineDirectives: true)
        let lineCount = inputs.reduce(0) { $0 + $1.bytes.filter { $0 == 0x0A }.count }
        // Many lines are untouched (the rewritten ones are not checked): a sample, not a handful.
        #expect(checkMarkers(result, inputs) >= lineCount / 3)
    }

    @Test(
        "UP-12: lines dropped, selectors joined, observers and members added: the lines after them keep their numbers")
    func linesAfterEveryKindOfEdit() throws {
        let source = """
            import UIKit

            final class Screen: UIViewController {
                @IBOutlet
                weak var button: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    button.addTarget(self, action: #selector(
                        tapped), for: .touchUpInside)
                    let answer = 42
                    print(answer)
                }

                @objc
                @IBAction func tapped() {}
                @objc func keyboardWillShow(_ note: Notification) {}
            }

            let after = 1
            """
        let inputs = [PortInputFile(name: "/app/Screen.swift", text: marked(source))]
        let result = try Porter.port(inputs, lineDirectives: true)
        let output = result.files[0].text
        #expect(output.hasPrefix("#sourceLocation(file: \"/app/Screen.swift\", line: 1)\n"))
        #expect(output.contains("invokeSelector"))
        #expect(output.contains("addObserver(forName:"))
        #expect(checkMarkers(result, inputs) >= 10)
        // The lines after the grown observer, the joined selector and the dropped lines: each at its own number.
        let placed = placements(output)
        let outputLines = output.split(separator: "\n", omittingEmptySubsequences: false)
        for number in [11, 12, 13, 17, 18, 19, 21] {
            let index = try #require(outputLines.firstIndex { $0.hasSuffix("// @\(number)") })
            #expect(placed[index]?.line == number, "line \(number): \(outputLines[index])")
        }
        // The generated member is numbered as the copy's own: the compiler names the copy for its errors.
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let member = try #require(lines.firstIndex { $0.contains("override func invokeSelector") })
        #expect(placements(output)[member] == nil)
        #expect(lines[member - 2] == "#sourceLocation()")
    }

    @Test("UP-12: without the option, and for a name that cannot be a literal, no directive is written")
    func noDirectives() throws {
        let source = "import UIKit\nfinal class A: NSObject {\n    @objc func f() {}\n    let s = #selector(f)\n}\n"
        let plain = try Porter.port([PortInputFile(name: "A.swift", text: source)])
        #expect(!plain.files[0].text.contains("#sourceLocation"))
        let odd = try Porter.port([PortInputFile(name: "A\nB.swift", text: source)], lineDirectives: true)
        #expect(!odd.files[0].text.contains("#sourceLocation"))
        #expect(odd.files[0].text == plain.files[0].text)
        // A quote or backslash in the path is escaped in the directive's literal.
        let quoted = try Porter.port([PortInputFile(name: "/a \"b\"\\c.swift", text: source)], lineDirectives: true)
        #expect(quoted.files[0].text.hasPrefix("#sourceLocation(file: \"/a \\\"b\\\"\\\\c.swift\", line: 1)\n"))
        #expect(quoted.files[0].isChanged)
    }
}

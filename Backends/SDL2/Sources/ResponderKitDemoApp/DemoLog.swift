// The demo's log: one line per delivered touch callback, control event, recognizer state change, row selection,
// press, key command and motion, written to a file as each line is final and shown on screen.
//
// Invariants:
// - A line holds no wall-clock time, so a live run and its headless replay write the same lines.
// - A touch line is built from the delivery and every forwarding step that follows it; it is final when anything
//   else is logged or traced, or on `flush()`.
// - Repeated lines (a run of touchesMoved along one chain, a pan's changed states) are summarised as one line
//   with a count, final when a different line comes.
import Foundation
import ResponderKit

/// The lines the demo logged, in the order things happened.
@MainActor
public final class DemoLog {
    /// The final lines.
    public private(set) var finishedLines: [String] = []
    /// Called after the lines changed (the on-screen log redraws its labels).
    var onChange: (@MainActor (DemoLog) -> Void)?

    private var chain: (method: String, names: [String], last: ObjectIdentifier)?
    private var repeated: (text: String, count: Int)?
    private let file: FileHandle?

    /// Creates a log that writes its lines to `path` (created or truncated) when given.
    init(path: String?) {
        guard let path else {
            file = nil
            return
        }
        // main checks the file can be created before the app exists; here a failure only loses the file.
        if FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
        {
            file = handle
        } else {
            FileHandle.standardError.write(Data("responderkit-demo: cannot write the log file \(path)\n".utf8))
            file = nil
        }
    }

    /// Every line, the unfinished ones (an open touch chain, a repeat still counting) included.
    public var lines: [String] {
        var all = finishedLines
        if let repeated { all.append(DemoLog.render(repeated)) }
        if let chain { all.append(DemoLog.render(chain)) }
        return all
    }

    /// Logs a line that is final at once.
    func append(_ line: String) {
        closeChain()
        finishRepeat()
        finish(line)
        onChange?(self)
    }

    /// Logs a line that merges with an identical line just before it.
    func appendRepeatable(_ line: String) {
        closeChain()
        addRepeatable(line)
        onChange?(self)
    }

    /// Starts the line of a touch callback delivered to `responder`.
    func beginChain(method: String, at responder: UIResponder) {
        closeChain()
        chain = (method, [TraceRecorder.name(of: responder)], ObjectIdentifier(responder))
    }

    /// Extends the open touch line when the callback travels from its last responder to `next`. Returns false
    /// when there is no such line (the forwarding belongs to a press or a motion).
    @discardableResult
    func extendChain(from responder: UIResponder, to next: UIResponder) -> Bool {
        guard var open = chain, open.last == ObjectIdentifier(responder) else { return false }
        open.names.append(TraceRecorder.name(of: next))
        open.last = ObjectIdentifier(next)
        chain = open
        return true
    }

    /// Finishes the open touch line, if any: the callback travelled no further.
    func closeChain() {
        guard let open = chain else { return }
        chain = nil
        let line = DemoLog.render(open)
        if open.method == "touchesMoved" {
            addRepeatable(line)
        } else {
            finishRepeat()
            finish(line)
        }
        onChange?(self)
    }

    /// Makes every line final and writes it.
    public func flush() {
        closeChain()
        finishRepeat()
        try? file?.synchronize()
    }

    private func addRepeatable(_ line: String) {
        if let current = repeated, current.text == line {
            repeated = (line, current.count + 1)
            return
        }
        finishRepeat()
        repeated = (line, 1)
    }

    private func finishRepeat() {
        guard let current = repeated else { return }
        repeated = nil
        finish(DemoLog.render(current))
    }

    private func finish(_ line: String) {
        finishedLines.append(line)
        file?.write(Data((line + "\n").utf8))
    }

    private static func render(_ chain: (method: String, names: [String], last: ObjectIdentifier)) -> String {
        "\(chain.method): " + chain.names.joined(separator: " > ")
    }

    private static func render(_ repeated: (text: String, count: Int)) -> String {
        repeated.count == 1 ? repeated.text : "\(repeated.text) (x\(repeated.count))"
    }
}

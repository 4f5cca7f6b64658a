// Keeps the dispatch core's shape, read from the sources: the gesture arbiter decides and calls no app code on
// the path (recognizers' touch methods, actions, resets); no recognizer or tracker sends events or actions through
// the application (the input layer sends events, the window's delivery performs actions).

import Foundation
import Testing

struct DispatchShapeTests {
    /// The tokens of a file under Sources/ResponderKit/.
    private static func tokens(of file: String) throws -> [SourceToken] {
        let url = SourceTree.root.appendingPathComponent("Sources/ResponderKit").appendingPathComponent(file)
        return SourceTokenizer(try String(contentsOf: url, encoding: .utf8)).tokens
    }

    /// The files under Sources/ResponderKit/`folder`.
    private static func files(in folder: String) throws -> [String] {
        let url = SourceTree.root.appendingPathComponent("Sources/ResponderKit").appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { "\(folder)/\($0)" }
    }

    /// Calls `x.name(` in `tokens` (a member call, not a declaration or an enum case written `.name(`), with the
    /// line of each.
    static func memberCalls(_ names: Set<String>, in tokens: [SourceToken]) -> [(String, Int)] {
        var found: [(String, Int)] = []
        for index in tokens.indices.dropFirst(2).dropLast() where names.contains(tokens[index].text) {
            guard tokens[index - 1].text == ".", tokens[index + 1].text == "(" else { continue }
            // `.reset(recognizer)` builds a decision: the token before the dot is not a receiver.
            let receiver = tokens[index - 2]
            let keywords: Set = ["return", "case", "throw", "in", "else", "try", "await", "where", "if", "guard"]
            guard (receiver.isWord && !keywords.contains(receiver.text)) || [")", "]", "?"].contains(receiver.text)
            else { continue }
            found.append((tokens[index].text, tokens[index].line))
        }
        return found
    }

    @Test("The gesture arbiter calls no recognizer's touch methods, actions or reset: it returns decisions")
    func arbiterCallsNoAppCodeOnThePath() throws {
        let names: Set = [
            "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "sendActionsForState", "reset",
            "sendActions",
        ]
        let calls = Self.memberCalls(names, in: try Self.tokens(of: "Gestures/GestureArbiter.swift"))
        #expect(calls.map { "\($0.0) at line \($0.1)" } == [])
        // The dispatcher is where they run (the check finds calls where there are some).
        let executor = Self.memberCalls(names, in: try Self.tokens(of: "Touches/TouchDispatcher+Delivery.swift"))
        #expect(
            Set(executor.map(\.0)).isSuperset(of: ["touchesBegan", "touchesEnded", "sendActionsForState", "reset"]))
    }

    @Test("No recognizer or tracker sends events or actions through UIApplication")
    func noTrackerCallsTheApplication() throws {
        let files =
            try Self.files(in: "Gestures") + Self.files(in: "Touches") + Self.files(in: "Presses")
            + Self.files(in: "Motion") + ["Input/PointerTracker.swift"]
        var calls: [String] = []
        for file in files {
            for (name, line) in Self.memberCalls(["sendEvent", "sendAction"], in: try Self.tokens(of: file)) {
                calls.append("\(file):\(line): \(name)")
            }
        }
        #expect(calls == [])
        let input = Self.memberCalls(["sendEvent"], in: try Self.tokens(of: "Input/InputLayer.swift"))
        #expect(!input.isEmpty, "the input layer sends the events")
    }

    @Test("The call finder tells member calls from declarations and decisions")
    func memberCallsSelfTest() {
        let tokens = SourceTokenizer(
            """
            func reset() {}
            outbox.append(.reset(recognizer))
            return .sendAction(action, to: target)
            recognizer.reset()
            view?.touchesBegan(set, with: event)
            // recognizer.sendActionsForState()
            """
        ).tokens
        let calls = Self.memberCalls(["reset", "touchesBegan", "sendActionsForState", "sendAction"], in: tokens)
        #expect(calls.map(\.0) == ["reset", "touchesBegan"])
        #expect(calls.map(\.1) == [4, 5])
    }
}

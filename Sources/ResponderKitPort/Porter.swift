// `responderkit port` without the command line: rewrites UIKit Swift sources so that they compile against
// ResponderKit, replacing what needs the Objective-C runtime.
//
// Invariants:
// - All-or-nothing: every input is validated (UTF-8 text, no NUL byte, tokenizes with balanced brackets) before
//   anything is rewritten; one bad input fails the whole port with an error per bad file.
// - The files form one module: declarations in one file name the selectors of another.
// - Rewrites are token-range edits; untouched bytes are copied as they are. Porting the output again changes
//   nothing: each pass is built to be idempotent on Swift source, and the passes repeat (at most
//   `maximumPasses`) until one changes nothing, for malformed input where one pass is not enough.
// - Pure: no file system, no global state; the same inputs give the same result.

/// Ports UIKit sources to ResponderKit.
public enum Porter {
    /// Ports `inputs` as one module.
    ///
    /// - Parameters:
    ///   - inputs: The files of the module.
    ///   - lineDirectives: Whether each output starts with `#sourceLocation` and keeps every line of the input
    ///     numbered as in the input, so the compiler reports errors at the input's file and line (the plugin's
    ///     build). Only when one pass reached the fixed point (always, for Swift sources); otherwise the outputs
    ///     carry no directives.
    /// - Throws: `PortFailure` with one error per input that is not Swift source.
    public static func port(_ inputs: [PortInputFile], lineDirectives: Bool = false) throws(PortFailure) -> PortResult {
        var files: [PortSourceFile] = []
        var errors: [PortDiagnostic] = []
        for input in inputs {
            do {
                files.append(try load(input))
            } catch {
                errors.append(PortDiagnostic(file: input.name, line: error.line, kind: .error, text: error.message))
            }
        }
        guard errors.isEmpty else { throw PortFailure(errors: errors) }
        var pass = PortPass.run(files)
        var messages = pass.flatMap(\.messages)
        var passes = 1
        // A fixed point: real sources are done after one pass (the tests and fixtures check it); odd input the
        // fuzzer makes up may need another, and porting the result again must change nothing.
        while passes < maximumPasses, pass.contains(where: { $0.messages.contains { $0.kind == .change } }) {
            let again = zip(files, pass).compactMap { file, output in
                try? load(PortInputFile(name: file.name, bytes: output.bytes))
            }
            guard again.count == files.count else { break }
            let next = PortPass.run(again)
            guard next.contains(where: { $0.messages.contains { $0.kind == .change } }) else { break }
            messages += next.flatMap { $0.messages.filter { $0.kind == .change } }
            (pass, files, passes) = (next, again, passes + 1)
        }
        var outputs = zip(inputs, pass).map { input, output in
            PortOutputFile(name: input.name, bytes: output.bytes, isChanged: output.bytes != input.bytes)
        }
        if lineDirectives, passes == 1 {
            // The same pass again, written with directives: the fixed-point check above compares plain outputs.
            for (index, output) in PortPass.run(files, lineDirectives: true).enumerated() {
                outputs[index].bytes = output.bytes
            }
        }
        return PortResult(files: outputs, messages: Self.grouped(messages, by: inputs), passes: passes)
    }

    /// How many times at most the rewrites run over their own output to reach a fixed point.
    public static let maximumPasses = 4

    /// The messages grouped by file in input order (each file's stay in their order).
    private static func grouped(_ messages: [PortDiagnostic], by inputs: [PortInputFile]) -> [PortDiagnostic] {
        var order: [String: Int] = [:]
        for (index, input) in inputs.enumerated() where order[input.name] == nil { order[input.name] = index }
        return messages.enumerated().sorted {
            (order[$0.element.file] ?? 0, $0.offset) < (order[$1.element.file] ?? 0, $1.offset)
        }.map(\.element)
    }

    /// Validates and tokenizes one input.
    static func load(_ input: PortInputFile) throws(PortSyntaxError) -> PortSourceFile {
        let bytes = input.bytes
        if let zero = bytes.firstIndex(of: 0) {
            throw PortSyntaxError(
                line: line(of: zero, in: bytes), message: "binary file (a NUL byte), not Swift source")
        }
        if let invalid = firstInvalidUTF8(bytes) {
            throw PortSyntaxError(line: line(of: invalid, in: bytes), message: "not UTF-8 text, not Swift source")
        }
        return PortSourceFile(name: input.name, bytes: bytes, tokenization: try PortLexer.tokenize(bytes))
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence (no overlong forms, no surrogates,
    /// nothing above U+10FFFF), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            var minimum: UInt32
            switch lead {
            case 0xC0...0xDF: (length, scalar, minimum) = (2, UInt32(lead & 0x1F), 0x80)
            case 0xE0...0xEF: (length, scalar, minimum) = (3, UInt32(lead & 0x0F), 0x800)
            case 0xF0...0xF7: (length, scalar, minimum) = (4, UInt32(lead & 0x07), 0x1_0000)
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if scalar < minimum || scalar > 0x10_FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }

    /// The line of `offset`, counting LF, CR LF and lone CR as line ends.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        var index = 0
        while index < offset {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
            {
                line += 1
            }
            index += 1
        }
        return line
    }
}

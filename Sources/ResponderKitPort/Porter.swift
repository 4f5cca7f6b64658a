// `responderkit port` without the command line: rewrites UIKit Swift sources so that they compile against
// ResponderKit, replacing what needs the Objective-C runtime.
//
// Invariants:
// - All-or-nothing: every input is validated (UTF-8 text, no NUL byte, tokenizes with balanced brackets) before
//   anything is rewritten; one bad input fails the whole port with an error per bad file.
// - The files form one module: declarations in one file name the selectors of another.
// - Rewrites are token-range edits; untouched bytes are copied as they are. Porting the output again changes
//   nothing (`PortResult.files` are a fixed point).
// - Pure: no file system, no global state; the same inputs give the same result.

/// Ports UIKit sources to ResponderKit.
public enum Porter {
    /// Ports `inputs` as one module.
    ///
    /// - Throws: `PortFailure` with one error per input that is not Swift source.
    public static func port(_ inputs: [PortInputFile]) throws(PortFailure) -> PortResult {
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
        let module = PortModule(files: files)
        let names = SelectorNames.collect(module)
        // What `perform` can reach: the methods' names, and what existing tables answer (custom `@objc` names).
        let methodNames = Set(module.methods.map(\.objcName)).union(files.flatMap(SelectorNames.tableEntries))
        var rewrites = files.map(PortFileRewrite.init)
        for index in files.indices {
            // The notification rewrite claims its `#selector` before the selector rewrite sees it.
            DeclarationRewriter.rewriteImports(&rewrites[index])
            NotificationObserverRewriter(module: module, fileIndex: index).rewrite(&rewrites[index])
            SelectorRewriter(module: module, fileIndex: index).rewrite(&rewrites[index])
            DeclarationRewriter.rewriteAttributes(&rewrites[index], module.declarations[index])
            PlatformConditionRewriter.rewrite(&rewrites[index])
            RuntimeUsageReporter(module: module, fileIndex: index, methodNames: methodNames).report(&rewrites[index])
        }
        SelectorDispatchGenerator(module: module, names: names).generate(&rewrites)
        var outputs: [PortOutputFile] = []
        var messages: [PortDiagnostic] = []
        for (index, rewrite) in rewrites.enumerated() {
            let applied = rewrite.applied()
            outputs.append(
                PortOutputFile(
                    name: inputs[index].name, bytes: applied.bytes, isChanged: applied.bytes != inputs[index].bytes))
            messages += applied.messages
        }
        return PortResult(files: outputs, messages: messages)
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

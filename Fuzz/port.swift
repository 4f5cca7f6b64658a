// libFuzzer target `port`: `responderkit port` on arbitrary bytes: the lexer, then the whole rewrite.
//
// An input is one file, or (when its first byte is 0x01) several files separated by NUL bytes, ported together as
// one module. Besides "never traps" (and never hangs: libFuzzer's timeout), the target checks:
// - the lexer's tokens are in order, inside the input, on non-decreasing lines within the line count, and every
//   bracket's partner points back to it;
// - the port accepts exactly the files that are UTF-8 without NUL bytes and tokenize, and an error's line exists
//   in its file;
// - a ported file tokenizes again (rewrites keep brackets balanced and literals whole), a file without a reported
//   change is byte-for-byte the input, every message's line exists in its file;
// - idempotence: porting the output again changes no byte and reports no change.
import ResponderKitPort

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var inputs: [PortInputFile] = []
    if bytes.first == 0x01 {
        for (index, part) in bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false).prefix(4)
            .enumerated()
        {
            inputs.append(PortInputFile(name: "File\(index).swift", bytes: Array(part)))
        }
    } else {
        inputs = [PortInputFile(name: "File.swift", bytes: bytes)]
    }
    var acceptable = true
    for input in inputs {
        let tokenization = try? PortLexer.tokenize(input.bytes)
        if let tokenization { checkTokens(tokenization, input.bytes) }
        if tokenization == nil || input.bytes.contains(0) || String(validating: input.bytes, as: UTF8.self) == nil {
            acceptable = false
        }
    }
    let result: PortResult
    do {
        result = try Porter.port(inputs)
    } catch {
        require(!acceptable, "valid inputs were refused: \(error)")
        require(!error.errors.isEmpty, "a failure without errors")
        for message in error.errors {
            require(message.kind == .error, "a failure's message is a \(message.kind)")
            let file = inputs.first { $0.name == message.file }
            require(file != nil, "an error names an unknown file: \(message)")
            require(message.line >= 1 && message.line <= lineCount(file?.bytes ?? []), "no such line: \(message)")
        }
        return 0
    }
    require(acceptable, "invalid inputs were ported")
    require(result.files.count == inputs.count, "\(result.files.count) outputs for \(inputs.count) inputs")
    for (index, output) in result.files.enumerated() {
        let input = inputs[index]
        let changes = result.messages.filter { $0.file == input.name && $0.kind == .change }
        require(output.isChanged == (output.bytes != input.bytes), "isChanged is wrong for \(input.name)")
        require(!changes.isEmpty || output.bytes == input.bytes, "\(input.name) changed without a reported change")
        do {
            _ = try PortLexer.tokenize(output.bytes)
        } catch {
            fatalError("the port of \(input.name) does not tokenize: \(error)\n\(output.text)")
        }
    }
    for message in result.messages {
        let file = inputs.first { $0.name == message.file }
        require(file != nil && message.kind != .error, "unexpected message \(message)")
        require(message.line >= 1 && message.line <= lineCount(file?.bytes ?? []), "no such line: \(message)")
    }
    checkLineDirectives(inputs, result)
    let again: PortResult
    do {
        again = try Porter.port(result.files.map { PortInputFile(name: $0.name, bytes: $0.bytes) })
    } catch {
        fatalError("the port's output is refused: \(error)")
    }
    for (first, second) in zip(result.files, again.files) where first.bytes != second.bytes {
        fatalError("porting twice changed \(first.name):\n--- once\n\(first.text)\n--- twice\n\(second.text)")
    }
    require(again.messages(.change).isEmpty, "porting twice reported changes: \(again.messages(.change))")
    return 0
}

/// The plugin's output (UP-12): it tokenizes, and without its directive lines and white space it is the plain
/// output without white space (the directives and the line breaks put back are all it adds).
private func checkLineDirectives(_ inputs: [PortInputFile], _ plain: PortResult) {
    guard plain.passes == 1, let mapped = try? Porter.port(inputs, lineDirectives: true) else { return }
    func content(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .filter { !$0.hasPrefix("#sourceLocation(") }.joined().filter { !$0.isWhitespace }
    }
    for (first, second) in zip(plain.files, mapped.files) {
        do {
            _ = try PortLexer.tokenize(second.bytes)
        } catch {
            fatalError("the line-directive port of \(first.name) does not tokenize: \(error)\n\(second.text)")
        }
        require(content(first.bytes) == content(second.bytes), "line directives changed \(first.name)")
    }
}

/// The lexer's structural promises for `bytes`.
private func checkTokens(_ tokenization: PortTokenization, _ bytes: [UInt8]) {
    let tokens = tokenization.tokens
    require(tokenization.partners.count == tokens.count, "partners and tokens differ in number")
    var end = 0
    var line = 1
    for (index, token) in tokens.enumerated() {
        require(token.start >= end && token.start < token.end && token.end <= bytes.count, "token \(index) range")
        require(token.line >= line && token.line <= tokenization.lineCount, "token \(index) line \(token.line)")
        end = token.end
        line = token.line
        let partner = tokenization.partners[index]
        switch token.kind {
        case .open:
            require(partner > index && tokenization.partners[partner] == index, "open bracket \(index)")
            let pair = (bytes[token.start], bytes[tokens[partner].start])
            require(pair == (40, 41) || pair == (91, 93) || pair == (123, 125), "bracket pair \(pair)")
        case .close:
            require(
                partner >= 0 && partner < index && tokenization.partners[partner] == index, "close bracket \(index)")
        default:
            require(partner == -1, "token \(index) of kind \(token.kind) has a partner")
        }
    }
    require(tokenization.lineCount == lineCount(bytes), "line count \(tokenization.lineCount)")
}

/// The number of lines of `bytes` (LF, CR LF and CR end lines; a last line without one counts; at least 1).
private func lineCount(_ bytes: [UInt8]) -> Int {
    var lines = 1
    for (index, byte) in bytes.enumerated() {
        if byte == 10 || (byte == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) { lines += 1 }
    }
    if let last = bytes.last, last == 10 || last == 13 { lines -= 1 }
    return max(lines, 1)
}

// A file as `DeclarationScanner` reads it: without the attributes the port drops.
//
// Invariants:
// - `file` has every token of the source except dropped attributes (`@objc`, `@IB…`, …) with their argument
//   parentheses; brackets keep their partners. `original[i]` is the source index of view token `i`.
// - `droppedBefore[i]` (one entry more than tokens, for the end of the file) are the dropped attributes between
//   view token `i - 1` and view token `i` (as removals in
//   source indices), so the scanner still knows what a declaration was marked with, and removes exactly those it
//   meets in declaration context (never one inside an expression, a condition or a function body).
// - Because the scanner never sees these attributes, removing them cannot change how a second run reads the
//   declarations (idempotence).

/// The tokens the declaration scanner reads, and the dropped attributes it is told about.
struct DeclarationView {
    let file: PortSourceFile
    let original: [Int]
    let droppedBefore: [[Dropped]]

    /// A dropped attribute: its name and arguments, and its removal in source indices.
    struct Dropped {
        var name: String
        var arguments: String?
        var removal: PortFileDeclarations.Removal
    }

    init(_ source: PortSourceFile) {
        var kept: [Int] = []
        var dropped: [[Dropped]] = []
        var pending: [Dropped] = []
        var index = 0
        while index < source.tokens.count {
            let token = source.tokens[index]
            let name = token.kind == .attribute ? String(source.text(index).dropFirst()) : ""
            guard token.kind == .attribute, DeclarationScanner.droppedAttributes.contains(name) else {
                kept.append(index)
                dropped.append(pending)
                pending = []
                index += 1
                continue
            }
            var last = index
            var arguments: String?
            if source.is(index + 1, "(", .open), source.tokens[index + 1].start == token.end {
                last = source.partners[index + 1]
                arguments = source.text(from: source.tokens[index + 1].end, to: source.tokens[last].start)
            }
            let removal = PortFileDeclarations.Removal(
                first: index, last: last, text: source.text(tokens: index, through: last), line: token.line)
            pending.append(Dropped(name: name, arguments: arguments, removal: removal))
            index = last + 1
        }
        // One more entry: the attributes after the last token.
        dropped.append(pending)
        var viewIndex = [Int](repeating: -1, count: source.tokens.count)
        for (position, sourceIndex) in kept.enumerated() { viewIndex[sourceIndex] = position }
        let partners = kept.map { source.partners[$0] < 0 ? -1 : viewIndex[source.partners[$0]] }
        file = PortSourceFile(
            name: source.name, bytes: source.bytes, tokens: kept.map { source.tokens[$0] }, partners: partners,
            newline: source.newline)
        original = kept
        droppedBefore = dropped
    }
}

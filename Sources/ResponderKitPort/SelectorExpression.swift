// What a `#selector(…)` expression names: an optional type path, a base name and the argument labels if written,
// or a property's getter or setter.
//
// Invariant: a parse reads the whole expression or fails; `(expr) as (T) -> …` disambiguations are read through.

/// The parsed contents of `#selector(…)`.
struct SelectorExpression {
    /// `getter:` or `setter:`.
    enum Accessor {
        case getter, setter
    }

    var accessor: Accessor?
    /// The path before the name: `["ViewController"]`, `["self"]`, `[]`.
    var qualifier: [String]
    /// The base name (or property name), without backquotes.
    var name: String
    /// The argument labels as written (nil entries for `_`), or nil when none were written.
    var labels: [String?]?
    /// The `#selector(…)` source text.
    var text: String
    /// The token indices of `#selector` and of its closing parenthesis.
    var pound: Int
    var close: Int

    /// The qualifier that names a type, if any (`self`/`Self` name none).
    var typeName: String? {
        guard let last = qualifier.last, last != "self", last != "Self" else { return nil }
        return last
    }

    /// The selector the expression itself spells, when no declaration tells better.
    var derivedName: String {
        switch accessor {
        case .getter: ObjCSelectorName.getter(name)
        case .setter: ObjCSelectorName.setter(name)
        case nil: labels.map { ObjCSelectorName.method(name, labels: $0) } ?? name
        }
    }

    /// Parses the `#selector` at token `pound` of `file`.
    static func parse(_ file: PortSourceFile, pound: Int) -> SelectorExpression? {
        guard file.is(pound + 1, "(", .open) else { return nil }
        let close = file.partners[pound + 1]
        var range = (pound + 2)..<close
        var accessor: Accessor?
        if file.isAny(range.lowerBound, ["getter", "setter"]), file.is(range.lowerBound + 1, ":", .punctuation) {
            accessor = file.is(range.lowerBound, "getter") ? .getter : .setter
            range = (range.lowerBound + 2)..<range.upperBound
        }
        // `(expr) as (T) -> …`: read the expression before `as`, then drop wrapping parentheses.
        if let cast = range.first(where: { file.is($0, "as") }) { range = range.lowerBound..<cast }
        while range.count >= 2, file.is(range.lowerBound, "(", .open),
            file.partners[range.lowerBound] == range.upperBound - 1
        {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        guard var path = readPath(file, range) else { return nil }
        var labels: [String?]?
        if path.next < range.upperBound {
            guard accessor == nil, file.is(path.next, "(", .open), file.partners[path.next] == range.upperBound - 1,
                let read = readLabels(file, (path.next + 1)..<(range.upperBound - 1))
            else { return nil }
            labels = read
        }
        guard let name = path.components.popLast() else { return nil }
        return SelectorExpression(
            accessor: accessor, qualifier: path.components, name: name, labels: labels,
            text: file.text(tokens: pound, through: close), pound: pound, close: close)
    }

    /// Reads `A.B<T>.name`: the components and the index after them.
    private static func readPath(_ file: PortSourceFile, _ range: Range<Int>) -> (components: [String], next: Int)? {
        var components: [String] = []
        var index = range.lowerBound
        while index < range.upperBound, file.tokens[index].kind == .identifier {
            components.append(file.name(index))
            index += 1
            if index < range.upperBound, file.tokens[index].kind == .operator, file.text(index).hasPrefix("<") {
                var depth = 0
                while index < range.upperBound {
                    let text = file.text(index)
                    depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                    index += 1
                    if depth <= 0 { break }
                }
            }
            guard index < range.upperBound, file.is(index, ".", .operator) else { break }
            index += 1
        }
        return components.isEmpty ? nil : (components, index)
    }

    /// Reads `_:label:` (each label an identifier or `_`, then `:`).
    private static func readLabels(_ file: PortSourceFile, _ range: Range<Int>) -> [String?]? {
        var labels: [String?] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard file.tokens[index].kind == .identifier, file.is(index + 1, ":", .punctuation),
                index + 1 < range.upperBound
            else { return nil }
            let label = file.name(index)
            labels.append(label == "_" ? nil : label)
            index += 2
        }
        return labels
    }
}

// The selector names the module uses: every `#selector`, every literal `Selector("…")` and
// `NSSelectorFromString("…")`, and the literal first argument of a `perform…(…)` call.
//
// Invariant: the set only shrinks when the port's output is ported again (a `#selector` becomes a literal
// `Selector` of the same name, or a method reference), which makes the generated dispatch idempotent.

/// The selector names used anywhere in the module.
enum SelectorNames {
    /// The functions whose first argument is a selector.
    static let performFunctions: Set<String> = [
        "perform", "performSelector", "performSelectorOnMainThread", "performSelectorInBackground",
    ]

    /// Every selector name the files use.
    static func collect(_ module: PortModule) -> Set<String> {
        let resolver = SelectorResolver(module: module)
        var names: Set<String> = []
        for (fileIndex, file) in module.files.enumerated() {
            for index in file.tokens.indices {
                if file.is(index, "#selector", .pound) {
                    if let expression = SelectorExpression.parse(file, pound: index) {
                        names.insert(resolver.resolve(expression, file: fileIndex).objcName)
                    }
                } else if let name = literalSelector(file, at: index) {
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// The name of a literal selector whose function name is token `index`: `Selector("name"…)`,
    /// `NSSelectorFromString("name")`, `perform("name"…)` or `perform(Selector("name")…)` (or
    /// `NSSelectorFromString`).
    static func literalSelector(_ file: PortSourceFile, at index: Int) -> String? {
        guard file.isAny(index, performFunctions.union(["Selector", "NSSelectorFromString"])),
            file.is(index + 1, "(", .open), !file.is(index - 1, "func")
        else { return nil }
        if let literal = stringLiteral(file, at: index + 2) { return literal }
        if file.isAny(index, performFunctions), file.isAny(index + 2, ["Selector", "NSSelectorFromString"]),
            file.is(index + 3, "(", .open)
        {
            return stringLiteral(file, at: index + 4)
        }
        return nil
    }

    /// The contents of the plain string literal at token `index` (no escapes, no interpolation, one line).
    static func stringLiteral(_ file: PortSourceFile, at index: Int) -> String? {
        guard index < file.tokens.count, file.tokens[index].kind == .string else { return nil }
        let text = file.text(index)
        guard text.count > 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\""),
            !text.contains("\\")
        else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// The names the generated (or hand-written) `invokeSelector` tables answer: `call.match("name")`.
    static func tableEntries(_ file: PortSourceFile) -> [String] {
        file.tokens.indices.compactMap { index in
            guard file.is(index, "match"), file.is(index - 1, ".", .operator), file.is(index - 2, "call"),
                file.is(index + 1, "(", .open)
            else { return nil }
            return stringLiteral(file, at: index + 2)
        }
    }
}

// The Objective-C selector Swift generates for a method, a getter or a setter.
//
// Invariants (Swift's rules for `@objc` members):
// - no parameters: the base name (`tap`);
// - the first selector piece is the base name, plus, when the first parameter has a label, that label with its
//   first letter upper-cased, preceded by `With` unless the label's first word or the base name's last word is
//   a preposition (`m(sender:)` → `mWithSender:`, `move(to:)` → `moveTo:`, `handle(forEvent:)` → `handleForEvent:`);
// - every further parameter adds its label (empty for `_`), and every parameter a colon: `a(_:b:)` → `a:b:`,
//   `a(_:_:)` → `a::`;
// - `@objc(name)` wins; a getter is the property name, a setter `set` + the capitalized name + `:`.

/// Objective-C selector names of Swift declarations.
public enum ObjCSelectorName {
    /// The English prepositions Swift checks (from the compiler's word list), lower-case.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "since", "to", "until", "using", "via",
        "with", "within",
    ]

    /// The selector of a method named `baseName` whose parameters have the argument labels `labels` (nil for `_`).
    public static func method(_ baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var piece = baseName
        if let label = first, !label.isEmpty {
            if !isPreposition(firstWord(of: label)) && !isPreposition(lastWord(of: baseName)) {
                piece += "With"
            }
            piece += capitalized(label)
        }
        var name = piece + ":"
        for label in labels.dropFirst() {
            name += (label ?? "") + ":"
        }
        return name
    }

    /// The selector of the getter of the property `name`.
    public static func getter(_ name: String) -> String {
        name
    }

    /// The selector of the setter of the property `name`.
    public static func setter(_ name: String) -> String {
        "set" + capitalized(name) + ":"
    }

    /// Whether `word` is one of Swift's prepositions, ignoring case.
    static func isPreposition(_ word: String) -> Bool {
        prepositions.contains(word.lowercased())
    }

    /// `word` with its first character upper-cased.
    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The first camel-case word: leading capitals (an acronym, minus the capital that starts the next word) or one
    /// capital, then lower-case letters and digits.
    static func firstWord(of name: String) -> String {
        let characters = Array(name)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1 {
            // An acronym: it ends before the capital that starts the next word, if a lower-case letter follows.
            return String(characters[0..<(end < characters.count && characters[end].isLowercase ? end - 1 : end)])
        }
        while end < characters.count, !characters[end].isUppercase, characters[end] != "_" { end += 1 }
        return String(characters[0..<max(end, min(1, characters.count))])
    }

    /// The last camel-case word: from the last capital that starts a word (a trailing acronym whole).
    static func lastWord(of name: String) -> String {
        let characters = Array(name)
        guard !characters.isEmpty else { return name }
        var start = characters.count
        if characters[start - 1].isUppercase {
            while start > 0, characters[start - 1].isUppercase { start -= 1 }
            return String(characters[start...])
        }
        while start > 0, !characters[start - 1].isUppercase, characters[start - 1] != "_" { start -= 1 }
        if start > 0, characters[start - 1].isUppercase { start -= 1 }
        return String(characters[start...])
    }
}

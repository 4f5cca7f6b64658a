// Finds the unsafe sites of a Swift source and the type and member that enclose each (UnsafeSitesTests).

/// A lexical scan of one Swift source. It tracks type declarations (`class`, `struct`, `enum`, `extension`, `actor`,
/// `protocol` NAME) and member declarations (`func`, `var`, `let`, `init`, `subscript`, `deinit`, `case`,
/// `typealias` NAME) by brace depth, and reports each unsafe construct with the innermost type and the member of
/// that type whose declaration or body holds it. Attributes written before a member (`@exclusivity(unchecked)`,
/// `nonisolated(unsafe)`, `unowned(unsafe)`) belong to the member declared after them.
struct UnsafeSiteScanner {
    /// The attribute kinds that modify the declaration written after them.
    static let modifierKinds: Set<String> = ["@exclusivity(unchecked)", "nonisolated(unsafe)", "unowned(unsafe)"]

    /// The keywords that declare a type (or extend one) named by the next word.
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    /// The keywords that declare a member.
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "deinit", "case", "typealias", "associatedtype",
    ]

    /// The sites, in source order.
    private(set) var sites: [UnsafeSite] = []
    /// Braces left open at the end (or closed without an opening, counted too): 0 unless the scan lost track of
    /// the source's structure, in which case its keys cannot be trusted.
    private(set) var unbalancedBraces = 0

    private typealias Scope = (type: String?, member: String?)

    /// Scans `source`, the text of `file` (relative to the directory of `module`).
    init(source: String, module: String, file: String) {
        let tokens = SourceTokenizer(source).tokens
        // A scope with a type is a type's body (the file's is ""); its member is the last one declared in it.
        var scopes: [Scope] = [(type: "", member: nil)]
        var pendingType: String?
        var pendingModifiers: [(kind: String, line: Int)] = []
        func record(_ kind: String, line: Int, type: String, member: String?) {
            let key = [type, member ?? ""].filter { !$0.isEmpty }.joined(separator: ".")
            sites.append(UnsafeSite(module: module, key: key, kind: kind, file: file, line: line))
        }
        func flush(type: String, member: String?) {
            for modifier in pendingModifiers { record(modifier.kind, line: modifier.line, type: type, member: member) }
            pendingModifiers = []
        }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1].text : ""
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let typeIndex = scopes.lastIndex { $0.type != nil } ?? 0
            let typePath = scopes[typeIndex].type ?? ""
            let atTypeLevel = typeIndex == scopes.count - 1
            switch token.text {
            case "{":
                if let name = pendingType {
                    scopes.append((type: name, member: nil))
                    pendingType = nil
                } else {
                    scopes.append((type: nil, member: atTypeLevel ? scopes[typeIndex].member : nil))
                }
            case "}":
                if atTypeLevel { flush(type: typePath, member: scopes[typeIndex].member) }
                if scopes.count > 1 { scopes.removeLast() } else { unbalancedBraces += 1 }
            case let word
            where Self.typeKeywords.contains(word) && previous != "." && (next?.looksLikeTypeName ?? false):
                var name = next?.text ?? ""
                index += 2
                while token.text == "extension", index + 1 < tokens.count, tokens[index].text == ".",
                    tokens[index + 1].isWord
                {
                    name += "." + tokens[index + 1].text
                    index += 2
                }
                let path = typePath.isEmpty ? name : typePath + "." + name
                pendingType = path
                flush(type: path, member: nil)
                continue
            case let word
            where Self.memberKeywords.contains(word) && atTypeLevel && pendingType == nil && previous != ".":
                let name = Self.memberName(declaredBy: index, in: tokens)
                scopes[typeIndex].member = name
                flush(type: typePath, member: name)
            default:
                break
            }
            if let kind = Self.kind(at: index, in: tokens) {
                if let type = pendingType {
                    record(kind, line: token.line, type: type, member: nil)
                } else if atTypeLevel && Self.modifierKinds.contains(kind) {
                    pendingModifiers.append((kind: kind, line: token.line))
                } else {
                    let member = typeIndex + 1 < scopes.count ? scopes[typeIndex + 1].member : scopes[typeIndex].member
                    record(kind, line: token.line, type: typePath, member: member)
                }
                // `nonisolated(unsafe)` and its kin are four tokens; the `unsafe` inside is no site of its own.
                if Self.modifierKinds.contains(kind) { index += 3 }
            }
            index += 1
        }
        flush(type: scopes[0].type ?? "", member: scopes[0].member)
        unbalancedBraces += scopes.count - 1
    }

    /// The name a member declaration introduces: `init`, `subscript` and `deinit` are their own; a `func` may be
    /// named by an operator (`==`), which the tokenizer splits into characters.
    private static func memberName(declaredBy index: Int, in tokens: [SourceToken]) -> String {
        let keyword = tokens[index].text
        guard !["init", "subscript", "deinit"].contains(keyword), index + 1 < tokens.count else { return keyword }
        let first = tokens[index + 1]
        guard !first.isWord, keyword == "func" else { return first.text }
        var name = ""
        var position = index + 1
        while position < tokens.count, !tokens[position].isWord, !["(", "<", "{"].contains(tokens[position].text) {
            name += tokens[position].text
            position += 1
        }
        return name
    }

    /// Whether the tokens after `index` are `(`, `argument`, `)`.
    private static func argument(after index: Int, in tokens: [SourceToken], is argument: String) -> Bool {
        index + 3 < tokens.count && tokens[index + 1].text == "(" && tokens[index + 2].text == argument
            && tokens[index + 3].text == ")"
    }

    /// The kind of unsafe site that starts at `index`, or nil if none does.
    static func kind(at index: Int, in tokens: [SourceToken]) -> String? {
        let word = tokens[index].text
        switch word {
        case "@exclusivity" where argument(after: index, in: tokens, is: "unchecked"):
            return "@exclusivity(unchecked)"
        case "nonisolated" where argument(after: index, in: tokens, is: "unsafe"):
            return "nonisolated(unsafe)"
        case "unowned" where argument(after: index, in: tokens, is: "unsafe"):
            return "unowned(unsafe)"
        case "@unchecked":
            return "@unchecked Sendable"
        case "@unsafe", "withMemoryRebound", "assumingMemoryBound", "bindMemory":
            return word
        case "Unmanaged", "_withUnsafeGuaranteedRef", "passUnretained", "takeUnretainedValue", "passRetained",
            "takeRetainedValue", "toOpaque", "fromOpaque":
            return "Unmanaged"
        default:
            if word.hasPrefix("Unsafe") { return word.hasSuffix("Pointer") ? "Unsafe*Pointer" : word }
            if word.hasPrefix("withUnsafe") { return "withUnsafe*" }
            if word.hasPrefix("unsafe") { return word }
            return nil
        }
    }
}

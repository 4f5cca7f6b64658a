// Finds the declarations of one file: type declarations and extensions (nested to any depth), the methods of
// their bodies, the attributes and modifiers the port drops, and optional protocol requirements.
//
// Invariants:
// - The scanner reads a `DeclarationView`: the attributes the port drops are invisible to it (it is told which a
//   declaration had), so dropping them cannot change a second run's reading. It removes those it meets in
//   declaration context only. Results are in source indices.
// - Only declaration context is scanned: the file's top level and type bodies. Function, property and closure
//   bodies are skipped whole (a bracket is always jumped to its partner), so an identifier there is never taken
//   for a declaration or a modifier.
// - Type bodies are scanned from a work list, not by recursion: nesting depth costs no stack.
// - Tokens inside `#if` conditions are skipped; declarations in every `#if` branch count.
// - Every step moves forward, so a scan is linear in the number of tokens.

/// Scans one file for declarations.
struct DeclarationScanner {
    /// The attributes the port drops: what they did needs the Objective-C runtime or Interface Builder.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "UIApplicationMain", "main",
    ]
    /// Dropped only from a type that adopts `UIApplicationDelegate`: the app delegate is not the program's entry
    /// point off iOS (tests or the host make the application); any other `@main` type stays one.
    static let appEntryAttributes: Set<String> = ["main"]
    /// Attributes that make a method callable by a selector.
    static let objcAttributes: Set<String> = ["objc", "IBAction", "IBSegueAction"]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "case", "import",
        "operator", "precedencegroup", "macro", "class", "struct", "enum", "extension", "protocol", "actor",
    ]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "override", "static", "required",
        "convenience", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "indirect",
        "nonisolated", "prefix", "postfix", "infix", "consuming", "borrowing", "distributed",
    ]
    static let accessModifiers: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    let file: PortSourceFile
    let fileIndex: Int
    /// The dropped attributes before each token of `file`.
    let droppedBefore: [[DeclarationView.Dropped]]
    var result = PortFileDeclarations()
    /// Removals of dropped attributes met in declaration context, in source indices.
    var droppedRemovals: [PortFileDeclarations.Removal] = []
    /// The line of the last `#if`/`#elseif` met.
    var conditionLine = 0
    /// Where the dropped attributes of the pending declaration start in `droppedRemovals`.
    var pendingRemovalStart = 0

    /// Attributes (name, arguments) and modifiers seen since the last declaration.
    var pendingAttributes: [(name: String, arguments: String?)] = []
    var pendingModifiers: [String] = []

    private init(view: DeclarationView, fileIndex: Int) {
        file = view.file
        droppedBefore = view.droppedBefore
        self.fileIndex = fileIndex
    }

    /// Scans the whole file; token indices in the result are the source file's.
    static func scan(_ source: PortSourceFile, fileIndex: Int) -> PortFileDeclarations {
        let view = DeclarationView(source)
        var scanner = DeclarationScanner(view: view, fileIndex: fileIndex)
        let file = view.file
        var work: [(range: Range<Int>, owner: Int?)] = [(0..<file.tokens.count, nil)]
        while let item = work.popLast() {
            let before = scanner.result.types.count
            scanner.scanBody(item.range, owner: item.owner)
            // Scan nested bodies in file order (the work list is a stack).
            for index in (before..<scanner.result.types.count).reversed() {
                let type = scanner.result.types[index]
                work.append(((type.bodyOpen + 1)..<type.bodyClose, index))
            }
        }
        var result = scanner.result
        let original = view.original
        for index in result.types.indices {
            result.types[index].keyword = original[result.types[index].keyword]
            result.types[index].bodyOpen = original[result.types[index].bodyOpen]
            result.types[index].bodyClose = original[result.types[index].bodyClose]
        }
        for index in result.removals.indices {
            result.removals[index].first = original[result.removals[index].first]
            result.removals[index].last = original[result.removals[index].last]
        }
        result.removals += scanner.droppedRemovals
        result.removals.sort { $0.first < $1.first }
        return result
    }

    mutating func resetPending() {
        pendingAttributes.removeAll()
        pendingModifiers.removeAll()
        pendingRemovalStart = droppedRemovals.count
    }

    /// Keeps an `@main` of the pending declaration that is not an app delegate (see `appEntryAttributes`).
    mutating func keepEntryPoint(unlessAppDelegate inherited: [String]) {
        guard !inherited.contains(where: { $0 == "UIApplicationDelegate" || $0 == "UIKit.UIApplicationDelegate" })
        else { return }
        guard pendingRemovalStart < droppedRemovals.count else { return }
        let pending = droppedRemovals[pendingRemovalStart...].filter {
            !Self.appEntryAttributes.contains(String($0.text.dropFirst()))
        }
        droppedRemovals.replaceSubrange(pendingRemovalStart..., with: pending)
    }

    /// Takes note of the dropped attributes before token `index` (or at the end of a body), in declaration context.
    private mutating func meetDropped(before index: Int) {
        // One on the line of a `#if` is part of its condition (which stays as written), not of a declaration.
        for dropped in droppedBefore[index] where dropped.removal.line != conditionLine {
            pendingAttributes.append((dropped.name, dropped.arguments))
            droppedRemovals.append(dropped.removal)
        }
    }

    /// Scans the declarations of one body (or the top level); nested type bodies are only recorded.
    private mutating func scanBody(_ range: Range<Int>, owner: Int?) {
        resetPending()
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let token = file.tokens[index]
            meetDropped(before: index)
            switch token.kind {
            case .attribute:
                index = scanAttribute(index, end: end)
            case .pound:
                if file.is(index, "#if", .pound) || file.is(index, "#elseif", .pound) {
                    conditionLine = token.line
                    index = file.conditionEnd(after: index, limit: end)
                } else if index + 1 < end, file.is(index + 1, "(", .open), file.tokens[index + 1].start == token.end {
                    index = file.partners[index + 1] + 1
                } else {
                    index += 1
                }
            case .identifier:
                index = scanWord(index, end: end, owner: owner)
            case .open:
                index = file.partners[index] + 1
                resetPending()
            default:
                index += 1
                resetPending()
            }
        }
        // Attributes left dangling before the closing brace (or the end of the file) are dropped too.
        if index == end { meetDropped(before: end) }
    }

    private mutating func scanAttribute(_ index: Int, end: Int) -> Int {
        let token = file.tokens[index]
        let name = String(file.text(index).dropFirst())
        var last = index
        var arguments: String?
        if index + 1 < end, file.is(index + 1, "(", .open), file.tokens[index + 1].start == token.end {
            last = file.partners[index + 1]
            arguments = file.text(from: file.tokens[index + 1].end, to: file.tokens[last].start)
        }
        pendingAttributes.append((name, arguments))
        return last + 1
    }

    private mutating func scanWord(_ index: Int, end: Int, owner: Int?) -> Int {
        let word = file.text(index)
        if Self.typeKeywords.contains(word), !isClassModifier(index) {
            return scanType(index, end: end, owner: owner)
        }
        if word == "func" {
            return scanFunction(index, end: end, owner: owner)
        }
        if word == "class" || Self.modifiers.contains(word) {
            return scanModifier(index, word: word, end: end)
        }
        if word == "init" || word == "deinit" || word == "subscript" {
            resetPending()
            return skipSignature(from: index + 1, end: end).next
        }
        if word == "var" || word == "let", let owner, result.types[owner].kind == .protocol,
            pendingModifiers.contains("optional"), index + 1 < end
        {
            result.optionalRequirements.append(
                .init(name: file.name(index + 1), protocolName: result.types[owner].name, line: file.tokens[index].line)
            )
        }
        resetPending()
        return index + 1
    }

    /// Whether `dynamic` at `index` is a modifier: the next token but further `dynamic`s (dropped attributes are
    /// not in the view; so dropping them and it cannot change the answer on a second run) is a declaration
    /// keyword, a modifier or an attribute, and not the start of the member the port generates. Elsewhere
    /// `dynamic` is a name.
    private func isDynamicModifier(_ index: Int, end: Int) -> Bool {
        var next = index + 1
        while next < end, file.is(next, "dynamic") { next += 1 }
        guard next < end else { return false }
        let gap = file.text(from: file.tokens[next - 1].end, to: file.tokens[next].start)
        if gap.contains(SelectorDispatchGenerator.marker) { return false }
        return file.isAny(next, Self.declarationKeywords.union(Self.modifiers)) || file.tokens[next].kind == .attribute
    }

    /// Whether `class` at `index` is a modifier (`class func`, `class override var`) rather than a declaration.
    private func isClassModifier(_ index: Int) -> Bool {
        guard file.is(index, "class") else { return false }
        return file.isAny(index + 1, Self.declarationKeywords.union(Self.modifiers))
    }

    private mutating func scanModifier(_ index: Int, word: String, end: Int) -> Int {
        var next = index + 1
        var spelled = word
        if next < end, file.is(next, "(", .open), file.tokens[next].start == file.tokens[index].end {
            spelled = file.text(tokens: index, through: file.partners[next])
            next = file.partners[next] + 1
        }
        if word == "dynamic" {
            guard isDynamicModifier(index, end: end) else {
                resetPending()
                return next
            }
            result.removals.append(.init(first: index, last: index, text: word, line: file.tokens[index].line))
        }
        pendingModifiers.append(spelled)
        return next
    }

    private mutating func scanType(_ keyword: Int, end: Int, owner: Int?) -> Int {
        let kindWord = file.text(keyword)
        var index = keyword + 1
        guard index < end, file.tokens[index].kind == .identifier, !file.isAny(index, Self.declarationKeywords),
            let kind = PortTypeDeclaration.Kind(rawValue: kindWord)
        else {
            resetPending()
            return keyword + 1
        }
        var components = [file.name(index)]
        index += 1
        while true {
            if index < end, file.tokens[index].kind == .operator, file.text(index).hasPrefix("<") {
                index = skipAngles(from: index, end: end)
            } else if kind == .extension, file.is(index, ".", .operator), index + 1 < end,
                file.tokens[index + 1].kind == .identifier
            {
                components.append(file.name(index + 1))
                index += 2
            } else {
                break
            }
        }
        var inherited: [String] = []
        if file.is(index, ":", .punctuation) {
            (inherited, index) = scanInheritance(from: index + 1, end: end)
        }
        // Up to the body: only a `where` clause (names, `:`, `,`, `.`, `&`, `==`, `~`, angle brackets) may come
        // between; anything else means this is not a type declaration.
        if file.is(index, "where") {
            index += 1
            while index < end, !file.is(index, "{", .open), isWhereClauseToken(index) { index += 1 }
        }
        guard index < end, file.is(index, "{", .open) else {
            resetPending()
            return index
        }
        keepEntryPoint(unlessAppDelegate: inherited)
        let name = components.last ?? ""
        var qualified = components.joined(separator: ".")
        if kind != .extension, let owner { qualified = result.types[owner].qualifiedName + "." + name }
        let declaration = PortTypeDeclaration(
            kind: kind, name: name, qualifiedName: qualified, inherited: inherited,
            attributes: Set(pendingAttributes.map(\.name)), access: accessLevel(), file: fileIndex,
            line: file.tokens[keyword].line, keyword: keyword, bodyOpen: index, bodyClose: file.partners[index],
            parent: owner)
        result.types.append(declaration)
        resetPending()
        return file.partners[index] + 1
    }

    private func isWhereClauseToken(_ index: Int) -> Bool {
        let token = file.tokens[index]
        switch token.kind {
        case .identifier: return !file.isAny(index, Self.declarationKeywords.union(Self.modifiers))
        case .punctuation: return file.is(index, ",", .punctuation) || file.is(index, ":", .punctuation)
        case .operator:
            let text = file.text(index)
            return [".", "&", "==", "~"].contains(text) || text.allSatisfy { $0 == "<" || $0 == ">" }
        default: return false
        }
    }

    /// The names of an inheritance clause starting at `index`, and where the clause ends (`{` or `where`).
    private func scanInheritance(from start: Int, end: Int) -> ([String], Int) {
        var names: [String] = []
        var current = ""
        var index = start
        // Only what an inheritance clause holds: type names (never keywords or modifiers), `.`, `,`, `&`, `~`,
        // attributes (`@unchecked`) and generic arguments. Anything else ends it, and it is not a declaration's
        // unless a `{` or `where` ended it.
        while index < end {
            let token = file.tokens[index]
            if token.kind == .operator, file.text(index).hasPrefix("<") {
                index = skipAngles(from: index, end: end, arguments: true)
                continue
            }
            if file.is(index, ",", .punctuation) {
                names.append(current)
                current = ""
            } else if token.kind == .identifier, !file.isAny(index, Self.declarationKeywords.union(Self.modifiers)),
                !file.is(index, "where")
            {
                current += file.text(index)
            } else if file.is(index, ".", .operator) {
                current += "."
            } else if !(token.kind == .attribute || file.is(index, "&", .operator) || file.is(index, "~", .operator)) {
                break
            }
            index += 1
        }
        if !current.isEmpty { names.append(current) }
        return (names, index)
    }

    /// The index after a generic clause `<…>` that starts at `start`. Only an argument clause (`Box<(Int) -> Void>`)
    /// may hold parentheses: a parameter clause stops at one.
    func skipAngles(from start: Int, end: Int, arguments: Bool = false) -> Int {
        var depth = 0
        var index = start
        while index < end {
            let token = file.tokens[index]
            switch token.kind {
            case .operator:
                let text = file.text(index)
                if text != "->" {
                    depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                }
                index += 1
                if depth <= 0 { return index }
            case .open:
                if file.is(index, "{", .open) || !arguments { return index }
                index = file.partners[index] + 1
            case .close, .pound, .attribute:
                return index
            default:
                if file.is(index, ";", .punctuation)
                    || file.isAny(index, Self.declarationKeywords.union(Self.modifiers))
                {
                    return index
                }
                index += 1
            }
        }
        return index
    }

    /// The access modifier among the pending modifiers.
    func accessLevel() -> String? {
        pendingModifiers.first { Self.accessModifiers.contains($0) }
    }
}

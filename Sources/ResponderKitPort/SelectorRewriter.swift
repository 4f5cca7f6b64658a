// Rewrites `#selector(…)` and `NSSelectorFromString(…)`.
//
// Invariants:
// - `#selector(m)` becomes `Selector("objcName")` with the name Swift would have generated for the method's
//   declaration in the files (or, when it is not there, for the expression, with a note).
// - A method of an extension of a class that is not in the files cannot get a generated `invokeSelector`, so its
//   selector carries the implementation: `Selector("objcName", Type.method(_:))`.
// - `addTarget(self, action: #selector(m), for: …)` and a recognizer's `addTarget(self, action: #selector(m))`
//   become the method reference `C.m` only when that overload surely type-checks: `m` is declared in `C` (the
//   class around the call) under a name no other method of `C` shares, is an instance method that returns nothing,
//   does not throw and is not generic, and its parameters are none, a sender typed `Any`/`AnyObject`/a UIKit base
//   class, or (controls) that sender and `UIEvent?`.
// - Tokens another rewrite claimed are left alone. Idempotent: the output has no `#selector` and no
//   `NSSelectorFromString` left.

/// Rewrites selector expressions of one file.
struct SelectorRewriter {
    /// Sender types a method reference overload accepts for any control (`Self` is the control's class).
    static let controlSenderTypes: Set<String> = [
        "Any", "Any?", "AnyObject", "AnyObject?", "UIControl", "UIControl?", "UIView", "UIView?", "UIResponder",
        "UIResponder?",
    ]
    /// Sender types a method reference overload accepts for any gesture recognizer.
    static let recognizerSenderTypes: Set<String> = [
        "Any", "Any?", "AnyObject", "AnyObject?", "UIGestureRecognizer", "UIGestureRecognizer?",
    ]

    let module: PortModule
    let fileIndex: Int

    /// Rewrites the selectors of `rewrite`'s file.
    func rewrite(_ rewrite: inout PortFileRewrite) {
        let file = rewrite.file
        let slots = targetActionSlots(file)
        for index in file.tokens.indices {
            if file.is(index, "#selector", .pound) {
                rewriteSelector(&rewrite, pound: index, isControl: slots[index])
            } else if file.is(index, "NSSelectorFromString"), file.is(index + 1, "(", .open),
                !file.is(index - 1, ".", .operator), !file.is(index - 1, "func"), !rewrite.isClaimed(index...index)
            {
                rewrite.replace(
                    tokens: index, through: index, with: "Selector",
                    change: "rewrote 'NSSelectorFromString(…)' to 'Selector(…)'")
            }
        }
    }

    /// The `#selector`s that are the action of `addTarget(self, action: …)`: true for controls (with `for:`).
    private func targetActionSlots(_ file: PortSourceFile) -> [Int: Bool] {
        var slots: [Int: Bool] = [:]
        for index in file.tokens.indices where file.is(index, "addTarget") && file.is(index + 1, "(", .open) {
            let arguments = file.arguments(of: index + 1)
            let labels = arguments.map { file.label(of: $0) }
            guard labels == [nil, "action"] || labels == [nil, "action", "for"] else { continue }
            let target = arguments[0]
            let action = file.value(of: arguments[1])
            guard target.count == 1, file.is(target.lowerBound, "self"), action.count >= 2,
                file.is(action.lowerBound, "#selector", .pound), file.is(action.lowerBound + 1, "(", .open),
                file.partners[action.lowerBound + 1] == action.upperBound - 1
            else { continue }
            slots[action.lowerBound] = labels.count == 3
        }
        return slots
    }

    private func rewriteSelector(_ rewrite: inout PortFileRewrite, pound: Int, isControl: Bool?) {
        let file = rewrite.file
        guard file.is(pound + 1, "(", .open), !rewrite.isClaimed(pound...file.partners[pound + 1]) else { return }
        let line = file.tokens[pound].line
        guard let expression = SelectorExpression.parse(file, pound: pound) else {
            rewrite.report(
                .cannotRewrite, line: line,
                "cannot read '\(file.text(tokens: pound, through: file.partners[pound + 1]))': write "
                    + "Selector(\"name:\") with the method's Objective-C name")
            return
        }
        let resolution = SelectorResolver(module: module).resolve(expression, file: fileIndex)
        if let note = resolution.note { rewrite.report(.note, line: line, note) }
        if let isControl, let reference = methodReference(resolution, pound: pound, isControl: isControl) {
            rewrite.replace(
                tokens: pound, through: expression.close, with: reference,
                change: "rewrote '\(expression.text)' to the method reference '\(reference)'")
            return
        }
        let name = resolution.objcName
        var replacement = "Selector(\"\(name)\")"
        if let index = resolution.method {
            let method = module.methods[index]
            let owner = module.types[method.owner]
            let ownerIsClassOfModule = owner.kind == .extension && module.classIndex(named: owner.name) != nil
            if owner.kind == .struct || owner.kind == .enum || owner.kind == .actor {
                rewrite.report(
                    .cannotRewrite, line: line,
                    "'\(method.swiftName)' is a method of the \(owner.kind.rawValue) \(owner.name): no selector can "
                        + "call it; make it a method of a class")
            } else if owner.kind == .extension, !ownerIsClassOfModule, !method.isStatic {
                if method.parameters.count > 2 {
                    rewrite.report(
                        .cannotRewrite, line: line,
                        "'\(method.swiftName)' takes \(method.parameters.count) parameters: a selector can pass at "
                            + "most 2 (the sender and the event)")
                } else {
                    let reference =
                        method.parameters.isEmpty
                        ? method.spelledName
                        : method.spelledName + "(" + method.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
                    replacement = "Selector(\"\(name)\", \(owner.qualifiedName).\(reference))"
                }
            }
        }
        rewrite.replace(
            tokens: pound, through: expression.close, with: replacement,
            change: "rewrote '\(expression.text)' to '\(replacement)'")
    }

    /// `C.m` when the action `resolution` names may be passed as a method reference (see the file comment).
    private func methodReference(_ resolution: SelectorResolver.Resolution, pound: Int, isControl: Bool) -> String? {
        guard let index = resolution.method, resolution.note == nil,
            let enclosing = module.enclosingType(file: fileIndex, token: pound),
            let classIndex = module.classIndex(named: module.types[enclosing].name),
            module.types[enclosing].kind == .class || module.types[enclosing].kind == .extension
        else { return nil }
        let method = module.methods[index]
        let className = module.types[classIndex].name
        guard module.types[method.owner].name == className, !method.isStatic, !method.isGeneric,
            !method.isThrowingOrAsync, !method.returnsValue,
            method.file == fileIndex || (method.access != "private" && method.access != "fileprivate")
        else { return nil }
        let types = method.parameters.map { $0.type.filter { !$0.isWhitespace } }
        let senders = isControl ? Self.controlSenderTypes : Self.recognizerSenderTypes
        switch types.count {
        case 0: break
        case 1: guard senders.contains(types[0]) else { return nil }
        case 2: guard isControl, senders.contains(types[0]), types[1] == "UIEvent?" else { return nil }
        default: return nil
        }
        let sameName = module.methodScopes(ofTypeNamed: className).joined().filter {
            module.methods[$0].name == method.name
        }
        guard sameName.count == 1 else { return nil }
        return module.types[classIndex].qualifiedName + "." + method.spelledName
    }
}

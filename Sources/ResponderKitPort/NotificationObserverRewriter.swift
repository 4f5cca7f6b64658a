// Rewrites the selector-based `addObserver(_:selector:name:object:)` of NotificationCenter to the block-based form,
// which needs no selector:
//
//     center.addObserver(self, selector: #selector(m(_:)), name: N, object: O)
// becomes
//     _ = center.addObserver(forName: N, object: O, queue: nil) { [weak self] notification in
//         nonisolated(unsafe) let notification = notification
//         MainActor.assumeIsolated { self?.m(notification) }
//     }
//
// (`Notification` is not Sendable off Apple platforms and the block is `@Sendable`: the copy hands it to the
// main-actor call, which runs synchronously inside the block. A method without parameters gets `{ [weak self] _ in`
// and no copy.)
//
// Invariants:
// - The receiver, the name and the object stay as written (only the tokens around them are replaced); `_ = ` is added only when the call is a whole statement
//   (the block form returns the observer token). The observer must be `self` or a plain name (captured weakly).
// - The method takes no parameter (`self?.m()`) or one (the notification, with its label); anything else is
//   reported, not rewritten. The rewrite claims the tokens it replaces, so no other rewrite touches its
//   `#selector`.
// - Idempotent: the block-based form has no `selector:` argument.

/// Rewrites selector-based notification observers of one file.
struct NotificationObserverRewriter {
    let module: PortModule
    let fileIndex: Int

    func rewrite(_ rewrite: inout PortFileRewrite) {
        let file = rewrite.file
        for index in file.tokens.indices
        where file.is(index, "addObserver") && file.is(index - 1, ".", .operator) && file.is(index + 1, "(", .open) {
            let arguments = file.arguments(of: index + 1)
            guard arguments.map({ file.label(of: $0) }) == [nil, "selector", "name", "object"] else { continue }
            rewriteCall(&rewrite, name: index, arguments: arguments)
        }
    }

    private func rewriteCall(_ rewrite: inout PortFileRewrite, name: Int, arguments: [Range<Int>]) {
        let file = rewrite.file
        let close = file.partners[name + 1]
        let line = file.tokens[name].line
        let selector = file.value(of: arguments[1])
        guard !rewrite.isClaimed(name...close) else { return }
        guard arguments[0].count == 1, file.tokens[arguments[0].lowerBound].kind == .identifier,
            !file.value(of: arguments[2]).isEmpty, !file.value(of: arguments[3]).isEmpty,
            file.is(selector.lowerBound, "#selector", .pound),
            let expression = SelectorExpression.parse(file, pound: selector.lowerBound),
            expression.close == selector.upperBound - 1, expression.accessor == nil
        else {
            rewrite.report(
                .cannotRewrite, line: line,
                "this selector-based addObserver needs a plain observer and '#selector(method)': rewrite it to "
                    + "addObserver(forName:object:queue:using:) by hand")
            return
        }
        let observer = file.text(arguments[0].lowerBound)
        let resolution = SelectorResolver(module: module).resolve(expression, file: fileIndex)
        let labels = resolution.method.map { module.methods[$0].labels } ?? expression.labels ?? [nil]
        guard labels.count <= 1 else {
            rewrite.report(
                .cannotRewrite, line: line,
                "'\(expression.text)' takes \(labels.count) parameters; a notification observer takes at most one")
            return
        }
        // A method that takes the bridged class gets it: the block's `Notification` converts with `as`, as on iOS.
        let parameterType = resolution.method.flatMap { module.methods[$0].parameters.first?.type }
        let takesClass = parameterType.map { $0.hasPrefix("NSNotification") } ?? false
        let value = takesClass ? "notification as NSNotification" : "notification"
        let argument = labels.first.map { ($0.map { "\($0): " } ?? "") + value } ?? ""
        let methodName = resolution.method.map { module.methods[$0].spelledName } ?? expression.name
        let call = "\(observer)?.\(methodName)(\(argument))"
        let indentation = file.indentation(ofLineAt: file.tokens[name].start)
        let newline = file.newline
        // `Notification` is not Sendable: the copy only moves into the synchronous main-actor call below.
        let handOver =
            argument.isEmpty ? "" : indentation + "    nonisolated(unsafe) let notification = notification" + newline
        // The name and object arguments stay where they are (other rewrites may still apply inside them): only
        // what is before the name and after the object is replaced.
        let nameValue = file.value(of: arguments[2])
        let objectValue = file.value(of: arguments[3])
        let tail =
            ", queue: nil) { [weak \(observer)] " + (argument.isEmpty ? "_" : "notification") + " in" + newline
            + handOver + indentation + "    MainActor.assumeIsolated { \(call) }" + newline + indentation + "}"
        rewrite.claim(name...(nameValue.lowerBound - 1))
        rewrite.claim(close...close)
        let statement = statementStart(file, member: name - 1)
        if let statement { rewrite.insert("_ = ", at: file.tokens[statement].start) }
        rewrite.replace(
            file.tokens[name].start, file.tokens[nameValue.lowerBound].start, with: "addObserver(forName: ", line: line,
            change: "rewrote the selector-based 'addObserver(_:selector:name:object:)' to the block-based "
                + "'addObserver(forName:object:queue:using:)'")
        // A call that is a statement of its own (`_ = ` makes it one) ends its line: a line directive may follow.
        rewrite.edit(
            file.tokens[objectValue.upperBound - 1].end, file.tokens[close].end, with: tail,
            endsStatement: statement != nil)
        rewrite.report(
            .note, line: line,
            "removeObserver(\(observer)) no longer removes this observer: keep the token addObserver(forName:…) "
                + "returns and pass it to removeObserver(_:)")
        if let note = resolution.note { rewrite.report(.note, line: line, note) }
        if observer == "self", let enclosing = module.enclosingType(file: fileIndex, token: name),
            let classIndex = module.classIndex(named: module.types[enclosing].name),
            !module.isMainActorClass(classIndex)
        {
            rewrite.report(
                .note, line: line,
                "\(module.types[classIndex].name) is not main-actor isolated: the block is @Sendable and cannot "
                    + "capture it in Swift 6; mark the class @MainActor")
        }
    }

    /// The first token of the receiver before the `.` at `member`, when the call is a whole statement: the
    /// receiver (names joined by `.`, calls, subscripts, `?` and `!`) follows a statement boundary.
    private func statementStart(_ file: PortSourceFile, member: Int) -> Int? {
        var start = member
        var index = member - 1
        while index >= 0 {
            let token = file.tokens[index]
            if token.kind == .close {
                start = file.partners[index]
                index = start - 1
            } else if token.kind == .identifier {
                start = index
                index -= 1
                guard index >= 0, file.is(index, ".", .operator) else { break }
                index -= 1
            } else if file.is(index, "?", .operator) || file.is(index, "!", .operator) {
                index -= 1
            } else {
                break
            }
        }
        guard start < member else { return nil }
        guard index >= 0 else { return start }
        let previous = file.tokens[index]
        if file.is(index, "{", .open) || file.is(index, "}", .close) || file.is(index, ";", .punctuation)
            || file.is(index, "in")
        {
            return start
        }
        if previous.line < file.tokens[start].line, previous.kind != .operator, previous.kind != .punctuation,
            previous.kind != .open, !file.isAny(index, ["return", "try", "await", "throw", "case", "if", "guard"])
        {
            return start
        }
        return nil
    }
}

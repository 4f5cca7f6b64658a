// Reports what needs the Objective-C runtime and cannot be rewritten mechanically: swizzling and adding methods at
// run time, classes looked up by name, key-value coding and observing, selectors computed at run time, and
// optional requirements of `@objc` protocols.
//
// Invariants: it only reports (no edits), with the line of the call or requirement; a function the files declare
// themselves (a `perform` of their own) is not reported; running it on the port's output reports the same things.

/// Reports runtime features the port leaves for a person to rewrite.
struct RuntimeUsageReporter {
    /// Functions that change classes at run time.
    static let runtimeFunctions: [String: String] = [
        "method_exchangeImplementations": "swizzling",
        "method_setImplementation": "swizzling",
        "class_replaceMethod": "replacing a method at run time",
        "class_addMethod": "adding a method at run time",
        "object_setClass": "changing an object's class at run time",
        "objc_allocateClassPair": "creating a class at run time",
    ]

    let module: PortModule
    let fileIndex: Int
    /// Every selector name the module's methods have.
    let methodNames: Set<String>

    func report(_ rewrite: inout PortFileRewrite) {
        let file = rewrite.file
        let declared = Set(module.methods.map(\.name))
        for index in file.tokens.indices where file.tokens[index].kind == .identifier && file.is(index + 1, "(", .open)
        {
            guard !file.is(index - 1, "func") else { continue }
            let name = file.text(index)
            let line = file.tokens[index].line
            if let what = Self.runtimeFunctions[name] {
                rewrite.report(
                    .cannotRewrite, line: line,
                    "'\(name)' (\(what)) needs the Objective-C runtime: subclass and override the method instead")
            } else if name == "NSClassFromString" {
                rewrite.report(
                    .cannotRewrite, line: line,
                    "'NSClassFromString' needs the Objective-C runtime: map the names to the classes with a "
                        + "dictionary of metatypes")
            } else if !declared.contains(name) {
                reportCall(&rewrite, name: name, at: index)
            }
        }
        for requirement in module.declarations[fileIndex].optionalRequirements {
            rewrite.report(
                .cannotRewrite, line: requirement.line,
                "optional requirement '\(requirement.name)' of the @objc protocol \(requirement.protocolName): "
                    + "ResponderKit has no Objective-C protocols; remove 'optional' and give it a default "
                    + "implementation in an extension of the protocol")
        }
    }

    /// Key-value coding and observing, and selector calls with names computed at run time.
    private func reportCall(_ rewrite: inout PortFileRewrite, name: String, at index: Int) {
        let file = rewrite.file
        let line = file.tokens[index].line
        let labels = file.arguments(of: index + 1).map { file.label(of: $0) }
        switch name {
        case "value" where labels == ["forKey"] || labels == ["forKeyPath"],
            "setValue" where labels == [nil, "forKey"] || labels == [nil, "forKeyPath"]:
            rewrite.report(
                .cannotRewrite, line: line,
                "key-value coding ('\(name)(…\(labels.last.flatMap { $0 } ?? ""):)') needs the Objective-C runtime "
                    + "unless the receiver declares it (UserDefaults does): use the property instead")
        case "observe" where file.is(index + 2, "\\", .punctuation):
            rewrite.report(
                .cannotRewrite, line: line,
                "key-value observing ('observe(\\.…)') needs the Objective-C runtime: observe the property with "
                    + "didSet or a callback instead")
        case "addObserver" where labels.contains("forKeyPath"), "removeObserver" where labels.contains("forKeyPath"):
            rewrite.report(
                .cannotRewrite, line: line,
                "key-value observing ('\(name)(_:forKeyPath:…)') needs the Objective-C runtime: observe the "
                    + "property with didSet or a callback instead")
        case _
        where SelectorNames.performFunctions.contains(name)
            && (labels.first == .some(nil) || name.hasPrefix("performSelector")):
            reportPerform(&rewrite, name: name, at: index)
        default:
            break
        }
    }

    private func reportPerform(_ rewrite: inout PortFileRewrite, name: String, at index: Int) {
        let file = rewrite.file
        let line = file.tokens[index].line
        guard let first = file.arguments(of: index + 1).first.map(file.value), !first.isEmpty else { return }
        if file.is(first.lowerBound, "#selector", .pound) { return }
        var literal = SelectorNames.stringLiteral(file, at: first.lowerBound)
        if first.count == 4, file.isAny(first.lowerBound, ["Selector", "NSSelectorFromString"]) {
            literal = SelectorNames.stringLiteral(file, at: first.lowerBound + 2)
        }
        if let literal, first.count == 1 || first.count == 4 {
            if !methodNames.contains(literal) {
                rewrite.report(
                    .cannotRewrite, line: line,
                    "'\(name)' calls '\(literal)', which no method in the files is named: declare it in a class of "
                        + "the files, or call it directly")
            }
            return
        }
        rewrite.report(
            .cannotRewrite, line: line,
            "'\(name)' with a selector computed at run time: only methods of the files' generated "
                + "invokeSelector tables can be found; call the method directly if you can")
    }
}

// Generates `invokeSelector(_:)` in the body of each class of the files whose methods selectors name, so that
// ResponderKit's target-action, timers and `perform` can call them without the Objective-C runtime.
//
// Invariants:
// - A method is named by a selector when its Objective-C name is one the module uses (`SelectorNames`), or it was
//   `@objc`/`@IBAction` (or in an `@objcMembers` class or `@objc` extension) before the port. Methods of the class
//   body and of its extensions in the files count; static methods do not.
// - A class that already declares `invokeSelector` (the port's own output) is left alone, so a second run
//   changes nothing.
// - `override` + `super.invokeSelector(call)` when a superclass is a UIKit class (`UI…`) or a class of the files
//   that has or gets the method; otherwise `@MainActor` (the protocol and `SelectorCall` are; the class need not
//   be), no `override`, last term `false`, and `extension C: SelectorDispatching {}` after the outermost type
//   around C (with a note when the superclass is unknown). `public` for a `public` or `open` class.
// - A method with more than two parameters, an `inout` or variadic one, generic, throwing or async, or private in
//   another file cannot be called from the class body: reported, not generated.

/// Plans and writes the generated selector dispatch.
struct SelectorDispatchGenerator {
    /// What is generated for one class.
    private struct Plan {
        var classIndex: Int
        var entries: [Int]
        var overrides = false
    }

    /// The comment that starts every generated member.
    static let marker = "// responderkit port: the methods of this class that selectors name."

    let module: PortModule
    let names: Set<String>

    /// Adds the generated members and conformances (and the reports) to the files' rewrites.
    func generate(_ rewrites: inout [PortFileRewrite]) {
        var plans: [Plan] = []
        var dispatching = Set<Int>()
        for (index, type) in module.types.enumerated() where type.kind == .class {
            let methods = module.methods(ofClass: index)
            if methods.contains(where: { module.methods[$0].name == "invokeSelector" }) {
                dispatching.insert(index)
                continue
            }
            let entries = entries(ofClass: index, methods: methods, &rewrites)
            if !entries.isEmpty {
                plans.append(Plan(classIndex: index, entries: entries))
                dispatching.insert(index)
            }
        }
        for var plan in plans {
            plan.overrides = overrides(plan.classIndex, dispatching: dispatching, &rewrites)
            write(plan, &rewrites)
        }
    }

    /// The methods of class `index` to dispatch, one per Objective-C name.
    private func entries(ofClass index: Int, methods: [Int], _ rewrites: inout [PortFileRewrite]) -> [Int] {
        let type = module.types[index]
        var seen: Set<String> = []
        var entries: [Int] = []
        for methodIndex in methods {
            let method = module.methods[methodIndex]
            let named = names.contains(method.objcName) || method.isMarkedObjC
            let exposed =
                (type.exposesAllMembers || module.types[method.owner].exposesAllMembers) && !method.isNonObjC
            guard !method.isStatic, named || exposed, method.name != "invokeSelector" else { continue }
            if let problem = problem(method, classFile: type.file) {
                // Members `@objcMembers` exposes are only generated when they can be; the others are reported.
                if named {
                    rewrites[method.file].report(
                        .cannotRewrite, line: method.line, "'\(method.swiftName)' \(problem)")
                }
                continue
            }
            if seen.insert(method.objcName).inserted { entries.append(methodIndex) }
        }
        return entries
    }

    /// Why the class body cannot call `method` by selector, if it cannot.
    private func problem(_ method: PortMethodDeclaration, classFile: Int) -> String? {
        if method.parameters.count > 2 {
            return "takes \(method.parameters.count) parameters: it cannot be named by a selector (at most 2: the "
                + "sender and the event)"
        }
        if method.parameters.contains(where: { !$0.isPassable }) {
            return "has an inout or variadic parameter: it cannot be named by a selector"
        }
        if method.isGeneric { return "is generic: it cannot be named by a selector" }
        if method.isThrowingOrAsync { return "throws or is async: it cannot be named by a selector" }
        if method.file != classFile, method.access == "private" || method.access == "fileprivate" {
            return "is \(method.access ?? "private") in another file than its class: the generated "
                + "invokeSelector cannot call it; make it internal"
        }
        return nil
    }

    /// Whether class `index` inherits `invokeSelector`; notes an unknown superclass.
    private func overrides(_ index: Int, dispatching: Set<Int>, _ rewrites: inout [PortFileRewrite]) -> Bool {
        var current = module.superclassName(of: index)
        var visited: Set<Int> = [index]
        while let name = current {
            let simple = PortModule.simpleName(name)
            if let superclass = module.classIndex(named: simple), visited.insert(superclass).inserted {
                if dispatching.contains(superclass) { return true }
                current = module.superclassName(of: superclass)
                continue
            }
            if simple.hasPrefix("UI") { return true }
            if simple != "NSObject" {
                let type = module.types[index]
                rewrites[type.file].report(
                    .note, line: type.line,
                    "the superclass \(name) is not in the files: \(type.name) is assumed not to inherit "
                        + "invokeSelector; if it does, add 'override' and end with 'super.invokeSelector(call)'")
            }
            return false
        }
        return false
    }

    private func write(_ plan: Plan, _ rewrites: inout [PortFileRewrite]) {
        let type = module.types[plan.classIndex]
        let file = rewrites[type.file].file
        let newline = file.newline
        let classIndent = file.indentation(ofLineAt: file.tokens[type.keyword].start)
        var indent = classIndent + "    "
        if type.bodyOpen + 1 < type.bodyClose, file.tokens[type.bodyOpen + 1].line > file.tokens[type.bodyOpen].line {
            indent = file.indentation(ofLineAt: file.tokens[type.bodyOpen + 1].start)
        }
        let access = type.access == "public" || type.access == "open" ? "public " : ""
        // A root class need not be main-actor isolated, but the protocol and `SelectorCall` are.
        let isolation = plan.overrides ? "" : "@MainActor "
        var lines = [
            indent + Self.marker,
            indent + isolation + access + (plan.overrides ? "override " : "")
                + "func invokeSelector(_ call: SelectorCall) -> Bool {",
        ]
        for (position, methodIndex) in plan.entries.enumerated() {
            let method = module.methods[methodIndex]
            lines.append(
                indent + (position == 0 ? "    " : "        || ") + "call.match(\"\(method.objcName)\") { "
                    + callExpression(method) + " }")
        }
        lines.append(indent + "        || " + (plan.overrides ? "super.invokeSelector(call)" : "false"))
        lines.append(indent + "}")
        let bytes = file.bytes
        let close = file.tokens[type.bodyClose].start
        var insertion = close
        while insertion > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[insertion - 1]) { insertion -= 1 }
        let emptyBody = insertion <= file.tokens[type.bodyOpen].end
        insertion = max(insertion, file.tokens[type.bodyOpen].end)
        let closeOnSameLine = !bytes[insertion..<close].contains { $0 == 0x0A || $0 == 0x0D }
        let text =
            (emptyBody ? newline : newline + newline) + lines.joined(separator: newline)
            + (closeOnSameLine ? newline + classIndent : "")
        let names = plan.entries.map { module.methods[$0].objcName }.joined(separator: ", ")
        rewrites[type.file].replace(
            insertion, insertion, with: text, line: type.line,
            change: "generated invokeSelector(_:) in \(type.name) for \(names)", generated: true)
        if !plan.overrides { writeConformance(plan.classIndex, &rewrites) }
    }

    /// `extension C: SelectorDispatching {}` after the outermost type around class `index`.
    private func writeConformance(_ index: Int, _ rewrites: inout [PortFileRewrite]) {
        let type = module.types[index]
        var outermost = index
        while let parent = module.types[outermost].parent { outermost = parent }
        let file = rewrites[type.file].file
        let end = file.tokens[module.types[outermost].bodyClose].end
        let indent = file.indentation(ofLineAt: file.tokens[module.types[outermost].keyword].start)
        let declaration = "extension \(type.qualifiedName): SelectorDispatching {}"
        rewrites[type.file].replace(
            end, end, with: file.newline + file.newline + indent + declaration, line: type.line,
            change: "added '\(declaration)'", generated: true)
    }

    /// The call of `method` with the match's arguments: `handleTap($0)`, `buttonTapped($0, forEvent: $1)`.
    private func callExpression(_ method: PortMethodDeclaration) -> String {
        let arguments = method.parameters.enumerated().map { position, parameter in
            (parameter.label.map { "\($0): " } ?? "") + "$\(position)"
        }
        // `call` is the parameter of invokeSelector: a method of that name needs `self.`.
        let name = method.name == "call" ? "self." + method.spelledName : method.spelledName
        let call = name + "(" + arguments.joined(separator: ", ") + ")"
        return method.returnsValue ? "_ = " + call : call
    }
}

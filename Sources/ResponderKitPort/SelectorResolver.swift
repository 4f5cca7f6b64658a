// Finds the method a `#selector` names among the module's declarations, and so its Objective-C name.
//
// Invariants:
// - The search starts at the type the expression names (`#selector(T.m)`), else at the type around the
//   expression, then walks up superclasses declared in the files; the first scope with a match wins. Only an
//   unqualified expression falls back to the whole module.
// - Written labels must match exactly; without labels a unique base name (or several declarations that share one
//   Objective-C name) resolves, several different ones resolve to the first with a note.
// - A method that is not found gets the name the expression spells, with a note.

/// Resolves `#selector` expressions against the module.
struct SelectorResolver {
    /// What a `#selector` named.
    struct Resolution {
        /// The Objective-C selector name.
        var objcName: String
        /// The method in the files, if found.
        var method: Int?
        /// Why the name may be wrong (not found, ambiguous), if so.
        var note: String?
    }

    let module: PortModule

    /// Resolves `expression`, written in file `file`.
    func resolve(_ expression: SelectorExpression, file: Int) -> Resolution {
        if expression.accessor != nil {
            return Resolution(objcName: expression.derivedName, method: nil, note: nil)
        }
        let matching = { (index: Int) -> Bool in
            let method = module.methods[index]
            guard method.name == expression.name else { return false }
            guard let labels = expression.labels else { return true }
            return method.labels == labels
        }
        var candidates: [Int] = []
        if let owner = ownerName(expression, file: file) {
            for scope in module.methodScopes(ofTypeNamed: owner) {
                candidates = scope.filter(matching)
                if !candidates.isEmpty { break }
            }
        }
        // `#selector(m)` or `#selector(object.m)`: any type of the module may declare it.
        if candidates.isEmpty, expression.typeName.map({ $0.first?.isLowercase == true }) ?? true {
            candidates = module.methodsByTypeName.values.joined().filter(matching).sorted()
        }
        guard let first = candidates.first else {
            return Resolution(
                objcName: expression.derivedName, method: nil,
                note: "'\(expression.name)' is not declared in the files; the selector name "
                    + "'\(expression.derivedName)' was derived from the expression")
        }
        let names = Set(candidates.map { module.methods[$0].objcName })
        let chosen = module.methods[first]
        let note =
            names.count > 1
            ? "'\(expression.text)' matches several methods (\(names.sorted().joined(separator: ", "))); used "
                + "'\(chosen.objcName)' from line \(chosen.line) of \(module.files[chosen.file].name)"
            : nil
        return Resolution(objcName: chosen.objcName, method: first, note: note)
    }

    /// The simple name of the type whose methods are searched first.
    private func ownerName(_ expression: SelectorExpression, file: Int) -> String? {
        if let typeName = expression.typeName { return PortModule.simpleName(typeName) }
        return module.enclosingType(file: file, token: expression.pound).map { module.types[$0].name }
    }
}

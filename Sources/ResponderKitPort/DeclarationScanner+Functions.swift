// Function declarations for `DeclarationScanner`: the name, generic clause, parameters, effects and return type of
// a `func`, and where its declaration ends.
//
// Invariant: a signature ends at its body's `{` or at the first token that cannot belong to a type (a declaration
// keyword or modifier, an attribute, `#`, `}` or `;`), so a protocol requirement without a body never swallows the
// next declaration.

extension DeclarationScanner {
    /// The words that end a signature without a body.
    private static let signatureStops: Set<String> = declarationKeywords.union(modifiers)

    mutating func scanFunction(_ keyword: Int, end: Int, owner: Int?) -> Int {
        let nameIndex = keyword + 1
        guard nameIndex < end, file.tokens[nameIndex].kind == .identifier else {
            // An operator function or something else: not a method a selector can name.
            resetPending()
            return skipSignature(from: nameIndex, end: end).next
        }
        var index = nameIndex + 1
        var isGeneric = false
        if index < end, file.tokens[index].kind == .operator, file.text(index).hasPrefix("<") {
            isGeneric = true
            index = skipAngles(from: index, end: end)
        }
        guard index < end, file.is(index, "(", .open) else {
            resetPending()
            return index
        }
        let parameters = parseParameters(open: index)
        let signature = skipSignature(from: file.partners[index] + 1, end: end)
        if let owner, let parameters {
            let isStatic = pendingModifiers.contains("static") || pendingModifiers.contains("class")
            let method = PortMethodDeclaration(
                name: file.name(nameIndex), spelledName: file.text(nameIndex), parameters: parameters,
                customObjCName: customObjCName(),
                isMarkedObjC: pendingAttributes.contains { Self.objcAttributes.contains($0.name) },
                isNonObjC: pendingAttributes.contains { $0.name == "nonobjc" },
                isStatic: isStatic, isGeneric: isGeneric, isThrowingOrAsync: signature.isThrowingOrAsync,
                returnsValue: signature.returnsValue, access: accessLevel(), owner: owner, file: fileIndex,
                line: file.tokens[keyword].line)
            result.methods.append(method)
            if result.types[owner].kind == .protocol, pendingModifiers.contains("optional") {
                result.optionalRequirements.append(
                    .init(name: method.swiftName, protocolName: result.types[owner].name, line: method.line))
            }
        }
        resetPending()
        return signature.next
    }

    /// The parameters between the parentheses at `open`, or nil when one is not `[label] name: Type [= value]`
    /// with identifiers for the label and name (then it is not a method the port can call).
    private func parseParameters(open: Int) -> [PortParameter]? {
        var parameters: [PortParameter] = []
        for range in file.arguments(of: open) {
            var colon = range.lowerBound
            while colon < range.upperBound, !file.is(colon, ":", .punctuation) {
                colon = file.tokens[colon].kind == .open ? file.partners[colon] + 1 : colon + 1
            }
            let names = range.lowerBound..<colon
            guard colon + 1 < range.upperBound, names.count == 1 || names.count == 2,
                names.allSatisfy({ file.tokens[$0].kind == .identifier })
            else { return nil }
            let label = file.name(names.lowerBound)
            var typeEnd = colon + 1
            while typeEnd < range.upperBound, !file.is(typeEnd, "=", .operator) {
                typeEnd = file.tokens[typeEnd].kind == .open ? file.partners[typeEnd] + 1 : typeEnd + 1
            }
            let type = typeEnd > colon + 1 ? file.text(tokens: colon + 1, through: typeEnd - 1) : ""
            parameters.append(
                PortParameter(label: label == "_" ? nil : label, type: type, hasDefault: typeEnd < range.upperBound))
        }
        return parameters
    }

    /// `@objc(name)`'s name when it is one (letters, digits, `_` and colons; no whitespace).
    private func customObjCName() -> String? {
        guard let name = pendingAttributes.first(where: { $0.name == "objc" })?.arguments?.filter({ !$0.isWhitespace }),
            !name.isEmpty,
            name.unicodeScalars.allSatisfy({
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == ":"
            })
        else { return nil }
        return name
    }

    /// Skips what follows a parameter list (effects, return type, `where` clause) and the body, if any.
    func skipSignature(from start: Int, end: Int) -> (next: Int, isThrowingOrAsync: Bool, returnsValue: Bool) {
        var index = start
        var isThrowingOrAsync = false
        var returnType: [String] = []
        var inReturnType = false
        while index < end {
            let token = file.tokens[index]
            if file.is(index, "{", .open) {
                return (file.partners[index] + 1, isThrowingOrAsync, Self.returnsValue(returnType))
            }
            if token.kind == .close || token.kind == .attribute || token.kind == .pound
                || file.is(index, ";", .punctuation) || file.isAny(index, Self.signatureStops)
            {
                break
            }
            if !inReturnType, file.isAny(index, ["async", "throws", "rethrows", "reasync"]) {
                isThrowingOrAsync = true
            } else if !inReturnType, file.is(index, "->", .operator) {
                inReturnType = true
                index += 1
                continue
            } else if file.is(index, "where") {
                inReturnType = false
            }
            if inReturnType { returnType.append(file.text(index)) }
            if token.kind == .open {
                if inReturnType {
                    returnType.append(file.text(from: token.end, to: file.tokens[file.partners[index]].end))
                }
                index = file.partners[index] + 1
            } else {
                index += 1
            }
        }
        return (index, isThrowingOrAsync, Self.returnsValue(returnType))
    }

    private static func returnsValue(_ type: [String]) -> Bool {
        let text = type.joined()
        return !(text.isEmpty || text == "Void" || text == "()" || text == "Swift.Void")
    }
}

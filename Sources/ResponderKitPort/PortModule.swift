// The files given together, as one module: their declarations merged, with the lookups the rewriters need.
//
// Invariants:
// - `types` and `methods` hold every file's declarations with indices shifted to module-wide ones; `typesByFile`
//   and `methodsByFile` map back.
// - `enclosingType[file][token]` is the innermost type or extension whose body contains the token, or -1.
// - A class is found by its simple name; when two classes share one, the first declared wins (lookups are
//   heuristics for naming and dispatch, never for correctness of the untouched text).

/// The module made of the input files.
struct PortModule {
    let files: [PortSourceFile]
    private(set) var types: [PortTypeDeclaration] = []
    private(set) var methods: [PortMethodDeclaration] = []
    private(set) var declarations: [PortFileDeclarations] = []
    private(set) var enclosingType: [[Int32]] = []
    /// The classes by simple name.
    private(set) var classes: [String: Int] = [:]
    /// The protocols declared in the files, by simple name.
    private(set) var protocols: Set<String> = []
    /// Methods by the simple name of the type whose body or extension declares them.
    private(set) var methodsByTypeName: [String: [Int]] = [:]

    /// Protocols of the standard library and Foundation a class may list first, without a superclass.
    static let knownProtocols: Set<String> = [
        "AnyObject", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "CaseIterable",
        "ObservableObject", "Sequence", "Collection", "IteratorProtocol", "NSCopying", "NSCoding",
        "NSSecureCoding", "NSObjectProtocol",
    ]

    init(files: [PortSourceFile]) {
        self.files = files
        for (fileIndex, file) in files.enumerated() {
            var found = DeclarationScanner.scan(file, fileIndex: fileIndex)
            let typeOffset = types.count
            for index in found.types.indices {
                found.types[index].parent = found.types[index].parent.map { $0 + typeOffset }
            }
            for index in found.methods.indices {
                found.methods[index].owner += typeOffset
            }
            types += found.types
            methods += found.methods
            declarations.append(found)
            enclosingType.append(Self.enclosingTypes(of: file, types: found.types, offset: typeOffset))
        }
        for (index, type) in types.enumerated() {
            if type.kind == .class, classes[type.name] == nil { classes[type.name] = index }
            if type.kind == .protocol { protocols.insert(type.name) }
        }
        for (index, method) in methods.enumerated() {
            methodsByTypeName[types[method.owner].name, default: []].append(index)
        }
    }

    /// For each token of `file`, the module index of the innermost type body containing it, or -1.
    private static func enclosingTypes(of file: PortSourceFile, types: [PortTypeDeclaration], offset: Int) -> [Int32] {
        var result = [Int32](repeating: -1, count: file.tokens.count)
        let order = types.indices.sorted { types[$0].bodyOpen < types[$1].bodyOpen }
        var open: [Int] = []
        var next = 0
        for token in file.tokens.indices {
            while let last = open.last, types[last].bodyClose <= token { open.removeLast() }
            while next < order.count, types[order[next]].bodyOpen < token {
                let type = order[next]
                next += 1
                if types[type].bodyClose > token { open.append(type) }
            }
            if let last = open.last, token < types[last].bodyClose { result[token] = Int32(last + offset) }
        }
        return result
    }

    /// The innermost type or extension whose body contains token `token` of file `file`.
    func enclosingType(file: Int, token: Int) -> Int? {
        let index = enclosingType[file][token]
        return index < 0 ? nil : Int(index)
    }

    /// The class declared in the files under `name` (a qualified name counts by its last component).
    func classIndex(named name: String) -> Int? {
        classes[Self.simpleName(name)]
    }

    /// The superclass of class `index` as written, or nil when its first inherited type is a protocol or it has
    /// none.
    func superclassName(of index: Int) -> String? {
        guard let first = types[index].inherited.first else { return nil }
        let simple = Self.simpleName(first)
        if protocols.contains(simple) || Self.knownProtocols.contains(simple) { return nil }
        for suffix in ["Delegate", "DataSource", "Protocol", "Convertible", "Representable"]
        where simple.hasSuffix(suffix) {
            return nil
        }
        return first
    }

    /// The methods declared in the body of class `index` or in extensions of it.
    func methods(ofClass index: Int) -> [Int] {
        methodsByTypeName[types[index].name, default: []].filter {
            let owner = types[methods[$0].owner]
            return owner.kind == .extension || methods[$0].owner == index
        }
    }

    /// The methods of the type named `name` (its body, or extensions of it), then of its superclasses declared in
    /// the files, nearest first.
    func methodScopes(ofTypeNamed name: String) -> [[Int]] {
        var scopes: [[Int]] = []
        var current: String? = Self.simpleName(name)
        var visited: Set<String> = []
        while let typeName = current, visited.insert(typeName).inserted {
            if let classIndex = classes[typeName] {
                scopes.append(methods(ofClass: classIndex))
                current = superclassName(of: classIndex).map(Self.simpleName)
            } else {
                scopes.append(methodsByTypeName[typeName, default: []])
                current = nil
            }
        }
        return scopes
    }

    /// Whether class `index` is main-actor isolated: marked `@MainActor`, or a subclass of a UIKit class (all of
    /// them are main-actor isolated) or of such a class of the files.
    func isMainActorClass(_ index: Int) -> Bool {
        var current: Int? = index
        var visited: Set<Int> = []
        while let candidate = current, visited.insert(candidate).inserted {
            if types[candidate].attributes.contains("MainActor") { return true }
            guard let superclass = superclassName(of: candidate).map(Self.simpleName) else { return false }
            if superclass.hasPrefix("UI") { return true }
            current = classIndex(named: superclass)
        }
        return false
    }

    /// The last component of a dotted name, without generic arguments: `UIKit.UIView` → `UIView`.
    static func simpleName(_ name: String) -> String {
        let base = name.split(separator: "<").first.map(String.init) ?? name
        return base.split(separator: ".").last.map(String.init) ?? base
    }
}

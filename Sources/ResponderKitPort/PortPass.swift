// One pass of every rewrite over the module: what `Porter` repeats until nothing changes.
//
// Invariants:
// - Order matters: a rewrite leaves alone the tokens an earlier one claimed, and every claimed token is replaced
//   or removed by the rewrite that claimed it, so nothing a pass skipped is left for the next one. Dropped
//   attributes go first (their arguments may hold anything), the notification rewrite claims its `#selector`
//   before the selector rewrite sees it, conditions claim nothing.
// - The generated dispatch comes last, from the whole module.

/// One pass of the rewrites.
enum PortPass {
    /// The rewritten bytes and the messages of each file, in order; with `lineDirectives`, the bytes map back to
    /// the input's lines (`PortLineDirectives`).
    static func run(
        _ files: [PortSourceFile], lineDirectives: Bool = false
    ) -> [(bytes: [UInt8], messages: [PortDiagnostic])] {
        let module = PortModule(files: files)
        let names = SelectorNames.collect(module)
        // What `perform` can reach: the methods' names, and what existing tables answer (custom `@objc` names).
        let methodNames = Set(module.methods.map(\.objcName)).union(files.flatMap(SelectorNames.tableEntries))
        var rewrites = files.map(PortFileRewrite.init)
        for index in files.indices {
            DeclarationRewriter.rewriteAttributes(&rewrites[index], module.declarations[index])
            PlatformConditionRewriter.rewrite(&rewrites[index])
            DeclarationRewriter.rewriteImports(&rewrites[index])
            NotificationObserverRewriter(module: module, fileIndex: index).rewrite(&rewrites[index])
            SelectorRewriter(module: module, fileIndex: index).rewrite(&rewrites[index])
            RuntimeUsageReporter(module: module, fileIndex: index, methodNames: methodNames).report(&rewrites[index])
        }
        SelectorDispatchGenerator(module: module, names: names).generate(&rewrites)
        return rewrites.map { $0.applied(lineDirectives: lineDirectives) }
    }
}

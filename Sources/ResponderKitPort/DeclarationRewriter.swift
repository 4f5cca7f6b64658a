// Rewrites of declarations: `import UIKit.UIGestureRecognizerSubclass`, the attributes that need the Objective-C
// runtime or Interface Builder, and the `dynamic` modifier.
//
// Invariants:
// - A run of dropped attributes and modifiers that are adjacent tokens is removed as one edit; when the run is
//   alone on its line(s) the whole lines go, otherwise the spaces after it (or, at the end of a line, before it).
//   Nothing else on the line changes: `@IBOutlet weak var x` becomes `weak var x`.
// - Idempotent: the output has none of these attributes, modifiers or imports left.

/// Drops Objective-C and Interface Builder attributes, `dynamic`, and the gesture-recognizer subclass import.
enum DeclarationRewriter {
    /// Rewrites the imports of `rewrite`'s file.
    static func rewriteImports(_ rewrite: inout PortFileRewrite) {
        let file = rewrite.file
        var hasPlainImport = false
        var subclassImports: [Int] = []
        for index in file.tokens.indices where file.is(index, "import") && file.is(index + 1, "UIKit") {
            // One line: what the rewrite leaves (`import UIKit`) never joins a `.X` on a later line.
            if file.is(index + 2, ".", .operator), file.is(index + 3, "UIGestureRecognizerSubclass"),
                file.tokens[index + 3].line == file.tokens[index].line
            {
                subclassImports.append(index)
            } else if !file.is(index + 2, ".", .operator) {
                hasPlainImport = true
            }
        }
        if !hasPlainImport && subclassImports.isEmpty { importUIKitForRuntimeNames(&rewrite) }
        for index in subclassImports where !rewrite.isClaimed(index...(index + 3)) {
            if hasPlainImport, let lines = file.wholeLines(first: index, last: index + 3) {
                rewrite.claim(index...(index + 3))
                rewrite.replace(
                    lines.lowerBound, lines.upperBound, with: "", line: file.tokens[index].line,
                    change: "dropped 'import UIKit.UIGestureRecognizerSubclass' (the file imports UIKit, which has "
                        + "the subclass API)")
            } else {
                rewrite.replace(
                    tokens: index + 1, through: index + 3, with: "UIKit",
                    change: "rewrote 'import UIKit.UIGestureRecognizerSubclass' to 'import UIKit'")
                hasPlainImport = true
            }
        }
    }

    /// Names that come from the Objective-C runtime through Foundation on Apple platforms, and from ResponderKit
    /// (through `UIKit`) here.
    private static let runtimeNames: Set<String> = [
        "Selector", "NSSelectorFromString", "NSStringFromSelector", "objc_setAssociatedObject",
        "objc_getAssociatedObject", "objc_removeAssociatedObjects", "objc_AssociationPolicy",
    ]

    /// A file that uses Objective-C runtime names (`#selector`, `@objc`, `Selector`, associated objects) or UIKit
    /// names but imports only Foundation gets them from Foundation (or its module's other files) on Apple
    /// platforms; here they come with `UIKit`, which re-exports Foundation, so its `import Foundation` becomes
    /// `import UIKit`. A file that imports UIKit or ResponderKit is left alone.
    private static func importUIKitForRuntimeNames(_ rewrite: inout PortFileRewrite) {
        let file = rewrite.file
        var foundationImport: Int?
        var usesRuntime = false
        var usesUIKit = false
        for index in file.tokens.indices {
            let token = file.tokens[index]
            if file.is(index, "import"), file.is(index + 1, "ResponderKit") || file.is(index + 1, "UIKit") { return }
            if foundationImport == nil, file.is(index, "import"), file.is(index + 1, "Foundation"),
                !file.is(index + 2, ".", .operator)
            {
                foundationImport = index + 1
            }
            switch token.kind {
            case .pound: usesRuntime = usesRuntime || file.text(index) == "#selector"
            case .attribute: usesRuntime = usesRuntime || file.text(index) == "@objc"
            case .identifier:
                let name = file.text(index)
                usesRuntime = usesRuntime || runtimeNames.contains(name)
                usesUIKit = usesUIKit || isUIKitName(name)
            default: break
            }
        }
        guard usesRuntime || usesUIKit, let foundationImport, !rewrite.isClaimed(foundationImport...foundationImport)
        else { return }
        rewrite.claim(foundationImport...foundationImport)
        let why =
            usesRuntime
            ? "the file uses Objective-C runtime names, which come with UIKit here"
            : "the file uses UIKit names; on iOS another file of its module imports UIKit"
        rewrite.replace(
            tokens: foundationImport, through: foundationImport, with: "UIKit",
            change: "rewrote 'import Foundation' to 'import UIKit' (\(why); UIKit re-exports Foundation)")
    }

    /// A name UIKit or Core Animation declares: `UI…` or `CA…` followed by a capitalized word (`UIColor`,
    /// `CALayer`), or `NSLayout…`.
    private static func isUIKitName(_ name: String) -> Bool {
        if name.hasPrefix("NSLayout") { return true }
        guard name.hasPrefix("UI") || name.hasPrefix("CA") else { return false }
        let rest = Array(name.utf8.dropFirst(2).prefix(2))
        return rest.count == 2 && (0x41...0x5A).contains(rest[0]) && (0x61...0x7A).contains(rest[1])
    }

    /// Drops the attributes and modifiers `declarations` found in `rewrite`'s file.
    static func rewriteAttributes(_ rewrite: inout PortFileRewrite, _ declarations: PortFileDeclarations) {
        var runs: [[PortFileDeclarations.Removal]] = []
        for removal in declarations.removals {
            if let last = runs.last?.last, last.last + 1 == removal.first {
                runs[runs.count - 1].append(removal)
            } else {
                runs.append([removal])
            }
        }
        for run in runs {
            guard let first = run.first, let last = run.last, !rewrite.isClaimed(first.first...last.last) else {
                continue
            }
            let range = removalRange(rewrite.file, first: first.first, last: last.last)
            rewrite.claim(first.first...last.last)
            rewrite.replace(
                range.lowerBound, range.upperBound, with: "", line: first.line,
                change: "dropped " + run.map { "'\($0.text)'" }.joined(separator: ", ") + " (" + reason(run) + ")")
        }
    }

    private static func reason(_ run: [PortFileDeclarations.Removal]) -> String {
        if run.contains(where: { $0.text == "@main" || $0.text == "@UIApplicationMain" }) {
            return "the app delegate is not the program's entry point here: tests or the host make the application"
        }
        let interfaceBuilder = run.contains { $0.text.hasPrefix("@IB") }
        let runtime = run.contains { !$0.text.hasPrefix("@IB") }
        switch (interfaceBuilder, runtime) {
        case (true, true): return "no Objective-C runtime, no Interface Builder"
        case (true, false): return "no Interface Builder"
        default: return "no Objective-C runtime"
        }
    }

    /// The bytes to remove for the tokens `first...last`.
    private static func removalRange(_ file: PortSourceFile, first: Int, last: Int) -> Range<Int> {
        if let lines = file.wholeLines(first: first, last: last) { return lines }
        let bytes = file.bytes
        var start = file.tokens[first].start
        var end = file.tokens[last].end
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        if end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D {
            // Last on its line: keep the line break, drop the spaces before instead.
            end = file.tokens[last].end
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        }
        return start..<end
    }
}

// Keeps the hand-written list of ResponderKit's default-hit-testing classes (`UIView.knownDefaultClassList`) right:
// the sources are read, every class that descends from UIView is found, and the list must be exactly those classes,
// none of which may override `hitTest(_:with:)` or `point(inside:with:)`. Adding a view class without listing it,
// or overriding hit-testing in a listed class, fails here.

import Foundation
import Testing

@testable import ResponderKit

/// The class declarations of Sources/ResponderKit, read from the files.
private struct DeclaredClasses {
    /// Each class's superclass (or first inherited name), by class name.
    var superclass: [String: String] = [:]
    /// The files that declare each class.
    var files: [String: [String]] = [:]
    /// The text of each file, by path.
    var texts: [String: String] = [:]

    init(root: URL) throws {
        let modifiers = #"(?:@\w+\s+)*(?:(?:open|public|internal|fileprivate|private|final)\s+)*"#
        let pattern = #"(?m)^\s*"# + modifiers + #"class\s+(\w+)\s*:\s*(\w+)"#
        let declaration = try Regex(pattern, as: (Substring, Substring, Substring).self)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            texts[url.path] = text
            for match in text.matches(of: declaration) {
                superclass[String(match.1)] = String(match.2)
                files[String(match.1), default: []].append(url.path)
            }
        }
    }

    /// Whether `name` is UIView or descends from it through classes declared here.
    func isView(_ name: String) -> Bool {
        var current: String? = name
        var hops = 0
        while let candidate = current, hops < 64 {
            if candidate == "UIView" { return true }
            current = superclass[candidate]
            hops += 1
        }
        return false
    }

    /// Whether a file declaring `name` overrides a hit-testing method. One type per file: a file's overrides are
    /// its class's.
    func overridesHitTesting(_ name: String) -> Bool {
        let override = /override\s+(?:(?:open|public|internal|final)\s+)*func\s+(?:hitTest\(|point\(inside)/
        return (files[name] ?? []).contains { texts[$0]?.contains(override) ?? false }
    }

    /// Whether `name` or a class it descends from (declared here) overrides an event method: `touches…`,
    /// `presses…`, `motion…` or `remoteControlReceived`.
    func inheritsEventMethodOverride(_ name: String) -> Bool {
        let override =
            /override\s+(?:(?:open|public|internal|final)\s+)*func\s+(?:touches|presses|motion|remoteControlReceived)/
        var current: String? = name
        var hops = 0
        while let candidate = current, hops < 64 {
            if (files[candidate] ?? []).contains(where: { texts[$0]?.contains(override) ?? false }) { return true }
            current = superclass[candidate]
            hops += 1
        }
        return false
    }

    /// Whether a file declaring `name` overrides `next` (an approximation: any override of `next` in the file).
    func overridesNext(_ name: String) -> Bool {
        let override = /override\s+(?:(?:open|public|internal|final)\s+)*var\s+next\s*:/
        return (files[name] ?? []).contains { texts[$0]?.contains(override) ?? false }
    }
}

@MainActor
struct DefaultHitTestingAllowListTests {
    private static var sourcesRoot: URL {
        SourceTree.root.appendingPathComponent("Sources/ResponderKit")
    }

    @Test("HT-7: the default-hit-testing list is exactly ResponderKit's view classes, and none overrides hit-testing")
    func allowListMatchesTheSources() throws {
        let declared = try DeclaredClasses(root: Self.sourcesRoot)
        var viewClasses = Set(declared.superclass.keys.filter { declared.isView($0) })
        viewClasses.insert("UIView")
        // The reader must find the classes it should (a broken pattern would find none and prove nothing).
        #expect(viewClasses.isSuperset(of: ["UIView", "UIWindow", "UIButton", "UITableView", "UIProgressView"]))
        let listed = Set(UIView.knownDefaultClassList.map { String(describing: $0) })
        #expect(listed.count == UIView.knownDefaultClassList.count, "a class is listed twice")
        // The presentation views override hit-testing on purpose (PR-3, PR-8, PR-11) and are listed apart.
        let overriders = Set(UIView.hitTestingOverrideClassList.map { String(describing: $0) })
        #expect(listed.isDisjoint(with: overriders))
        let missing = viewClasses.subtracting(listed).subtracting(overriders)
        #expect(missing.isEmpty, "view classes missing from UIView.knownDefaultClassList: \(missing.sorted())")
        #expect(
            listed.subtracting(viewClasses).isEmpty,
            "listed but not a view class of Sources/ResponderKit: \(listed.subtracting(viewClasses).sorted())")
        let overriding = viewClasses.subtracting(overriders).filter { declared.overridesHitTesting($0) }
        #expect(overriding.isEmpty, "listed classes that override hit-testing: \(overriding.sorted())")
        #expect(overriders.allSatisfy { declared.overridesHitTesting($0) }, "the override list must be true")
    }

    @Test("RC-8: of ResponderKit's view classes only UIView and UIWindow define next, so all keep the library's")
    func libraryViewClassesKeepTheLibraryNext() throws {
        let declared = try DeclaredClasses(root: Self.sourcesRoot)
        let listed = UIView.knownDefaultClassList.map { String(describing: $0) }
        // The reader must see the two definitions (a broken pattern would find none and prove nothing).
        #expect(declared.overridesNext("UIView") && declared.overridesNext("UIWindow"))
        let others = listed.filter { !["UIView", "UIWindow"].contains($0) && declared.overridesNext($0) }
        #expect(others.isEmpty, "listed classes that override next: \(others.sorted())")
        for view in [UIView(), UIButton(), UITableView(), UIWindow(frame: .zero)] {
            #expect(UIView.keepsLibraryNext(view), "\(type(of: view))")
        }
    }

    @Test("RC-6: the list of classes passed over by forwarding is exactly the listed ones without event overrides")
    func defaultEventMethodListMatchesTheSources() throws {
        let declared = try DeclaredClasses(root: Self.sourcesRoot)
        let listed = Set(UIView.knownDefaultClassList.map { String(describing: $0) })
        let expected = Set(listed.filter { !declared.inheritsEventMethodOverride($0) })
        // The reader must see overrides where they are (a broken pattern would list every class).
        #expect(declared.inheritsEventMethodOverride("UIButton") && declared.inheritsEventMethodOverride("UITextView"))
        let passedOver = UIView.knownDefaultEventMethodClassList.map { String(describing: $0) }
        #expect(passedOver.count == Set(passedOver).count, "a class is listed twice")
        #expect(Set(passedOver) == expected, "expected \(expected.sorted()), listed \(passedOver.sorted())")
        // Only the classes themselves, not their subclasses, and the application only when it is UIApplication.
        #expect(UIView().keepsDefaultEventMethods && UIWindow(frame: .zero).keepsDefaultEventMethods)
        #expect(!UIButton().keepsDefaultEventMethods && !AllowListDeclaringView(frame: .zero).keepsDefaultEventMethods)
        #expect(UIApplication().keepsDefaultEventMethods && !AllowListApplication().keepsDefaultEventMethods)
    }

    @Test("HT-7: the source reader sees an override of hitTest or point(inside:) in a view class")
    func readerDetectsOverrides() throws {
        // This file's own test classes below: one overrides, one does not.
        let testFile = URL(fileURLWithPath: #filePath)
        let declared = try DeclaredClasses(root: testFile.deletingLastPathComponent())
        #expect(declared.isView("AllowListOverridingView"))
        #expect(declared.overridesHitTesting("AllowListOverridingView"))
    }

    @Test("HT-7: listed classes exactly, and declaring subclasses, hit-test by default; other subclasses do not")
    func classesThatHitTestByDefault() {
        let listed: [UIView] = [UIView(), UILabel(), UIButton(), UIProgressView(), UIToolbar(), UITableView()]
        for view in listed { #expect(UIView.hitTestsByDefault(view), "\(type(of: view))") }
        #expect(UIView.hitTestsByDefault(AllowListDeclaringView(frame: .zero)))
        #expect(!UIView.hitTestsByDefault(AllowListOverridingView(frame: .zero)))
        #expect(!UIView.hitTestsByDefault(AllowListPlainSubclass(frame: .zero)))
        // A view of an undeclared class makes its ancestors take the walk that calls overrides.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(AllowListDeclaringView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(container.customHitTestingViews == 0)
        let plain = AllowListPlainSubclass(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(plain)
        #expect(container.customHitTestingViews == 1)
        #expect(container.hitTest(CGPoint(x: 5, y: 5), with: nil) === plain)
    }
}

/// Overrides `point(inside:with:)`: must not be treated as hit-testing by default.
final class AllowListOverridingView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}

/// Declares that it keeps the default hit-test.
final class AllowListDeclaringView: UIView, DefaultHitTesting {}

/// Overrides nothing but declares nothing.
final class AllowListPlainSubclass: UIButton {}

/// A subclass of the application: it might override the event methods, so forwarding calls it.
final class AllowListApplication: UIApplication {}

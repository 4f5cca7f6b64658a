// Each rewrite of `responderkit port` on small inputs: imports, attributes and `dynamic`, `#selector`,
// `NSSelectorFromString`, selector-based notification observers, platform conditions, and what it leaves alone.
//
// Invariants checked: every rewrite is reported with its line; untouched text stays byte-for-byte; porting the
// output again changes nothing.

import Testing

@testable import ResponderKitPort

@Suite("Port: rewrites")
struct PortRewriteTests {
    @Test("import UIKit.UIGestureRecognizerSubclass becomes import UIKit, or goes when UIKit is imported")
    func subclassImport() throws {
        let alone = try portRun("import UIKit.UIGestureRecognizerSubclass\nlet x = 1\n")
        #expect(alone.text() == "import UIKit\nlet x = 1\n")
        #expect(
            alone.lines == [
                "Test.swift:1: change: rewrote 'import UIKit.UIGestureRecognizerSubclass' to 'import UIKit'"
            ])
        let both = try portRun(
            "import Foundation\nimport UIKit\n  import UIKit.UIGestureRecognizerSubclass\nlet x = 1\n")
        #expect(both.text() == "import Foundation\nimport UIKit\nlet x = 1\n")
        #expect(both.result.messages.map(\.line) == [3])
        #expect(alone.isIdempotent && both.isIdempotent)
    }

    @Test("A file that uses Objective-C runtime names and imports only Foundation imports UIKit instead")
    func foundationOnlyRuntimeUser() throws {
        let wrapper = try portRun(
            "import Foundation\n\nfinal class Box: NSObject {\n    let action: Selector = #selector(run)\n"
                + "    @objc func run() {}\n}\n")
        #expect(wrapper.text().hasPrefix("import UIKit\n\nfinal class Box: NSObject {\n"))
        #expect(
            wrapper.lines.first?.hasPrefix("Test.swift:1: change: rewrote 'import Foundation' to 'import UIKit'")
                == true)
        #expect(wrapper.isIdempotent)
        // Plain Foundation code, and files that import UIKit already, keep their imports.
        let plain = try portRun("import Foundation\nlet date = Date()\n")
        #expect(plain.text() == "import Foundation\nlet date = Date()\n")
        let both = try portRun("import Foundation\nimport UIKit\nlet s = Selector(\"a\")\n")
        #expect(both.text() == "import Foundation\nimport UIKit\nlet s = Selector(\"a\")\n")
    }

    @Test("Objective-C and Interface Builder attributes are dropped; weak, private(set) and the rest stay")
    func attributes() throws {
        let source = """
            @IBDesignable
            @objcMembers class A: NSObject {
                @IBOutlet weak var button: UIButton!
                @IBOutlet private(set) var label: UILabel!
                @IBInspectable var radius: CGFloat = 0
                @objc(customName) @MainActor func f() {}
                @nonobjc func g() {}
                @objc
                override func h() {}
                public @objc
                func i() {}
            }
            """
        let expected = """
            class A: NSObject {
                weak var button: UIButton!
                private(set) var label: UILabel!
                var radius: CGFloat = 0
                @MainActor func f() {}
                func g() {}
                override func h() {}
                public
                func i() {}
            """
        let run = try portRun(source)
        #expect(run.text().hasPrefix(expected))
        #expect(
            run.texts(.change).prefix(3) == [
                "dropped '@IBDesignable', '@objcMembers' (no Objective-C runtime, no Interface Builder)",
                "generated invokeSelector(_:) in A for customName, h, i", "added 'extension A: SelectorDispatching {}'",
            ])
        #expect(run.result.messages(.change).map(\.line) == [1, 2, 2, 3, 4, 5, 6, 7, 8, 10])
        #expect(run.isIdempotent)
    }

    @Test("dynamic is dropped as a declaration modifier only, never as a name")
    func dynamicModifier() throws {
        let source = """
            class A: NSObject {
                @objc dynamic var a = 0
                dynamic private var b = 0
                let dynamic = 1
                func f() -> Int { let dynamic = 2; return dynamic + self.dynamic }
            }
            """
        let run = try portRun(source)
        #expect(
            run.text() == """
                class A: NSObject {
                    var a = 0
                    private var b = 0
                    let dynamic = 1
                    func f() -> Int { let dynamic = 2; return dynamic + self.dynamic }
                }
                """)
        #expect(
            run.texts(.change) == [
                "dropped '@objc', 'dynamic' (no Objective-C runtime)", "dropped 'dynamic' (no Objective-C runtime)",
            ])
        #expect(run.isIdempotent)
    }

    @Test("#selector becomes Selector with the declaration's Objective-C name")
    func selectors() throws {
        let source = """
            class Target: NSObject {
                @objc func refresh() {}
                @objc func update(with value: Any) {}
                @objc func handle(_ a: Any, forEvent b: Any) {}
                @objc(renamed:) func original(_ x: Any) {}
                var isOn = false
                func names() -> [Selector] {
                    [#selector(refresh), #selector(update(with:)), #selector(Target.handle(_:forEvent:)),
                     #selector(self.original), #selector(getter: isOn), #selector(setter: Target.isOn),
                     #selector((handle(_:forEvent:)) as (Target) -> (Any, Any) -> Void)]
                }
            }
            """
        let run = try portRun(source)
        let expected = """
                    [Selector("refresh"), Selector("updateWith:"), Selector("handle:forEvent:"),
                     Selector("renamed:"), Selector("isOn"), Selector("setIsOn:"),
                     Selector("handle:forEvent:")]
            """
        #expect(run.text().contains(expected))
        #expect(run.texts(.change).contains(#"rewrote '#selector(update(with:))' to 'Selector("updateWith:")'"#))
        #expect(run.texts(.note).isEmpty)
        #expect(run.isIdempotent)
    }

    @Test("A #selector of a method not in the files gets the name its labels spell, with a note")
    func unknownMethod() throws {
        let run = try portRun("let a = #selector(UIView.layoutIfNeeded)\nlet b = #selector(Other.go(sender:))\n")
        #expect(run.text() == "let a = Selector(\"layoutIfNeeded\")\nlet b = Selector(\"goWithSender:\")\n")
        #expect(
            run.texts(.note) == [
                "'layoutIfNeeded' is not declared in the files; the selector name 'layoutIfNeeded' was derived from the expression",
                "'go' is not declared in the files; the selector name 'goWithSender:' was derived from the expression",
            ])
        #expect(run.isIdempotent)
    }

    @Test("NSSelectorFromString becomes Selector; a declaration of that name stays")
    func selectorFromString() throws {
        let run = try portRun("let s = NSSelectorFromString(name)\nlet t = NSSelectorFromString(\"x:\")\n")
        #expect(run.text() == "let s = Selector(name)\nlet t = Selector(\"x:\")\n")
        #expect(run.result.messages(.change).map(\.line) == [1, 2])
        let declared = "func NSSelectorFromString(_ s: String) -> Selector { Selector(s) }\n"
        #expect(try portRun(declared).text() == declared)
    }

    @Test("A selector-based notification observer becomes the block-based one, statement or not")
    func notificationObserver() throws {
        let source = """
            final class C: UIViewController {
                func start() {
                    NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: .x, object: nil)
                    center?.addObserver(self, selector: #selector(C.reset), name: Self.name, object: model)
                    let token: Void = center.addObserver(observer, selector: #selector(seen(note:)), name: nil, object: nil)
                }
                @objc func changed(_ n: Notification) {}
                @objc func reset() {}
                @objc func seen(note: Notification) {}
            }
            """
        let run = try portRun(source)
        let expected = """
                func start() {
                    _ = NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { [weak self] notification in
                        nonisolated(unsafe) let notification = notification
                        MainActor.assumeIsolated { self?.changed(notification) }
                    }
                    _ = center?.addObserver(forName: Self.name, object: model, queue: nil) { [weak self] _ in
                        MainActor.assumeIsolated { self?.reset() }
                    }
                    let token: Void = center.addObserver(forName: nil, object: nil, queue: nil) { [weak observer] notification in
                        nonisolated(unsafe) let notification = notification
                        MainActor.assumeIsolated { observer?.seen(note: notification) }
                    }
                }
            """
        #expect(run.text().contains(expected))
        #expect(run.texts(.note).filter { $0.hasPrefix("removeObserver(self) no longer removes") }.count == 2)
        #expect(run.texts(.note).contains { $0.hasPrefix("removeObserver(observer) no longer removes") })
        #expect(run.isIdempotent)
    }

    @Test("An observer method with two parameters or a computed observer is reported, not rewritten")
    func notificationObserverReported() throws {
        let source = """
            final class C: UIView {
                func start() {
                    center.addObserver(self, selector: #selector(both(_:_:)), name: .x, object: nil)
                    center.addObserver(observers[0], selector: sel, name: .x, object: nil)
                }
                @objc func both(_ a: Any, _ b: Any) {}
            }
            """
        let run = try portRun(source)
        #expect(run.text().contains("center.addObserver(self, selector: Selector(\"both::\"), name: .x, object: nil)"))
        #expect(run.text().contains("center.addObserver(observers[0], selector: sel, name: .x, object: nil)"))
        #expect(
            run.result.messages(.cannotRewrite).map(\.description) == [
                "Test.swift:3: cannot rewrite: '#selector(both(_:_:))' takes 2 parameters; a notification observer takes at most one",
                "Test.swift:4: cannot rewrite: this selector-based addObserver needs a plain observer and '#selector(method)': rewrite it to addObserver(forName:object:queue:using:) by hand",
            ])
    }

    @Test("A non-isolated observer class gets a note about the @Sendable block")
    func notificationObserverIsolation() throws {
        let source = """
            final class Model: NSObject {
                func start() { NotificationCenter.default.addObserver(self, selector: #selector(go), name: nil, object: nil) }
                @objc func go() {}
            }
            """
        let run = try portRun(source)
        #expect(run.texts(.note).contains { $0.hasPrefix("Model is not main-actor isolated") })
    }

    @Test("#if os(iOS) and its || combinations become #if true; other conditions only lose the iOS atoms")
    func platformConditions() throws {
        let source = """
            #if os(iOS) || os(tvOS)
            let a = 1
            #elseif os(iOS) || targetEnvironment(macCatalyst)
            let b = 1
            #elseif (os(tvOS) || os(iOS))
            #elseif os(macOS) || os(iOS)
            #elseif os(iOS) && DEBUG
            #elseif !os(iOS)
            #elseif canImport(UIKit)
            #elseif targetEnvironment(macCatalyst)
            #else
            let c = 1
            #endif
            """
        let expected = """
            #if true
            let a = 1
            #elseif true
            let b = 1
            #elseif true
            #elseif true
            #elseif true && DEBUG
            #elseif !true
            #elseif canImport(UIKit)
            #elseif targetEnvironment(macCatalyst)
            #else
            let c = 1
            #endif
            """
        let run = try portRun(source)
        #expect(run.text() == expected)
        #expect(run.result.messages.map(\.line) == [1, 3, 5, 6, 7, 8])
        #expect(
            run.texts(.change)[0]
                == "rewrote '#if os(iOS) || os(tvOS)' to '#if true' (ResponderKit runs the iOS code on every platform)")
        #expect(run.isIdempotent)
    }

    @Test("Associated objects, comments and strings that mention what is rewritten stay byte-for-byte")
    func untouched() throws {
        let source = """
            // @objc #selector(x) NSSelectorFromString("y") dynamic
            /* #if os(iOS) */ let text = "@IBOutlet \\(#selector(inside)) import UIKit.UIGestureRecognizerSubclass"
            private var key: UInt8 = 0
            func attach(_ object: AnyObject, _ value: Any) {
                objc_setAssociatedObject(object, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                _ = objc_getAssociatedObject(object, &key)
                let policy: objc_AssociationPolicy = .OBJC_ASSOCIATION_ASSIGN
            }\r\n
            """
        let run = try portRun(source)
        #expect(run.text() == source)
        #expect(run.result.messages.isEmpty)
        #expect(!run.result.files[0].isChanged)
    }
}

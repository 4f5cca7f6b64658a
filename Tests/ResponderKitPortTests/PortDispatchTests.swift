// The generated selector dispatch: which methods get a `match` line, `override` and `super` or a root conformance,
// where the code goes, and what cannot be generated.
//
// Invariants checked: the generated member follows the contract in docs/compatibility.md exactly; a class that
// already has `invokeSelector` is left alone, so a second run changes nothing.

import Testing

@testable import ResponderKitPort

@Suite("Port: generated selector dispatch")
struct PortDispatchTests {
    @Test("A UIView subclass overrides invokeSelector and ends with super; only named methods get lines")
    func viewSubclass() throws {
        let source = """
            class Badge: UIView {
                @objc func tapped(_ r: UITapGestureRecognizer) {}
                func helper() {}
                func pinged() {}
                func use() { _ = Selector("pinged") }
            }
            """
        let expected = """
            class Badge: UIView {
                func tapped(_ r: UITapGestureRecognizer) {}
                func helper() {}
                func pinged() {}
                func use() { _ = Selector("pinged") }

                // responderkit port: the methods of this class that selectors name.
                override func invokeSelector(_ call: SelectorCall) -> Bool {
                    call.match("tapped:") { tapped($0) }
                        || call.match("pinged") { pinged() }
                        || super.invokeSelector(call)
                }
            }
            """
        let run = try portRun(source)
        #expect(run.text() == expected)
        #expect(
            run.result.messages(.change).first?.description
                == "Test.swift:1: change: generated invokeSelector(_:) in Badge for tapped:, pinged")
        #expect(run.isIdempotent)
    }

    @Test("A UIViewController subclass: actions with sender and event, a custom name, a method returning a value")
    func viewControllerSubclass() throws {
        let source = """
            public final class Screen: UIViewController {
                @IBAction func done(_ sender: UIBarButtonItem, forEvent event: UIEvent?) {}
                @objc(reloadAll) func reload() {}
                @objc func count() -> Int { 0 }
            }
            """
        let run = try portRun(source)
        #expect(
            run.text().contains(
                """
                    public override func invokeSelector(_ call: SelectorCall) -> Bool {
                        call.match("done:forEvent:") { done($0, forEvent: $1) }
                            || call.match("reloadAll") { reload() }
                            || call.match("count") { _ = count() }
                            || super.invokeSelector(call)
                    }
                """))
        #expect(run.isIdempotent)
    }

    @Test("An NSObject subclass gets a main-actor root member ending with false, and the conformance after it")
    func objectSubclass() throws {
        let source = """
            final class Poller: NSObject {
                @objc func poll(_ timer: Any) {}
            }
            let after = 1
            """
        let expected = """
            final class Poller: NSObject {
                @objc func poll(_ timer: Any) {}

                // responderkit port: the methods of this class that selectors name.
                @MainActor func invokeSelector(_ call: SelectorCall) -> Bool {
                    call.match("poll:") { poll($0) }
                        || false
                }
            }

            extension Poller: SelectorDispatching {}
            let after = 1
            """.replacingOccurrences(of: "    @objc func", with: "    func")
        let run = try portRun(source)
        #expect(run.text() == expected)
        #expect(run.texts(.change).contains("added 'extension Poller: SelectorDispatching {}'"))
        #expect(run.texts(.note).isEmpty)
        #expect(run.isIdempotent)
    }

    @Test("A class without a superclass (protocols only) is a root; an unknown superclass is a root with a note")
    func roots() throws {
        let source = """
            class Plain: Equatable, Delegate {
                @objc func go() {}
            }
            class Custom: BaseController {
                @objc func go() {}
            }
            """
        let run = try portRun(source)
        #expect(run.text().components(separatedBy: "@MainActor func invokeSelector").count == 3)
        #expect(run.text().contains("extension Plain: SelectorDispatching {}"))
        #expect(run.text().contains("extension Custom: SelectorDispatching {}"))
        #expect(
            run.result.messages(.note).map(\.description) == [
                "Test.swift:4: note: the superclass BaseController is not in the files: Custom is assumed not to inherit invokeSelector; if it does, add 'override' and end with 'super.invokeSelector(call)'"
            ])
        #expect(run.isIdempotent)
    }

    @Test("A subclass of a class of the files overrides, whether that class gets the member or inherits it")
    func subclassInModule() throws {
        let files = [
            ("Base.swift", "class Base: NSObject {\n    @objc func a() {}\n}\nclass Plain: NSObject {}\n"),
            (
                "Sub.swift",
                "class Sub: Base {\n    @objc func b() {}\n}\nclass Leaf: Plain {\n    @objc func c() {}\n}\n"
            ),
            ("View.swift", "class Mid: UIView {}\nclass Deep: Mid {\n    @objc func d() {}\n}\n"),
        ]
        let run = try portRun(files)
        #expect(
            run.text(1).contains(
                "    override func invokeSelector(_ call: SelectorCall) -> Bool {\n        call.match(\"b\") { b() }\n            || super.invokeSelector(call)"
            ))
        #expect(
            run.text(1).contains(
                "@MainActor func invokeSelector(_ call: SelectorCall) -> Bool {\n        call.match(\"c\") { c() }\n            || false"
            ))
        #expect(run.text(1).contains("extension Leaf: SelectorDispatching {}"))
        #expect(!run.text(1).contains("extension Sub"))
        #expect(run.text(2).contains("override func invokeSelector"))
        #expect(run.texts(.note).isEmpty)
        #expect(run.isIdempotent)
    }

    @Test("Methods of extensions in the files go into their class's member, even from another file")
    func extensionsOfClassesInTheFiles() throws {
        let files = [
            ("A.swift", "class Panel: UIView {}\n"),
            ("B.swift", "extension Panel {\n    @objc func close() {}\n    @objc private func hide() {}\n}\n"),
        ]
        let run = try portRun(files)
        #expect(
            run.text(0)
                == "class Panel: UIView {\n    // responderkit port: the methods of this class that selectors name.\n"
                + "    override func invokeSelector(_ call: SelectorCall) -> Bool {\n"
                + "        call.match(\"close\") { close() }\n            || super.invokeSelector(call)\n    }\n}\n")
        #expect(
            run.result.messages(.cannotRewrite).map(\.description) == [
                "B.swift:3: cannot rewrite: 'hide' is private in another file than its class: the generated invokeSelector cannot call it; make it internal"
            ])
        #expect(run.isIdempotent)
    }

    @Test("An extension of a class not in the files: its selectors carry the method")
    func extensionOfExternalClass() throws {
        let source = """
            extension UIResponder {
                @objc func findFirst(_ sender: Any?) {}
                @objc func ping() {}
                func send() { _ = [#selector(findFirst(_:)), #selector(ping)] }
            }
            let s = #selector(UIResponder.findFirst(_:))
            """
        let run = try portRun(source)
        #expect(
            run.text().contains(
                #"_ = [Selector("findFirst:", UIResponder.findFirst(_:)), Selector("ping", UIResponder.ping)]"#))
        #expect(run.text().contains(#"let s = Selector("findFirst:", UIResponder.findFirst(_:))"#))
        #expect(!run.text().contains("invokeSelector"))
        #expect(run.isIdempotent)
    }

    @Test("Nested classes: the member goes in the nested body, the conformance after the outermost type")
    func nestedClass() throws {
        let source = "enum Outer {\n    final class Inner: NSObject {\n        @objc func go() {}\n    }\n}\n"
        let run = try portRun(source)
        #expect(
            run.text().contains(
                "        @MainActor func invokeSelector(_ call: SelectorCall) -> Bool {\n            call.match(\"go\") { go() }"
            ))
        #expect(run.text().hasSuffix("    }\n}\n\nextension Outer.Inner: SelectorDispatching {}\n"))
        #expect(run.isIdempotent)
    }

    @Test("An empty body on one line gets the member on lines of its own")
    func emptyBody() throws {
        let run = try portRun("class A: UIView {}\nextension A { @objc func go() {} }\n")
        #expect(
            run.text().hasPrefix(
                "class A: UIView {\n    // responderkit port: the methods of this class that selectors name.\n"
                    + "    override func invokeSelector(_ call: SelectorCall) -> Bool {\n        call.match(\"go\") { go() }\n"
                    + "            || super.invokeSelector(call)\n    }\n}\n"))
        #expect(run.isIdempotent)
    }

    @Test("Methods a selector cannot call are reported with their line; @objcMembers exposes only what it can")
    func unsupportedMethods() throws {
        let source = """
            class A: UIView {
                @objc func three(_ a: Any, _ b: Any, _ c: Any) {}
                @objc func load() throws {}
                @objc func generic<T>(_ x: T) {}
                @objc func change(_ x: inout Int) {}
                @objc static func make() {}
                @objc func fine() {}
            }
            @objcMembers class B: NSObject {
                func many(_ a: Any, _ b: Any, _ c: Any) {}
                @nonobjc func hidden() {}
                func shown() {}
            }
            """
        let run = try portRun(source)
        #expect(
            run.result.messages(.cannotRewrite).map(\.description) == [
                "Test.swift:2: cannot rewrite: 'three(_:_:_:)' takes 3 parameters: it cannot be named by a selector (at most 2: the sender and the event)",
                "Test.swift:3: cannot rewrite: 'load' throws or is async: it cannot be named by a selector",
                "Test.swift:4: cannot rewrite: 'generic(_:)' is generic: it cannot be named by a selector",
                "Test.swift:5: cannot rewrite: 'change(_:)' has an inout or variadic parameter: it cannot be named by a selector",
            ])
        #expect(run.texts(.change).contains("generated invokeSelector(_:) in A for fine"))
        #expect(run.texts(.change).contains("generated invokeSelector(_:) in B for shown"))
        #expect(run.isIdempotent)
    }

    @Test("A class that already declares invokeSelector is left alone")
    func existingMember() throws {
        let source = """
            class A: UIView {
                @objc func go() {}
                override func invokeSelector(_ call: SelectorCall) -> Bool { super.invokeSelector(call) }
            }
            """
        let run = try portRun(source)
        #expect(run.text() == source.replacingOccurrences(of: "@objc ", with: ""))
        #expect(!run.texts(.change).contains { $0.hasPrefix("generated") })
    }

    @Test("A method named call is called through self, as call is the member's parameter")
    func methodNamedCall() throws {
        let run = try portRun("class A: UIView {\n    @objc func call() {}\n}\n")
        #expect(run.text().contains(#"call.match("call") { self.call() }"#))
    }
}

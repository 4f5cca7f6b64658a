// What `responderkit port` cannot rewrite: each is reported with its file and line, and the code is left as it is.

import Testing

@testable import ResponderKitPort

@Suite("Port: what it cannot rewrite")
struct PortReportTests {
    /// The `cannot rewrite` lines for `source`, after checking that the source itself was not changed.
    private func reports(_ source: String) throws -> [String] {
        let run = try portRun(source)
        #expect(run.text() == source)
        return run.result.messages(.cannotRewrite).map(\.description)
    }

    @Test("Swizzling and adding methods at run time")
    func swizzling() throws {
        let source = """
            func swizzle(_ a: Method, _ b: Method) {
                method_exchangeImplementations(a, b)
                class_addMethod(cls, sel, imp, types)
            }
            """
        #expect(
            try reports(source) == [
                "Test.swift:2: cannot rewrite: 'method_exchangeImplementations' (swizzling) needs the Objective-C runtime: subclass and override the method instead",
                "Test.swift:3: cannot rewrite: 'class_addMethod' (adding a method at run time) needs the Objective-C runtime: subclass and override the method instead",
            ])
    }

    @Test("Classes by name, key-value coding and key-value observing")
    func keyValue() throws {
        let source = """
            let type = NSClassFromString("MyView")
            let v = object.value(forKey: "frame")
            object.setValue(1, forKeyPath: "a.b")
            let token = view.observe(\\.frame) { _, _ in }
            view.addObserver(self, forKeyPath: "frame", options: [], context: nil)
            view.removeObserver(self, forKeyPath: "frame")
            let fine = dictionary.updateValue(1, forKey: "a")
            """
        let found = try reports(source)
        #expect(
            found.map { $0.prefix(while: { $0 != " " }) } == [
                "Test.swift:1:", "Test.swift:2:", "Test.swift:3:", "Test.swift:4:", "Test.swift:5:", "Test.swift:6:",
            ])
        #expect(found[0].contains("'NSClassFromString' needs the Objective-C runtime"))
        #expect(found[1].contains("key-value coding ('value(…forKey:)')"))
        #expect(found[2].contains("key-value coding ('setValue(…forKeyPath:)')"))
        #expect(found[3].contains("key-value observing ('observe(\\.…)')"))
        #expect(found[4].contains("key-value observing ('addObserver(_:forKeyPath:…)')"))
    }

    @Test("perform with a computed selector, or a literal no method has; not with a #selector or a known name")
    func perform() throws {
        let source = """
            class A: UIView {
                @objc func known() {}
                func run(_ name: String) {
                    perform(NSSelectorFromString(name))
                    perform(Selector("missing:"), with: nil)
                    perform(Selector("known"))
                    perform(#selector(known))
                    performSelector(onMainThread: sel, with: nil, waitUntilDone: false)
                }
            }
            """
        let run = try portRun(source)
        #expect(
            run.result.messages(.cannotRewrite).map(\.description) == [
                "Test.swift:4: cannot rewrite: 'perform' with a selector computed at run time: only methods of the files' generated invokeSelector tables can be found; call the method directly if you can",
                "Test.swift:5: cannot rewrite: 'perform' calls 'missing:', which no method in the files is named: declare it in a class of the files, or call it directly",
                "Test.swift:8: cannot rewrite: 'performSelector' with a selector computed at run time: only methods of the files' generated invokeSelector tables can be found; call the method directly if you can",
            ])
        #expect(run.isIdempotent)
        #expect(run.again?.messages(.cannotRewrite).map(\.line) == [4, 5, 8])
    }

    @Test("A perform the files declare themselves is not reported")
    func ownPerform() throws {
        #expect(try reports("struct Job { func perform(_ step: Int) {} }\nJob().perform(count)\n").isEmpty)
    }

    @Test("Optional requirements of @objc protocols need default implementations")
    func optionalRequirements() throws {
        let source = """
            @objc protocol PickerDelegate: AnyObject {
                func picked(_ item: Int)
                @objc optional func cancelled()
                @objc optional var tint: Int { get }
            }
            """
        let run = try portRun(source)
        #expect(
            run.result.messages(.cannotRewrite).map(\.description) == [
                "Test.swift:3: cannot rewrite: optional requirement 'cancelled' of the @objc protocol PickerDelegate: ResponderKit has no Objective-C protocols; remove 'optional' and give it a default implementation in an extension of the protocol",
                "Test.swift:4: cannot rewrite: optional requirement 'tint' of the @objc protocol PickerDelegate: ResponderKit has no Objective-C protocols; remove 'optional' and give it a default implementation in an extension of the protocol",
            ])
        #expect(
            run.text().hasPrefix(
                "protocol PickerDelegate: AnyObject {\n    func picked(_ item: Int)\n    optional func cancelled()"))
    }

    @Test("A #selector that cannot be read is reported and left")
    func unreadableSelector() throws {
        let run = try portRun("let s = #selector(a + b)\n")
        #expect(run.text() == "let s = #selector(a + b)\n")
        #expect(
            run.result.messages.map(\.description) == [
                "Test.swift:1: cannot rewrite: cannot read '#selector(a + b)': write Selector(\"name:\") with the method's Objective-C name"
            ])
    }

    @Test("A method of a struct named by a selector is reported")
    func structMethod() throws {
        let run = try portRun("struct S {\n    func go() {}\n    func use() { _ = #selector(go) }\n}\n")
        #expect(run.text().contains(#"_ = Selector("go")"#))
        #expect(run.result.messages(.cannotRewrite).map(\.line) == [3])
    }
}

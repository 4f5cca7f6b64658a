// The Objective-C names Swift gives methods, getters and setters, which the generated tables and rewritten
// `#selector`s must reproduce exactly.

import Testing

@testable import ResponderKitPort

@Suite("Port: Objective-C selector names")
struct ObjCSelectorNameTests {
    @Test("No parameters: the base name; an unlabeled first parameter: base name and colon")
    func simple() {
        #expect(ObjCSelectorName.method("tap", labels: []) == "tap")
        #expect(ObjCSelectorName.method("handle", labels: [nil]) == "handle:")
    }

    @Test("A labeled first parameter adds With and the capitalized label")
    func withLabel() {
        #expect(ObjCSelectorName.method("m", labels: ["sender"]) == "mWithSender:")
        #expect(ObjCSelectorName.method("a", labels: ["x", "y"]) == "aWithX:y:")
        #expect(ObjCSelectorName.method("init", labels: ["frame"]) == "initWithFrame:")
    }

    @Test("No With when the label starts with a preposition or the base name ends with one")
    func prepositions() {
        #expect(ObjCSelectorName.method("move", labels: ["to"]) == "moveTo:")
        #expect(ObjCSelectorName.method("buttonTapped", labels: [nil, "forEvent"]) == "buttonTapped:forEvent:")
        #expect(ObjCSelectorName.method("handle", labels: ["forEvent"]) == "handleForEvent:")
        #expect(ObjCSelectorName.method("scrollTo", labels: ["item"]) == "scrollToItem:")
        #expect(ObjCSelectorName.method("doSomething", labels: ["with"]) == "doSomethingWith:")
        #expect(ObjCSelectorName.method("advance", labels: ["by"]) == "advanceBy:")
        #expect(ObjCSelectorName.method("present", labels: ["onto"]) == "presentWithOnto:")
    }

    @Test("Further parameters add their labels, an unlabeled one only a colon")
    func furtherParameters() {
        #expect(ObjCSelectorName.method("a", labels: [nil, "b"]) == "a:b:")
        #expect(ObjCSelectorName.method("a", labels: [nil, nil]) == "a::")
        #expect(ObjCSelectorName.method("tableView", labels: [nil, "didSelectRowAt"]) == "tableView:didSelectRowAt:")
    }

    @Test("Camel-case words: acronyms stay whole")
    func words() {
        #expect(ObjCSelectorName.firstWord(of: "forEvent") == "for")
        #expect(ObjCSelectorName.firstWord(of: "URLString") == "URL")
        #expect(ObjCSelectorName.lastWord(of: "buttonTapped") == "Tapped")
        #expect(ObjCSelectorName.lastWord(of: "loadURL") == "URL")
        #expect(ObjCSelectorName.lastWord(of: "move") == "move")
        #expect(ObjCSelectorName.method("load", labels: ["URLString"]) == "loadWithURLString:")
    }

    @Test("Getters are the property name, setters set + capitalized name + colon")
    func accessors() {
        #expect(ObjCSelectorName.getter("isOn") == "isOn")
        #expect(ObjCSelectorName.setter("isOn") == "setIsOn:")
    }

    @Test("Declarations in source get these names; @objc(name) wins")
    func declarations() throws {
        let source = """
            import UIKit
            final class V: UIView {
                @objc func a(sender: Any) {}
                @objc(customName:) func b(_ x: Any) {}
                @objc func c(_ x: Any, forEvent event: UIEvent) {}
                @objc func d(to x: Any) {}
            }
            """
        let run = try portRun(source)
        #expect(run.text().contains(#"call.match("aWithSender:") { a(sender: $0) }"#))
        #expect(run.text().contains(#"call.match("customName:") { b($0) }"#))
        #expect(run.text().contains(#"call.match("c:forEvent:") { c($0, forEvent: $1) }"#))
        #expect(run.text().contains(#"call.match("dTo:") { d(to: $0) }"#))
        #expect(run.isIdempotent)
    }
}

// Inputs the `port` fuzz target found (minimised), kept as tests: each must port, and its output must port to
// itself. Malformed input may take the port more than one pass to reach that fixed point.

import Testing

@testable import ResponderKitPort

@Suite("Port: fuzz regressions")
struct PortFuzzRegressionTests {
    @Test(
        "Found inputs reach a fixed point",
        arguments: [
            // `dynamic` before `}` is a name; the generated member after it must not make it a modifier.
            "class b{@objc func a()dynamic}",
            "class b: UIView{@objc func a()dynamic}",
            // Dropping `@objc` must not make `dynamic` a modifier of what follows.
            "dynamic\n@objc protocol",
            // Dropping the attribute must not turn `class` into a declaration.
            "class @objc\nor:Rcl = []\n{ @objc func a(with x: Any) {} }",
            // A condition that runs into a bracket closing what opened before it.
            "f(a,\n#if os(iOS) || x) {}\n#endif",
            // What the subclass import rewrite leaves must not join a `.X` on a later line.
            "import UIKit.UIGestureRecognizerSubclass\n\n.UIGestureRecognizerSubclass\n",
            // A parameter list that is not one.
            "class Base: NSObject { @objc func b(\n{}) }",
            // Removing an attribute must not join its neighbours into a regex literal or a comment.
            "x = a#@nonobjc/ b /\ny = c/@objc/d",
            // An attribute on a `#if` line belongs to the condition.
            "#if os(iOS) || os@IBOutlet(tvOS)\nclass A: UIView { @objc func a() {} }\n#endif",
            // A dangling attribute before a closing brace.
            "class A: NSObject {\n    @objc func a() {}\n    @objc}",
            // Declarations whose header a rewrite changes.
            "class Su #selector(UIResponder.find(_:)){\n    @objc func a(w x: Any) {}\n}",
            "class Sub: B = #selector(a.b(with:))...ase {\n    @objc func c() {}\n}",
            "class A: B // c\nimport UIKit.UIGestureRecognizerSubclass\nfinal classclass Base: NSObject {\n"
                + "    @objc func a(with x: Any) {}\n}",
        ])
    func fixedPoint(_ source: String) throws {
        let run = try portRun(source)
        #expect(run.isFixedPoint, "\(run.text())")
        #expect(run.result.passes <= Porter.maximumPasses)
    }
}

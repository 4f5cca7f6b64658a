// libFuzzer target `replay`: `DriverScript(bytes:)` on arbitrary bytes, the way `responderkit replay` reads a
// script file, then running short scripts that parse.
//
// Besides "never traps", the target checks:
// - a parsed script writes back to JSON that parses to the same script;
// - an error has a message, and its description is `path: message` (or only the message);
// - a script of at most 40 steps runs against a fresh world with every invariant of the random driver holding.
import ResponderKitFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let parsed = Result { () throws(DriverScriptError) -> DriverScript in try DriverScript(bytes: bytes) }
    switch parsed {
    case .failure(let error):
        require(!error.message.isEmpty, "an error without a message at \(error.path)")
    case .success(let script):
        let again = Result { () throws(DriverScriptError) -> DriverScript in try DriverScript(json: script.json) }
        guard case .success(let copy) = again, copy == script else {
            fatalError("a parsed script does not survive writing and reading back: \(again)")
        }
        guard script.steps.count <= 40 else { return 0 }
        MainActor.assumeIsolated {
            let outcome = ScriptRunner().run(script)
            require(outcome.violation == nil, "invariant violated: \(outcome.violation.map { "\($0)" } ?? "")")
        }
    }
    return 0
}

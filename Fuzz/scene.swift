// libFuzzer target `scene`: `SceneLoader.load(bytes:)` on arbitrary bytes, the way `responderkit explain` reads a
// scene file.
//
// Besides "never traps", the target checks:
// - loading the bytes and loading the document `JSONParser` makes of them (with `SceneLoader.parserLimits`) agree:
//   the same scene or the same `SceneError`, and a JSON syntax error is reported as such;
// - a loaded scene keeps every invariant documented in `Scene.swift` (see `checkSceneInvariants`);
// - an error has a message, and its description is `path: message` (or only the message).
import ResponderKitJSON
import ResponderKitScenes

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let loaded = Result { () throws(SceneError) -> Scene in try SceneLoader.load(bytes: bytes) }

    let document = Result { () throws(JSONParseError) -> JSONDocument in
        try JSONParser.parse(bytes, limits: SceneLoader.parserLimits)
    }
    switch (loaded, document) {
    case (.success(let scene), .success(let document)):
        guard case .success(let again) = Result(catching: { () throws(SceneError) in try SceneLoader.load(document) })
        else {
            fatalError("the bytes load but their document does not")
        }
        require(
            again.views == scene.views && again.roots == scene.roots && again.summary == scene.summary,
            "loading the document gives another scene")
        checkSceneInvariants(scene)
    case (.failure(let error), .success(let document)):
        let again = Result { () throws(SceneError) -> Scene in try SceneLoader.load(document) }
        guard case .failure(let other) = again, other == error else {
            fatalError("the bytes fail with \(error) but their document gives \(again)")
        }
        checkError(error)
    case (.failure(let error), .failure(let syntax)):
        require(!syntax.message.isEmpty, "an empty JSON error")
        require(
            error.message.hasPrefix("invalid JSON at line \(syntax.line), column \(syntax.column): ")
                || error.message.hasPrefix("the JSON nests deeper than"),
            "the JSON error \(syntax) became \(error)")
        checkError(error)
    case (.success, .failure(let syntax)):
        fatalError("the bytes load although they are not JSON: \(syntax)")
    }
    return 0
}

private func checkError(_ error: SceneError) {
    require(!error.message.isEmpty, "an error without a message at \(error.path)")
    let expected = error.path.isEmpty ? error.message : "\(error.path): \(error.message)"
    require(error.description == expected, "description \(error.description)")
}

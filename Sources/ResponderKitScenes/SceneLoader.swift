// Turns scene-file JSON into a validated `Scene`, or a `SceneError` naming the JSON path of the first problem.
//
// Invariants:
// - No recursion: the view tree is walked with an explicit stack, in document pre-order, so the first problem
//   reported is the first one met in that order and nesting depth never threatens the call stack.
// - Strict: unknown keys, wrong types, non-finite or out-of-range geometry, duplicate ids or controller names,
//   unknown gesture recognizer names, nesting beyond `Scene.maximumLevels` and more than `Scene.maximumWindows`
//   roots are all errors; so is what UIKit's Auto Layout would raise for (see `SceneReader+Constraints.swift`);
//   nothing is silently ignored or clamped.
// - Paths are computed only when an error is reported, so loading is linear in the size of the document.
import Foundation
import ResponderKit
import ResponderKitJSON

/// Reads scene files.
///
/// A scene file is a JSON object `{"views": [ROOT, ...], "description": "...", "constraints": [...]}`; see
/// `Examples/README.md` for the view keys. Each root becomes a window.
public enum SceneLoader {
    /// The largest scene file accepted, in bytes (64 MiB).
    public static let maximumFileSize = 64 * 1024 * 1024
    /// The parser limits used for scene files: the parser's default depth (25,000) and ``maximumFileSize``.
    public static let parserLimits = JSONParser.Limits(maxDepth: 25_000, maxBytes: maximumFileSize)

    /// The keys a view object may have.
    public static let viewKeys = [
        "id", "class", "frame", "boundsOrigin", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds",
        "transform", "hitAreaOutset", "passThrough", "viewController", "gestureRecognizers", "children",
        "accessibilityLabel", "accessibilityTraits", "isAccessibilityElement", "accessibilityViewIsModal",
        "accessibilityElementsHidden", "next", "viewControllerNext", "constraints",
        "translatesAutoresizingMaskIntoConstraints", "axis", "distribution", "alignment", "spacing",
        "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "arrangedSubviews", "safeAreaInsets",
    ]

    /// Parses and validates UTF-8 JSON bytes.
    public static func load<Bytes: Collection<UInt8>>(bytes: Bytes) throws(SceneError) -> Scene {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: parserLimits)
        } catch {
            throw parseFailure(error)
        }
        return try load(document)
    }

    /// Validates a parsed document.
    public static func load(_ document: JSONDocument) throws(SceneError) -> Scene {
        var reader = SceneReader(document: document)
        return try reader.read()
    }

    /// A `SceneError` for a JSON syntax error, with a clear message for the nesting limit.
    static func parseFailure(_ error: JSONParseError) -> SceneError {
        let path = ScenePath.abbreviate(error.path)
        let position = "line \(error.line), column \(error.column)"
        if error.message.hasPrefix("nesting deeper than") {
            return SceneError(
                path: path,
                message: "the JSON nests deeper than \(parserLimits.maxDepth) levels (at \(position)); a scene may "
                    + "nest at most \(Scene.maximumLevels) levels of views, and each level of views takes two "
                    + "levels of JSON (an object and its \"children\" array)")
        }
        if error.message.hasPrefix("file larger than") {
            return SceneError(path: "", message: "the file is larger than the \(maximumFileSize)-byte limit")
        }
        return SceneError(path: path, message: "invalid JSON at \(position): \(error.message)")
    }
}

// The scene format's one door to the Visual Format Language: reading a format when a scene is loaded (its axis and
// the view and metric names it uses, or why it is refused) and building its constraints when the scene is built.
//
// Invariants: `parse` is pure and nonisolated; a format it accepts names only C identifiers. Until ResponderKit's
// `VisualFormatParser` lands, `parse` is a stand-in that reads only the orientation and the bracketed view names,
// and `constraints` builds nothing (the scene is laid out without the format's constraints).
import Foundation
import ResponderKit

/// Reads and builds visual format strings for scenes.
enum SceneVisualFormat {
    /// What the loader needs of a format.
    struct Parsed: Equatable {
        /// Whether the format is `V:` (else `H:`, the default).
        var isVertical: Bool
        /// The view names in the order they appear (repeats kept).
        var viewNames: [String]
        /// The metric names the format uses.
        var metricNames: [String]
    }

    /// Why a format was refused: one sentence with the character it points at.
    struct Problem: Error {
        var message: String
    }

    /// Reads `format`, or says why UIKit would refuse it.
    static func parse(_ format: String) throws(Problem) -> Parsed {
        let characters = Array(format)
        var isVertical = false
        var position = 0
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else {
                throw Problem(message: "unable to parse the visual format at character 0: expected H: or V:")
            }
            isVertical = characters[0] == "V"
            position = 2
        }
        var names: [String] = []
        while position < characters.count {
            defer { position += 1 }
            guard characters[position] == "[" else { continue }
            var name = ""
            position += 1
            while position < characters.count,
                characters[position].isLetter || characters[position].isNumber
                    || characters[position] == "_"
            {
                name.append(characters[position])
                position += 1
            }
            guard !name.isEmpty else {
                throw Problem(message: "unable to parse the visual format at character \(position): expected a view")
            }
            names.append(name)
        }
        guard !names.isEmpty else {
            throw Problem(
                message: "unable to parse the visual format at character \(characters.count): expected a view")
        }
        return Parsed(isVertical: isVertical, viewNames: names, metricNames: [])
    }

    /// The constraints of `spec`, not yet active, with the scene's views; the loader has checked every name.
    @MainActor
    static func constraints(_ spec: SceneVisualFormatSpec, views: [String: UIView]) throws(Problem)
        -> [NSLayoutConstraint]
    {
        []
    }
}

// A JSON path inside a recording, as errors name it: `$`, `$.entries[3].touches[0].phase`, `$.windows[0]["a b"]`.
//
// Invariant: the components are the steps from the document's root; keys that are not plain identifiers are
// quoted by `JSONWriter`, so any key (a quote, a newline) prints as one unambiguous step.
import ResponderKitJSON

/// A path from the root of a recording to one of its values.
struct RecordingPath {
    /// One step of a path.
    enum Component {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The steps from the root; empty for the root.
    var components: [Component] = []

    /// The path of the root, `$`.
    static let root = RecordingPath()

    /// The path of member `key` of the value here.
    func key(_ key: String) -> RecordingPath {
        RecordingPath(components: components + [.key(key)])
    }

    /// The path of element `index` of the array here.
    func index(_ index: Int) -> RecordingPath {
        RecordingPath(components: components + [.index(index)])
    }

    /// `$` followed by `.key`, `["odd key"]` and `[index]` steps.
    var text: String {
        var result = "$"
        for component in components {
            switch component {
            case .index(let index):
                result += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                result += "." + key
            case .key(let key):
                result += "["
                JSONWriter.appendQuoted(key, to: &result)
                result += "]"
            }
        }
        return result
    }

    /// Whether `key` prints as `.key`: ASCII letters, digits and `_`, not starting with a digit.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
    }
}

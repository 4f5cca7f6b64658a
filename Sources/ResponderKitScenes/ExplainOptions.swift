// The command line of `responderkit explain`, parsed and validated.
//
// Invariants: a parsed `ExplainOptions` always has a scene path and at least one point; every point is finite and
// within the input layer's coordinate range, so the simulator can never refuse it; `maxVisits` is non-negative.
import Foundation
import ResponderKit
import ResponderKitJSON

/// The options of `responderkit explain`.
public struct ExplainOptions: Equatable, Sendable {
    /// The default for ``maxVisits``.
    public static let defaultMaxVisits = 10_000

    /// The scene file.
    public var scenePath: String
    /// The points, in window coordinates, in the order given.
    public var points: [CGPoint]
    /// Whether to print JSON instead of text.
    public var json: Bool
    /// The id of the window (a root view) the points are in; nil for the first window.
    public var windowID: String?
    /// The most hit-test steps printed per point (0: all). Longer walks keep their start and end.
    public var maxVisits: Int
    /// The id of the view expected to get the touch at every point (`--expect`), or nil.
    public var expectID: String?
    /// Whether a view dump with lines that could not be understood is still accepted (`--allow-unparsed`).
    public var allowUnparsed = false
    /// Whether ids are shortened to what is unique (`--short-ids`).
    public var shortIDs = false
    /// The ids of views whose `hitTest` returns nil for themselves (`--pass-through`).
    public var passThrough: [String] = []
    /// How far each named view's `point(inside:with:)` reaches beyond its bounds (`--hit-outset ID=N`).
    public var hitOutsets: [String: Double] = [:]
    /// Where to write the SVG picture (`--svg`), or nil.
    public var svgPath: String?
    /// Where to write the HTML page (`--html`), or nil.
    public var htmlPath: String?

    /// Creates options.
    public init(
        scenePath: String, points: [CGPoint], json: Bool = false, windowID: String? = nil,
        maxVisits: Int = ExplainOptions.defaultMaxVisits, expectID: String? = nil
    ) {
        self.scenePath = scenePath
        self.points = points
        self.json = json
        self.windowID = windowID
        self.maxVisits = maxVisits
        self.expectID = expectID
    }

    /// Parses the arguments that follow `explain`.
    ///
    /// Options may come before or after the scene file, as `--at X,Y` or `--at=X,Y`; `--` ends the options.
    public static func parse(_ arguments: [String]) throws(ExplainUsageError) -> ExplainInvocation {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
        var scenePath: String?
        var points: [CGPoint] = []
        var json = false
        var windowID: String?
        var maxVisits = defaultMaxVisits
        var extra = ExplainOptions(scenePath: "", points: [])
        var index = 0
        var optionsEnded = false
        func value(of option: String, inline: String?) throws(ExplainUsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else {
                throw ExplainUsageError(message: "\(option) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                guard scenePath == nil else {
                    throw ExplainUsageError(
                        message: "unexpected argument \(JSONWriter.quoted(argument)) (one scene file only)")
                }
                scenePath = argument
                index += 1
                continue
            }
            let (name, inline) = split(argument)
            switch name {
            case "--":
                optionsEnded = true
            case "--json":
                guard inline == nil else { throw ExplainUsageError(message: "--json takes no value") }
                json = true
            case "--at":
                points.append(try parsePoint(try value(of: "--at", inline: inline)))
            case "--window":
                guard windowID == nil else { throw ExplainUsageError(message: "--window given more than once") }
                let id = try value(of: "--window", inline: inline)
                guard !id.isEmpty else { throw ExplainUsageError(message: "--window needs a window id") }
                windowID = id
            case "--expect":
                guard extra.expectID == nil else { throw ExplainUsageError(message: "--expect given more than once") }
                let id = try value(of: "--expect", inline: inline)
                guard !id.isEmpty else { throw ExplainUsageError(message: "--expect needs a view id") }
                extra.expectID = id
            case "--allow-unparsed", "--short-ids":
                guard inline == nil else { throw ExplainUsageError(message: "\(name) takes no value") }
                if name == "--short-ids" { extra.shortIDs = true } else { extra.allowUnparsed = true }
            case "--svg", "--html":
                let path = try value(of: name, inline: inline)
                guard !path.isEmpty else { throw ExplainUsageError(message: "\(name) needs a file path") }
                guard (name == "--svg" ? extra.svgPath : extra.htmlPath) == nil else {
                    throw ExplainUsageError(message: "\(name) given more than once")
                }
                if name == "--svg" { extra.svgPath = path } else { extra.htmlPath = path }
            case "--pass-through":
                let id = try value(of: "--pass-through", inline: inline)
                guard !id.isEmpty else { throw ExplainUsageError(message: "--pass-through needs a view id") }
                extra.passThrough.append(id)
            case "--hit-outset":
                let (id, outset) = try parseOutset(try value(of: "--hit-outset", inline: inline))
                extra.hitOutsets[id] = outset
            case "--max-visits":
                let text = try value(of: "--max-visits", inline: inline)
                guard let number = Int(text), number >= 0 else {
                    throw ExplainUsageError(
                        message: "--max-visits \(JSONWriter.quoted(text)): expected a whole number, 0 for no limit")
                }
                maxVisits = number
            default:
                throw ExplainUsageError(message: "unknown option \(JSONWriter.quoted(name))")
            }
            index += 1
        }
        guard let scenePath else {
            throw ExplainUsageError(message: "missing the scene file (responderkit explain SCENE.json --at X,Y)")
        }
        guard !points.isEmpty else {
            throw ExplainUsageError(message: "missing --at X,Y (give at least one point, in window coordinates)")
        }
        extra.scenePath = scenePath
        extra.points = points
        extra.json = json
        extra.windowID = windowID
        extra.maxVisits = maxVisits
        return .run(extra)
    }

    /// Parses `ID=N`: a view id and a finite number of points within the scene's geometry limit.
    public static func parseOutset(_ text: String) throws(ExplainUsageError) -> (String, Double) {
        let example = "expected ID=N, for example --hit-outset 'UIButton:0x7f9=12'"
        guard let equals = text.lastIndex(of: "=") else {
            throw ExplainUsageError(message: "--hit-outset \(JSONWriter.quoted(text)): \(example)")
        }
        let id = String(text[..<equals])
        let number = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty, isDecimal(number), let outset = Double(number), outset.isFinite,
            abs(outset) <= Scene.geometryLimit
        else {
            throw ExplainUsageError(message: "--hit-outset \(JSONWriter.quoted(text)): \(example)")
        }
        return (id, outset)
    }

    /// Parses `X,Y` (decimal numbers, optional spaces), finite and within the input layer's range.
    public static func parsePoint(_ text: String) throws(ExplainUsageError) -> CGPoint {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let example = "expected X,Y with two numbers, for example --at 120,40"
        guard parts.count == 2 else {
            throw ExplainUsageError(message: "--at \(JSONWriter.quoted(text)): \(example)")
        }
        var numbers: [Double] = []
        for part in parts {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard isDecimal(trimmed), let number = Double(trimmed) else {
                throw ExplainUsageError(message: "--at \(JSONWriter.quoted(text)): \(example)")
            }
            let limit = Double(InputLayer.maximumCoordinateMagnitude)
            guard number.isFinite, abs(number) <= limit else {
                throw ExplainUsageError(
                    message: "--at \(JSONWriter.quoted(text)): coordinates must be within ±\(SceneNumber.format(limit))"
                )
            }
            numbers.append(number)
        }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// Whether `text` is a plain decimal number: optional sign, digits with an optional fraction, optional exponent.
    private static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        let digits = { (slice: inout Substring.UTF8View.SubSequence) -> Int in
            let count = slice.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            slice = slice.dropFirst(count)
            return count
        }
        var mantissa = digits(&bytes)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits(&bytes)
        }
        guard mantissa > 0 else { return false }
        if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            guard digits(&bytes) > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// Splits `--name=value` into its name and value; other arguments have no inline value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

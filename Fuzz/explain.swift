// libFuzzer target `explain`: what `responderkit explain SCENE --at X,Y ...` does after reading the file, on a
// fuzzer-made scene and fuzzer-chosen points.
//
// Input: the scene's JSON, optionally followed by a NUL byte and the command-line arguments that follow the scene
// file, separated by NUL bytes (for example `{...}\0--at\0120,40\0--window\0alert`). JSON text never contains a
// raw NUL, so the split is unambiguous. Without arguments, the points are the window-coordinate centres of the
// window and of its last view in document order.
//
// Per input: load the scene (invariants checked as in the `scene` target), skip it if it has more than
// `maximumViews` views, parse the arguments with `ExplainOptions.parse`, pick the window as the tool does, check the
// stack budget as the tool does, build the scene in an `ExplainSession` and explain at most two points, then render
// both reports. Besides "never traps", the target checks:
// - a point `ExplainOptions` accepted is never refused (`ExplainFailure`), as `ExplainOptions.swift` promises;
// - every scene index in a result belongs to the chosen window's tree, the hit view starts the chain, "why not"
//   views are in pre-order and are neither the hit view nor its ancestors, and the limits on kept steps hold;
// - the JSON report parses with `JSONParser` and has one result per point; the text report is not empty;
// - `AccessibilityAudit` (what `responderkit audit` runs) ends on the chosen window of a fresh build, and its
//   issues are well formed (see `checkAudit`).
import Foundation
import ResponderKit
import ResponderKitJSON
import ResponderKitScenes

/// Scenes with more views than this are skipped, to keep every input cheap.
private let maximumViews = 2_000
/// At most this many points are explained per input.
private let maximumPoints = 2

@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>>>
) -> CInt {
    // As `responderkit` does before explaining deep scenes.
    ExplainStackBudget.raiseProcessLimit()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let sceneEnd = bytes.firstIndex(of: 0) ?? size
    let sceneBytes = UnsafeBufferPointer(rebasing: bytes[..<sceneEnd])
    let arguments: [String]? =
        sceneEnd < size
        ? bytes[(sceneEnd + 1)...].split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        } : nil
    guard let scene = try? SceneLoader.load(bytes: sceneBytes), scene.views.count <= maximumViews else { return 0 }
    checkSceneInvariants(scene)
    MainActor.assumeIsolated {
        explain(scene, arguments: arguments)
    }
    return 0
}

@MainActor
private func explain(_ loaded: Scene, arguments: [String]?) {
    var scene = loaded
    var expected: Int?
    var windowID: String?
    let options: ExplainOptions?
    if let arguments {
        guard case .run(let parsed) = try? ExplainOptions.parse(["scene.json"] + arguments) else { return }
        options = parsed
        // The command line's overrides, short ids and --expect, as the tool applies them.
        let input = ExplainInput(scene: loaded, isDump: false, problems: [], notes: [])
        guard let applied = try? input.applying(parsed) else { return }
        require(applied.scene.views.count == loaded.views.count, "overrides changed the number of views")
        require(Set(applied.scene.views.map(\.id)).count == loaded.views.count, "short ids are not unique")
        (scene, expected) = (applied.scene, applied.expected)
        windowID = applied.windowID
    } else {
        options = nil
    }
    let windowIndex: Int
    if let id = windowID {
        guard let index = scene.index(ofID: id), scene.views[index].isRoot else { return }
        windowIndex = index
    } else {
        windowIndex = scene.roots[0]
    }
    let needed = ExplainStackBudget.bytesNeeded(deepestLevel: scene.deepestLevel)
    if let available = ExplainStackBudget.remainingBytes(), available < needed { return }

    let session = ExplainSession(scene: scene)
    let points = options.map { Array($0.points.prefix(maximumPoints)) } ?? defaultPoints(session, windowIndex)
    let maxSteps = options?.maxVisits ?? ExplainOptions.defaultMaxVisits
    var results: [ExplainResult] = []
    for point in points {
        do {
            let result = try session.explain(point, windowIndex: windowIndex, maxSteps: maxSteps, expecting: expected)
            require((expected == nil) == (result.expectation == nil), "--expect gave no verdict, or one unasked")
            check(result, scene: scene, point: point, windowIndex: windowIndex, maxSteps: maxSteps)
            results.append(result)
        } catch {
            fatalError("explaining the accepted point \(SceneNumber.format(point)) failed: \(error)")
        }
    }
    checkReports(results, scene: scene)
    // The pictures --svg and --html would write: built whole, every element closed.
    let picture = ExplainPicture.make(built: session.built, results: results, windowIndex: windowIndex)
    let svg = ExplainSVGWriter.svg(picture)
    require(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"), "the SVG is not one document")
    require(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count, "unbalanced <g>")
    require(ExplainHTMLWriter.html(picture, report: "").contains(svg.prefix(40)), "the page lacks the drawing")
    checkAudit(scene, windowIndex: windowIndex)
}

/// `responderkit audit` on the chosen window of a fresh build: it ends, every issue has one type, the views it
/// reports (other than chain breaks, which may lie in another window) belong to the window, and only hit-region
/// issues carry a hit-test reason.
@MainActor
private func checkAudit(_ scene: Scene, windowIndex: Int) {
    let built = SceneBuilder.build(scene)
    guard let window = built.views[windowIndex] as? UIWindow else { return }
    for issue in AccessibilityAudit.run(window: window) {
        guard issue.type.names.count == 1 else { fatalError("an audit issue of types \(issue.type.names)") }
        if issue.type != .responderChain, let view = issue.view, view !== window, view.window !== window {
            fatalError("an audit issue on \(built.sceneIndex(of: view).map(String.init) ?? "?"), outside the window")
        }
        if issue.hitTestReason != nil, issue.type != .hitRegion {
            fatalError("a hit-test reason on a \(issue.typeName) issue")
        }
    }
}

/// The window-coordinate centres of the window and of the last view of its tree, when they are in the range
/// `ExplainOptions` accepts.
@MainActor
private func defaultPoints(_ session: ExplainSession, _ windowIndex: Int) -> [CGPoint] {
    let built = session.built
    let window = built.views[windowIndex]
    var last = windowIndex
    while let child = built.scene.views[last].children.last { last = child }
    let limit = InputLayer.maximumCoordinateMagnitude
    return [windowIndex, last].map { index in
        let bounds = built.views[index].bounds
        return built.views[index].convert(CGPoint(x: bounds.midX, y: bounds.midY), to: window)
    }.filter { point in
        point.x.isFinite && point.y.isFinite && abs(point.x) <= limit && abs(point.y) <= limit
    }
}

/// The documented shape of one result.
private func check(_ result: ExplainResult, scene: Scene, point: CGPoint, windowIndex: Int, maxSteps: Int) {
    let inWindow = { (index: Int) in scene.views.indices.contains(index) && scene.rootIndex(of: index) == windowIndex }
    require(result.windowIndex == windowIndex && result.point == point, "the result is for another point or window")
    if let hit = result.hitIndex {
        require(!result.windowHidden, "a hidden window was hit")
        require(inWindow(hit), "hit view \(hit) is not in window \(windowIndex)")
        guard let first = result.chain.first?.kind, first == .view(hit) || first == .window(hit) else {
            fatalError("the chain \(result.chain) does not start with the hit view \(hit)")
        }
    } else {
        require(result.chain.isEmpty, "a chain without a hit view")
    }
    require(result.steps.allSatisfy { inWindow($0.view) }, "a step names a view outside window \(windowIndex)")
    require(result.omittedSteps >= 0 && result.omittedAfter <= result.steps.count, "omitted steps are inconsistent")
    require(maxSteps <= 0 || result.steps.count <= maxSteps, "\(result.steps.count) steps kept of at most \(maxSteps)")
    var hitPath = Set<Int>()
    var current = result.hitIndex
    while let index = current {
        hitPath.insert(index)
        current = scene.views[index].parent
    }
    var previous = -1
    for why in result.why {
        require(inWindow(why.view), "why-not view \(why.view) is not in window \(windowIndex)")
        require(!hitPath.contains(why.view), "why-not view \(why.view) is the hit view or one of its ancestors")
        require(why.view > previous, "why-not views are not in pre-order")
        previous = why.view
        require(!ExplainReport.reasonText(why, scene: scene).isEmpty, "an empty reason for \(why.view)")
    }
    require(result.why.count <= 10 && result.omittedWhy >= 0, "\(result.why.count) why-not views kept")
}

/// The JSON report parses and has one result per point; the text report is not empty.
private func checkReports(_ results: [ExplainResult], scene: Scene) {
    let text = ExplainReport.text(results, scene: scene)
    require(results.isEmpty || !text.isEmpty, "an empty text report")
    let json = ExplainReport.json(results, scene: scene)
    let document: JSONDocument
    do {
        document = try JSONParser.parse(json)
    } catch {
        fatalError("the JSON report does not parse: \(error)\n\(json)")
    }
    _ = CanonicalJSON(document)
    guard let list = document.value(forKey: "results", in: document.root) else {
        fatalError("the JSON report has no results:\n\(json)")
    }
    require(document.count(of: list) == results.count, "the JSON report has \(document.count(of: list)) results")
}

// `explain --svg/--html`: what the picture holds (geometry as on screen, roles, chains, escaping), that it always
// parses, and that a picture that cannot be written is a clear error with nothing printed. Pixels are checked by
// Scripts/e2e-pictures.sh in headless Chromium.
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitScenes

#if canImport(FoundationXML)
    import FoundationXML
#endif

@MainActor
@Suite("explain --svg and --html")
struct ExplainPictureTests {
    private func picture(_ scene: String, at points: [CGPoint]) throws -> ExplainPicture {
        let loaded = try SceneLoader.load(bytes: Array(scene.utf8))
        let session = ExplainSession(scene: loaded)
        let results = try points.map { try session.explain($0, windowIndex: 0) }
        return ExplainPicture.make(built: session.built, results: results, windowIndex: 0)
    }

    private func parses(_ xml: String) -> Bool {
        XMLParser(data: Data(xml.utf8)).parse()
    }

    @Test("HT-8, HT-9: views are drawn where they are on screen: scroll offsets and transforms applied")
    func geometry() throws {
        let scaled = try picture(
            """
            {"views": [{"id": "w", "frame": [0, 0, 300, 300], "children": [
              {"id": "list", "class": "UIScrollView", "frame": [0, 100, 300, 200], "boundsOrigin": [0, 50],
               "children": [{"id": "row", "frame": [0, 60, 300, 40]}]},
              {"id": "badge", "frame": [10, 10, 20, 20], "transform": [2, 0, 0, 2, 0, 0]}]}]}
            """, at: [CGPoint(x: 20, y: 20)])
        let row = try #require(scaled.views.first { $0.id == "row" })
        #expect(row.corners[0] == CGPoint(x: 0, y: 110))  // 100 + 60 − 50
        let badge = try #require(scaled.views.first { $0.id == "badge" })
        #expect(badge.corners[0] == CGPoint(x: 0, y: 0) && badge.corners[2] == CGPoint(x: 40, y: 40))
        #expect(badge.role == .hit)
        #expect(scaled.touches[0].chainViews == [3, 0])  // badge, then the window
        #expect(scaled.touches[0].hitID == "badge")
    }

    @Test("Roles: the hit view, views the walk rejected or passed over, and the rest; chains run from the hit view")
    func roles() throws {
        let drawn = try picture(
            """
            {"views": [{"id": "w", "frame": [0, 0, 200, 200], "children": [
              {"id": "back", "class": "UIButton", "frame": [0, 0, 100, 100]},
              {"id": "cover", "frame": [0, 0, 100, 50]},
              {"id": "ghost", "frame": [0, 0, 100, 100], "hidden": true},
              {"id": "far", "frame": [150, 150, 20, 20]}]}]}
            """, at: [CGPoint(x: 10, y: 80)])
        let roles = Dictionary(uniqueKeysWithValues: drawn.views.map { ($0.id, $0.role) })
        #expect(roles == ["w": .plain, "back": .hit, "cover": .plain, "ghost": .passedOver, "far": .plain])
        #expect(drawn.views.first { $0.id == "ghost" }?.invisible == true)
        #expect(drawn.views.first { $0.id == "ghost" }?.notes.first?.contains("rejected") == true)
        #expect(drawn.touches[0].chainText.hasPrefix("back (UIButton) → w (UIWindow)"))
        #expect(drawn.views.first { $0.id == "ghost" }?.chainText == "ghost (UIView) → w (UIWindow) → UIApplication")
        let svg = ExplainSVGWriter.svg(drawn)
        #expect(parses(svg))
        #expect(svg.contains("<g class=\"view hit\"><title>back (UIButton)"))
        #expect(svg.contains("class=\"hit-outline\""))
    }

    @Test("Hostile ids and descriptions are escaped: the SVG and the HTML page still parse and show them as text")
    func escaping() throws {
        let drawn = try picture(
            #"""
            {"description": "</svg><script>alert(1)</script> & \"quotes\"",
             "views": [{"id": "w<&>\"'", "frame": [0, 0, 100, 100], "children": [
              {"id": "]]><!--", "frame": [0, 0, 50, 50]}]}]}
            """#, at: [CGPoint(x: 10, y: 10)])
        let svg = ExplainSVGWriter.svg(drawn)
        #expect(parses(svg))
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;/svg&gt;&lt;script&gt;"))
        let html = ExplainHTMLWriter.html(drawn, report: "<b>report</b>")
        #expect(html.components(separatedBy: "<script>").count == 2)  // only the page's own hover script
        #expect(html.contains("&lt;b&gt;report&lt;/b&gt;"))
    }

    @Test("--svg and --html write files; an unwritable path is exit 2 with a message and nothing printed")
    func files() throws {
        let directory = try sceneTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("p.svg").path
        let html = directory.appendingPathComponent("p.html").path
        let path = sceneExamplePath("button-outside-superview")
        let run = sceneToolRun(["explain", path, "--at", "240,130", "--svg", svg, "--html", html])
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg xmlns="))
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("why not button"))
        let bad = sceneToolRun(["explain", path, "--at", "240,130", "--svg", "/nonexistent/dir/p.svg"])
        #expect(bad.status == 2)
        #expect(bad.output.isEmpty)
        #expect(bad.errors.contains("--svg /nonexistent/dir/p.svg: cannot write the picture"))
        let twice = sceneToolRun(["explain", path, "--at", "1,1", "--svg", svg, "--svg", svg])
        #expect(twice.status == 2 && twice.errors.contains("--svg given more than once"))
    }

    @Test("Caption lines wrap at spaces to the drawing's width; non-finite coordinates are written as 0")
    func wrappingAndNumbers() {
        #expect(ExplainSVGWriter.wrap("aaa bbb ccc", 7) == ["aaa bbb", "   ccc"])
        #expect(ExplainSVGWriter.number(Double.infinity) == "0")
        #expect(ExplainSVGWriter.number(1.005) == "1" || ExplainSVGWriter.number(1.005) == "1.01")
        #expect(ExplainSVGWriter.number(-2.5) == "-2.50")
    }
}

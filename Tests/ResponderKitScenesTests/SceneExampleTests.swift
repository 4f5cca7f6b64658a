// The bundled example scenes, explained through the in-process command at the points Examples/README.md documents
// and at control points.
//
// Invariants checked here: each classic puzzle gives the hit view and responder chain UIKit would (HT, RC and SP
// rules in the test names), the tap at each point reports the recognizers, control events and touch methods UIKit
// would (GR, CT rules), and every example loads and is listed in the README.

import Foundation
import ResponderKitScenes
import Testing

/// The first result of explaining `points` in the example `name`.
@MainActor
private func explain(_ name: String, _ points: [String], _ extra: [String] = []) throws -> [[String: Any]] {
    try sceneExplainJSON(sceneExamplePath(name), points.flatMap { ["--at", $0] } + extra)
}

/// The `recognizers` entries of a result, as `name: outcome` or `name: outcome (reason)`.
private func recognizerLines(_ result: [String: Any]) -> [String] {
    let entries = result["recognizers"] as? [[String: Any]] ?? []
    return entries.map { entry in
        let reason = (entry["reason"] as? String).map { " (\($0))" } ?? ""
        return "\(entry["name"] as? String ?? "?"): \(entry["outcome"] as? String ?? "?")\(reason)"
    }
}

/// The `controlEvents` entries of a result, as `control: event, event`.
private func controlEventLines(_ result: [String: Any]) -> [String] {
    let entries = result["controlEvents"] as? [[String: Any]] ?? []
    return entries.map { entry in
        let events = (entry["events"] as? [String] ?? []).joined(separator: ", ")
        return "\(entry["control"] as? String ?? "?"): \(events)"
    }
}

/// The `delivered` entries of a result, as `view.method`.
private func deliveredLines(_ result: [String: Any]) -> [String] {
    let entries = result["delivered"] as? [[String: Any]] ?? []
    return entries.map { "\($0["view"] as? String ?? "?").\($0["method"] as? String ?? "?")" }
}

/// The `why` entries of a result, as `view: cause(related)`.
private func whyLines(_ result: [String: Any]) -> [String] {
    let entries = result["why"] as? [[String: Any]] ?? []
    return entries.map { entry in
        let related = (entry["related"] as? String).map { "(\($0))" } ?? ""
        return "\(entry["view"] as? String ?? "?"): \(entry["cause"] as? String ?? "?")\(related)"
    }
}

@MainActor
@Suite("Example scenes")
struct SceneExampleTests {
    @Test("SP-2: a button outside its superview's bounds is not hit there")
    func buttonOutsideSuperview() throws {
        let results = try explain("button-outside-superview", ["240,130", "180,130"])
        #expect(results.count == 2)
        #expect(results[0]["hit"] as? String == "root")
        #expect(results[0]["chain"] as? [String] == ["root", "UIApplication"])
        #expect(whyLines(results[0]) == ["button: outsideAncestor(card)"])
        #expect(deliveredLines(results[0]) == ["root.touchesBegan", "root.touchesEnded"])
        #expect(controlEventLines(results[0]).isEmpty)
        // Control: where the button overlaps its superview it is hit, and the chain passes its controller (RC-2).
        #expect(results[1]["hit"] as? String == "button")
        #expect(
            results[1]["chain"] as? [String] == [
                "button", "card", "UIViewController(CardViewController)", "root", "UIApplication",
            ])
        // The tap makes the real UIButton fire (CT-1, CT-5).
        #expect(
            controlEventLines(results[1]) == ["button: touchDown", "button: touchUpInside, primaryActionTriggered"])
        #expect(deliveredLines(results[1]) == ["button.touchesBegan", "button.touchesEnded"])
    }

    @Test("SP-1: a button inside a UIImageView is blocked until userInteractionEnabled is set")
    func imageViewParent() throws {
        let results = try explain("image-view-parent", ["260,250", "260,430"])
        #expect(results[0]["hit"] as? String == "root")
        #expect(
            whyLines(results[0]) == ["photo: interactionDisabled", "likeButton: ancestorInteractionDisabled(photo)"])
        #expect(results[1]["hit"] as? String == "shareButton")
        #expect(results[1]["chain"] as? [String] == ["shareButton", "banner", "root", "UIApplication"])
    }

    @Test("HT-7: a pass-through overlay lets the touch reach the button behind it")
    func passThroughOverlay() throws {
        let result = try #require(try explain("transparent-overlay", ["160,225"]).first)
        #expect(result["hit"] as? String == "buyButton")
        #expect(result["chain"] as? [String] == ["buyButton", "root", "UIApplication"])
        let visits = try #require(result["visits"] as? [[String: Any]])
        let overlayReturn = try #require(
            visits.first { $0["view"] as? String == "touchOverlay" && $0["step"] as? String == "returned" })
        #expect(overlayReturn["returned"] is NSNull)
        #expect(overlayReturn["overridden"] as? Bool == true)
        #expect(overlayReturn["defaultReturned"] as? String == "touchOverlay")
        #expect(whyLines(result) == ["touchOverlay: passThrough"])
    }

    @Test("HT-3: an overlay with alpha 0.005 is ignored, one with alpha 0.05 still takes the touch (SP-7)")
    func nearlyTransparentOverlays() throws {
        let results = try explain("transparent-overlay", ["160,325", "160,425"])
        #expect(results[0]["hit"] as? String == "cancelButton")
        let visits = try #require(results[0]["visits"] as? [[String: Any]])
        let dimming = try #require(visits.first { $0["view"] as? String == "dimmingView" })
        #expect(dimming["verdict"] as? String == "transparent")
        #expect(dimming["accepted"] as? Bool == false)
        #expect(results[1]["hit"] as? String == "hazeView")
        #expect(whyLines(results[1]) == ["helpButton: covered(hazeView)", "touchOverlay: passThrough"])
    }

    @Test("HT-9: a scaled view is hit in its on-screen shape, not its untransformed frame")
    func scaledView() throws {
        let results = try explain("scaled-view", ["150,150", "85,85", "165,120"])
        #expect(results[0]["hit"] as? String == "badge")  // outside the 100...140 frame, inside the 2x shape
        #expect(results[1]["hit"] as? String == "badge")
        #expect(results[2]["hit"] as? String == "root")  // beyond the scaled edge at 160
        let visits = try #require(results[0]["visits"] as? [[String: Any]])
        let badge = try #require(visits.first { $0["view"] as? String == "badge" })
        #expect(badge["point"] as? [Double] == [35, 35])  // HT-8: inverse transform about the centre
    }

    @Test("HT-9: a rotated view is hit in its on-screen shape")
    func rotatedView() throws {
        let results = try explain("scaled-view", ["160,260", "200,310"])
        #expect(results[0]["hit"] as? String == "dial")
        #expect(results[1]["hit"] as? String == "root")
    }

    @Test("HT-7: hitAreaOutset enlarges a small button's hit area")
    func enlargedHitArea() throws {
        let results = try explain("enlarged-hit-area", ["270,35", "270,95", "290,63.5", "290,64"])
        #expect(results[0]["hit"] as? String == "closeButton")
        #expect(results[1]["hit"] as? String == "root")  // the same offset from plainButton misses
        #expect(results[2]["hit"] as? String == "closeButton")
        #expect(results[3]["hit"] as? String == "root")  // HT-5: the enlarged max edge is outside
    }

    @Test("HT-6: an enlarged hit area does not reach outside the superview")
    func enlargedHitAreaInsideToolbar() throws {
        let results = try explain("enlarged-hit-area", ["20,430", "20,440"])
        #expect(results[0]["hit"] as? String == "root")
        #expect(whyLines(results[0]) == ["menuButton: outsideAncestor(toolbar)"])
        #expect(results[1]["hit"] as? String == "menuButton")  // inside the toolbar, above the button
    }

    @Test("HT-9: a scroll offset (bounds origin) changes which row is hit")
    func scrollOffset() throws {
        let results = try explain("scroll-offset", ["160,114", "160,470", "160,30"])
        #expect(results[0]["hit"] as? String == "row3")
        #expect(
            results[0]["chain"] as? [String] == [
                "row3", "list", "UIViewController(ListViewController)", "root", "UIApplication",
            ])
        #expect(results[1]["hit"] as? String == "row7")
        #expect(results[2]["hit"] as? String == "root")  // above the list
    }

    @Test("HT-12: --window chooses the window the point is in; a hidden window is not hit-tested")
    func twoWindows() throws {
        let path = sceneExamplePath("two-windows")
        let alert = try sceneExplainJSON(path, ["--window", "alert", "--at", "120,150"])
        #expect(alert[0]["window"] as? String == "alert")
        #expect(alert[0]["hit"] as? String == "okButton")
        #expect(alert[0]["chain"] as? [String] == ["okButton", "alert", "UIApplication"])  // RC-4
        let main = try sceneExplainJSON(path, ["--at", "160,320"])
        #expect(main[0]["window"] as? String == "main")
        #expect(
            main[0]["chain"] as? [String] == [
                "signInButton", "content", "UIViewController(MainViewController)", "main", "UIApplication",
            ])
        let toast = try sceneExplainJSON(path, ["--window", "toast", "--at", "260,30"])
        #expect(toast[0]["hit"] is NSNull)
        #expect(toast[0]["chain"] as? [String] == [])
        #expect(whyLines(toast[0]) == ["toast: hidden", "undoButton: ancestorHidden(toast)"])
    }

    @Test("SP-6, GR-25: a button inside a view with a tap recognizer still fires; the tap fails, vetoed by the button")
    func buttonBeatsAncestorTap() throws {
        let result = try #require(try explain("button-and-tap-recognizer", ["160,245"]).first)
        #expect(result["hit"] as? String == "button")
        #expect(result["chain"] as? [String] == ["button", "card", "root", "UIApplication"])  // unchanged by the tap
        #expect(recognizerLines(result) == ["card.tap: failed (button.gestureRecognizerShouldBegin returned false)"])
        let recognizer = try #require((result["recognizers"] as? [[String: Any]])?.first)
        #expect(recognizer["view"] as? String == "card")
        #expect(recognizer["kind"] as? String == "tap")
        #expect(recognizer["note"] is NSNull)
        #expect(controlEventLines(result) == ["button: touchDown", "button: touchUpInside, primaryActionTriggered"])
        let controlEvents = try #require(result["controlEvents"] as? [[String: Any]])
        #expect(controlEvents.allSatisfy { $0["targets"] as? Int == 0 && $0["actions"] as? Int == 0 })
        // GR-15: the failed tap released the held end, so the button sees a normal began/ended pair.
        #expect(deliveredLines(result) == ["button.touchesBegan", "button.touchesEnded"])
        let delivered = try #require(result["delivered"] as? [[String: Any]])
        #expect(delivered.allSatisfy { $0["cancelReason"] is NSNull && $0["cancelledBy"] is NSNull })
        #expect(whyLines(result).isEmpty)
    }

    @Test("GR-13: a tap on an interactive label is taken by the container's tap recognizer and cancelled")
    func tapRecognizerTakesLabel() throws {
        let results = try explain("button-and-tap-recognizer", ["160,140", "160,200"])
        #expect(results[0]["hit"] as? String == "label")
        #expect(results[0]["chain"] as? [String] == ["label", "card", "root", "UIApplication"])
        #expect(recognizerLines(results[0]) == ["card.tap: recognized"])
        #expect(controlEventLines(results[0]).isEmpty)
        #expect(deliveredLines(results[0]) == ["label.touchesBegan", "label.touchesCancelled"])
        let cancelled = try #require((results[0]["delivered"] as? [[String: Any]])?.last)
        #expect(cancelled["cancelReason"] as? String == "recognizer")
        #expect(cancelled["cancelledBy"] as? String == "card.tap")
        #expect(cancelled["heldBy"] is NSNull)
        // On the card itself the recognizer takes the card's own touch.
        #expect(results[1]["hit"] as? String == "card")
        #expect(recognizerLines(results[1]) == ["card.tap: recognized"])
        #expect(deliveredLines(results[1]) == ["card.touchesBegan", "card.touchesCancelled"])
    }

    @Test("The text output of the SP-6 example reads as documented")
    func buttonAndTapRecognizerText() {
        let path = sceneExamplePath("button-and-tap-recognizer")
        let run = sceneToolRun(["explain", path, "--at", "160,245", "--at", "160,140"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let button = """
            hit view: button (UIButton)
            responder chain: button (UIButton) -> card (UIView) -> root (UIWindow) -> UIApplication
            recognizers: card.tap (failed: button.gestureRecognizerShouldBegin returned false)
            control events: button sends touchDown; button sends touchUpInside, primaryActionTriggered (no targets)
            touches delivered: button.touchesBegan, button.touchesEnded

            """
        let label = """
            hit view: label (UILabel)
            responder chain: label (UILabel) -> card (UIView) -> root (UIWindow) -> UIApplication
            recognizers: card.tap (recognized)
            control events: none
            touches delivered: label.touchesBegan, label.touchesCancelled (cancelled because card.tap recognized: \
            cancelsTouchesInView is true, GR-13)

            """
        #expect(run.output.contains(button))
        #expect(run.output.hasSuffix(label))
        #expect(run.output.hasPrefix("scene: SP-6 / GR-25"))
    }

    @Test("The text output of the SP-2 example reads as documented")
    func textOutput() {
        let run = sceneToolRun(["explain", sceneExamplePath("button-outside-superview"), "--at", "240,130"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let expected = """
            point (240, 130) in window "root"
              enter root at (240, 130): point inside
                reject card at (220, 30): point outside (point(inside:with:) is false)
              root.hitTest returned root
            hit view: root (UIWindow)
            responder chain: root (UIWindow) -> UIApplication
            why not button: the point is outside the bounds of its superview card, so card never asks its subviews, \
            even those that extend there (HT-6, SP-2)
            recognizers: none
            control events: none
            touches delivered: root.touchesBegan, root.touchesEnded

            """
        #expect(run.output.hasSuffix(expected))
        #expect(run.output.hasPrefix("scene: SP-2 / HT-6"))
    }

    @Test("Every example scene loads and is listed in Examples/README.md")
    func examplesAreDocumented() throws {
        let directory = sceneExamplesDirectory()
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 7)
        let readme = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            #expect(throws: Never.self) { try SceneLoader.load(bytes: data) }
            #expect(readme.contains("`\(name)`"), "\(name) is not in the README")
        }
        for required in [
            "button-outside-superview", "image-view-parent", "transparent-overlay", "scaled-view",
            "enlarged-hit-area", "scroll-offset", "button-and-tap-recognizer",
        ] {
            #expect(names.contains(required + ".json"))
        }
    }
}

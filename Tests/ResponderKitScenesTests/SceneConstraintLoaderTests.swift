// Tests for the scene format's Auto Layout keys as the loader reads them: attribute constraints, visual formats,
// `translatesAutoresizingMaskIntoConstraints`, stack views and frames left out.
//
// Invariants checked here: a valid scene gives the documented model (defaults, resolved targets, the views
// constraints place); every malformed value fails with a `SceneError` at its JSON path, with UIKit's rule where
// UIKit raises (AL-9, AL-10, AL-11).

import Foundation
import ResponderKit
import ResponderKitScenes
import Testing

/// `{"views": [ROOT]}` with a 320x480 window `root` holding `children`, and optional scene-level keys.
private func scene(_ children: [String], top: String = "") -> String {
    "{\"views\": [{\"id\": \"root\", \"frame\": [0, 0, 320, 480], \"children\": [" + children.joined(separator: ", ")
        + "]}]\(top.isEmpty ? "" : ", " + top)}"
}

/// A child view `id` with `keys` (a frame by default).
private func view(_ id: String, _ keys: String = "\"frame\": [0, 0, 10, 10]") -> String {
    "{\"id\": \"\(id)\", \(keys)}"
}

/// A frameless child view `id` with one constraint list.
private func constrained(_ id: String, _ constraints: String) -> String {
    "{\"id\": \"\(id)\", \"constraints\": [\(constraints)]}"
}

private let pinned = "{\"leading\": {\"to\": \"superview\"}}"

private let badConstraintScenes: [BadSceneCase] = [
    // The list and its elements.
    BadSceneCase(
        scene([view("a", "\"constraints\": {}")]), "views[0].children[0].constraints",
        "expected an array of constraints"),
    BadSceneCase(
        scene([constrained("a", "\"leading\"")]), "views[0].children[0].constraints[0]", "expected a constraint object"),
    BadSceneCase(scene([constrained("a", "{}")]), "views[0].children[0].constraints[0]", "expected one attribute key"),
    BadSceneCase(
        scene([constrained("a", "{\"lead\": {\"to\": \"superview\"}}")]), "views[0].children[0].constraints[0].lead",
        "unknown attribute \"lead\""),
    BadSceneCase(
        scene([constrained("a", "{\"leading\": {\"to\": \"superview\"}, \"top\": {\"to\": \"superview\"}}")]),
        "views[0].children[0].constraints[0].top", "one attribute key"),
    BadSceneCase(
        scene([constrained("a", "{\"leading\": 16}")]), "views[0].children[0].constraints[0].leading",
        "expected an object such as"),
    BadSceneCase(
        scene([constrained("a", "{\"leading\": {\"to\": \"superview\", \"offset\": 1}}")]),
        "views[0].children[0].constraints[0].leading.offset", "unknown key (a constraint may have: to, attribute"),
    // Targets: unknown ids, other windows (AL-9).
    BadSceneCase(
        scene([constrained("a", "{\"leading\": {\"to\": \"x\"}}")]), "views[0].children[0].constraints[0].leading.to",
        "unknown view id \"x\""),
    BadSceneCase(
        scene([constrained("a", "{\"leading\": {\"to\": 3}}")]), "views[0].children[0].constraints[0].leading.to",
        "expected a string, got a number"),
    BadSceneCase(
        "{\"views\": [{\"id\": \"w1\", \"frame\": [0, 0, 10, 10], \"children\": ["
            + constrained("a", "{\"top\": {\"to\": \"b\"}}") + "]}, {\"id\": \"w2\", \"frame\": [0, 0, 10, 10], "
            + "\"children\": [" + view("b") + "]}]}", "views[0].children[0].constraints[0].top.to",
        "\"b\" is in window \"w2\", not in \"w1\""),
    // Attributes and their pairing (AL-10, AL-11).
    BadSceneCase(
        scene([constrained("a", "{\"leading\": {\"to\": \"superview\", \"attribute\": \"lead\"}}")]),
        "views[0].children[0].constraints[0].leading.attribute", "unknown attribute \"lead\""),
    BadSceneCase(
        scene([constrained("a", "{\"leading\": {\"to\": \"superview\", \"attribute\": \"notAnAttribute\"}}")]),
        "views[0].children[0].constraints[0].leading.attribute", "leave out \"to\" and \"attribute\""),
    BadSceneCase(
        scene([constrained("a", "{\"leading\": {\"to\": \"superview\", \"attribute\": \"top\"}}")]),
        "views[0].children[0].constraints[0].leading.attribute", "lie on different axes"),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"to\": \"superview\", \"attribute\": \"leading\"}}")]),
        "views[0].children[0].constraints[0].width.attribute", "are a size and a position"),
    BadSceneCase(
        scene([constrained("a", "{\"leading\": {\"to\": \"superview\", \"attribute\": \"left\"}}")]),
        "views[0].children[0].constraints[0].leading.attribute", "between a leading/trailing attribute and a right/left"
    ),
    BadSceneCase(
        scene([constrained("a", "{\"top\": {\"constant\": 20}}")]), "views[0].children[0].constraints[0].top",
        "a top constraint needs \"to\""),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"attribute\": \"width\"}}")]),
        "views[0].children[0].constraints[0].width.attribute", "\"attribute\" needs \"to\""),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"multiplier\": 2, \"constant\": 5}}")]),
        "views[0].children[0].constraints[0].width.multiplier", "\"multiplier\" needs \"to\""),
    BadSceneCase(
        scene([constrained("a", "{\"centerX\": {\"to\": \"superview\", \"multiplier\": 0}}")]),
        "views[0].children[0].constraints[0].centerX.multiplier", "a multiplier of 0"),
    // Relations, multipliers, constants, priorities, identifiers.
    BadSceneCase(
        scene([constrained("a", "{\"leading\": {\"to\": \"superview\", \"relation\": \"=\"}}")]),
        "views[0].children[0].constraints[0].leading.relation", "unknown relation \"=\""),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"to\": \"superview\", \"multiplier\": \"half\"}}")]),
        "views[0].children[0].constraints[0].width.multiplier", "expected a number, got a string"),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"to\": \"superview\", \"multiplier\": 1e300}}")]),
        "views[0].children[0].constraints[0].width.multiplier", "out of range"),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"constant\": true}}")]),
        "views[0].children[0].constraints[0].width.constant", "expected a number, got a boolean"),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"constant\": 10, \"priority\": 0}}")]),
        "views[0].children[0].constraints[0].width.priority", "priority 0 is out of range"),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"constant\": 10, \"priority\": 1001}}")]),
        "views[0].children[0].constraints[0].width.priority", "priority 1001 is out of range"),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"constant\": 10, \"priority\": \"high\"}}")]),
        "views[0].children[0].constraints[0].width.priority", "unknown priority \"high\""),
    BadSceneCase(
        scene([constrained("a", "{\"width\": {\"constant\": 10, \"identifier\": 1}}")]),
        "views[0].children[0].constraints[0].width.identifier", "expected a string"),
    // Visual formats.
    BadSceneCase(
        scene([constrained("a", "{\"visualFormat\": 3}")]), "views[0].children[0].constraints[0].visualFormat",
        "expected a string"),
    BadSceneCase(
        scene([constrained("a", "{\"visualFormat\": \"H:|-[b]-|\"}")]),
        "views[0].children[0].constraints[0].visualFormat", "\"b\" is not a view id of the scene"),
    BadSceneCase(
        scene([view("a")], top: "\"constraints\": [{\"visualFormat\": \"H:|[root]|\"}]"),
        "constraints[0].visualFormat", "\"root\" is a root"),
    BadSceneCase(
        scene(
            [view("a")], top: "\"constraints\": [{\"visualFormat\": \"H:|[a]|\", \"options\": [\"alignAllLeading\"]}]"),
        "constraints[0].visualFormat", "not allowed for a layout that is also horizontal"),
    BadSceneCase(
        scene([view("a")], top: "\"constraints\": [{\"visualFormat\": \"H:|[a]|\", \"options\": [\"alignAll\"]}]"),
        "constraints[0].options[0]", "unknown option \"alignAll\""),
    BadSceneCase(
        scene(
            [view("a")],
            top: "\"constraints\": [{\"visualFormat\": \"H:|[a]|\", "
                + "\"options\": [\"directionLeftToRight\", \"directionRightToLeft\"]}]"),
        "constraints[0].options[1]", "contradicts directionLeftToRight"),
    BadSceneCase(
        scene([view("a")], top: "\"constraints\": [{\"visualFormat\": \"H:|[a]|\", \"metrics\": {\"pad\": \"8\"}}]"),
        "constraints[0].metrics.pad", "expected a number"),
    BadSceneCase(
        scene([view("a")], top: "\"constraints\": [{\"visualFormat\": \"H:|[a]|\", \"views\": {}}]"),
        "constraints[0].views", "unknown key (a visual format may have"),
    BadSceneCase(
        scene([view("a")], top: "\"constraints\": [\(pinned)]"), "constraints[0]",
        "a scene-level constraint is a {\"visualFormat\": …} object"),
    BadSceneCase(scene([view("a")], top: "\"constraints\": 1"), "constraints", "expected an array"),
    // Roots, frames and translatesAutoresizingMaskIntoConstraints.
    BadSceneCase(
        "{\"views\": [{\"id\": \"root\", \"frame\": [0, 0, 1, 1], \"constraints\": []}]}", "views[0].constraints",
        "a root is a window, which Auto Layout does not place"),
    BadSceneCase(
        "{\"views\": [{\"id\": \"root\", \"constraints\": [\(pinned)]}]}", "views[0].constraints",
        "a root is a window"),
    BadSceneCase(scene([view("a", "\"class\": \"UIView\"")]), "views[0].children[0]", "missing required key \"frame\""),
    BadSceneCase(
        scene([view("a", "\"translatesAutoresizingMaskIntoConstraints\": true, \"constraints\": [\(pinned)]")]),
        "views[0].children[0]", "a view that translates its autoresizing mask into constraints needs one"),
    BadSceneCase(
        scene([view("a", "\"translatesAutoresizingMaskIntoConstraints\": 1")]),
        "views[0].children[0].translatesAutoresizingMaskIntoConstraints", "expected true or false"),
    // Stack views.
    BadSceneCase(
        scene([view("a", "\"frame\": [0, 0, 1, 1], \"axis\": \"vertical\"")]), "views[0].children[0].axis",
        "only a UIStackView has \"axis\""),
    BadSceneCase(
        scene([view("a", "\"frame\": [0, 0, 1, 1], \"arrangedSubviews\": []")]),
        "views[0].children[0].arrangedSubviews",
        "only a UIStackView has \"arrangedSubviews\""),
    BadSceneCase(
        scene([view("s", "\"class\": \"UIStackView\", \"frame\": [0, 0, 1, 1], \"axis\": \"diagonal\"")]),
        "views[0].children[0].axis", "unknown axis \"diagonal\""),
    BadSceneCase(
        scene([view("s", "\"class\": \"UIStackView\", \"frame\": [0, 0, 1, 1], \"distribution\": \"fillEvenly\"")]),
        "views[0].children[0].distribution", "unknown distribution \"fillEvenly\" (known: fill, fillEqually"),
    BadSceneCase(
        scene([view("s", "\"class\": \"UIStackView\", \"frame\": [0, 0, 1, 1], \"alignment\": \"middle\"")]),
        "views[0].children[0].alignment", "unknown alignment \"middle\""),
    BadSceneCase(
        scene([view("s", "\"class\": \"UIStackView\", \"frame\": [0, 0, 1, 1], \"spacing\": \"wide\"")]),
        "views[0].children[0].spacing", "expected a number"),
    BadSceneCase(
        scene([
            view("s", "\"class\": \"UIStackView\", \"frame\": [0, 0, 1, 1], \"arrangedSubviews\": [{\"id\": \"b\"}, 2]")
        ]),
        "views[0].children[0].arrangedSubviews[1]", "expected a view object"),
    BadSceneCase(
        scene([
            view(
                "s",
                "\"class\": \"UIStackView\", \"frame\": [0, 0, 1, 1], \"arrangedSubviews\": [{\"id\": \"b\", "
                    + "\"constraints\": [{\"width\": {\"to\": \"nowhere\"}}]}]")
        ]), "views[0].children[0].arrangedSubviews[0].constraints[0].width.to", "unknown view id \"nowhere\""),
    BadSceneCase(
        "{\"views\": [{\"id\": \"root\", \"class\": \"UIStackView\", \"frame\": [0, 0, 1, 1]}]}", "views[0].class",
        "a root is a window and cannot be a UIStackView"),
]

@Suite("SceneLoader: Auto Layout keys")
struct SceneConstraintLoaderTests {
    @Test(
        "Every malformed constraint, visual format or stack view fails with its JSON path",
        arguments: badConstraintScenes)
    func badScene(_ bad: BadSceneCase) {
        do {
            _ = try SceneLoader.load(bytes: Array(bad.json.utf8))
            Issue.record("\(bad.json) loaded")
        } catch {
            #expect(error.path == bad.path, "\(error)")
            #expect(error.message.contains(bad.message), "\(error)")
        }
    }

    @Test("Attribute constraints load with UIKit's defaults and resolved targets")
    func attributeConstraints() throws {
        let json = scene([
            constrained(
                "a",
                "{\"leading\": {\"to\": \"superview\", \"constant\": 16}}, "
                    + "{\"top\": {\"to\": \"safeArea\", \"attribute\": \"top\", \"constant\": 20}}, "
                    + "{\"width\": {\"constant\": 100}}, "
                    + "{\"height\": {\"to\": \"b\", \"attribute\": \"height\", \"multiplier\": 0.5, \"relation\": \">=\", "
                    + "\"priority\": 750, \"identifier\": \"half\"}}, "
                    + "{\"centerX\": {\"to\": \"margins\"}}, {\"baseline\": {\"to\": \"b\", \"priority\": \"defaultLow\"}}, "
                    + "{\"height\": {\"to\": \"a\", \"attribute\": \"width\", \"multiplier\": 2}}"
            ),
            view("b"),
        ])
        let loaded = try SceneLoader.load(bytes: Array(json.utf8))
        let a = loaded.views[1]
        let b = try #require(loaded.index(ofID: "b"))
        #expect(a.isLaidOutByConstraints)
        #expect(a.effectiveTranslatesAutoresizingMaskIntoConstraints == false)
        #expect(a.frame == .zero)
        #expect(loaded.views[b].effectiveTranslatesAutoresizingMaskIntoConstraints, "a target is not placed by it")
        #expect(loaded.usesAutoLayout)
        let specs = a.attributeConstraints.map(\.spec)
        #expect(
            specs == [
                SceneConstraintSpec(attribute: .leading, target: .superview, targetAttribute: .leading, constant: 16),
                SceneConstraintSpec(attribute: .top, target: .safeArea, targetAttribute: .top, constant: 20),
                SceneConstraintSpec(attribute: .width, target: nil, targetAttribute: .notAnAttribute, constant: 100),
                SceneConstraintSpec(
                    attribute: .height, target: .view(b), targetAttribute: .height, relation: .greaterThanOrEqual,
                    multiplier: 0.5, priority: 750, identifier: "half"),
                SceneConstraintSpec(attribute: .centerX, target: .margins, targetAttribute: .centerX),
                SceneConstraintSpec(
                    attribute: .lastBaseline, target: .view(b), targetAttribute: .lastBaseline, priority: 250),
                // A size may relate to the other size (an aspect ratio, here of the view itself).
                SceneConstraintSpec(attribute: .height, target: .view(1), targetAttribute: .width, multiplier: 2),
            ])
    }

    @Test("A scene without Auto Layout keys loads as before: every view translates its frame")
    func noAutoLayout() throws {
        let loaded = try SceneLoader.load(bytes: Array(scene([view("a")]).utf8))
        #expect(!loaded.usesAutoLayout)
        #expect(loaded.views.allSatisfy { $0.effectiveTranslatesAutoresizingMaskIntoConstraints })
        #expect(loaded.constraints.isEmpty)
    }

    @Test("A visual format names scene ids; the views it names are placed by constraints and may omit the frame")
    func visualFormats() throws {
        let json = scene(
            [view("a", "\"class\": \"UIButton\""), view("b", "\"class\": \"UIButton\""), view("c")],
            top: "\"constraints\": [{\"visualFormat\": \"H:|-16-[a]-8-[b]-16-|\", \"options\": [\"alignAllCenterY\"], "
                + "\"metrics\": {\"pad\": 16}}]")
        let loaded = try SceneLoader.load(bytes: Array(json.utf8))
        let format = try #require(loaded.constraints.first)
        #expect(format.format == "H:|-16-[a]-8-[b]-16-|")
        #expect(format.formatOptions == .alignAllCenterY)
        #expect(format.metrics == ["pad": 16])
        #expect(format.views == ["a": 1, "b": 2])
        #expect(loaded.views[1].isLaidOutByConstraints && loaded.views[2].isLaidOutByConstraints)
        #expect(!loaded.views[3].isLaidOutByConstraints)
    }

    @Test("An explicit translatesAutoresizingMaskIntoConstraints wins over the rule")
    func explicitTranslates() throws {
        let json = scene([
            view(
                "a",
                "\"frame\": [0, 0, 10, 10], \"translatesAutoresizingMaskIntoConstraints\": true, "
                    + "\"constraints\": [{\"width\": {\"constant\": 100}}]"),
            view("b", "\"translatesAutoresizingMaskIntoConstraints\": false"),
        ])
        let loaded = try SceneLoader.load(bytes: Array(json.utf8))
        #expect(loaded.views[1].effectiveTranslatesAutoresizingMaskIntoConstraints)
        #expect(loaded.views[1].isLaidOutByConstraints)
        #expect(loaded.views[2].effectiveTranslatesAutoresizingMaskIntoConstraints == false)
        #expect(loaded.views[2].frame == .zero)
    }

    @Test("A stack view's children come before its arranged subviews, which carry their positions and paths")
    func stackView() throws {
        let json = scene([
            "{\"id\": \"row\", \"class\": \"UIStackView\", \"frame\": [0, 0, 300, 44], \"axis\": \"vertical\", "
                + "\"distribution\": \"fillEqually\", \"alignment\": \"center\", \"spacing\": 40, "
                + "\"isLayoutMarginsRelativeArrangement\": true, \"arrangedSubviews\": [{\"id\": \"one\"}, {\"id\": \"two\"}], "
                + "\"children\": [{\"id\": \"background\", \"frame\": [0, 0, 300, 44]}]}"
        ])
        let loaded = try SceneLoader.load(bytes: Array(json.utf8))
        let row = loaded.views[1]
        #expect(
            row.stack
                == SceneStackSpec(
                    axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 40,
                    isLayoutMarginsRelativeArrangement: true))
        #expect(loaded.views.map(\.id) == ["root", "row", "background", "one", "two"])
        #expect(row.children == [2, 3, 4])
        #expect(loaded.views.map(\.arrangedIndex) == [nil, nil, nil, 0, 1])
        #expect(loaded.path(of: 4) == "views[0].children[0].arrangedSubviews[1]")
        #expect(loaded.path(of: 2) == "views[0].children[0].children[0]")
        #expect(loaded.views[3].isLaidOutByConstraints && !loaded.views[2].isLaidOutByConstraints)
        let plain = try SceneLoader.load(
            bytes: Array(scene([view("s", "\"class\": \"UIStackView\", \"frame\": [0, 0, 1, 1]")]).utf8))
        #expect(plain.views[1].stack == SceneStackSpec(), "UIKit's defaults: horizontal, fill, fill, 0")
    }
}

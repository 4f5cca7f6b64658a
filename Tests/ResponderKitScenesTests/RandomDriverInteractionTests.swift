// The random driver on issue 28's interactions: the findings of its campaigns, kept as regressions, and a script
// that reaches every interaction step (a table's swipe, editing, reordering and context menu, refreshing, bad zoom
// scales, a context menu interaction, a select press).
import Foundation
import Testing

@testable import ResponderKitFuzzing

@MainActor
@Suite("random driver: interactions")
struct RandomDriverInteractionTests {
    /// Found by a 150,000-step campaign (seed 2828): a text field inside a view whose `next` loops; typing asked the
    /// chain's undo manager, whose default recursed along the loop without end (a crash, so no shrunk script).
    nonisolated static let undoAlongALoop = """
        {"steps": [
          {"op": "window", "id": 1, "frame": [0, 0, 320, 480]},
          {"op": "view", "id": 2, "parent": 1, "kind": "plain", "frame": [0, 0, 320, 480]},
          {"op": "view", "id": 3, "parent": 2, "kind": "field", "frame": [20, 40, 200, 32]},
          {"op": "mutate", "view": 2, "action": "cycle", "argument": 0},
          {"op": "mutate", "view": 2, "action": "focus", "argument": 3},
          {"op": "type", "text": "hi"},
          {"op": "shake"}
        ]}
        """

    /// Found by the same campaign (script seed 14963332714650879691), shrunk: a long press began on a held select
    /// button; a finger then went down on its view. The recognizer, busy with the press, is not back in
    /// `.possible`, and the checker took that touch for a new sequence.
    nonisolated static let longPressHeldBySelect = """
        {"steps": [
          {"op": "window", "id": 1, "frame": [0, 0, 320, 480]},
          {"op": "recognizer", "id": 18, "view": 1, "kind": "longPress"},
          {"op": "keyDown", "key": "select"},
          {"op": "wait", "seconds": 0.6},
          {"op": "down", "window": 1, "fingers": [1], "points": [[212, 227]]},
          {"op": "keyUp", "key": "select"},
          {"op": "up", "fingers": [1]}
        ]}
        """

    /// Every interaction step on one table and one zooming scroll view.
    nonisolated static let everyInteraction = """
        {"steps": [
          {"op": "window", "id": 1, "frame": [0, 0, 320, 480]},
          {"op": "view", "id": 2, "parent": 1, "kind": "table", "frame": [0, 0, 320, 300]},
          {"op": "view", "id": 3, "parent": 1, "kind": "scroll", "frame": [0, 300, 320, 180]},
          {"op": "view", "id": 4, "parent": 3, "kind": "plain", "frame": [0, 0, 100, 100]},
          {"op": "drag", "window": 1, "from": [300, 66], "to": [40, 70], "moves": 8, "duration": 0.3},
          {"op": "tap", "window": 1, "point": [300, 66], "taps": 1, "fingers": 1},
          {"op": "drag", "window": 1, "from": [20, 110], "to": [300, 112], "moves": 8, "duration": 0.3},
          {"op": "mutate", "view": 2, "action": "toggleEditing", "argument": 0},
          {"op": "drag", "window": 1, "from": [300, 22], "to": [300, 250], "moves": 8, "duration": 1.0},
          {"op": "mutate", "view": 2, "action": "toggleEditing", "argument": 1},
          {"op": "down", "window": 1, "fingers": [0], "points": [[100, 22]]},
          {"op": "wait", "seconds": 0.7},
          {"op": "up", "fingers": [0]},
          {"op": "tap", "window": 1, "point": [10, 470], "taps": 1, "fingers": 1},
          {"op": "mutate", "view": 2, "action": "refresh", "argument": 0},
          {"op": "mutate", "view": 2, "action": "refresh", "argument": 1},
          {"op": "mutate", "view": 3, "action": "zoom", "argument": 2},
          {"op": "mutate", "view": 3, "action": "zoom", "argument": 4},
          {"op": "mutate", "view": 4, "action": "contextMenu", "argument": 0},
          {"op": "mutate", "view": 4, "action": "pressRecognizer", "argument": 0},
          {"op": "down", "window": 1, "fingers": [1, 2], "points": [[40, 340], [60, 360]]},
          {"op": "move", "fingers": [1, 2], "points": [[20, 320], [90, 390]]},
          {"op": "up", "fingers": [1, 2]},
          {"op": "press", "key": "select"}
        ]}
        """

    @Test(
        "RandomDriver: interaction scripts run clean",
        arguments: [
            ("undo along a loop", undoAlongALoop), ("long press held by select", longPressHeldBySelect),
            ("every interaction", everyInteraction),
        ])
    func runsClean(name: String, json: String) throws {
        let outcome = ScriptRunner().run(try DriverScript(json: json))
        #expect(outcome.violation == nil, "\(name): \(outcome.violation.map(String.init(describing:)) ?? "")")
    }
}

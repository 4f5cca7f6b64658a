// The Visual Format Language (docs/spec-layout-vfl.md, AL-80 to AL-89): the constraints Apple's documented examples
// make — items, attributes, relations, constants, priorities, count and order — the options, and the errors with
// UIKit's messages and carets. Nothing is solved here; the expected constraints are read off the Auto Layout Guide.

import Foundation
import Testing

@testable import ResponderKit

/// A superview with named subviews, and constraints written as text with those names.
@MainActor
private struct Board {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [String: UIView] = [:]

    init(_ names: [String]) {
        for name in names {
            let view = UIView(frame: .zero)
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
            views[name] = view
        }
    }

    /// The name of a constraint's item: a key of `views`, or `superview`.
    func name(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if item === superview { return "superview" }
        return views.first { $0.value === item }?.key ?? "?"
    }

    /// `first.attribute relation second.attribute + constant`, with ` @priority` when not required.
    func text(_ constraint: NSLayoutConstraint) -> String {
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
        if constraint.secondItem != nil {
            text += "\(name(constraint.secondItem)).\(constraint.secondAttribute.name) + "
        }
        text += LayoutDescription.format(constraint.constant)
        if constraint.priority != .required {
            text += " @\(LayoutDescription.format(CGFloat(constraint.priority.rawValue)))"
        }
        return text
    }

    /// The constraints of `format` as text, through the public API.
    func make(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> [String] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            .map(text)
    }

    /// The error `format` is refused with.
    func refusal(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> VisualFormatError? {
        do {
            _ = try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error
        }
    }
}

@MainActor
@Suite("The Visual Format Language")
struct VisualFormatTests {
    @Test("AL-80: without an orientation a format is horizontal (widths); V: is vertical (heights)")
    func orientation() {
        let board = Board(["button"])
        #expect(board.make("[button(50)]") == ["button.width == 50"])
        #expect(board.make("H:[button(50)]") == ["button.width == 50"])
        #expect(board.make("V:[button(50)]") == ["button.height == 50"])
        #expect(board.make("[button]") == [])
        // Spaces between tokens are skipped.
        #expect(
            board.make(" V: | - [ button ( >= 50 ) ] ") == ["button.top == superview.top + 20", "button.height >= 50"])
        let parsed = try? VisualFormatParser.parse("V:|-[a_1]")
        #expect(parsed?.axis == .vertical)
        #expect(parsed?.views.map(\.name) == ["a_1"])
        #expect(parsed?.views.first?.nameOffset == 5)
    }

    @Test("AL-81: [button]-[textField] is the standard 8-point spacing, textField first")
    func standardSpace() throws {
        let board = Board(["button", "textField"])
        #expect(board.make("[button]-[textField]") == ["textField.leading == button.trailing + 8"])
        let constraint = try #require(
            NSLayoutConstraint.constraints(withVisualFormat: "[button]-[textField]", metrics: nil, views: board.views)
                .first)
        #expect(constraint.systemSpacingMultiplier == 1)
        #expect(constraint.multiplier == 1)
        #expect(!constraint.isActive)
    }

    @Test("AL-81: |-50-[purpleBox]-50-| pins both superview edges, the superview first at the trailing one")
    func connectionToSuperview() {
        let board = Board(["purpleBox"])
        #expect(
            board.make("|-50-[purpleBox]-50-|") == [
                "purpleBox.leading == superview.leading + 50", "superview.trailing == purpleBox.trailing + 50",
            ])
        #expect(
            board.make("|-[purpleBox]-|") == [
                "purpleBox.leading == superview.leading + 20", "superview.trailing == purpleBox.trailing + 20",
            ])
        #expect(
            board.make("|[purpleBox]|") == [
                "purpleBox.leading == superview.leading + 0", "superview.trailing == purpleBox.trailing + 0",
            ])
    }

    @Test("AL-81: V:[topField]-10-[bottomField] puts bottomField's top 10 below topField's bottom")
    func verticalLayout() {
        let board = Board(["topField", "bottomField"])
        #expect(board.make("V:[topField]-10-[bottomField]") == ["bottomField.top == topField.bottom + 10"])
        #expect(
            board.make("V:|-[topField]-[bottomField]-|") == [
                "topField.top == superview.top + 20", "bottomField.top == topField.bottom + 8",
                "superview.bottom == bottomField.bottom + 20",
            ])
    }

    @Test("AL-81: [maroonView][blueView] are flush; a connection's predicates and metrics keep their relation")
    func flushViewsAndConnectionPredicates() {
        let board = Board(["maroonView", "blueView"])
        #expect(board.make("[maroonView][blueView]") == ["blueView.leading == maroonView.trailing + 0"])
        #expect(
            board.make("[maroonView]-(>=20@400)-[blueView]") == ["blueView.leading >= maroonView.trailing + 20 @400"])
        #expect(
            board.make("[maroonView]-(>=8,<=gap)-[blueView]", metrics: ["gap": 30]) == [
                "blueView.leading >= maroonView.trailing + 8", "blueView.leading <= maroonView.trailing + 30",
            ])
        #expect(
            board.make("[maroonView]-gap-|", metrics: ["gap": 12.5]) == [
                "superview.trailing == maroonView.trailing + 12.5"
            ])
        #expect(board.make("[maroonView]-(-1)-[blueView]") == ["blueView.leading == maroonView.trailing + -1"])
        #expect(
            board.refusal("[maroonView]-(blueView)-[blueView]")?.message
                == "blueView is a view; only a number or a key of the metrics dictionary can be used here.")
    }

    @Test("AL-82: [button(>=50)] is a width with no second item")
    func widthConstraint() throws {
        let board = Board(["button"])
        #expect(board.make("[button(>=50)]") == ["button.width >= 50"])
        let constraint = try #require(
            NSLayoutConstraint.constraints(withVisualFormat: "[button(>=50)]", metrics: nil, views: board.views).first)
        #expect(constraint.secondItem == nil)
        #expect(constraint.secondAttribute == .notAnAttribute)
    }

    @Test("AL-82: [button1(==button2)] makes equal widths; [flexibleButton(>=70,<=100)] makes two in order")
    func viewPredicates() {
        let board = Board(["button1", "button2", "flexibleButton"])
        #expect(board.make("[button1(==button2)]") == ["button1.width == button2.width + 0"])
        #expect(board.make("V:[button1(<=button2@300)]") == ["button1.height <= button2.height + 0 @300"])
        #expect(
            board.make("[flexibleButton(>=70,<=100)]") == ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
        // A metric wins over a view of the same name.
        #expect(board.make("[button1(button2)]", metrics: ["button2": 44]) == ["button1.width == 44"])
        // A view named twice with the same predicates is fine; with different ones it is refused.
        #expect(board.make("[button1(50)]-[button2]-[button1(50)]").count == 4)
        let error = board.refusal("[button1(50)]-[button2]-[button1(60)]")
        #expect(
            error?.message
                == "button1 appears more than once with different predicates (==50.0 and ==60.0); give a view's "
                + "predicates once")
        #expect(error?.offset == 32)
    }

    @Test("AL-83: [button(100@20)] has priority 20; @metric; out-of-range priorities are refused")
    func priorities() {
        let board = Board(["button"])
        #expect(board.make("[button(100@20)]") == ["button.width == 100 @20"])
        #expect(board.make("[button(>=wide@low)]", metrics: ["wide": 80, "low": 250]) == ["button.width >= 80 @250"])
        #expect(board.make("[button(100@1000)]") == ["button.width == 100"])
        #expect(
            board.refusal("[button(100@1050)]")?.message
                == "Invalid priority specified: 1050. Priority cannot be higher than UILayoutPriorityRequired, "
                + "which is 1000.")
        #expect(board.refusal("[button(100@1050)]")?.offset == 12)
        #expect(
            board.refusal("[button(100@0)]")?.message
                == "Invalid priority specified: 0. Priority must be greater than 0 and at most "
                + "UILayoutPriorityRequired, which is 1000.")
    }

    @Test("AL-84: metrics may be any Swift number or NSNumber; other values and unknown names are refused")
    func metrics() {
        let board = Board(["a"])
        let values: [Any] = [10, 10.0, CGFloat(10), Float(10), NSNumber(value: 10), UInt8(10), Int64(10)]
        for value in values {
            #expect(board.make("|-m-[a]", metrics: ["m": value]) == ["a.leading == superview.leading + 10"])
        }
        #expect(
            board.refusal("|-m-[a]", metrics: ["m": "10"])?.message
                == "The value of m in the metrics dictionary is a String, not a number.")
        #expect(
            board.refusal("|-m-[a]", metrics: ["m": Double.nan])?.message
                == "The value of m in the metrics dictionary is nan, not a finite number.")
        let unknown = board.refusal("|-m-[a]")
        #expect(unknown?.message == "m is not a key in the metrics dictionary.")
        #expect(unknown?.offset == 3)
        #expect(board.refusal("[a(m)]")?.message == "m is not a key in the metrics or views dictionaries.")
    }

    @Test("AL-85: leading to trailing by default, left/right for left-to-right, right-to-left runs views leftwards")
    func directions() {
        let board = Board(["a", "b"])
        #expect(
            board.make("|-[a]-[b]-|", .directionLeftToRight) == [
                "a.left == superview.left + 20", "b.left == a.right + 8", "superview.right == b.right + 20",
            ])
        #expect(
            board.make("|-[a]-[b]-|", .directionRightToLeft) == [
                "superview.right == a.right + 20", "a.left == b.right + 8", "b.left == superview.left + 20",
            ])
        #expect(board.make("V:[a]-[b]", .directionRightToLeft) == ["b.top == a.bottom + 8"])
        #expect(
            board.make("V:|-[a]-[b]", .spacingBaselineToBaseline) == [
                "a.top == superview.top + 20", "b.firstBaseline == a.lastBaseline + 8",
            ])
    }

    @Test("AL-86: alignAll options align consecutive views across the axis; on the axis they are refused")
    func alignment() {
        let board = Board(["a", "b", "c"])
        #expect(
            board.make("[a]-[b]-[c]", [.alignAllTop, .alignAllBottom]) == [
                "b.leading == a.trailing + 8", "c.leading == b.trailing + 8", "a.top == b.top + 0",
                "a.bottom == b.bottom + 0", "b.top == c.top + 0", "b.bottom == c.bottom + 0",
            ])
        #expect(
            board.make("V:[a][b]", [.alignAllCenterX, .alignAllLeading]) == [
                "b.top == a.bottom + 0", "a.leading == b.leading + 0", "a.centerX == b.centerX + 0",
            ])
        #expect(board.make("[a(10)]", .alignAllLeading) == ["a.width == 10"])
        let horizontal = board.refusal("[a]-[b]", .alignAllLeading)
        #expect(
            horizontal?.message
                == "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout "
                + "that is also horizontal.")
        #expect(
            board.refusal("V:[a]-[b]", .alignAllFirstBaseline)?.message
                == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout "
                + "that is also vertical.")
        #expect(board.make("[a]-[b]", .alignAllLeading) == [])
    }

    @Test("AL-87: |-[find]-[findNext]-[findField(>=20)]-| in UIKit's order: connection, then the view's predicates")
    func completeLine() {
        let board = Board(["find", "findNext", "findField"])
        #expect(
            board.make("|-[find]-[findNext]-[findField(>=20)]-|") == [
                "find.leading == superview.leading + 20", "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8", "findField.width >= 20",
                "superview.trailing == findField.trailing + 20",
            ])
        #expect(
            board.make("V:|[find(10)][findNext(20)]|", .alignAllCenterX) == [
                "find.top == superview.top + 0", "find.height == 10", "findNext.top == find.bottom + 0",
                "findNext.height == 20", "superview.bottom == findNext.bottom + 0",
                "find.centerX == findNext.centerX + 0",
            ])
    }

    @Test("AL-88: the guide's error examples, with UIKit's text and caret")
    func documentedErrors() {
        let board = Board(["backgroundBox", "whiteBox1", "whiteBox2", "blackBox4", "redBox", "button"])
        let vertical = board.refusal("V|[backgroundBox]|")
        #expect(vertical?.message == "Expected ':' after 'V' to specify vertical arrangement")
        #expect(vertical?.caretLine == " ^")
        let thickness = board.refusal("|[whiteBox1][blackBox4(blackWidth][redBox]|", metrics: ["blackWidth": 10])
        #expect(
            thickness?.message == "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        #expect(thickness?.offset == 33)
        let unknown = board.refusal("|[whiteBox2][blackBox]|")
        #expect(unknown?.message == "blackBox is not a key in the views dictionary.")
        #expect(unknown?.offset == 21)
        let relation = board.refusal("V:|[blackBox4(>30)]|")
        #expect(relation?.message == "Unknown relation. Must be ==, >=, or <=")
        #expect(relation?.offset == 15)
        let view = board.refusal("H:|-[button]-10-")
        #expect(
            view?.description
                == "Unable to parse constraint format: \nExpected a view or '|' after the connection\nH:|-[button]-10-\n"
                + "                ^")
    }

    @Test("AL-88: each kind of mistake has its own message and offset")
    func otherErrors() {
        let board = Board(["a", "b"])
        let cases: [(String, String, Int)] = [
            ("", "Expected a view", 0),
            ("|", "Expected a view", 1),
            ("Hz[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
            (
                "[1a]",
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
                1
            ),
            ("[a", "Expected '(' or ']' after the view name", 2),
            ("[a(10)", "Expected ']' to end the view", 6),
            ("[a(10", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5),
            ("[a()]", "Expected a number, a key of the metrics dictionary or a view in the predicate", 3),
            ("[a(10@)]", "Expected a priority after '@': a number or a key of the metrics dictionary", 6),
            ("[a]-10[b]", "Expected '-' to end the connection", 6),
            ("[a]-.-[b]", "Expected a number or a key of the metrics dictionary after '-'", 4),
            ("[a]--[b]", "Expected a view, '|', a number, a key of the metrics dictionary or '(' after '-'", 4),
            ("[a]-(>=10[b]", "A predicate list in a connection must end with ')' and the connection with '-'", 9),
            ("[a]|[b]", "Expected the end of the format after the superview '|'", 4),
            ("[a]x", "Expected '-', a view, '|' or the end of the format after a view", 3),
            ("[a(1e999)]", "The number 1e999 is out of range", 3),
            (
                "[a]-[\u{E9}]",
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
                5
            ),
        ]
        for (format, message, offset) in cases {
            let error = board.refusal(format)
            #expect(error?.message == message, "\(format)")
            #expect(error?.offset == offset, "\(format)")
        }
        // The public API returns nothing for a refused format, and everything for a good one.
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a]-[c]", metrics: nil, views: board.views).isEmpty)
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: "[a]-[b]", metrics: nil, views: board.views).count == 1)
        #expect(board.refusal("[a]") == nil)
        #expect(Board(["a"]).refusal("[a]-[b]")?.message == "b is not a key in the views dictionary.")
        var views: [String: Any] = board.views
        views["n"] = 3
        #expect(
            (try? NSLayoutConstraint.checkedConstraints(withVisualFormat: "[n]", metrics: nil, views: views)) == nil)
    }

    @Test("AL-89: | is the adjacent view's superview (a guide's owning view); without one the format is refused")
    func superviewBar() {
        let board = Board(["a"])
        let loose = UIView(frame: .zero)
        let error = board.refusal("[a]-[loose]-|", metrics: nil)
        #expect(error?.message == "loose is not a key in the views dictionary.")
        var views: [String: Any] = board.views
        views["loose"] = loose
        do {
            _ = try NSLayoutConstraint.checkedConstraints(withVisualFormat: "[a]-[loose]-|", metrics: nil, views: views)
            Issue.record("a view without a superview was accepted next to |")
        } catch {
            #expect(
                error.message == "Unable to interpret '|' character, because the related view doesn't have a superview")
            #expect(error.offset == 12)
        }
        let guide = UILayoutGuide()
        board.superview.addLayoutGuide(guide)
        views["guide"] = guide
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "|[guide]", metrics: nil, views: views)
        #expect(constraints.count == 1)
        #expect(constraints.first?.secondItem === board.superview)
        #expect(constraints.first?.firstItem === guide)
    }
}

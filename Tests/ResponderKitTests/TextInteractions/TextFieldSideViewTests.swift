// A text field's overlay views (docs/spec-text-interactions.md, TX-14 … TX-17): shown as subviews by their modes,
// hit-tested before the text (a button in the right view takes its tap and the field does not begin editing),
// and the text rectangle shrinks around them.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Text field overlay views")
struct TextFieldSideViewTests {
    private let frame = CGRect(x: 20, y: 40, width: 200, height: 30)

    @Test("TX-14: overlay views default to .never and show as subviews as their modes say")
    func modes() throws {
        let stage = Stage()
        let field = stage.add(UITextField(frame: frame))
        #expect(field.leftViewMode == .never)
        #expect(field.rightViewMode == .never)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = left
        field.rightView = right
        #expect(left.superview == nil && right.superview == nil, ".never shows nothing")
        field.leftViewMode = .unlessEditing
        field.rightViewMode = .whileEditing
        #expect(left.superview === field)
        #expect(right.superview == nil)
        try stage.sim.tap(at: CGPoint(x: 100, y: 15), in: field)
        #expect(field.isEditing)
        #expect(left.superview == nil)
        #expect(right.superview === field)
        #expect(right.frame == CGRect(x: 176, y: 3, width: 24, height: 24))
        field.resignFirstResponder()
        #expect(left.superview === field)
        #expect(left.frame == CGRect(x: 0, y: 5, width: 20, height: 20))
        field.leftViewMode = .always
        field.leftView = nil
        #expect(left.superview == nil, "a replaced overlay view leaves the field")
    }

    @Test("TX-15: a button in the right view takes the tap and the field does not begin editing; the text area edits")
    func rightViewButton() throws {
        let stage = Stage()
        let field = stage.add(UITextField(frame: frame))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        field.rightView = button
        field.rightViewMode = .always
        try stage.sim.tap(at: CGPoint(x: 185, y: 15), in: field)
        #expect(taps == 1)
        #expect(!field.isEditing)
        try stage.sim.tap(at: CGPoint(x: 60, y: 15), in: field)
        #expect(field.isEditing)
        #expect(taps == 1)
    }

    @Test("TX-15: a non-interactive left view lets its tap through to the field")
    func imageLeftViewPassesTaps() throws {
        let stage = Stage()
        let field = stage.add(UITextField(frame: frame))
        let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = icon
        field.leftViewMode = .always
        try stage.sim.tap(at: CGPoint(x: 12, y: 15), in: field)
        #expect(field.isEditing)
    }

    @Test("TX-14: an overlay view that is another view's subview moves into the field, as addSubview moves it")
    func movesFromOtherSuperview() {
        let stage = Stage()
        let field = stage.add(UITextField(frame: frame))
        let other = stage.add(UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100)))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 16, height: 16))
        other.addSubview(view)
        field.leftView = view
        #expect(view.superview === other, "a hidden overlay view stays where it is")
        field.leftViewMode = .always
        #expect(view.superview === field)
        #expect(other.subviews.isEmpty)
        #expect(view.frame == CGRect(x: 0, y: 7, width: 16, height: 16))
        let container = stage.window.frame
        field.rightView = stage.window
        field.rightViewMode = .always
        #expect(field.superview === stage.window, "the field's ancestor is refused, not made its subview")
        #expect(stage.window.frame == container, "and is not moved")
        field.rightView = field
        #expect(field.frame == frame)
    }

    @Test(
        "TX-16: textRect, editingRect and placeholderRect shrink around the overlay views; the clear button sits left of the right view"
    )
    func rectangles() throws {
        let stage = Stage()
        let field = stage.add(UITextField(frame: frame))
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == bounds)
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftViewMode = .always
        field.rightViewMode = .always
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 5, width: 20, height: 20))
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 170, y: 5, width: 30, height: 20))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 150, height: 30))
        #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        field.clearButtonMode = .always
        field.text = "abc"
        #expect(field.clearButtonRect(forBounds: bounds).maxX == 170)
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 120, height: 30))
        let drawn = stage.window.displayList().items.compactMap { $0.text == nil ? nil : $0.rect }
        #expect(drawn.first?.minX == 20 + UITextField.textMargin, "the text is drawn in the text rectangle")
    }

    @Test("TX-17: the intrinsic width includes the overlay views that show")
    func intrinsicWidth() {
        let field = UITextField(frame: frame)
        field.text = "abcd"
        let plain = field.intrinsicContentSize.width
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightViewMode = .always
        #expect(field.intrinsicContentSize.width == plain + 30)
        field.rightViewMode = .whileEditing
        #expect(field.intrinsicContentSize.width == plain)
    }
}

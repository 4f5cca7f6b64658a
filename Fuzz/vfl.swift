// libFuzzer target `vfl`: `VisualFormatParser.parse` on arbitrary text, as
// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` and the scene reader read a format, then
// the constraints built from what parsed, with views and metrics made up for its names.
//
// Besides "never traps or hangs", the target checks:
// - an error's offset lies in the string (in Characters and in UTF-8), its message is not empty and its description
//   ends with the format and the caret line;
// - a parsed format keeps the documented invariants (views not empty, one connection between each pair, names are C
//   identifiers, numbers finite, offsets inside the string and increasing) and writes back as text that parses to
//   the same text;
// - building it either fails with an offset in the string, or gives exactly the constraints the format describes
//   (one per connection or predicate, plus the alignments), each between the format's views and their superview,
//   with finite constants and a priority in 0 < p <= 1000; the public API then returns as many.
// The options come from the input's length, so one corpus covers them all; an odd length leaves the first view
// without a superview, to reach the `|` error.
import Foundation
import ResponderKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let format = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parsed: VisualFormat
    do {
        parsed = try VisualFormatParser.parse(format)
    } catch {
        checkError(error, format)
        return 0
    }
    checkFormat(parsed, format)
    let text = parsed.text
    do {
        let again = try VisualFormatParser.parse(text)
        require(again.text == text, "\(text) writes back as \(again.text)")
    } catch {
        require(false, "the written-back \(text) is refused: \(error.message)")
    }
    MainActor.assumeIsolated { checkConstraints(parsed, format, size: size) }
    return 0
}

/// An error points inside the format and carries UIKit's text.
private func checkError(_ error: VisualFormatError, _ format: String) {
    require((0...format.count).contains(error.offset), "offset \(error.offset) of \(format.count) characters")
    require((0...format.utf8.count).contains(error.utf8Offset), "UTF-8 offset \(error.utf8Offset)")
    require(!error.message.isEmpty, "an error without a message")
    require(error.format == format, "the error names another format")
    require(error.description.hasSuffix("\n" + format + "\n" + error.caretLine), "the description lacks the caret")
}

/// The invariants documented in VisualFormat.swift.
private func checkFormat(_ parsed: VisualFormat, _ format: String) {
    let length = format.utf8.count
    require(!parsed.views.isEmpty, "a format without views")
    require(parsed.connections.count == parsed.views.count - 1, "connections do not join the views")
    var last = -1
    func visit(_ offset: Int, _ what: String) {
        require(offset > last && offset <= length, "\(what) at \(offset) after \(last) of \(length)")
        last = offset
    }
    func visit(_ predicates: [VisualFormat.Predicate]) {
        for predicate in predicates {
            visit(predicate.offset, "predicate")
            check(predicate.object)
            // A predicate without a relation starts with its object.
            require(predicate.object.offset >= last && predicate.object.offset <= length, "operand offset")
            last = predicate.object.offset
            if let priority = predicate.priority {
                check(priority)
                visit(priority.offset, "priority")
            }
        }
    }
    func visit(_ connection: VisualFormat.Connection) {
        if case .predicates(let predicates) = connection.spacing {
            visit(connection.offset, "connection")
            visit(predicates)
        }
    }
    if let edge = parsed.leadingEdge {
        visit(edge.barOffset, "leading |")
        visit(edge.connection)
    }
    for (index, view) in parsed.views.enumerated() {
        if index > 0 { visit(parsed.connections[index - 1]) }
        require(isIdentifier(view.name), "view name \(view.name)")
        visit(view.nameOffset, "view \(view.name)")
        require(view.predicates.isEmpty == (view.predicatesOffset == nil), "predicates without their offset")
        if let offset = view.predicatesOffset { visit(offset, "(") }
        visit(view.predicates)
    }
    if let edge = parsed.trailingEdge {
        visit(edge.connection)
        visit(edge.barOffset, "trailing |")
    }
}

private func check(_ operand: VisualFormat.Operand) {
    require(operand.offset < operand.end, "an empty operand")
    switch operand.value {
    case .number(let number): require(number.isFinite, "number \(number)")
    case .name(let name): require(isIdentifier(name), "name \(name)")
    }
}

private func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return name.utf8.allSatisfy {
        $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
    }
}

/// Builds the format against made-up views and metrics and checks the constraints it gives.
@MainActor
private func checkConstraints(_ parsed: VisualFormat, _ format: String, size: Int) {
    var names = Set(parsed.views.map(\.name))
    guard names.count <= 64 else { return }
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [String: Any] = [:]
    for (index, name) in parsed.views.map(\.name).enumerated() where views[name] == nil {
        let view = UIView(frame: .zero)
        // An odd length leaves the first view loose, so a `|` next to it is refused.
        if index > 0 || size % 2 == 0 { superview.addSubview(view) }
        views[name] = view
    }
    var metrics: [String: Any] = [:]
    func addMetric(_ operand: VisualFormat.Operand?) {
        guard case .name(let name)? = operand?.value, views[name] == nil else { return }
        metrics[name] = name.utf8.count * 100
        names.insert(name)
    }
    var expected = parsed.views.reduce(0) { $0 + $1.predicates.count }
    for connection in parsed.connections
        + [parsed.leadingEdge?.connection, parsed.trailingEdge?.connection]
        .compactMap({ $0 })
    {
        if case .predicates(let predicates) = connection.spacing {
            expected += predicates.count
            for predicate in predicates {
                addMetric(predicate.object)
                addMetric(predicate.priority)
            }
        } else {
            expected += 1
        }
    }
    for view in parsed.views {
        for predicate in view.predicates {
            addMetric(predicate.object)
            addMetric(predicate.priority)
        }
    }
    let choices: [(NSLayoutConstraint.FormatOptions, alignments: Int, axis: NSLayoutConstraint.Axis?)] = [
        ([], 0, nil), (.alignAllCenterY, 1, .vertical), (.alignAllLeading, 1, .horizontal),
        (.directionLeftToRight, 0, nil), ([.directionRightToLeft, .alignAllTop, .alignAllBottom], 2, .vertical),
        ([.spacingBaselineToBaseline, .alignAllCenterX], 1, .horizontal),
    ]
    let choice = choices[size % choices.count]
    let misaligned = parsed.views.count > 1 && choice.axis == parsed.axis
    if parsed.views.count > 1 { expected += (parsed.views.count - 1) * choice.alignments }
    let constraints: [NSLayoutConstraint]
    do {
        constraints = try NSLayoutConstraint.checkedConstraints(
            withVisualFormat: format, options: choice.0, metrics: metrics, views: views)
    } catch {
        checkError(error, format)
        return
    }
    require(!misaligned, "alignment on the layout axis was accepted")
    require(constraints.count == expected, "\(constraints.count) constraints, \(expected) expected for \(format)")
    let items = views.values.map { $0 as AnyObject } + [superview]
    for constraint in constraints {
        require(items.contains { $0 === constraint.firstItem }, "a first item outside the format")
        if let second = constraint.secondItem {
            require(items.contains { $0 === second }, "a second item outside the format")
        } else {
            require(constraint.secondAttribute == .notAnAttribute, "a constant with a second attribute")
            require([.width, .height].contains(constraint.firstAttribute), "a constant that is not a size")
        }
        require(constraint.constant.isFinite && constraint.multiplier == 1, "constant \(constraint.constant)")
        require(constraint.priority.rawValue > 0 && constraint.priority <= .required, "priority \(constraint.priority)")
        require(!constraint.isActive, "an active constraint")
    }
    let again = NSLayoutConstraint.constraints(
        withVisualFormat: format, options: choice.0, metrics: metrics, views: views)
    require(again.count == constraints.count, "the public API gave \(again.count) of \(constraints.count)")
}

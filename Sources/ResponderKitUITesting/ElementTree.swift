// One element tree of an application, with its elements in pre-order, so a query walks flat ranges instead of
// building arrays of descendants (UT-100 … UT-103).
//
// Invariants: `nodes[0]` is `root`; every element's `index` is its position in `nodes`, and its descendants are
// exactly `nodes[index + 1 ..< end]`; the tree is never changed once made, so an application may keep it and answer
// several queries from it while nothing it shows has changed (XCUIApplication+ElementTreeCache.swift).
import Foundation

/// An element tree, numbered in pre-order.
@MainActor
final class ElementTree {
    /// The application element.
    let root: ElementSnapshot
    /// Every element in pre-order, the root first.
    let nodes: [ElementSnapshot]
    /// The elements of each type, in pre-order: made at the first query that asks (a kept tree answers many).
    private var byType: [XCUIElement.ElementType: [ElementSnapshot]]?
    /// The elements by identifier and by label (once when both are the same), in pre-order; made when first asked.
    private var byName: [String: [ElementSnapshot]]?

    /// Numbers the elements under `root` (whose children are in their final order).
    init(root: ElementSnapshot) {
        self.root = root
        var nodes: [ElementSnapshot] = []
        // Each element is pushed, then its children in reverse, so the pops follow pre-order; an element's `end` is
        // set once its whole subtree is numbered (the stack entry with `close` set).
        var stack: [(node: ElementSnapshot, close: Bool)] = [(root, false)]
        while let (node, close) = stack.popLast() {
            if close {
                node.end = nodes.count
                continue
            }
            node.index = nodes.count
            nodes.append(node)
            stack.append((node, true))
            for child in node.children.reversed() { stack.append((child, false)) }
        }
        self.nodes = nodes
    }

    /// The descendants of `node` in pre-order (not including it).
    func descendants(of node: ElementSnapshot) -> ArraySlice<ElementSnapshot> {
        nodes[(node.index + 1)..<node.end]
    }

    /// The elements of `type`, in pre-order.
    func elements(ofType type: XCUIElement.ElementType) -> [ElementSnapshot] {
        if let byType { return byType[type] ?? [] }
        var lists: [XCUIElement.ElementType: [ElementSnapshot]] = [:]
        for node in nodes { lists[node.elementType, default: []].append(node) }
        byType = lists
        return lists[type] ?? []
    }

    /// The elements whose identifier or label is `name`, in pre-order.
    func elements(named name: String) -> [ElementSnapshot] {
        if let byName { return byName[name] ?? [] }
        var lists: [String: [ElementSnapshot]] = [:]
        for node in nodes {
            if !node.identifier.isEmpty { lists[node.identifier, default: []].append(node) }
            if !node.label.isEmpty, node.label != node.identifier { lists[node.label, default: []].append(node) }
        }
        byName = lists
        return lists[name] ?? []
    }
}

// App constraints in the engine: adding (with UIKit's checks), removing, and changing constants and priorities
// incrementally.
//
// Invariants:
// - The solver holds `s × (first − multiplier × second) − constant  relation  0`, where s is −1 when the first item
//   lays out right to left and the constraint uses leading or trailing (the constraint is mirrored: leading is the
//   right edge and distances run leftwards); the record keeps `base = s × (the items' constant part)`, so a new
//   constant is one `setConstant(base − constant)`.
// - A required constraint the solver cannot satisfy is broken: logged once, active, left out of the solution.
import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Adds a validated constraint whose items have `ancestor` as their nearest common ancestor.
    func add(_ constraint: NSLayoutConstraint, first: AnyObject, second: AnyObject?, ancestor: UIView) {
        var items: [LayoutItem] = []
        let mirrored =
            (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
            && Self.isRightToLeft(Self.anchorView(of: first))
        let sign: Double = mirrored ? -1 : 1
        let (firstObject, firstAttribute) = resolve(first, constraint.firstAttribute, rightToLeft: mirrored)
        var expression = self.expression(of: firstObject, firstAttribute, in: ancestor, mentioning: &items)
        if let second {
            let (secondObject, secondAttribute) = resolve(second, constraint.secondAttribute, rightToLeft: mirrored)
            let other = self.expression(of: secondObject, secondAttribute, in: ancestor, mentioning: &items)
            expression.add(other, times: -Double(constraint.multiplier))
        }
        let base = sign * expression.constant
        let terms = expression.terms.map { SolverTerm($0.variable, $0.coefficient * sign) }
        let relation: SolverRelation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let result = try? solver.add(
            terms, constant: base - Double(constraint.constant), relation, priority: constraint.priority.rawValue)
        let record = ConstraintEngineRecord(
            engine: self, handle: nil, base: base, sign: sign, installedOn: ancestor, items: uniqueItems(items))
        constraint.engineRecord = record
        ancestor.ensuredLayout.installedConstraints.append(constraint)
        for item in record.items { item.constraints.append(constraint) }
        switch result {
        case .success(let handle):
            record.handle = handle
            constraintsByHandle[handle] = constraint
            constraint.engineState = .solved
        case .failure(let conflict):
            constraint.engineState = .broken
            reportConflict(breaking: constraint, involved: conflict.involved)
        case nil:
            constraint.engineState = .broken
            LayoutActivation.programmerError(
                "The layout engine refused \(constraint): a coefficient is not finite.", about: root)
        }
        takeChanges()
    }

    /// Takes an active constraint out of the engine.
    func remove(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord else { return }
        if let handle = record.handle {
            try? solver.remove(handle)
            constraintsByHandle[handle] = nil
        }
        if let view = record.installedOn, let layout = view.layoutState {
            if let index = layout.installedConstraints.lastIndex(where: { $0 === constraint }) {
                layout.installedConstraints.remove(at: index)
            }
        }
        for item in record.items {
            if let index = item.constraints.lastIndex(where: { $0 === constraint }) {
                item.constraints.remove(at: index)
            }
        }
        constraint.engineRecord = nil
        constraint.engineState = .inactive
        takeChanges()
    }

    /// An active constraint's constant changed.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, let handle = record.handle else { return }
        guard constraint.constant.isFinite else {
            LayoutActivation.programmerError(
                "\(constraint): the constant is not finite; the layout keeps the last one.", about: root)
            return
        }
        _ = try? solver.setConstant(record.base - Double(constraint.constant), of: handle)
        takeChanges()
    }

    /// An active constraint's priority changed between optional priorities.
    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, let handle = record.handle else { return }
        try? solver.setPriority(constraint.priority.rawValue, of: handle)
        takeChanges()
    }

    /// Resolves margin attributes to the margins guide and leading/trailing to left/right.
    private func resolve(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool
    ) -> (AnyObject, NSLayoutConstraint.Attribute) {
        var object = object
        var attribute = attribute
        if let view = object as? UIView, let guideAttribute = attribute.withinMargins {
            object = marginsGuide(of: view)
            attribute = guideAttribute
        }
        switch attribute {
        case .leading: attribute = rightToLeft ? .right : .left
        case .trailing: attribute = rightToLeft ? .left : .right
        default: break
        }
        return (object, attribute)
    }

    private func uniqueItems(_ items: [LayoutItem]) -> [LayoutItem] {
        var seen = Set<ObjectIdentifier>()
        return items.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Whether a view lays out right to left: its own forced semantic attribute, else its nearest ancestor's,
    /// else the application's direction.
    static func isRightToLeft(_ view: UIView?) -> Bool {
        view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}

// The constraints the engine makes by itself: a translated frame (UIKit's NSAutoresizingMaskLayoutConstraint), an
// intrinsic size (NSContentSizeLayoutConstraint) and a UIKit guide's insets from its owning view.
//
// Invariants: implicit constraints are required except the intrinsic ones, which have the view's hugging and
// compression resistance; each is in `implicitOwners` while live. A translated frame is the view's frame ignoring its
// transform (centre minus half the bounds), as UIKit's engine positions centre and bounds.
import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Adds what a newly registered view implies: its frame if it translates its mask, else its intrinsic size; and
    /// schedules its `updateConstraints()`.
    func addImplicitConstraints(of view: UIView, item: LayoutItem) {
        if view.translatesAutoresizingMaskIntoConstraints { addFrameConstraints(of: view, item: item) }
        refreshIntrinsicConstraints(of: view, item: item)
        scheduleConstraintsUpdate(view)
    }

    /// Removes every implicit constraint of an item.
    func removeImplicitConstraints(of item: LayoutItem) {
        for handle in item.frameConstraints + item.intrinsic.all + item.guideConstraints {
            try? solver.remove(handle)
            implicitOwners[handle] = nil
        }
        item.frameConstraints = []
        item.intrinsic = IntrinsicConstraints()
        item.guideConstraints = []
    }

    /// A view started or stopped translating its autoresizing mask: swaps its frame constraints for its intrinsic
    /// size or back.
    func translatesAutoresizingMaskChanged(_ view: UIView) {
        guard let item = view.layoutState?.item, item.engine === self else { return }
        removeImplicitConstraints(of: item)
        addImplicitConstraints(of: view, item: item)
        takeChanges()
    }

    /// The frame of a view that translates its mask changed: its four constants follow.
    func frameChanged(_ view: UIView, item: LayoutItem) {
        guard item.frameConstraints.count == 4 else { return }
        let frame = view.untransformedFrame
        let old = item.translatedFrame
        item.translatedFrame = frame
        // Four separate checks, not a list of pairs: a width change is the hot path of a window resize.
        func follow(_ index: Int, _ new: CGFloat, _ old: CGFloat) {
            guard new != old, new.isFinite else { return }
            _ = try? solver.setConstant(-Double(new), of: item.frameConstraints[index])
        }
        follow(0, frame.minX, old.minX)
        follow(1, frame.minY, old.minY)
        follow(2, frame.width, old.width)
        follow(3, frame.height, old.height)
        takeChanges()
    }

    /// Sets aside a view's frame constraints (for a fitting size).
    func removeFrameConstraints(of item: LayoutItem) {
        for handle in item.frameConstraints {
            try? solver.remove(handle)
            implicitOwners[handle] = nil
        }
        item.frameConstraints = []
    }

    func addFrameConstraints(of view: UIView, item: LayoutItem) {
        let frame = view.untransformedFrame
        item.translatedFrame = frame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for (index, variable) in [item.x, item.y, item.width, item.height].enumerated() {
            let value = values[index].isFinite ? Double(values[index]) : 0
            guard
                case .success(let handle) = try? solver.add(
                    [SolverTerm(variable, 1)], constant: -value, .equal, priority: 1000)
            else { continue }
            item.frameConstraints.append(handle)
            implicitOwners[handle] = (item, .autoresizing(index))
        }
    }

    /// Brings a view's intrinsic-size constraints up to date with its `intrinsicContentSize`, hugging and
    /// compression resistance (a view that translates its mask has them too, as in UIKit: its required frame
    /// outweighs them, and a fitting size sets the frame aside).
    func refreshIntrinsicConstraints(of view: UIView, item: LayoutItem) {
        let size = view.intrinsicContentSize
        let insets = view.alignmentRectInsets
        var slots = item.intrinsic
        let priorities: [Float] = [
            view.contentHuggingPriority(for: .horizontal).rawValue,
            view.contentCompressionResistancePriority(for: .horizontal).rawValue,
            view.contentHuggingPriority(for: .vertical).rawValue,
            view.contentCompressionResistancePriority(for: .vertical).rawValue,
        ]
        let handles = [slots.hugWidth, slots.resistWidth, slots.hugHeight, slots.resistHeight]
        var updated: [SolverConstraint?] = []
        for index in 0..<4 {
            let horizontal = index < 2
            let metric = horizontal ? size.width : size.height
            let variable = horizontal ? item.width : item.height
            let inset = Double(horizontal ? insets.left + insets.right : insets.top + insets.bottom)
            let hugs = index % 2 == 0
            var handle = handles[index]
            guard metric >= 0, metric.isFinite, priorities[index] > 0 else {
                if let old = handle { try? solver.remove(old) }
                if let old = handle { implicitOwners[old] = nil }
                updated.append(nil)
                continue
            }
            let constant = -Double(metric) - inset
            let samePriorityKind =
                handle != nil && (priorities[index] >= 1000) == (slots.priorities[index] >= 1000)
            if let old = handle, samePriorityKind {
                _ = try? solver.setConstant(constant, of: old)
                if priorities[index] != slots.priorities[index], priorities[index] < 1000 {
                    try? solver.setPriority(priorities[index], of: old)
                }
            } else {
                if let old = handle {
                    try? solver.remove(old)
                    implicitOwners[old] = nil
                }
                handle = nil
                let relation: SolverRelation = hugs ? .lessThanOrEqual : .greaterThanOrEqual
                if case .success(let made) = try? solver.add(
                    [SolverTerm(variable, 1)], constant: constant, relation, priority: min(priorities[index], 1000))
                {
                    handle = made
                    let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
                    implicitOwners[made] = (item, hugs ? .hugging(axis) : .compressionResistance(axis))
                }
            }
            updated.append(handle)
        }
        slots.hugWidth = updated[0]
        slots.resistWidth = updated[1]
        slots.hugHeight = updated[2]
        slots.resistHeight = updated[3]
        slots.size = size
        slots.priorities = priorities
        item.intrinsic = slots
    }

    /// A UIKit guide (margins, safe area) is its owning view's bounds inset by the guide's insets: four required
    /// constraints whose constants follow the insets.
    func addGuideConstraints(of guide: UILayoutGuide, item: LayoutItem) {
        guard guide.role != .custom && guide.role != .stackView, let owner = guide.owningView else { return }
        let ownerItem = self.item(for: owner)
        let insets = owner.engineGuideInsets(for: guide.role)
        item.guideInsets = insets
        let rows: [[SolverTerm]] = [
            [SolverTerm(item.x, 1)], [SolverTerm(item.y, 1)],
            [SolverTerm(item.width, 1), SolverTerm(ownerItem.width, -1)],
            [SolverTerm(item.height, 1), SolverTerm(ownerItem.height, -1)],
        ]
        for (index, terms) in rows.enumerated() {
            guard
                case .success(let handle) = try? solver.add(
                    terms, constant: Self.guideConstant(index, insets), .equal, priority: 1000)
            else { continue }
            item.guideConstraints.append(handle)
            implicitOwners[handle] = (item, .guide(index))
        }
    }

    /// The insets of a view's UIKit guides changed: their constants follow.
    func guideInsetsChanged(of view: UIView) {
        for guide in view.layoutGuides where guide.role != .custom && guide.role != .stackView {
            guard let item = guide.item, item.engine === self, item.guideConstraints.count == 4 else { continue }
            let insets = view.engineGuideInsets(for: guide.role)
            guard insets != item.guideInsets else { continue }
            item.guideInsets = insets
            for index in 0..<4 {
                _ = try? solver.setConstant(Self.guideConstant(index, insets), of: item.guideConstraints[index])
            }
        }
        takeChanges()
    }

    private static func guideConstant(_ index: Int, _ insets: UIEdgeInsets) -> Double {
        switch index {
        case 0: -Double(insets.left)
        case 1: -Double(insets.top)
        case 2: Double(insets.left + insets.right)
        default: Double(insets.top + insets.bottom)
        }
    }

    /// Schedules a view's `updateConstraints()` for the next constraints pass.
    func scheduleConstraintsUpdate(_ view: UIView) {
        let layout = view.ensuredLayout
        guard !layout.needsUpdateConstraints else { return }
        layout.needsUpdateConstraints = true
        viewsNeedingConstraintsUpdate.append(PendingConstraintsUpdate(view: view))
        view.requestLayout()
    }
}

// UIKit's report of an unsatisfiable layout, word for word in its structure: the constraints involved, the one
// broken, the symbolic-breakpoint hint; once per conflict, to the application's layout log and the tracer.
import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Reports that `constraint`, required, could not be satisfied together with `involved`, and is broken.
    func reportConflict(breaking constraint: NSLayoutConstraint, involved: [SolverConstraint]) {
        var lines = involved.map(describe)
        lines.append(LayoutDescription.describe(constraint))
        let message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
            documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
            \(lines.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint 
            \(LayoutDescription.describe(constraint))

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
        let application = LayoutActivation.application(of: root)
        application.layoutLog(message)
        application.tracer?.record(.constraintBroken(constraint: constraint, involved: lines))
    }

    /// UIKit's description of a constraint taking part in a conflict, app-made or implicit.
    func describe(_ handle: SolverConstraint) -> String {
        if let constraint = constraintsByHandle[handle] { return LayoutDescription.describe(constraint) }
        guard let (item, kind) = implicitOwners[handle], let object = item.object else { return "<unknown>" }
        let name = LayoutDescription.name(of: object)
        let address = LayoutDescription.address(of: item)
        switch kind {
        case .autoresizing(let index):
            let frame = item.translatedFrame
            let (attribute, value) = [
                ("minX", frame.minX), ("minY", frame.minY), ("width", frame.width), ("height", frame.height),
            ][index]
            let mask = (item.view?.autoresizingMask).map(Self.maskDescription) ?? "h=--- v=---"
            return "<NSAutoresizingMaskLayoutConstraint:\(address) \(mask) \(name).\(attribute) == "
                + "\(LayoutDescription.format(value))   (active)>"
        case .hugging(let axis), .compressionResistance(let axis):
            let size = item.intrinsic.size
            let value = axis == .horizontal ? size.width : size.height
            let relation = if case .hugging = kind { "<=" } else { ">=" }
            let dimension = axis == .horizontal ? "width" : "height"
            return "<NSContentSizeLayoutConstraint:\(address) \(name).\(dimension) \(relation) "
                + "\(LayoutDescription.format(value))   (active)>"
        case .guide(let index):
            let owner = item.guide?.owningView.map(LayoutDescription.name(of:)) ?? "nil"
            let attribute = ["left", "top", "width", "height"][index]
            return "<NSLayoutConstraint:\(address) \(name).\(attribute) == \(owner).\(attribute)   (active)>"
        }
    }

    /// UIKit's `h=-&- v=--&` notation: for each axis, the leading margin, the size and the trailing margin, `&` when
    /// flexible.
    static func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func flag(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        let h =
            flag(mask.contains(.flexibleLeftMargin)) + flag(mask.contains(.flexibleWidth))
            + flag(mask.contains(.flexibleRightMargin))
        let v =
            flag(mask.contains(.flexibleTopMargin)) + flag(mask.contains(.flexibleHeight))
            + flag(mask.contains(.flexibleBottomMargin))
        return "h=\(h) v=\(v)"
    }
}

// Gives a built scene its Auto Layout: stack-view settings, `translatesAutoresizingMaskIntoConstraints`, the scene's
// constraints (activated together), the window screens' safe-area insets, and the report of the first layout.
//
// Invariants:
// - Runs after every view is in its window, so every constraint's items share an ancestor; constraints are
//   activated in document order (each view's list, then the scene-level formats) in one `activate(_:)` call.
// - An arranged subview gets `translatesAutoresizingMaskIntoConstraints` false from its stack view; an explicit
//   value in the scene is applied after, so a scene can show the conflict an explicit `true` makes (AL-13).
// - The report is read after `layoutIfNeeded()` on every window: what a touch would meet, since the input layer
//   lays out pending windows before each event (AL-29) and nothing is pending then.
import Foundation
import ResponderKit

/// Applies a scene's layout keys to its live views.
@MainActor
enum SceneLayoutBuilder {
    /// The constraints made for a scene, with where each one is written.
    struct Installed {
        /// Every constraint made, in activation order.
        var constraints: [NSLayoutConstraint] = []
        /// The JSON path of each constraint's entry, by constraint.
        var paths: [ObjectIdentifier: String] = [:]
        /// Formats that could not be built.
        var refused: [SceneLayoutFinding] = []
    }

    /// Configures stack views, sets `translatesAutoresizingMaskIntoConstraints` and activates the constraints.
    static func install(_ scene: Scene, views: [UIView]) -> Installed {
        var installed = Installed()
        for (index, spec) in scene.views.enumerated() {
            if let stack = spec.stack, let view = views[index] as? UIStackView { configure(view, stack) }
            guard !spec.isRoot else { continue }
            let translates = spec.effectiveTranslatesAutoresizingMaskIntoConstraints
            if views[index].translatesAutoresizingMaskIntoConstraints != translates {
                views[index].translatesAutoresizingMaskIntoConstraints = translates
            }
        }
        for (index, spec) in scene.views.enumerated() {
            for (slot, entry) in spec.constraints.enumerated() {
                let path = ScenePath.format(
                    scene.pathComponents(of: index) + [.key("constraints"), .index(slot)])
                switch entry {
                case .attribute(let constraint):
                    add([make(constraint, of: index, views: views)], path: path, to: &installed)
                case .visualFormat(let format):
                    add(format, path: path + ".visualFormat", views: views, to: &installed)
                }
            }
        }
        for (slot, format) in scene.constraints.enumerated() {
            let path = ScenePath.format([.key("constraints"), .index(slot), .key("visualFormat")])
            add(format, path: path, views: views, to: &installed)
        }
        NSLayoutConstraint.activate(installed.constraints)
        return installed
    }

    /// The window's screen, with the scene's `"safeAreaInsets"` as the edges its hardware covers.
    static func applyScreen(_ spec: SceneViewSpec, to window: UIWindow) {
        guard let insets = spec.safeAreaInsets else { return }
        // The window fills its screen, as an app's window does.
        let bounds = CGRect(origin: .zero, size: window.bounds.size)
        window.screen = UIScreen(bounds: bounds, scale: UIScreen.main.scale, safeAreaInsets: insets)
    }

    /// The frames and findings after the first layout, from what `collector` saw.
    static func report(_ built: BuiltScene, installed: Installed, collector: SceneLayoutCollector) -> SceneLayoutReport
    {
        let (scene, views) = (built.scene, built.views)
        let sceneIndex = { (view: UIView) in built.sceneIndex(of: view) }
        var report = SceneLayoutReport()
        report.usesAutoLayout = scene.usesAutoLayout
        report.log = collector.log
        guard report.usesAutoLayout || !collector.broken.isEmpty else { return report }
        let names = SceneConstraintDescription { view in sceneIndex(view).map { scene.views[$0].id } }
        for (index, view) in views.enumerated() where !scene.views[index].isRoot {
            guard !view.translatesAutoresizingMaskIntoConstraints else { continue }
            report.frames.append(SceneLayoutReport.Frame(view: index, frame: view.frame))
        }
        report.findings = installed.refused
        var seen = Set<ObjectIdentifier>()
        for (constraint, involved) in collector.broken where constraint.isBroken {
            guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
            let others = involved.dropLast().map(SceneConstraintDescription.withoutAddresses)
            let view = (constraint.firstItem as? UIView).flatMap(sceneIndex)
            report.findings.append(
                SceneLayoutFinding(
                    kind: .unsatisfiable, view: view, constraint: names.describe(constraint),
                    path: installed.paths[ObjectIdentifier(constraint)], involved: others,
                    reason: brokenReason(others)))
        }
        for (index, view) in views.enumerated() where !scene.views[index].isRoot {
            guard !view.translatesAutoresizingMaskIntoConstraints, view.hasAmbiguousLayout else { continue }
            report.findings.append(
                SceneLayoutFinding(
                    kind: .ambiguous, view: index,
                    reason: "its constraints allow more than one frame (hasAmbiguousLayout, AL-19); Auto Layout "
                        + "chose \(ExplainReport.framePoints(view.frame)), but another would satisfy them as well"))
        }
        return report
    }

    private static func brokenReason(_ others: [String]) -> String {
        var text =
            "it is required but cannot hold together with the \(others.count) other constraint"
            + "\(others.count == 1 ? "" : "s") involved, so Auto Layout logged \"Unable to simultaneously satisfy "
            + "constraints\", broke it (it stays active) and laid out without it (AL-12)"
        if others.contains(where: { $0.hasSuffix("translatesAutoresizingMaskIntoConstraints)") }) {
            text += "; a view in the conflict translates its frame into required constraints (AL-13)"
        }
        return text
    }

    private static func configure(_ view: UIStackView, _ stack: SceneStackSpec) {
        view.axis = stack.axis
        view.distribution = distribution(stack.distribution)
        view.alignment = alignment(stack.alignment)
        view.spacing = CGFloat(stack.spacing)
        view.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        view.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
    }

    private static func distribution(_ distribution: SceneStackSpec.Distribution) -> UIStackView.Distribution {
        switch distribution {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }

    private static func alignment(_ alignment: SceneStackSpec.Alignment) -> UIStackView.Alignment {
        switch alignment {
        case .fill: .fill
        case .leading, .top: .leading
        case .firstBaseline: .firstBaseline
        case .center: .center
        case .trailing, .bottom: .trailing
        case .lastBaseline: .lastBaseline
        }
    }

    private static func make(_ spec: SceneConstraintSpec, of index: Int, views: [UIView]) -> NSLayoutConstraint {
        let view = views[index]
        let second: AnyObject? =
            switch spec.target {
            case nil: nil
            case .superview: view.superview
            case .safeArea: view.superview?.safeAreaLayoutGuide
            case .margins: view.superview?.layoutMarginsGuide
            case .view(let target): views[target]
            }
        let constraint = NSLayoutConstraint(
            item: view, attribute: spec.attribute, relatedBy: spec.relation, toItem: second,
            attribute: spec.targetAttribute, multiplier: CGFloat(spec.multiplier), constant: CGFloat(spec.constant))
        constraint.priority = UILayoutPriority(spec.priority)
        constraint.identifier = spec.identifier
        return constraint
    }

    private static func add(
        _ format: SceneVisualFormatSpec, path: String, views: [UIView], to installed: inout Installed
    ) {
        let named = format.views.mapValues { views[$0] }
        do {
            add(try SceneVisualFormat.constraints(format, views: named), path: path, to: &installed)
        } catch {
            installed.refused.append(
                SceneLayoutFinding(
                    kind: .refusedFormat, view: nil, path: path,
                    reason: "\(error.message); none of its constraints were added (UIKit raises)"))
        }
    }

    private static func add(_ constraints: [NSLayoutConstraint], path: String, to installed: inout Installed) {
        for constraint in constraints { installed.paths[ObjectIdentifier(constraint)] = path }
        installed.constraints += constraints
    }
}

// Views and controllers that record their traitCollectionDidChange(_:) calls, in order, into a shared log.

import Foundation

@testable import ResponderKit

/// The trait changes a test saw: who was told, the previous collection, and the collection at the time.
@MainActor
final class TraitChangeLog {
    struct Change {
        var name: String
        var previous: UITraitCollection?
        var current: UITraitCollection
    }

    var changes: [Change] = []
    var names: [String] { changes.map(\.name) }

    func change(of name: String) -> Change? { changes.first { $0.name == name } }
}

/// A view that logs its trait changes.
final class TraitView: UIView {
    let name: String
    let log: TraitChangeLog

    init(_ name: String, log: TraitChangeLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.changes.append(.init(name: name, previous: previousTraitCollection, current: traitCollection))
    }
}

/// A window that logs its trait changes.
final class TraitWindow: UIWindow {
    var log: TraitChangeLog?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?.changes.append(.init(name: "window", previous: previousTraitCollection, current: traitCollection))
    }
}

/// A controller that logs its trait changes; its view is a `TraitView` named after it with "View".
final class TraitController: UIViewController {
    let name: String
    let log: TraitChangeLog

    init(_ name: String, log: TraitChangeLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() { view = TraitView(name + "View", log: log) }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.changes.append(.init(name: name, previous: previousTraitCollection, current: traitCollection))
    }
}

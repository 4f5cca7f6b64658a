// The control a bar shows for an item (a toolbar's or a navigation bar's bar button item, a tab bar's item): tracks
// touches as a control (CT-1 … CT-7) and performs the item's tap on a release inside.
import Foundation

/// The tappable view of one bar item.
@MainActor
final class BarItemButton: UIControl {
    /// The item shown; its bar holds it.
    unowned let item: UIBarItem

    init(item: UIBarItem) {
        self.item = item
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Enabled while the item is: a disabled item's button neither tracks nor acts, and passes its touches on
    /// (CT-7).
    override var isEnabled: Bool {
        get { item.isEnabled && super.isEnabled }
        set { super.isEnabled = newValue }
    }

    /// A release inside performs the item's tap, after the control events are sent.
    override func sendActions(for controlEvents: UIControl.Event, with event: UIEvent?) {
        super.sendActions(for: controlEvents, with: event)
        guard controlEvents.contains(.touchUpInside) else { return }
        item.performTap(with: event, in: actionApplication)
    }

    /// Beats an ancestor's single tap, as a button does (GR-25).
    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool { isSingleTap(recognizer) }

    /// An element labelled with its item's title or, for a system item, the name VoiceOver speaks ("Add",
    /// "Cancel"), with the button trait, as UIKit's bar buttons are.
    /// The item's identifier, unless one was set on this view.
    override var accessibilityIdentifier: String? {
        get { super.accessibilityIdentifier ?? item.accessibilityIdentifier }
        set { super.accessibilityIdentifier = newValue }
    }

    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = item.title ?? (item as? UIBarButtonItem)?.systemItem.flatMap(Self.spokenName)
        defaults.traits = .button
        return defaults
    }

    /// What VoiceOver calls a system item; nil for the spaces, which are no elements.
    private static func spokenName(_ item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        }
    }
}

// The gesture recognizers a scene file can attach to a view (`"gestureRecognizers": ["tap", ...]`).
//
// Invariants:
// - `rawValue` is the name written in scene files; `allCases` lists every accepted name, in documentation order.
// - `makeRecognizer()` returns a fresh recognizer with UIKit's defaults except what the name implies (two taps for
//   `doubleTap`, the left edge for `screenEdgePan`) and no targets, so recognizing runs no action.
// - Recognizer names are `"<viewId>.<kind>"`, with `#2`, `#3` … for repeats of a kind on one view, so every
//   recognizer of a scene has a distinct name.
import Foundation
import ResponderKit

/// A gesture recognizer a scene view can have.
public enum SceneGestureRecognizerKind: String, CaseIterable, Sendable {
    /// `UITapGestureRecognizer` (one tap, one finger).
    case tap
    /// `UITapGestureRecognizer` with `numberOfTapsRequired = 2`.
    case doubleTap
    /// `UILongPressGestureRecognizer` (0.5 s).
    case longPress
    /// `UIPanGestureRecognizer`.
    case pan
    /// `UISwipeGestureRecognizer` (to the right).
    case swipe
    /// `UIPinchGestureRecognizer`.
    case pinch
    /// `UIRotationGestureRecognizer`.
    case rotation
    /// `UIScreenEdgePanGestureRecognizer` with `edges = .left`.
    case screenEdgePan

    /// The UIKit class of the recognizer.
    public var className: String {
        switch self {
        case .tap, .doubleTap: return "UITapGestureRecognizer"
        case .longPress: return "UILongPressGestureRecognizer"
        case .pan: return "UIPanGestureRecognizer"
        case .swipe: return "UISwipeGestureRecognizer"
        case .pinch: return "UIPinchGestureRecognizer"
        case .rotation: return "UIRotationGestureRecognizer"
        case .screenEdgePan: return "UIScreenEdgePanGestureRecognizer"
        }
    }

    /// What the gesture needs that a single tap in place does not give it, for reports of a recognizer that
    /// failed on its own; nil for `tap`, which a tap satisfies.
    @MainActor
    public var unmetByTap: String? {
        switch self {
        case .tap:
            return nil
        case .doubleTap:
            let interval = SceneNumber.format(UITapGestureRecognizer.maximumTapInterval)
            return "a double tap needs a second tap within \(interval) s, and explain taps once"
        case .longPress:
            return "a long press needs the finger held for 0.5 s, and explain lifts it at once"
        case .pan:
            let distance = SceneNumber.format(Double(UIPanGestureRecognizer.hysteresis))
            return "a pan needs the finger to move more than \(distance) points, and a tap does not move"
        case .swipe:
            let distance = SceneNumber.format(Double(UISwipeGestureRecognizer.minimumDistance))
            return "a swipe needs a quick \(distance)-point stroke to the right, and a tap does not move"
        case .pinch:
            return "a pinch needs two fingers"
        case .rotation:
            return "a rotation needs two fingers"
        case .screenEdgePan:
            let region = SceneNumber.format(Double(UIScreenEdgePanGestureRecognizer.edgeRegion))
            return "a screen-edge pan needs a drag to the right that starts within \(region) points of the window's "
                + "left edge"
        }
    }

    /// A new recognizer of this kind, without targets.
    @MainActor
    public func makeRecognizer() -> UIGestureRecognizer {
        switch self {
        case .tap:
            return UITapGestureRecognizer()
        case .doubleTap:
            let recognizer = UITapGestureRecognizer()
            recognizer.numberOfTapsRequired = 2
            return recognizer
        case .longPress:
            return UILongPressGestureRecognizer()
        case .pan:
            return UIPanGestureRecognizer()
        case .swipe:
            return UISwipeGestureRecognizer()
        case .pinch:
            return UIPinchGestureRecognizer()
        case .rotation:
            return UIRotationGestureRecognizer()
        case .screenEdgePan:
            let recognizer = UIScreenEdgePanGestureRecognizer()
            recognizer.edges = .left
            return recognizer
        }
    }

    /// The name of the `occurrence`-th (from 1) recognizer of `kind` on the view `viewID`: `card.tap`, then
    /// `card.tap#2`.
    public static func recognizerName(viewID: String, kind: SceneGestureRecognizerKind, occurrence: Int) -> String {
        occurrence <= 1 ? "\(viewID).\(kind.rawValue)" : "\(viewID).\(kind.rawValue)#\(occurrence)"
    }

    /// The names of `kinds` attached in order to the view `viewID`.
    public static func recognizerNames(viewID: String, kinds: [SceneGestureRecognizerKind]) -> [String] {
        var seen: [SceneGestureRecognizerKind: Int] = [:]
        return kinds.map { kind in
            let occurrence = (seen[kind] ?? 0) + 1
            seen[kind] = occurrence
            return recognizerName(viewID: viewID, kind: kind, occurrence: occurrence)
        }
    }
}

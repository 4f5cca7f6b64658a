// One step of a driver script: a piece of the scene, an armed hostile handler, or input.
//
// Invariants:
// - A step refers to scene objects only by the integer ids that earlier steps gave them, and to fingers by slot
//   numbers, so any sub-list of a script is still a valid script (steps that name missing objects do nothing);
//   this is what lets the shrinker remove steps freely.
// - Points are in the coordinates of the window the step names, or of the window a finger went down in.
import Foundation

/// One step of a ``DriverScript``.
package enum DriverStep: Equatable, Sendable {
    /// The kind of view a `.view` step creates.
    package enum ViewKind: String, Sendable, CaseIterable {
        /// A recording `UIView` that can run hostile handlers and form responder cycles.
        case plain
        /// A recording `UIButton`; it stops tracking (CT-2) when its `continueTracking` is asked after 3 moves.
        case button
        /// A recording `UISwitch`.
        case toggle = "switch"
        /// A recording `UITextField`.
        case field
        /// A recording `UIScrollView` whose content is twice its size; its children become its content. It zooms
        /// (0.5 to 3) its first subview, or a view outside it for ids divisible by 3.
        case scroll
        /// A recording `UITableView` of 40 rows with swipe actions, editing, reordering, context menus and a
        /// refresh control, some of them hostile (see `FuzzTableSource`).
        case table
    }

    /// The kind of gesture recognizer a `.recognizer` step attaches.
    package enum RecognizerKind: String, Sendable, CaseIterable {
        /// A single tap.
        case tap
        /// A double tap.
        case doubleTap
        /// A long press.
        case longPress
        /// A pan.
        case pan
        /// A swipe (right or left).
        case swipe
        /// A pinch.
        case pinch
    }

    /// The touch phase a hostile touch handler fires on.
    package enum Phase: String, Sendable, CaseIterable {
        /// `touchesBegan`.
        case began
        /// `touchesMoved`.
        case moved
        /// `touchesEnded`.
        case ended
        /// `touchesCancelled`.
        case cancelled
    }

    /// The control events a control handler is registered for.
    package enum ControlEvents: String, Sendable, CaseIterable {
        /// `.touchDown`.
        case down
        /// `.touchDragInside` and `.touchDragOutside`.
        case drag
        /// `.touchUpInside`.
        case upInside
        /// `.touchCancel`.
        case cancel
        /// `.valueChanged`.
        case valueChanged
        /// `.primaryActionTriggered`.
        case primary
    }

    /// A host fault: the host (or the system) takes away what a live touch needs, and never ends the touch's finger.
    package enum HostFault: String, Sendable, CaseIterable {
        /// The host closes window `subject` (it is hidden) while its fingers are down.
        case closeWindow
        /// Window `subject` leaves its scene (`windowScene = nil`).
        case leaveScene
        /// The application resigns active (an incoming call, the app switcher).
        case resignActive
        /// The application becomes active again.
        case becomeActive
        /// The view of the touch of finger slot `subject` is removed from its superview.
        case removeTouchedView
        /// The view of recognizer `subject` is removed from its superview, mid-gesture or not.
        case removeRecognizerView
    }

    // MARK: Scene

    /// Creates window `id` with `frame` (screen coordinates) and shows it; the first window becomes key.
    case window(id: Int, frame: CGRect)
    /// Creates view `id` of `kind` with `frame` as a subview of view or window `parent`.
    case view(id: Int, parent: Int, kind: ViewKind, frame: CGRect)
    /// Attaches recognizer `id` of `kind` to view `view`.
    case recognizer(id: Int, view: Int, kind: RecognizerKind)
    /// Creates view controller `id` whose root view (a plain recording view, also id `id`) fills view `parent`.
    /// The scene holds the only strong reference to the controller.
    case controller(id: Int, parent: Int)
    /// Arms a hostile handler on recording view `view`: its next `phase` touch method runs `action` (once).
    case hostile(view: Int, phase: Phase, action: DriverAction)
    /// Registers a handler (`addEventHandler(event:runnable:)`) for `events` on control `control` that runs
    /// `action` each time it is called.
    case handler(control: Int, events: ControlEvents, action: DriverAction)

    // MARK: Input

    /// Puts fingers (slots) down in window `window` in one event, at `points` (window coordinates).
    case down(window: Int, fingers: [Int], points: [CGPoint])
    /// Moves fingers in one event, to `points` in the coordinates of their window.
    case move(fingers: [Int], points: [CGPoint])
    /// Lifts fingers in one event.
    case up(fingers: [Int])
    /// Reports fingers as cancelled by the input source, one at a time.
    case cancel(fingers: [Int])
    /// Sends one raw `TouchSample` through `app.input.send` for raw finger `finger` (its own id space).
    case raw(finger: Int, phase: Phase, window: Int, point: CGPoint)
    /// Taps `taps` times with `fingers` fingers at `point` in window `window`.
    case tap(window: Int, point: CGPoint, taps: Int, fingers: Int)
    /// Drags from `from` to `to` in window `window` with `moves` moves over `duration` seconds.
    case drag(window: Int, from: CGPoint, to: CGPoint, moves: Int, duration: Double)
    /// Types `text` on the keyboard.
    case type(text: String)
    /// Presses and releases a named key (`tab`, `return`, `escape`, `delete`, `space`, arrows, or a character;
    /// `select` is the remote's select button, which gesture recognizers receive).
    case press(key: String)
    /// Holds a named key down.
    case keyDown(key: String)
    /// Releases a named key.
    case keyUp(key: String)
    /// Shakes the device.
    case shake
    /// Sends one accelerometer reading, in g.
    case accelerometer(x: Double, y: Double, z: Double)
    /// Advances the virtual clock.
    case wait(seconds: Double)

    // MARK: World changes between events

    /// Runs `action` with view `view` as its subject, outside any dispatch.
    case mutate(view: Int, action: DriverAction)
    /// Puts view `view` back: in its original parent, shown, interactive, untransformed, its window shown and in
    /// the scene.
    case restore(view: Int)
    /// Inflicts a host fault on `subject` (a window, finger slot or recognizer id, by the fault's kind; 0 when
    /// unused). Fingers the fault cancels stay down for the script: their later samples reach the input layer late.
    case fault(HostFault, subject: Int)
}

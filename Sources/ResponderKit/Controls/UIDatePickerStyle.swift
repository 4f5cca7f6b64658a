// The presentation styles of a date picker.

/// The styles a date picker can be shown in. Headless pickers are always `.wheels`.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system chooses.
    case automatic
    /// Scrolling wheels.
    case wheels
    /// A compact label that opens an editor.
    case compact
    /// An inline calendar or clock.
    case inline
}

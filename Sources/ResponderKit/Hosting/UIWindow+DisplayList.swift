// A window's display list: what a host draws for it.
import Foundation

extension UIWindow {
    /// What the window shows, as a list of rectangles and text in painter's order: what a host draws, and compares
    /// with the list it drew last to know whether to redraw.
    ///
    /// Each visible view adds its `backgroundColor` as a filled rectangle (none when nil), with its transform, its
    /// effective `alpha` and the clip of its `clipsToBounds` ancestors; a scroll view's `contentOffset` (its bounds
    /// origin) moves its content. Hidden views and views whose effective alpha is 0 add nothing, nor do their
    /// subviews. Labels add their text; controls add their state: a highlighted button darkens, a switch shows its
    /// track and knob, a slider its track, filled part and thumb, a text field its text (or placeholder) and, while
    /// editing, its caret or selection. A hidden window's list is empty.
    ///
    /// Reads the views and changes none of them: call it after the event loop fed its input and fired its timers.
    public func displayList() -> DisplayList {
        var builder = DisplayListBuilder(capacity: max(displayItemCountHint, 16))
        builder.build(self)
        displayItemCountHint = builder.items.count
        return DisplayList(items: builder.items)
    }
}

// A view of spinning wheels, one per component, whose rows come from a data source and a delegate (PK-1 … PK-16).
//
// Invariants:
// - The picker loads lazily: setting the data source or delegate marks it for loading, and the next layout or any
//   question about components and rows loads it; `reloadAllComponents`/`reloadComponent(_:)` load at once.
// - There is exactly one wheel (a `PickerWheelView` subview, in component order) per component the data source
//   gave at the last load; their row counts are the data source's at that load.
// - Code (`selectRow`, reloads) never calls `didSelectRow`; the user's changes call it once per change.
// - Bad input (a component or row out of range) is logged and ignored, never a crash (PK-11).
import Foundation

/// A view that uses a spinning-wheel or slot-machine metaphor to show one or more sets of values.
///
/// Each component is a wheel: a vertical drag spins it, it decelerates on the application's clock and comes to
/// rest with a row in the middle band, then the delegate hears
/// ``UIPickerViewDelegate/pickerView(_:didSelectRow:inComponent:)`` once; a tap on a row above or below the band
/// turns the wheel to that row. Each wheel is an adjustable accessibility element whose value is the selected
/// row's title.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The height of a row when the delegate does not say.
    public static let defaultRowHeight: CGFloat = 32
    /// The picker's natural size, as UIKit's.
    static let standardSize = CGSize(width: 320, height: 216)
    /// The gap between two components (**chosen**).
    static let componentSpacing: CGFloat = 5
    /// The font size of the standard row labels.
    static let rowFontSize: CGFloat = 21

    /// The object that gives the number of components and rows.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { setNeedsLoad() }
    }
    /// The object that gives the rows' contents and sizes and hears selections.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { setNeedsLoad() }
    }
    /// Whether the selection band shows. Deprecated in UIKit, where the band always shows; stored only, as there.
    open var showsSelectionIndicator = true

    var wheels: [PickerWheelView] = []
    private var needsLoad = true
    /// Whether a load is running: a data source that asks the picker about itself meanwhile gets the old state.
    private var isLoading = false

    /// Creates a picker view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Components and rows

    /// The number of components, as the data source gave it at the last load.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return wheels.count
    }

    /// The number of rows of `component`; 0 for a component that does not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        wheel(component)?.rowCount ?? 0
    }

    /// The size of `component`'s rows: its width and row height as the delegate gives them; zero for a component
    /// that does not exist.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component) else { return .zero }
        return CGSize(width: width(ofComponent: component), height: wheel.rowHeight)
    }

    /// Asks the data source and delegate again for every component, keeping each selection within its rows.
    open func reloadAllComponents() {
        guard !isLoading else { return }
        needsLoad = false
        isLoading = true
        defer { isLoading = false }
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheelView(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        layoutWheels()
        for index in wheels.indices { load(index) }
    }

    /// Asks the data source and delegate again for `component`'s rows; a component that does not exist is logged
    /// and ignored.
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard wheels.indices.contains(component) else {
            return warn("reloadComponent(\(component)): the picker has \(wheels.count) components")
        }
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        load(component)
    }

    // MARK: Selection

    /// Selects `row` of `component`, spinning the wheel there when `animated`. The delegate is not told. A row
    /// or component that does not exist is logged and ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let wheel = wheel(component) else {
            return warn("selectRow(\(row), inComponent: \(component)): the picker has \(wheels.count) components")
        }
        guard (0..<wheel.rowCount).contains(row) else {
            return warn("selectRow(\(row), inComponent: \(component)): the component has \(wheel.rowCount) rows")
        }
        wheel.select(row, animated: animated)
    }

    /// The selected row of `component`, or -1 when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        wheel(component)?.selectedRow ?? -1
    }

    /// The view the delegate gave for a row on screen, or nil when the row is not on screen or the picker made the
    /// row's view itself (the delegate gives titles, not views).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let view = wheel(component)?.rowViews[row], !(view is PickerRowLabel) else { return nil }
        return view
    }

    // MARK: Size and layout

    /// UIKit's picker size: 320 × 216 points.
    open override var intrinsicContentSize: CGSize { UIPickerView.standardSize }

    /// The width asked for (320 points when none) and the standard 216-point height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : UIPickerView.standardSize.width
        return CGSize(width: width, height: UIPickerView.standardSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        layoutWheels()
    }

    /// An equal share of the bounds' width, less the gaps between components: the default component width.
    var equalComponentWidth: CGFloat {
        let count = CGFloat(max(wheels.count, 1))
        return max(0, (bounds.width - UIPickerView.componentSpacing * (count - 1)) / count)
    }

    /// The width of `component`: the delegate's (a non-finite one is the equal share, a negative one 0).
    private func width(ofComponent component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? equalComponentWidth
        return width.isFinite ? max(width, 0) : equalComponentWidth
    }

    /// Places the wheels side by side, centred, each as tall as the picker.
    private func layoutWheels() {
        guard !wheels.isEmpty else { return }
        let widths = wheels.indices.map { width(ofComponent: $0) }
        let total = widths.reduce(0, +) + UIPickerView.componentSpacing * CGFloat(wheels.count - 1)
        var x = bounds.minX + (bounds.width - total) / 2
        for (wheel, width) in zip(wheels, widths) {
            let frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            if wheel.frame != frame { wheel.frame = frame }
            x += width + UIPickerView.componentSpacing
        }
    }

    /// The picker's background, then the selection band: a light fill one row tall across the middle, behind the
    /// wheels' rows (the wheels draw their rows' views as subviews) (PK-15).
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        guard let height = wheels.map(\.rowHeight).max() else { return }
        let inset: CGFloat = 8
        builder.fill(
            CGRect(
                x: bounds.minX + inset, y: bounds.midY - height / 2, width: max(0, bounds.width - 2 * inset),
                height: height),
            with: .tertiarySystemFill)
    }

    // MARK: Wheels

    /// Marks the picker for loading at the next layout or question.
    private func setNeedsLoad() {
        needsLoad = true
        setNeedsLayout()
    }

    private func loadIfNeeded() {
        if needsLoad { reloadAllComponents() }
    }

    private func wheel(_ component: Int) -> PickerWheelView? {
        loadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component] : nil
    }

    /// Loads one wheel's row count and height from the data source and delegate.
    private func load(_ component: Int) {
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        wheels[component].reload(rowCount: rows, rowHeight: height)
    }

    /// The view of a row: the delegate's, or the standard label when there is no delegate.
    func rowView(forRow row: Int, inComponent component: Int, reusing view: UIView?) -> UIView {
        guard let delegate else { return standardRowView(attributedTitle: nil, title: nil, reusing: view) }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
    }

    /// The label the picker shows for a row it has a title (or none) for; `view` is reused when it is one.
    func standardRowView(attributedTitle: NSAttributedString?, title: String?, reusing view: UIView?)
        -> UIView
    {
        let label = view as? PickerRowLabel ?? PickerRowLabel(frame: .zero)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: UIPickerView.rowFontSize)
        if let attributedTitle {
            label.attributedText = attributedTitle
        } else {
            label.text = title ?? "?"
        }
        return label
    }

    /// A wheel came to rest on, or was adjusted to, a new row by the user.
    func wheel(_ wheel: PickerWheelView, didSelectRow row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: wheel.component)
    }

    private func warn(_ message: String) {
        let application = window?.application ?? .shared
        application.presentationLog("Warning: UIPickerView: \(message)")
        application.tracer?.record(.note("picker view warning: \(message)"))
    }
}

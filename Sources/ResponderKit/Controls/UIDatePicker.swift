// A date picker turned by touches on its wheels (CT-8): a vertical drag on a wheel (seen by the picker's own pan
// recognizer) turns it one row per `rowHeight` points, a tap above or below the middle row turns it to the row
// tapped; when the finger lifts the date (clamped to the range) is set and `.valueChanged` is sent if it changed.
//
// Invariants: `date` is always within `minimumDate ... maximumDate` when both are set in order; changes in code send
// nothing; a cancelled touch changes nothing.
import Foundation

/// A control for the input of dates and times, shown headless as wheels.
///
/// The picker's width is divided equally between its wheels, left to right: month, day and year (`.date`); hour,
/// minute and AM/PM for 12-hour locales (`.time`); the day, then the time wheels (`.dateAndTime`); hours and
/// minutes (`.countDownTimer`). Rows are ``rowHeight`` points tall and the selected row is in the middle. Dragging
/// a wheel up brings later rows to the middle; tapping a row above or below the middle selects it. The month, day
/// and hour wheels go round without changing the next wheel, as UIKit's do.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The modes of a date picker.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and, for 12-hour locales, AM/PM.
        case time
        /// Month, day and year.
        case date
        /// The day, then the time.
        case dateAndTime
        /// Hours and minutes of a countdown (``countDownDuration``).
        case countDownTimer
    }

    /// The height of a row of a wheel.
    public static let rowHeight: CGFloat = 32
    /// Vertical movement, in points, below which a touch is a tap on a row rather than a drag.
    public static let tapSlop: CGFloat = 10
    /// The longest countdown: 23 hours 59 minutes.
    public static let maximumCountDownDuration: TimeInterval = 23 * 3600 + 59 * 60

    private var storedDate = Date()
    private var storedInterval = 1
    private var storedDuration: TimeInterval = 0
    private var touchStart: CGPoint = .zero
    private var touchColumn: DatePickerColumn?
    private var panColumn: DatePickerColumn?
    /// The wheels' pan recognizer, only compared for identity (so neither a reference nor an unsafe pointer).
    private var wheelPan: ObjectIdentifier?

    /// Creates a date picker showing the current date and time.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // The wheels turn through a pan, as UIKit's wheels are scroll views: a recognizer sees the drag from its
        // start even when a scroll view around the picker delays the picker's own touches.
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            self?.wheelPanChanged(recognizer as? UIPanGestureRecognizer)
        }
        pan.maximumNumberOfTouches = 1
        addGestureRecognizer(pan)
        wheelPan = ObjectIdentifier(pan)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Values

    /// The mode, which chooses the wheels. `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime
    /// The style you prefer; drawn only by a backend. Headless pickers are wheels whatever the preference (see
    /// ``datePickerStyle``).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style shown: always `.wheels` headless, which is how touches turn the picker.
    public var datePickerStyle: UIDatePickerStyle { .wheels }

    /// The date shown, clamped to ``minimumDate`` … ``maximumDate``. Setting it in code sends no event (CT-8).
    open var date: Date {
        get { storedDate }
        set {
            storedDate = clamp(newValue)
            noteViewChange()
        }
    }

    /// The earliest date the picker allows, or nil. A later minimum moves the date up to it.
    open var minimumDate: Date? {
        didSet { storedDate = clamp(storedDate) }
    }

    /// The latest date the picker allows, or nil. An earlier maximum moves the date down to it. A maximum before
    /// the minimum leaves both unused, as in UIKit.
    open var maximumDate: Date? {
        didSet { storedDate = clamp(storedDate) }
    }

    /// The minute wheel's step, from 1 to 30 and dividing 60; other values leave it at 1, as in UIKit.
    open var minuteInterval: Int {
        get { storedInterval }
        set { storedInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }

    /// The countdown of `.countDownTimer` mode, in seconds: whole minutes up to 23 hours 59 minutes. Setting it
    /// in code sends no event.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            let minutes = newValue.isFinite ? (newValue / 60).rounded(.down) * 60 : 0
            storedDuration = min(max(minutes, 0), UIDatePicker.maximumCountDownDuration)
        }
    }

    /// The locale, which decides between 12- and 24-hour wheels; the current locale when nil.
    open var locale: Locale?
    /// The calendar the wheels count in. The current calendar by default.
    open var calendar: Calendar! = Calendar.current
    /// The time zone the wheels show; the calendar's when nil.
    open var timeZone: TimeZone?

    /// Sets the date (clamped); sends no event. Animation is not modelled.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    // MARK: Wheels

    /// The wheels of the current mode, left to right.
    var columns: [DatePickerColumn] {
        DatePickerColumn.columns(for: datePickerMode, twelveHour: usesTwelveHourClock)
    }

    /// Whether the locale writes hours on a 12-hour clock with AM/PM.
    var usesTwelveHourClock: Bool {
        let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale ?? .current) ?? "h a"
        return format.contains("a")
    }

    /// The calendar in the picker's time zone.
    private var wheelCalendar: Calendar {
        var wheels = calendar ?? Calendar.current
        if let timeZone { wheels.timeZone = timeZone }
        return wheels
    }

    /// The wheel under horizontal position `x` (bounds coordinates).
    private func column(atX x: CGFloat) -> DatePickerColumn? {
        let wheels = columns
        guard !wheels.isEmpty, bounds.width > 0 else { return nil }
        let index = Int((x - bounds.minX) / (bounds.width / CGFloat(wheels.count)))
        return wheels[min(max(index, 0), wheels.count - 1)]
    }

    // MARK: Turning

    /// Notes the wheel under a touch, which is a tap unless it becomes a drag.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStart = touch.location(in: self)
        touchColumn = column(atX: touchStart.x)
        return touchColumn != nil
    }

    /// A tap (the drag's pan did not begin) on a row above or below the middle turns the wheel to it.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard touch != nil, let wheel = touchColumn else { return }
        touchColumn = nil
        turn(wheel, by: Int(((touchStart.y - bounds.midY) / UIDatePicker.rowHeight).rounded()), with: event)
    }

    /// Forgets the touch: a cancelled tap changes nothing (a drag cancels it when its pan begins).
    open override func cancelTracking(with event: UIEvent?) {
        touchColumn = nil
    }

    /// A drag turns the wheel it started on by one row per ``rowHeight`` points when the finger lifts; a cancelled
    /// drag changes nothing.
    private func wheelPanChanged(_ pan: UIPanGestureRecognizer?) {
        guard let pan else { return }
        switch pan.state {
        case .began:
            let start = pan.location(in: self).x - pan.translation(in: self).x
            panColumn = column(atX: start)
        case .ended:
            guard let wheel = panColumn else { return }
            panColumn = nil
            turn(wheel, by: Int((-pan.translation(in: self).y / UIDatePicker.rowHeight).rounded()), with: nil)
        case .cancelled, .failed:
            panColumn = nil
        default:
            break
        }
    }

    /// Turns `wheel` by `rows` (positive: later rows) and sends `.valueChanged` when the value changed.
    private func turn(_ wheel: DatePickerColumn, by rows: Int, with event: UIEvent?) {
        guard rows != 0 else { return }
        if datePickerMode == .countDownTimer {
            guard let turned = wheel.turn(countdown: storedDuration, by: rows, minuteInterval: storedInterval) else {
                return
            }
            // A countdown cannot be zero: it snaps to one step of the minute wheel, as in UIKit.
            let duration = turned == 0 ? TimeInterval(storedInterval * 60) : turned
            guard duration != storedDuration else { return }
            storedDuration = duration
        } else {
            guard let turned = wheel.turn(storedDate, by: rows, minuteInterval: storedInterval, calendar: wheelCalendar)
            else { return }
            let clamped = clamp(turned)
            guard clamped != storedDate else { return }
            storedDate = clamped
        }
        sendActions(for: .valueChanged, with: event)
    }

    /// The picker's own pan turns the wheels only while the picker is enabled (CT-7).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ObjectIdentifier(gestureRecognizer) == wheelPan { return isEnabled }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func clamp(_ date: Date) -> Date {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        if let minimumDate, date < minimumDate { return minimumDate }
        if let maximumDate, date > maximumDate { return maximumDate }
        return date
    }

    /// A drag on the wheels turns them instead of panning an ancestor (a scroll view around the picker), and a tap
    /// on a row beats an ancestor's single tap, as UIKit's wheels (scroll views themselves) do (GR-25). Only while
    /// enabled, as for every control.
    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool {
        isSingleTap(recognizer) || recognizer is UIPanGestureRecognizer
    }
}

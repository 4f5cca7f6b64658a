// UIDatePicker (spec CT-6, CT-7, CT-8, GR-25): vertical drags on a wheel turn it a row per 32 points, a tap on a row
// above or below the middle selects it; the month, day, hour and minute wheels go round without carrying; the
// date is clamped to the range; each user change sends one .valueChanged, and code sends nothing.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Date picker (CT-8)")
struct DatePickerTests {
    private typealias Fixtures = ControlFixtures

    /// 300 points wide: three wheels of 100 points, or four of 75.
    private let frame = CGRect(x: 50, y: 100, width: 300, height: 216)

    private static let utc = TimeZone(identifier: "UTC")!

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }

    /// A date in UTC.
    private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 41) -> Date {
        DatePickerTests.calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A US-English picker in UTC showing `date`, whose `.valueChanged` appends the date to the result.
    private func picker(
        _ stage: Fixtures.Stage, mode: UIDatePicker.Mode, date: Date, locale: String = "en_US"
    ) -> (UIDatePicker, () -> [Date]) {
        let picker = stage.add(UIDatePicker(frame: frame))
        picker.datePickerMode = mode
        picker.locale = Locale(identifier: locale)
        picker.calendar = DatePickerTests.calendar
        picker.timeZone = DatePickerTests.utc
        picker.date = date
        var readings: [Date] = []
        picker.addAction(UIAction { [unowned picker] _ in readings.append(picker.date) }, for: .valueChanged)
        return (picker, { readings })
    }

    /// Drags wheel `column` of `count` vertically by `rows` rows (positive: upwards, later values).
    private func turn(
        _ picker: UIDatePicker, column: Int, of count: Int, rows: CGFloat, _ stage: Fixtures.Stage
    ) throws {
        let x = (CGFloat(column) + 0.5) * picker.bounds.width / CGFloat(count)
        let y = picker.bounds.midY
        stage.sim.advance(by: 1)
        try stage.sim.drag(
            from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: y - rows * UIDatePicker.rowHeight), in: picker)
    }

    @Test("CT-8: dragging the month wheel up two rows moves two months on and sends one .valueChanged")
    func monthWheel() throws {
        let stage = Fixtures.Stage()
        let (picker, readings) = picker(stage, mode: .date, date: day(2024, 3, 15))

        try turn(picker, column: 0, of: 3, rows: 2, stage)
        #expect(picker.date == day(2024, 5, 15))
        #expect(readings() == [day(2024, 5, 15)])
    }

    @Test("CT-8: the month and day wheels go round without changing the next wheel; days clamp to the month")
    func wheelsGoRound() throws {
        let stage = Fixtures.Stage()
        let (picker, readings) = picker(stage, mode: .date, date: day(2024, 1, 1))

        try turn(picker, column: 1, of: 3, rows: -1, stage)
        #expect(picker.date == day(2024, 1, 31), "day 1 back one row is day 31 of the same month")
        try turn(picker, column: 0, of: 3, rows: 1, stage)
        #expect(picker.date == day(2024, 2, 29), "31 January to February is its last day")
        try turn(picker, column: 0, of: 3, rows: -2, stage)
        #expect(picker.date == day(2024, 12, 29), "January back one month is December of the same year")
        try turn(picker, column: 2, of: 3, rows: 1, stage)
        #expect(picker.date == day(2025, 12, 29))
        #expect(readings().count == 4)
    }

    @Test("CT-8: a tap on a row below the middle selects it; a tap on the middle row changes nothing")
    func tapSelectsARow() throws {
        let stage = Fixtures.Stage()
        let (picker, readings) = picker(stage, mode: .date, date: day(2024, 3, 15))

        try stage.sim.tap(at: CGPoint(x: 150, y: 108 + 64), in: picker)
        #expect(picker.date == day(2024, 3, 17))
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 150, y: 108), in: picker)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 150, y: 108 - 32), in: picker)
        #expect(picker.date == day(2024, 3, 16))
        #expect(readings().count == 2)
    }

    @Test("CT-8: time wheels in a 12-hour locale: minutes step by minuteInterval and go round; AM/PM switches")
    func twelveHourTime() throws {
        let stage = Fixtures.Stage()
        let (picker, readings) = picker(stage, mode: .time, date: day(2024, 3, 15, 10, 7))
        picker.minuteInterval = 15
        #expect(picker.columns.count == 3)

        try turn(picker, column: 1, of: 3, rows: 1, stage)
        #expect(picker.date == day(2024, 3, 15, 10, 15))
        try turn(picker, column: 1, of: 3, rows: 3, stage)
        #expect(picker.date == day(2024, 3, 15, 10, 0), "the minute wheel goes round without changing the hour")
        try turn(picker, column: 0, of: 3, rows: 3, stage)
        #expect(picker.date == day(2024, 3, 15, 1, 0), "10 AM up three hours is 1 AM: the half day stays")
        try turn(picker, column: 2, of: 3, rows: 1, stage)
        #expect(picker.date == day(2024, 3, 15, 13, 0))
        try turn(picker, column: 2, of: 3, rows: 1, stage)
        #expect(readings().count == 4, "PM is the last row: turning further changes nothing")
    }

    @Test("CT-8: a 24-hour locale has two time wheels, and the hour goes round without changing the day")
    func twentyFourHourTime() throws {
        let stage = Fixtures.Stage()
        let (picker, _) = picker(stage, mode: .time, date: day(2024, 3, 15, 23, 30), locale: "de_DE")
        #expect(picker.columns.count == 2)

        try turn(picker, column: 0, of: 2, rows: 2, stage)
        #expect(picker.date == day(2024, 3, 15, 1, 30))
    }

    @Test("CT-8: in date-and-time mode the day wheel lists consecutive days, so it carries into the month")
    func dateAndTimeDayWheel() throws {
        let stage = Fixtures.Stage()
        let (picker, _) = picker(stage, mode: .dateAndTime, date: day(2024, 1, 31))
        #expect(picker.columns.count == 4)

        try turn(picker, column: 0, of: 4, rows: 1, stage)
        #expect(picker.date == day(2024, 2, 1))
    }

    @Test("CT-8: a turn past maximumDate stops at it; a turn that cannot move sends nothing")
    func clampedToTheRange() throws {
        let stage = Fixtures.Stage()
        let (picker, readings) = picker(stage, mode: .date, date: day(2024, 3, 15))
        picker.maximumDate = day(2024, 4, 1)
        picker.minimumDate = day(2024, 3, 1)

        try turn(picker, column: 0, of: 3, rows: 3, stage)
        #expect(picker.date == day(2024, 4, 1))
        try turn(picker, column: 0, of: 3, rows: 1, stage)
        #expect(readings() == [day(2024, 4, 1)])
        try turn(picker, column: 0, of: 3, rows: -2, stage)
        #expect(picker.date == day(2024, 3, 1))
    }

    @Test("CT-8: setting the date, the range or the minute interval in code clamps and sends nothing")
    func codeChangesSendNothing() {
        let stage = Fixtures.Stage()
        let (picker, readings) = picker(stage, mode: .date, date: day(2024, 3, 15))

        picker.setDate(day(2030, 1, 1), animated: true)
        #expect(picker.date == day(2030, 1, 1))
        picker.maximumDate = day(2025, 1, 1)
        #expect(picker.date == day(2025, 1, 1))
        picker.date = day(2000, 1, 1)
        picker.minimumDate = day(2010, 1, 1)
        #expect(picker.date == day(2010, 1, 1))
        picker.minimumDate = day(2026, 1, 1)
        picker.date = day(2000, 1, 1)
        #expect(picker.date == day(2000, 1, 1), "a minimum after the maximum leaves both unused")
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 20
        #expect(picker.minuteInterval == 20)
        #expect(readings().isEmpty)
        #expect(stage.tracer.entries.isEmpty)
        #expect(picker.datePickerStyle == .wheels)
    }

    @Test("CT-8: a countdown turns by hours and minutes and cannot be turned to zero")
    func countdown() throws {
        let stage = Fixtures.Stage()
        let (picker, readings) = picker(stage, mode: .countDownTimer, date: day(2024, 3, 15))
        picker.countDownDuration = 3600 + 5 * 60 + 20
        #expect(picker.countDownDuration == 3900)

        try turn(picker, column: 1, of: 2, rows: 2, stage)
        #expect(picker.countDownDuration == 3600 + 7 * 60)
        try turn(picker, column: 0, of: 2, rows: -1, stage)
        #expect(picker.countDownDuration == 7 * 60)
        try turn(picker, column: 1, of: 2, rows: -7, stage)
        #expect(picker.countDownDuration == 60, "zero snaps to one minute")
        #expect(readings().count == 3)
        #expect(picker.date == day(2024, 3, 15), "the date does not change")
    }

    @Test("CT-6: a cancelled turn changes nothing")
    func cancelledTurn() throws {
        let stage = Fixtures.Stage()
        let (picker, readings) = picker(stage, mode: .date, date: day(2024, 3, 15))

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 108), in: picker)
        try stage.sim.touchMove(touch, to: CGPoint(x: 50, y: 20), in: picker)
        try stage.sim.touchCancel(touch)
        #expect(picker.date == day(2024, 3, 15))
        #expect(readings().isEmpty)
        #expect(stage.sentEvents(of: picker).last == "touchCancel")
    }

    @Test("CT-7: a disabled picker does not turn")
    func disabled() throws {
        let stage = Fixtures.Stage()
        let (picker, readings) = picker(stage, mode: .date, date: day(2024, 3, 15))
        picker.isEnabled = false

        try turn(picker, column: 0, of: 3, rows: 1, stage)
        #expect(picker.date == day(2024, 3, 15))
        #expect(readings().isEmpty)
        picker.isEnabled = true
        try turn(picker, column: 0, of: 3, rows: 1, stage)
        #expect(readings() == [day(2024, 4, 15)])
    }

    @Test("GR-25: in a scroll view, a vertical drag on the picker turns its wheel and the scroll view stays put")
    func insideAScrollView() throws {
        let stage = Fixtures.Stage()
        let scroll = stage.add(UIScrollView(frame: stage.window.bounds))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        let picker = UIDatePicker(frame: frame)
        picker.datePickerMode = .date
        picker.calendar = DatePickerTests.calendar
        picker.timeZone = DatePickerTests.utc
        picker.date = day(2024, 3, 15)
        scroll.addSubview(picker)

        try turn(picker, column: 0, of: 3, rows: 2, stage)
        #expect(picker.date == day(2024, 5, 15))
        #expect(scroll.contentOffset == .zero)
    }
}

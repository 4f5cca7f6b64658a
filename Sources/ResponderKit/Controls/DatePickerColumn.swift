// One wheel of a date picker and what turning it by some rows does to a date, as UIKit's wheels do: the month, day
// and hour wheels go round without carrying into the next column; the date wheel of date-and-time mode lists
// consecutive days, so it carries; the AM/PM wheel has two rows.
import Foundation

/// A wheel of a `UIDatePicker`.
enum DatePickerColumn: Sendable {
    /// Consecutive days (date-and-time mode).
    case day
    /// The month, going round within the year.
    case month
    /// The day of the month, going round within the month.
    case dayOfMonth
    /// The year.
    case year
    /// The hour: 1 to 12 going round within the half day, or 0 to 23.
    case hour(twelveHour: Bool)
    /// The minute, in steps of the minute interval, going round within the hour.
    case minute
    /// AM or PM.
    case meridiem
    /// The hours of a countdown, 0 to 23.
    case countdownHours
    /// The minutes of a countdown, in steps of the minute interval.
    case countdownMinutes

    /// The wheels of a mode, left to right (US order; locales are not reordered).
    static func columns(for mode: UIDatePicker.Mode, twelveHour: Bool) -> [DatePickerColumn] {
        let time: [DatePickerColumn] = [.hour(twelveHour: twelveHour), .minute] + (twelveHour ? [.meridiem] : [])
        switch mode {
        case .date: return [.month, .dayOfMonth, .year]
        case .time: return time
        case .dateAndTime: return [.day] + time
        case .countDownTimer: return [.countdownHours, .countdownMinutes]
        }
    }

    /// `date` with this wheel turned by `rows` (positive: later rows), or nil when the calendar cannot say.
    func turn(_ date: Date, by rows: Int, minuteInterval: Int, calendar: Calendar) -> Date? {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        guard var year = parts.year, var month = parts.month, var day = parts.day, var hour = parts.hour,
            var minute = parts.minute
        else { return nil }
        switch self {
        case .day:
            return calendar.date(byAdding: .day, value: rows, to: date)
        case .month:
            month = DatePickerColumn.wrap(month - 1 + rows, count: 12) + 1
        case .dayOfMonth:
            let days = DatePickerColumn.days(inYear: year, month: month, calendar: calendar)
            day = DatePickerColumn.wrap(day - 1 + rows, count: days) + 1
        case .year:
            year += rows
        case .hour(let twelveHour):
            hour =
                twelveHour
                ? DatePickerColumn.wrap(hour % 12 + rows, count: 12) + (hour >= 12 ? 12 : 0)
                : DatePickerColumn.wrap(hour + rows, count: 24)
        case .minute:
            let count = 60 / minuteInterval
            minute = DatePickerColumn.wrap(minute / minuteInterval + rows, count: count) * minuteInterval
        case .meridiem:
            if rows > 0 && hour < 12 { hour += 12 }
            if rows < 0 && hour >= 12 { hour -= 12 }
        case .countdownHours, .countdownMinutes:
            return date
        }
        // A day the new month or year does not have becomes its last day (31 March to February: 28 or 29).
        day = min(day, DatePickerColumn.days(inYear: year, month: month, calendar: calendar))
        var changed = parts
        changed.year = year
        changed.month = month
        changed.day = day
        changed.hour = hour
        changed.minute = minute
        return calendar.date(from: changed)
    }

    /// A countdown of `duration` seconds with this wheel turned by `rows`; nil for wheels of dates.
    func turn(countdown duration: TimeInterval, by rows: Int, minuteInterval: Int) -> TimeInterval? {
        let totalMinutes = Int(duration / 60)
        var hours = totalMinutes / 60
        var minutes = totalMinutes % 60
        switch self {
        case .countdownHours:
            hours = DatePickerColumn.wrap(hours + rows, count: 24)
        case .countdownMinutes:
            minutes =
                DatePickerColumn.wrap(minutes / minuteInterval + rows, count: 60 / minuteInterval) * minuteInterval
        default:
            return nil
        }
        return TimeInterval((hours * 60 + minutes) * 60)
    }

    /// `value` moved into 0 ..< count, going round.
    static func wrap(_ value: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let remainder = value % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// The number of days of a month.
    static func days(inYear year: Int, month: Int, calendar: Calendar) -> Int {
        let first = DateComponents(year: year, month: month, day: 1)
        guard let date = calendar.date(from: first), let range = calendar.range(of: .day, in: .month, for: date)
        else { return 31 }
        return range.count
    }
}

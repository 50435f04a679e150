/// A moment in UTC as calendar fields and back, for printing a Date and for ISO 8601 text.
/// Foundation uses the proleptic Gregorian calendar in UTC for both, with no leap seconds.
public struct CivilTime: Equatable {
    public var year, month, day, hour, minute, second: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
    }

    /// The fields of a whole number of seconds since 1970 (Howard Hinnant's civil_from_days).
    public init(secondsSince1970 whole: Int) {
        var days = whole / 86_400, rest = whole % 86_400
        if rest < 0 { rest += 86_400; days -= 1 }
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shifted + 2) / 5 + 1
        month = shifted < 10 ? shifted + 3 : shifted - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        (hour, minute, second) = (rest / 3600, rest / 60 % 60, rest % 60)
    }

    /// Seconds since 1970 (Howard Hinnant's days_from_civil).
    public var secondsSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `2024-01-02 03:04:05 +0000`, as `print(date)` shows it.
    public var printed: String {
        "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2)) "
            + "\(Self.padded(hour, 2)):\(Self.padded(minute, 2)):\(Self.padded(second, 2)) +0000"
    }

    /// `2024-01-02T03:04:05Z`, as JSONEncoder's `.iso8601` writes it.
    public var iso8601: String {
        "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))T"
            + "\(Self.padded(hour, 2)):\(Self.padded(minute, 2)):\(Self.padded(second, 2))Z"
    }
}

/// JSONDecoder's `.iso8601` reading: `2024-01-02T03:04:05Z`, with optional fractional seconds
/// and a `Z`, `+01:00` or `+0100` zone, as swift-foundation's parser accepts them. Anything
/// else is not a date (the decoder then says "Expected date string to be ISO8601-formatted.").
/// Like Foundation's, it is lenient with fields that overflow: `02-30` is March 1st and
/// `24:00:00` the next day's midnight.
public enum ISO8601Reading {
    /// Seconds since 1970, or nil when `text` is not such a date.
    public static func secondsSince1970(_ text: String) -> Double? {
        var characters = Substring(text)
        func number(_ width: Int, then separator: Character?) -> Int? {
            let digits = characters.prefix(width)
            guard digits.count == width, digits.allSatisfy(\.isASCII), let value = Int(digits) else { return nil }
            characters = characters.dropFirst(width)
            if let separator {
                guard characters.first == separator else { return nil }
                characters = characters.dropFirst()
            }
            return value
        }
        guard let year = number(4, then: "-"), let month = number(2, then: "-"), let day = number(2, then: "T"),
            let hour = number(2, then: ":"), let minute = number(2, then: ":"), let second = number(2, then: nil),
            (1...12).contains(month), (1...31).contains(day), hour <= 24, minute < 60, second < 60
        else { return nil }
        var fraction = 0.0
        if characters.first == "." {
            let digits = characters.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let value = Double("0." + digits) else { return nil }
            fraction = value
            characters = characters.dropFirst(1 + digits.count)
        }
        var offset = 0
        if characters == "Z" {
            characters = ""
        } else if let sign = characters.first, sign == "+" || sign == "-" {
            characters = characters.dropFirst()
            guard let hours = number(2, then: nil) else { return nil }
            if characters.first == ":" { characters = characters.dropFirst() }
            guard let minutes = number(2, then: nil), hours < 24, minutes < 60 else { return nil }
            offset = (sign == "+" ? 1 : -1) * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard characters.isEmpty else { return nil }
        let civil = CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return Double(civil.secondsSince1970 - offset) + fraction
    }
}

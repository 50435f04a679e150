import BindscopeLanguage
import BindscopeRuntime

/// `price.formatted()`, `share.formatted(.percent)`, `total.formatted(.currency(code: "EUR"))`,
/// `x.formatted(.number.precision(.fractionLength(2)))`: Foundation's FormatStyles for Int and
/// Double as ICU applies them in this machine's locale (en_001): `,` groups thousands; a Double
/// is rounded half-even from its shortest decimal form, to 6 fraction digits unless a precision
/// or a currency says otherwise, trailing zeros dropped; `.percent` scales a Double by 100 (an
/// Int it does not).
extension BuiltinMembers {
    public static func formatting(integer: Bool) -> [BuiltinMember] {
        [
            .method("formatted()", "() -> String") { use in
                formatted(use, style: .constant(NumberStyle()), integer: integer)
            },
            .method("formatted(_:)", "(FormatStyle) -> String") { use in
                formatted(use, style: try NumberStyle.parse(use.arguments[0].value, use.checker), integer: integer)
            },
        ]
    }

    private static func formatted(_ use: MemberUse, style: NumberStyle.Evaluated, integer: Bool) -> Checked {
        let evaluate = use.evaluate
        return Checked(.string) { execution in
            let value = try evaluate(execution)
            let resolved = try style.resolve(execution)
            return .string(integer ? resolved.format(integer: value.asInt) : resolved.format(double: value.asDouble))
        }
    }
}

public struct NumberStyle {
    public enum Kind {
        case number, percent
        case currency(symbol: String, digits: Int)
    }

    public var kind: Kind = .number
    /// `.precision(.fractionLength(n))`: exactly n fraction digits; `.fractionLength(0...2)`:
    /// at least the lower bound, rounded to the upper.
    public var fractionLength: ClosedRange<Int>?
    public var grouping: Bool = true

    /// A style whose fraction length may come from an expression.
    public enum Evaluated {
        case constant(NumberStyle)
        case withFractionLength(NumberStyle, Evaluator)

        public func resolve(_ execution: Execution) throws -> NumberStyle {
            switch self {
            case .constant(let style): return style
            case .withFractionLength(var style, let length):
                let bounds: ClosedRange<Int>
                switch try length(execution) {
                case .int(let digits): bounds = digits...max(digits, 0)
                case .range(let lower, let upper, let closed):
                    guard closed || lower < upper else { throw RuntimeError.fatal("Range requires lowerBound <= upperBound") }
                    bounds = lower...(closed ? upper : upper - 1)
                default: preconditionFailure("checked as Int or a range of Int")
                }
                guard bounds.lowerBound >= 0 else { throw RuntimeError.fatal("fractionLength must not be negative") }
                style.fractionLength = bounds
                return style
            }
        }
    }

    /// Reads the style expression: `.number`, `.percent`, `.currency(code: "…")`, each
    /// optionally followed by `.precision(.fractionLength(n))` and `.grouping(.never)`.
    public static func parse(_ expression: Expression, _ checker: any LibraryChecking) throws -> Evaluated {
        func unsupported() -> Diagnostic {
            Diagnostic(
                "this format style is not supported in a session; use .number, .percent or .currency(code:), with .precision(.fractionLength(n)) or .grouping(.never)",
                at: expression.location)
        }
        var style = NumberStyle()
        var length: Evaluator?
        var node = expression
        var modifiers: [(String, [Argument])] = []
        while true {
            if case .call(let callee, let arguments) = node.kind, case .member(let base, let name, _) = callee.kind {
                modifiers.append((name, arguments))
                node = base
            } else if case .member(let base, let name, _) = node.kind {
                modifiers.append((name, []))
                node = base
            } else {
                break
            }
        }
        switch node.kind {
        case .implicitMember("number"): style.kind = .number
        case .implicitMember("percent"): style.kind = .percent
        case .call(let callee, let arguments):
            guard case .implicitMember("currency") = callee.kind, arguments.count == 1, arguments[0].label == "code",
                case .stringLiteral(let segments) = arguments[0].value.kind, segments.count == 1,
                case .text(let code) = segments[0]
            else { throw unsupported() }
            guard let currency = currencies[code] else {
                throw Diagnostic("currency code '\(code)' is not supported in a session (USD, EUR, GBP, JPY are)", at: arguments[0].value.location)
            }
            style.kind = .currency(symbol: currency.symbol, digits: currency.digits)
        default:
            throw unsupported()
        }
        for (name, arguments) in modifiers.reversed() {
            switch name {
            case "precision":
                guard arguments.count == 1, arguments[0].label == nil, case .call(let inner, let lengthArguments) = arguments[0].value.kind,
                    case .implicitMember("fractionLength") = inner.kind, lengthArguments.count == 1
                else { throw unsupported() }
                let digits = try checker.checkValue(lengthArguments[0].value, expecting: .int)
                guard digits.type == .int || digits.type == .range(.int, closed: true) || digits.type == .range(.int, closed: false) else {
                    throw Diagnostic(
                        "cannot convert value of type '\(digits.type.displayName)' to expected argument type 'Int'",
                        at: lengthArguments[0].value.location)
                }
                length = digits.evaluate
            case "grouping":
                guard arguments.count == 1, case .implicitMember(let option) = arguments[0].value.kind,
                    option == "never" || option == "automatic"
                else { throw unsupported() }
                style.grouping = option == "automatic"
            default:
                throw unsupported()
            }
        }
        if let length { return .withFractionLength(style, length) }
        return .constant(style)
    }

    public static let currencies: [String: (symbol: String, digits: Int)] = [
        "USD": ("US$", 2), "EUR": ("€", 2), "GBP": ("£", 2), "JPY": ("JP¥", 0),
    ]

    public func format(integer value: Int) -> String {
        let digits = String(value.magnitude)
        return compose(negative: value < 0, integer: digits, fraction: "", minimumFraction: minimumFraction)
    }

    public func format(double value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        var (digits, exponent) = NumberStyle.shortestDecimal(value.magnitude)
        if case .percent = kind { exponent += 2 }
        // digits × 10^(exponent - digits.count): split into integer and fraction digits.
        let pointAt = exponent
        var integer: String, fraction: String
        if pointAt <= 0 {
            integer = "0"
            fraction = String(repeating: "0", count: -pointAt) + digits
        } else if pointAt >= digits.count {
            integer = digits + String(repeating: "0", count: pointAt - digits.count)
            fraction = ""
        } else {
            integer = String(digits.prefix(pointAt))
            fraction = String(digits.dropFirst(pointAt))
        }
        (integer, fraction) = NumberStyle.roundHalfEven(integer, fraction, to: maximumFraction)
        while integer.count > 1, integer.first == "0" { integer.removeFirst() }
        return compose(negative: value.sign == .minus, integer: integer, fraction: fraction, minimumFraction: minimumFraction)
    }

    private var maximumFraction: Int {
        if let fractionLength { return fractionLength.upperBound }
        if case .currency(_, let digits) = kind { return digits }
        return 6
    }

    private var minimumFraction: Int {
        if let fractionLength { return fractionLength.lowerBound }
        if case .currency(_, let digits) = kind { return digits }
        return 0
    }

    private func compose(negative: Bool, integer: String, fraction: String, minimumFraction: Int) -> String {
        var fraction = fraction
        while fraction.count > minimumFraction, fraction.last == "0" { fraction.removeLast() }
        while fraction.count < minimumFraction { fraction += "0" }
        var grouped = integer
        if grouping {
            var parts: [Substring] = []
            var rest = Substring(integer)
            while rest.count > 3 {
                parts.insert(rest.suffix(3), at: 0)
                rest = rest.dropLast(3)
            }
            parts.insert(rest, at: 0)
            grouped = parts.joined(separator: ",")
        }
        var text = grouped + (fraction.isEmpty ? "" : "." + fraction)
        switch kind {
        case .number: break
        case .percent: text += "%"
        case .currency(let symbol, _): text = symbol + text
        }
        return (negative ? "-" : "") + text
    }

    /// The shortest decimal digits that read back as `value` (what `description` prints),
    /// without leading zeros, and the position of the decimal point among them.
    public static func shortestDecimal(_ value: Double) -> (digits: String, pointAt: Int) {
        let text = value.description
        var mantissa = Substring(text), exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0]), fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        var pointAt = whole.count + exponent
        while digits.count > 1, digits.first == "0" {
            digits.removeFirst()
            pointAt -= 1
        }
        if digits == "0" { pointAt = 1 }
        return (digits, pointAt)
    }

    /// Rounds `integer.fraction` to `places` fraction digits, ties to even.
    public static func roundHalfEven(_ integer: String, _ fraction: String, to places: Int) -> (String, String) {
        guard fraction.count > places else { return (integer, fraction) }
        var kept = Array(integer + fraction.prefix(places))
        let dropped = Array(fraction.dropFirst(places))
        let first = dropped[0], restNonZero = dropped.dropFirst().contains { $0 != "0" }
        let lastKeptOdd = kept.last.map { Int(String($0))! % 2 == 1 } ?? false
        let roundUp = first > "5" || (first == "5" && (restNonZero || lastKeptOdd))
        if roundUp {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] == "9" {
                    kept[index] = "0"
                    index -= 1
                } else {
                    kept[index] = Character(String(Int(String(kept[index]))! + 1))
                    break
                }
            }
            if index < 0 { kept.insert("1", at: 0) }
        }
        let integerCount = kept.count - places
        return (String(kept.prefix(integerCount)), String(kept.suffix(places)))
    }
}

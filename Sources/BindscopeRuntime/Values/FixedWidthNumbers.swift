/// The sized integer types: `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`. (`Int` keeps its own
/// representation, `Value.int`, for speed.)
public enum IntegerWidth: String, CaseIterable, Hashable {
    case int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

    public var arithmetic: IntegerArithmetic {
        switch self {
        case .int8: IntegerArithmetic.int8
        case .int16: IntegerArithmetic.int16
        case .int32: IntegerArithmetic.int32
        case .int64: IntegerArithmetic.int64
        case .uint: IntegerArithmetic.uint
        case .uint8: IntegerArithmetic.uint8
        case .uint16: IntegerArithmetic.uint16
        case .uint32: IntegerArithmetic.uint32
        case .uint64: IntegerArithmetic.uint64
        }
    }
}

/// A value of a sized integer type: its width and its bits, sign-extended to 64.
public struct SizedInteger: Hashable {
    public let width: IntegerWidth
    public let bits: UInt64

    public init(width: IntegerWidth, bits: UInt64) {
        self.width = width
        self.bits = bits
    }
}

/// What Swift does with the values of one sized integer type, on their 64-bit patterns: the
/// table is built once per type from Swift's own generic integer operations, so traps,
/// wrapping and printing are exactly Swift's.
public struct IntegerArithmetic: Sendable {
    /// `+ - * / %`, trapping as Swift traps; `&+ &- &* & | ^ << >>`.
    public let binary: @Sendable (String, UInt64, UInt64) throws -> UInt64
    /// `<< >> &<< &>>` by an amount of another integer type, given as an Int (Swift's shifts
    /// take any `BinaryInteger` amount).
    public let shift: @Sendable (String, UInt64, Int) -> UInt64
    public let negate: @Sendable (UInt64) throws -> UInt64
    public let invert: @Sendable (UInt64) -> UInt64
    public let less: @Sendable (UInt64, UInt64) -> Bool
    public let text: @Sendable (UInt64) -> String
    /// `nonzeroBitCount`, `leadingZeroBitCount`, `trailingZeroBitCount`.
    public let bitCounts: @Sendable (UInt64) -> (nonzero: Int, leading: Int, trailing: Int)
    /// `addingReportingOverflow(_:)` and its siblings, by operator (`+ - * / %`).
    public let reporting: @Sendable (String, UInt64, UInt64) -> (partialValue: UInt64, overflow: Bool)
    /// `String(value, radix:uppercase:)`, the radix already checked to be 2...36.
    public let radixText: @Sendable (UInt64, Int, Bool) -> String
    /// The value as an exact Int, when it fits.
    public let toInt: @Sendable (UInt64) -> Int?
    public let toDouble: @Sendable (UInt64) -> Double
    /// An integer (as an Int, or as a UInt64's bits for the unsigned 64-bit source) exactly, or nil.
    public let fromInt: @Sendable (Int) -> UInt64?
    public let fromUInt64: @Sendable (UInt64) -> UInt64?
    public let truncating: @Sendable (Int) -> UInt64
    /// A Double rounded toward zero, or why not: "greater than …max", "less than …min", or non-finite.
    public let fromDouble: @Sendable (Double) -> Result<UInt64, RuntimeError>
    public let max: UInt64
    public let min: UInt64
    public let isSigned: Bool

    public static let int8 = make(Int8.self), int16 = make(Int16.self), int32 = make(Int32.self), int64 = make(Int64.self)
    public static let uint = make(UInt.self), uint8 = make(UInt8.self), uint16 = make(UInt16.self)
    public static let uint32 = make(UInt32.self), uint64 = make(UInt64.self)

    /// Swift's reporting arithmetic, which never traps (`x.dividedReportingOverflow(by: 0)` is
    /// `(x, true)`).
    public static func reporting<T: FixedWidthInteger>(_ op: String, _ x: T, _ y: T) -> (T, Bool) {
        switch op {
        case "+": x.addingReportingOverflow(y)
        case "-": x.subtractingReportingOverflow(y)
        case "*": x.multipliedReportingOverflow(by: y)
        case "/": x.dividedReportingOverflow(by: y)
        default: x.remainderReportingOverflow(dividingBy: y)
        }
    }

    public static func make<T: FixedWidthInteger & Sendable>(_: T.Type) -> IntegerArithmetic {
        @Sendable func value(_ bits: UInt64) -> T { T(truncatingIfNeeded: bits) }
        @Sendable func bits(_ value: T) -> UInt64 { UInt64(truncatingIfNeeded: value) }
        @Sendable func checked(_ result: (partialValue: T, overflow: Bool), _ trap: RuntimeError) throws -> UInt64 {
            guard !result.overflow else { throw trap }
            return bits(result.partialValue)
        }
        let name = String(describing: T.self)
        return IntegerArithmetic(
            binary: { op, a, b in
                let x = value(a), y = value(b)
                switch op {
                case "+": return try checked(x.addingReportingOverflow(y), .arithmeticOverflow)
                case "-": return try checked(x.subtractingReportingOverflow(y), .arithmeticOverflow)
                case "*": return try checked(x.multipliedReportingOverflow(by: y), .arithmeticOverflow)
                case "/": return bits(try IntegerDivision.quotient(x, y))
                case "%": return bits(try IntegerDivision.remainder(x, y))
                case "&+": return bits(x &+ y)
                case "&-": return bits(x &- y)
                case "&*": return bits(x &* y)
                case "&": return bits(x & y)
                case "|": return bits(x | y)
                case "^": return bits(x ^ y)
                case "<<": return bits(x << y)
                case "&<<": return bits(x &<< y)
                case "&>>": return bits(x &>> y)
                default: return bits(x >> y)
                }
            },
            shift: { op, a, amount in
                let x = value(a)
                switch op {
                case "<<": return bits(x << amount)
                case "&<<": return bits(x &<< amount)
                case "&>>": return bits(x &>> amount)
                default: return bits(x >> amount)
                }
            },
            negate: { a in try checked(T.zero.subtractingReportingOverflow(value(a)), .arithmeticOverflow) },
            invert: { bits(~value($0)) },
            less: { value($0) < value($1) },
            text: { String(value($0)) },
            bitCounts: { let x = value($0); return (x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount) },
            reporting: { op, a, b in
                let (partial, overflow) = IntegerArithmetic.reporting(op, value(a), value(b))
                return (bits(partial), overflow)
            },
            radixText: { String(value($0), radix: $1, uppercase: $2) },
            toInt: { Int(exactly: value($0)) },
            toDouble: { Double(value($0)) },
            fromInt: { T(exactly: $0).map(bits) },
            fromUInt64: { T(exactly: $0).map(bits) },
            truncating: { bits(T(truncatingIfNeeded: $0)) },
            fromDouble: { number in
                guard number.isFinite else {
                    return .failure(.fatal("Double value cannot be converted to \(name) because it is either infinite or NaN"))
                }
                guard let converted = T(exactly: number.rounded(.towardZero)) else {
                    return .failure(.fatal(
                        "Double value cannot be converted to \(name) because the result would be \(number < 0 ? "less than \(name).min" : "greater than \(name).max")"))
                }
                return .success(bits(converted))
            },
            max: bits(T.max), min: bits(T.min), isSigned: T.isSigned)
    }

    public init(binary: @escaping @Sendable (String, UInt64, UInt64) throws -> UInt64, shift: @escaping @Sendable (String, UInt64, Int) -> UInt64, negate: @escaping @Sendable (UInt64) throws -> UInt64, invert: @escaping @Sendable (UInt64) -> UInt64, less: @escaping @Sendable (UInt64, UInt64) -> Bool, text: @escaping @Sendable (UInt64) -> String, bitCounts: @escaping @Sendable (UInt64) -> (nonzero: Int, leading: Int, trailing: Int), reporting: @escaping @Sendable (String, UInt64, UInt64) -> (partialValue: UInt64, overflow: Bool), radixText: @escaping @Sendable (UInt64, Int, Bool) -> String, toInt: @escaping @Sendable (UInt64) -> Int?, toDouble: @escaping @Sendable (UInt64) -> Double, fromInt: @escaping @Sendable (Int) -> UInt64?, fromUInt64: @escaping @Sendable (UInt64) -> UInt64?, truncating: @escaping @Sendable (Int) -> UInt64, fromDouble: @escaping @Sendable (Double) -> Result<UInt64, RuntimeError>, max: UInt64, min: UInt64, isSigned: Bool) {
        self.binary = binary
        self.shift = shift
        self.negate = negate
        self.invert = invert
        self.less = less
        self.text = text
        self.bitCounts = bitCounts
        self.reporting = reporting
        self.radixText = radixText
        self.toInt = toInt
        self.toDouble = toDouble
        self.fromInt = fromInt
        self.fromUInt64 = fromUInt64
        self.truncating = truncating
        self.fromDouble = fromDouble
        self.max = max
        self.min = min
        self.isSigned = isSigned
    }
}

import BindscopeLanguage
import BindscopeRuntime

/// `UInt8(x)`, `Int(x)`, `Float(x)`, `Double(x)` between Int, Double, Float and the sized
/// integers, trapping where Swift's initializers trap; `T(truncatingIfNeeded:)` and
/// `T(exactly:)` and `T(clamping:)`.
extension Checker {
    /// `T(x)` for a sized integer or Float `T`, and `T(truncatingIfNeeded:)`/`T(exactly:)` for
    /// any numeric `T`; nil for the other initializers (`Int(x)` from a String, `Int(x, radix:)`).
    public func fixedWidthConversion(to target: SessionType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        guard arguments.count == 1, [nil, "truncatingIfNeeded", "exactly", "clamping"].contains(arguments[0].label) else { return nil }
        let label = arguments[0].label
        guard label != nil || target.isFixedWidth else { return nil }
        let isBareLiteral: Bool = switch arguments[0].value.kind {
        case .integerLiteral, .floatLiteral: true
        default: false
        }
        let source = try checkValue(arguments[0].value, expecting: isBareLiteral && label == nil ? target : nil)
        guard source.type.isNumeric else { throw Diagnostic("no exact matches in call to initializer", at: location) }
        return try numericConversion(source, to: target, label: label, at: location)
    }

    /// A checked numeric value as another numeric type (`label`: `truncatingIfNeeded`, `exactly` or nil).
    public func numericConversion(_ source: Checked, to target: SessionType, label: String?, at location: SourceLocation) throws -> Checked {
        let evaluate = source.evaluate, sourceType = source.type
        switch label {
        case "truncatingIfNeeded":
            guard target == .int || target.isFixedWidthInteger, sourceType == .int || sourceType.isFixedWidthInteger else {
                throw Diagnostic("no exact matches in call to initializer", at: location)
            }
            return Checked(target) { execution in
                let bits = Int(truncatingIfNeeded: try Checker.integerBits(of: evaluate(execution)))
                guard case .sizedInteger(let width) = target else { return .int(bits) }
                return .sized(SizedInteger(width: width, bits: width.arithmetic.truncating(bits)))
            }
        case "clamping":
            guard target == .int || target.isFixedWidthInteger, sourceType == .int || sourceType.isFixedWidthInteger else {
                throw Diagnostic("no exact matches in call to initializer", at: location)
            }
            return Checked(target) { execution in try Checker.clamp(try evaluate(execution), to: target) }
        case "exactly":
            return Checked(.optional(target)) { execution in
                .optional(try? Checker.convert(try evaluate(execution), from: sourceType, to: target, exactly: true))
            }
        default:
            return Checked(target) { execution in
                do {
                    return try Checker.convert(try evaluate(execution), from: sourceType, to: target, exactly: false)
                } catch let error as RuntimeError {
                    throw error.located(at: location)
                }
            }
        }
    }

    /// `T(clamping: value)`: the integer itself when `T` holds it, else `T`'s nearer bound.
    public static func clamp(_ value: Value, to target: SessionType) throws -> Value {
        // The source exactly: as an Int, or as a UInt64 past Int.max.
        var integer = 0, large: UInt64?
        switch value {
        case .int(let number): integer = number
        case .sized(let number):
            if let exact = number.width.arithmetic.toInt(number.bits) { integer = exact } else { large = number.bits }
        default: preconditionFailure("checked as an integer")
        }
        guard case .sizedInteger(let width) = target else { return .int(large == nil ? integer : Int.max) }
        let arithmetic = width.arithmetic
        let fitted = large.map { arithmetic.fromUInt64($0) } ?? arithmetic.fromInt(integer)
        let bits = fitted ?? (large == nil && integer < 0 ? arithmetic.min : arithmetic.max)
        return .sized(SizedInteger(width: width, bits: bits))
    }

    /// An integer value's 64-bit pattern (sign-extended).
    public static func integerBits(of value: Value) throws -> UInt64 {
        switch value {
        case .int(let number): UInt64(bitPattern: Int64(number))
        case .sized(let number): number.bits
        default: preconditionFailure("checked as an integer")
        }
    }

    /// One numeric value as another type. `exactly`: a Double with a fraction fails too.
    public static func convert(_ value: Value, from source: SessionType, to target: SessionType, exactly: Bool) throws -> Value {
        let notEnoughBits = RuntimeError.fatal("Not enough bits to represent the passed value")
        // The source as an Int, as a UInt64 too large for Int, or as a Double.
        var integer: Int?, large: UInt64?, floating: Double?
        switch value {
        case .int(let number): integer = number
        case .sized(let number):
            if let exact = number.width.arithmetic.toInt(number.bits) { integer = exact } else { large = number.bits }
        case .double(let number): floating = number
        case .float(let number): floating = Double(number)
        default: preconditionFailure("checked as a number")
        }
        if exactly, let floating, floating.rounded(.towardZero) != floating, target != .double, target != .float {
            throw notEnoughBits
        }
        switch target {
        case .int:
            if let integer { return .int(integer) }
            if large != nil { throw notEnoughBits }
            let number = floating!
            guard number.isFinite else {
                throw RuntimeError.fatal("\(source.displayName) value cannot be converted to Int because it is either infinite or NaN")
            }
            guard let converted = Int(exactly: number.rounded(.towardZero)) else {
                throw RuntimeError.fatal(
                    "\(source.displayName) value cannot be converted to Int because the result would be \(number < 0 ? "less than Int.min" : "greater than Int.max")")
            }
            return .int(converted)
        case .sizedInteger(let width):
            let arithmetic = width.arithmetic
            if let integer {
                guard let bits = arithmetic.fromInt(integer) else {
                    // Swift's checks in `init(_:)` from another integer, in their order.
                    if integer < 0 && !arithmetic.isSigned { throw RuntimeError.fatal("Negative value is not representable") }
                    if integer < 0 { throw RuntimeError.fatal("Not enough bits to represent a signed value") }
                    throw notEnoughBits
                }
                return .sized(SizedInteger(width: width, bits: bits))
            }
            if let large {
                guard let bits = arithmetic.fromUInt64(large) else { throw notEnoughBits }
                return .sized(SizedInteger(width: width, bits: bits))
            }
            return .sized(SizedInteger(width: width, bits: try arithmetic.fromDouble(floating!).get()))
        case .double:
            return .double(floating ?? integer.map(Double.init) ?? Double(large!))
        case .float:
            return .float(Float(floating ?? integer.map(Double.init) ?? Double(large!)))
        default:
            preconditionFailure("checked as a number")
        }
    }
}

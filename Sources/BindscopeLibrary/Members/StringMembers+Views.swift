import BindscopeLanguage
import BindscopeRuntime

/// A String's `utf8` and `unicodeScalars` views, and `Unicode.Scalar`'s members. A view is a
/// `.view` type whose elements are held as an array (`UInt8`s, `Unicode.Scalar`s), so it has
/// the sequence members every view has (`count`, `first`, `map`…) and `Array(view)`.
extension BuiltinMembers {
    public static let stringViews: [BuiltinMember] = [
        .property("utf8", "String.UTF8View") { use in
            let evaluate = use.evaluate
            return Checked(.view(.utf8, base: .string, element: .sizedInteger(.uint8))) { execution in
                .array(try evaluate(execution).asString.utf8.map { .sized(SizedInteger(width: .uint8, bits: UInt64($0))) })
            }
        },
        .property("utf16", "String.UTF16View") { use in
            let evaluate = use.evaluate
            return Checked(.view(.utf16, base: .string, element: .sizedInteger(.uint16))) { execution in
                .array(try evaluate(execution).asString.utf16.map { .sized(SizedInteger(width: .uint16, bits: UInt64($0))) })
            }
        },
        .property("unicodeScalars", "String.UnicodeScalarView") { use in
            let evaluate = use.evaluate
            return Checked(.view(.unicodeScalars, base: .string, element: .unicodeScalar)) { execution in
                .array(try evaluate(execution).asString.unicodeScalars.map(Value.unicodeScalar))
            }
        },
    ]

    public static let unicodeScalar = MemberTable("Unicode.Scalar", [
        .property("value", "UInt32") { use in
            let evaluate = use.evaluate
            return Checked(.sizedInteger(.uint32)) { execution in
                .sized(SizedInteger(width: .uint32, bits: UInt64(try evaluate(execution).asUnicodeScalar.value)))
            }
        },
        .property("isASCII", "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { .bool(try evaluate($0).asUnicodeScalar.isASCII) }
        },
        .property("description", "String") { use in
            let evaluate = use.evaluate
            return Checked(.string) { .string(String(try evaluate($0).asUnicodeScalar)) }
        },
    ])
}

extension LibraryChecking {
    /// `Unicode.Scalar(65)`: from a code point, nil when it is none (a surrogate, past
    /// 0x10FFFF); from a `UInt8`, always one.
    /// Where the context wants a scalar itself (`Character(UnicodeScalar(65))`), an integer
    /// literal picks the `UInt8` initializer, which cannot fail, as Swift's overloads do.
    public func unicodeScalarInitializer(
        _ arguments: [Argument], expecting expected: SessionType? = nil, at location: SourceLocation
    ) throws -> Checked {
        try expectLabels(arguments, [nil], callee: "Unicode.Scalar", at: location)
        var literalType = SessionType.sizedInteger(.uint32)
        noteLiteralValueUsed(arguments[0].value)
        if case .integerLiteral(let digits) = arguments[0].value.kind, let number = Int(digits.filter { $0 != "_" }),
            (0...255).contains(number), [.unicodeScalar, .character, .string].contains(expected)
        {
            literalType = .sizedInteger(.uint8)
        }
        let source = try checkValue(arguments[0].value, expecting: literalType)
        let evaluate = source.evaluate
        switch source.type {
        case .sizedInteger(.uint8):
            return Checked(.unicodeScalar) { execution in
                guard case .sized(let byte) = try evaluate(execution) else { preconditionFailure() }
                return .unicodeScalar(Unicode.Scalar(UInt8(truncatingIfNeeded: byte.bits)))
            }
        case .sizedInteger(.uint32), .sizedInteger(.uint16), .int:
            return Checked(.optional(.unicodeScalar)) { execution in
                let code: UInt64? = switch try evaluate(execution) {
                case .sized(let number): number.bits
                case .int(let number): number >= 0 ? UInt64(number) : nil
                default: nil
                }
                return .optional(code.flatMap { UInt32(exactly: $0) }.flatMap(Unicode.Scalar.init).map(Value.unicodeScalar))
            }
        default:
            throw Diagnostic("no exact matches in call to initializer", at: location)
        }
    }
}

extension BuiltinMembers {
    /// `UnicodeScalar(…)` or `Unicode.Scalar(…)` as written.
    public static func isScalarConstruction(_ expression: Expression) -> Bool {
        guard case .call(let callee, _) = expression.kind else { return false }
        switch callee.kind {
        case .identifier("UnicodeScalar"): return true
        case .member(let base, "Scalar", _):
            if case .identifier("Unicode") = base.kind { return true }
            return false
        default: return false
        }
    }

    /// A literal of one scalar where the context expects a `Unicode.Scalar` (`let a: Unicode.Scalar = "a"`).
    public static func unicodeScalarLiteral(_ segments: [StringSegment], expecting expected: SessionType?) -> Checked? {
        guard expected?.unwrappedOnce == .unicodeScalar, segments.count == 1, case .text(let text) = segments[0],
            text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first
        else { return nil }
        return Checked(.unicodeScalar) { _ in .unicodeScalar(scalar) }
    }
}

extension Value {
    public var asUnicodeScalar: Unicode.Scalar {
        if case .unicodeScalar(let value) = self { return value }
        preconditionFailure("checked as Unicode.Scalar, found \(self)")
    }
}

import BindscopeLanguage

/// A String's `utf8` and `unicodeScalars` views, and `Unicode.Scalar`'s members. A view is a
/// `.view` type whose elements are held as an array (`UInt8`s, `Unicode.Scalar`s), so it has
/// the sequence members every view has (`count`, `first`, `map`…) and `Array(view)`.
extension BuiltinMembers {
    static let stringViews: [BuiltinMember] = [
        .property("utf8", "String.UTF8View") { use in
            let evaluate = use.evaluate
            return Checked(.view(.utf8, base: .string, element: .sizedInteger(.uint8))) { execution in
                .array(try evaluate(execution).asString.utf8.map { .sized(SizedInteger(width: .uint8, bits: UInt64($0))) })
            }
        },
        .property("unicodeScalars", "String.UnicodeScalarView") { use in
            let evaluate = use.evaluate
            return Checked(.view(.unicodeScalars, base: .string, element: .unicodeScalar)) { execution in
                .array(try evaluate(execution).asString.unicodeScalars.map(Value.unicodeScalar))
            }
        },
    ]

    static let unicodeScalar = MemberTable("Unicode.Scalar", [
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

extension Checker {
    /// A literal of one scalar where the context expects a `Unicode.Scalar` (`let a: Unicode.Scalar = "a"`).
    static func unicodeScalarLiteral(_ segments: [StringSegment], expecting expected: SessionType?) -> Checked? {
        guard expected?.unwrappedOnce == .unicodeScalar, segments.count == 1, case .text(let text) = segments[0],
            text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first
        else { return nil }
        return Checked(.unicodeScalar) { _ in .unicodeScalar(scalar) }
    }
}

extension Value {
    var asUnicodeScalar: Unicode.Scalar {
        if case .unicodeScalar(let value) = self { return value }
        preconditionFailure("checked as Unicode.Scalar, found \(self)")
    }
}

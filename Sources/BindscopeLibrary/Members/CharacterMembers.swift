import BindscopeLanguage
import BindscopeRuntime

/// `Character`'s members: the classification properties people test in model code.
extension BuiltinMembers {
    public static let character = MemberTable("Character", [
        test("isLetter") { $0.isLetter },
        test("isNumber") { $0.isNumber },
        test("isWholeNumber") { $0.isWholeNumber },
        test("isUppercase") { $0.isUppercase },
        test("isLowercase") { $0.isLowercase },
        test("isCased") { $0.isCased },
        test("isWhitespace") { $0.isWhitespace },
        test("isNewline") { $0.isNewline },
        test("isPunctuation") { $0.isPunctuation },
        test("isSymbol") { $0.isSymbol },
        test("isASCII") { $0.isASCII },
        test("isHexDigit") { $0.isHexDigit },
        number("wholeNumberValue") { $0.wholeNumberValue },
        number("hexDigitValue") { $0.hexDigitValue },
        .property("asciiValue", "UInt8?") { use in
            let evaluate = use.evaluate
            return Checked(.optional(.sizedInteger(.uint8))) { execution in
                .optional(try evaluate(execution).asCharacter.asciiValue.map { .sized(SizedInteger(width: .uint8, bits: UInt64($0))) })
            }
        },
        // Its scalars, as a String's view of them (which prints and iterates the same).
        .property("unicodeScalars", "Character.UnicodeScalarView") { use in
            let evaluate = use.evaluate
            return Checked(.view(.unicodeScalars, base: .string, element: .unicodeScalar)) { execution in
                .array(try evaluate(execution).asCharacter.unicodeScalars.map(Value.unicodeScalar))
            }
        },
        convert("uppercased()") { $0.uppercased() },
        convert("lowercased()") { $0.lowercased() },
        .property("description", "String") { use in
            let evaluate = use.evaluate
            return Checked(.string) { .string(String(try evaluate($0).asCharacter)) }
        },
    ])

    private static func test(_ name: String, _ test: @escaping @Sendable (Character) -> Bool) -> BuiltinMember {
        .property(name, "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { .bool(test(try evaluate($0).asCharacter)) }
        }
    }

    private static func number(_ name: String, _ value: @escaping @Sendable (Character) -> Int?) -> BuiltinMember {
        .property(name, "Int?") { use in
            let evaluate = use.evaluate
            return Checked(.optional(.int)) { .optional(value(try evaluate($0).asCharacter).map(Value.int)) }
        }
    }

    private static func convert(_ selector: String, _ convert: @escaping @Sendable (Character) -> String) -> BuiltinMember {
        .method(selector, "() -> String") { use in
            let evaluate = use.evaluate
            return Checked(.string) { .string(convert(try evaluate($0).asCharacter)) }
        }
    }
}

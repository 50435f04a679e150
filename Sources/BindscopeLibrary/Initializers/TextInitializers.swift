import BindscopeLanguage
import BindscopeRuntime

/// Initializers between text, characters and numbers: `Character("a")`, `String(chars)`,
/// `String(repeating: "ab", count: 2)` with a Character, `String(255, radix: 16)`, `Int("ff", radix: 16)`.
extension LibraryChecking {
    /// The String initializers the library adds; nil for the others (`String(describing:)`…).
    public func textInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        let labels = arguments.map(\.label)
        if labels.first == "format" { return try formatInitializer(arguments, at: location) }
        if labels == [nil, "radix"] || labels == [nil, "radix", "uppercase"] {
            // Any BinaryInteger: an Int, or a sized one (`String(bits, radix: 2)` of a UInt16).
            let checkedNumber = try checkValue(arguments[0].value, expecting: .int)
            let sized: IntegerArithmetic? = if case .sizedInteger(let width) = checkedNumber.type { width.arithmetic } else { nil }
            let number = sized == nil ? try convert(checkedNumber, to: .int, in: .argument, at: arguments[0].location).evaluate : checkedNumber.evaluate
            let radix = try check(arguments[1].value, as: .int, in: .argument).evaluate
            let uppercase = arguments.count > 2 ? try check(arguments[2].value, as: .bool, in: .argument).evaluate : nil
            return Checked(.string) { execution in
                let value = try number(execution), base = try radix(execution).asInt
                guard (2...36).contains(base) else { throw RuntimeError.fatal("Radix must be between 2 and 36") }
                let upper = try uppercase?(execution).asBool ?? false
                if let sized, case .sized(let integer) = value { return .string(sized.radixText(integer.bits, base, upper)) }
                return .string(String(value.asInt, radix: base, uppercase: upper))
            }
        }
        if labels == ["repeating", "count"] {
            let repeated = try checkValue(arguments[0].value, expecting: .string)
            guard repeated.type == .character else { return nil }
            let character = repeated.evaluate
            let count = try check(arguments[1].value, as: .int, in: .argument).evaluate
            return Checked(.string) { execution in
                let times = try count(execution).asInt
                guard times >= 0 else { throw RuntimeError.fatal("Negative count not allowed") }
                return .string(String(repeating: try character(execution).asCharacter, count: times))
            }
        }
        if labels == [nil] {
            // `String(chars)`, `String(text.reversed())`: the characters joined.
            // Expecting characters types a literal a closure returns: `String(s.map { _ in "•" })`.
            let source = try checkValue(arguments[0].value, expecting: .array(.character))
            guard source.type.elementType == .character || source.type == .character, source.type != .string else { return nil }
            // A slice of characters (`s.reversed().prefix(3)`) holds its start beside them.
            let evaluate = BuiltinMembers.viewElements(source).evaluate
            return Checked(.string) { execution in
                let value = try evaluate(execution)
                if case .character(let character) = value { return .string(String(character)) }
                return .string(String(value.asArray.map(\.asCharacter)))
            }
        }
        return nil
    }

    /// `Character("a")`: traps unless the text is exactly one character, as Swift does.
    public func characterInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil], callee: "Character", at: location)
        let source = try checkValue(arguments[0].value, expecting: .character)
        if source.type == .character { return source }
        if source.type == .unicodeScalar {
            let scalar = source.evaluate
            return Checked(.character) { .character(Character(try scalar($0).asUnicodeScalar)) }
        }
        let text = try convert(source, to: .string, in: .argument, at: arguments[0].location).evaluate
        return Checked(.character) { execution in
            let string = try text(execution).asString
            guard string.count == 1, let character = string.first else {
                throw RuntimeError.fatal(
                    string.isEmpty
                        ? "Can't form a Character from an empty String"
                        : "Can't form a Character from a String containing more than one extended grapheme cluster")
            }
            return .character(character)
        }
    }

    /// `Int("ff", radix: 16)`, `UInt32(hex, radix: 16)`: nil unless the whole text is a number
    /// in that base that fits the type.
    public func integerParsing(to type: SessionType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let text = try check(arguments[0].value, as: .string, in: .argument).evaluate
        let radix = try check(arguments[1].value, as: .int, in: .argument).evaluate
        let width: IntegerWidth? = if case .sizedInteger(let width) = type { width } else { nil }
        return Checked(.optional(type)) { execution in
            let base = try radix(execution).asInt
            guard (2...36).contains(base) else { throw RuntimeError.fatal("Radix must be between 2 and 36") }
            let text = try text(execution).asString
            guard let width else { return .optional(Int(text, radix: base).map(Value.int)) }
            // Parsed as the widest type of its signedness, then fitted (see `fixedWidthParsing`).
            let arithmetic = width.arithmetic
            let bits = arithmetic.isSigned
                ? Int64(text, radix: base).flatMap { arithmetic.fromInt(Int($0)) }
                : UInt64(text, radix: base).flatMap(arithmetic.fromUInt64)
            return .optional(bits.map { .sized(SizedInteger(width: width, bits: $0)) })
        }
    }
}

extension LibraryChecking {
    /// `Substring()`, `Substring(text)`: a Substring of a whole String (its indices the
    /// String's), or of a Substring the same piece of the same base, as Swift's.
    public func substringInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if arguments.isEmpty { return Checked(.substring) { _ in .substring(SubstringValue(whole: "")) } }
        guard arguments.count == 1, arguments[0].label == nil else {
            throw Diagnostic("no exact matches in call to initializer", at: location)
        }
        let source = try checkValue(arguments[0].value, expecting: .string)
        switch source.type {
        case .substring:
            return source
        case .string:
            let evaluate = source.evaluate
            return Checked(.substring) { .substring(SubstringValue(whole: try evaluate($0).asString)) }
        default:
            throw Diagnostic("no exact matches in call to initializer", at: location)
        }
    }
}

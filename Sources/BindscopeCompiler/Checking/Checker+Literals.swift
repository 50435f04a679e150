import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    public func integerLiteral(_ text: String, expecting expected: SessionType?, at location: SourceLocation) throws -> Checked {
        // Nearly every literal is a few decimal digits typed as Int (`rows[3]`, `= 42`): read
        // without the string work below, which a script of many short statements feels.
        if expected == nil || expected.map({ if case .int = $0 { true } else { false } }) == true,
            let value = Self.plainDecimal(text)
        {
            if literalRecorder != nil, let slotted = slottedIntegerLiteral(at: location) { return slotted }
            return Checked(.int) { _ in .int(value) }
        }
        let digits = text.utf8.contains(UInt8(ascii: "_")) ? text.filter { $0 != "_" } : text
        let sign = digits.hasPrefix("-") ? "-" : ""
        let magnitude = digits.dropFirst(sign.count)
        let value: Int?
        if magnitude.hasPrefix("0x") { value = Int(sign + magnitude.dropFirst(2), radix: 16) }
        else if magnitude.hasPrefix("0b") { value = Int(sign + magnitude.dropFirst(2), radix: 2) }
        else if magnitude.hasPrefix("0o") { value = Int(sign + magnitude.dropFirst(2), radix: 8) }
        else { value = Int(digits) }
        if expected?.unwrappedOnce == .double || expected == .double {
            let number = value.map(Double.init) ?? Double(digits) ?? .infinity
            return Checked(.double) { _ in .double(number) }
        }
        if expected?.unwrappedOnce == .float {
            let number = value.map(Float.init) ?? Float(digits) ?? .infinity
            return Checked(.float) { _ in .float(number) }
        }
        if case .sizedInteger(let width)? = expected?.unwrappedOnce {
            // An Int literal too large for Int may still fit a UInt64.
            let bits = value.flatMap(width.arithmetic.fromInt)
                ?? (sign.isEmpty ? UInt64(magnitude.hasPrefix("0x") ? String(magnitude.dropFirst(2)) : String(digits),
                    radix: magnitude.hasPrefix("0x") ? 16 : 10).flatMap(width.arithmetic.fromUInt64) : nil)
            guard let bits else {
                throw Diagnostic("integer literal '\(text)' overflows when stored into '\(width.rawValue)'", at: location)
            }
            return Checked(.sizedInteger(width)) { _ in .sized(SizedInteger(width: width, bits: bits)) }
        }
        guard let value else {
            throw Diagnostic("integer literal '\(text)' overflows when stored into 'Int'", at: location)
        }
        return Checked(.int) { _ in .int(value) }
    }

    /// The value of a literal made of at most 18 decimal digits (so it fits an Int), else nil.
    private static func plainDecimal(_ text: String) -> Int? {
        var value = 0
        var count = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), count < 18 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            count += 1
        }
        return count > 0 ? value : nil
    }

    public func floatLiteral(_ text: String, expecting expected: SessionType? = nil, at location: SourceLocation) throws -> Checked {
        guard let value = Double(text.filter { $0 != "_" }) else {
            throw Diagnostic("invalid floating-point literal '\(text)'", at: location)
        }
        if expected?.unwrappedOnce == .float, let number = Float(text.filter { $0 != "_" }) {
            return Checked(.float) { _ in .float(number) }
        }
        return Checked(.double) { _ in .double(value) }
    }

    /// A literal of one extended grapheme cluster where the context expects a `Character`
    /// (`let c: Character = "a"`, `ch == "a"`); otherwise nil: it is a String.
    public static func characterLiteral(_ segments: [StringSegment], expecting expected: SessionType?) -> Checked? {
        guard expected == .character || expected == .optional(.character), segments.count == 1,
            case .text(let text) = segments[0], text.count == 1, let character = text.first
        else { return nil }
        return Checked(.character) { _ in .character(character) }
    }

    /// Interpolations print like `print`: `String(describing:)` of each value.
    public func stringLiteral(_ segments: [StringSegment]) throws -> Checked {
        var parts: [(Execution) throws -> String] = []
        for segment in segments {
            switch segment {
            case .text(let text):
                parts.append { _ in text }
            case .interpolation(let expression):
                // `"\(x)"` with `x: Int!` shows `Optional(3)`, as Swift does.
                keepsOptional(expression)
                let checked = try checkValue(expression)
                let evaluate = checked.evaluate, type = checked.type
                parts.append { execution in
                    try ValuePrinter(execution: execution).describe(evaluate(execution), as: type)
                }
            }
        }
        if parts.count == 1, case .text(let text) = segments[0] {
            return Checked(.string) { _ in .string(text) }
        }
        return Checked(.string) { execution in
            var result = ""
            for part in parts {
                let piece = try part(execution)
                try execution.memoryLimit.checkString(bytes: result.utf8.count, plus: piece.utf8.count)
                result += piece
            }
            return .string(result)
        }
    }

    public func arrayLiteral(
        _ elements: [Expression], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        if let options = try outputFormattingLiteral(elements, expecting: expected) { return options }
        if case .set(let element)? = expected?.unwrappedOnce ?? expected {
            return try setLiteral(elements, element: element, at: location)
        }
        if case .view(.arraySlice, let base, let element)? = expected?.unwrappedOnce ?? expected {
            // `let rest: ArraySlice<Int> = []`, `xs.dropFirst() == []`: a slice from 0.
            let array = try arrayLiteral(elements, expecting: .array(element), at: location).evaluate
            return Checked(.view(.arraySlice, base: base, element: element)) { execution in
                .arraySlice(start: 0, try array(execution).asArray)
            }
        }
        let elementType: SessionType
        var checkedElements: [Checked]
        if case .array(let expectedElement)? = expected?.unwrappedOnce ?? expected {
            elementType = expectedElement
            checkedElements = try elements.map { try check($0, as: expectedElement, in: .arrayElement) }
        } else if expected == .any || expected == nil || expected == .anyHashable {
            // Elements that need a context (nil, [], [:], .member) take the others' type.
            let independent = elements.filter { !Checker.needsContext($0) }
            guard let first = independent.first else {
                throw Diagnostic("empty collection literal requires an explicit type", at: location)
            }
            let independentChecked = try independent.map { try checkValue($0) }
            var common = try commonType(of: independentChecked, expressions: independent, at: first.location)
            if elements.contains(where: { if case .nilLiteral = $0.kind { true } else { false } }), !common.isOptional {
                common = .optional(common)
            }
            elementType = common
            checkedElements = try elements.map { try check($0, as: elementType, in: .arrayElement) }
        } else {
            // Let the caller report the mismatch against the array type Swift would infer.
            checkedElements = try elements.map { try checkValue($0) }
            elementType = (try? commonType(of: checkedElements, expressions: elements, at: location)) ?? .any
        }
        let evaluators = checkedElements.map(\.evaluate)
        return Checked(.array(elementType)) { execution in
            var values: [Value] = []
            values.reserveCapacity(evaluators.count)
            do {
                for evaluate in evaluators { values.append(try evaluate(execution)) }
            } catch {
                // A throw part-way: the elements made so far end last one first, as Swift's do.
                while !values.isEmpty { values.removeLast() }
                throw error
            }
            return .array(values)
        }
    }

    public func dictionaryLiteral(
        _ entries: [DictionaryEntry], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked {
        let keyType: SessionType, valueType: SessionType
        var keys: [Checked], values: [Checked]
        if case .dictionary(let expectedKey, let expectedValue)? = expected?.unwrappedOnce ?? expected {
            keyType = expectedKey
            valueType = expectedValue
            keys = try entries.map { try check($0.key, as: expectedKey, in: .dictionaryKey) }
            values = try entries.map { try check($0.value, as: expectedValue, in: .dictionaryValue) }
        } else {
            guard !entries.isEmpty else {
                throw Diagnostic("empty collection literal requires an explicit type", at: location)
            }
            keys = try entries.map { try checkValue($0.key) }
            keyType = try commonType(of: keys, expressions: entries.map(\.key), at: location)
            keys = try zip(keys, entries).map { key, entry in
                key.type == keyType ? key : try check(entry.key, as: keyType, in: .dictionaryKey)
            }
            // Values that need a context (nil, [], [:], .member) take the others' type, as in
            // an array literal: `["a": Optional(1), "b": nil]` is a `[String: Int?]`.
            let independent = entries.map(\.value).filter { !Checker.needsContext($0) }
            guard !independent.isEmpty else {
                throw Diagnostic("empty collection literal requires an explicit type", at: location)
            }
            var common = try commonType(of: try independent.map { try checkValue($0) }, expressions: independent, at: location)
            if entries.contains(where: { if case .nilLiteral = $0.value.kind { true } else { false } }), !common.isOptional {
                common = .optional(common)
            }
            valueType = common
            values = try entries.map { try check($0.value, as: valueType, in: .dictionaryValue) }
        }
        guard isHashable(keyType) else {
            throw Diagnostic("type '\(keyType.displayName)' does not conform to protocol 'Hashable'", at: location)
        }
        let pairs = zip(keys.map(\.evaluate), values.map(\.evaluate)).map { ($0, $1) }
        let declared = declaredKeyEquality(of: keyType)
        return Checked(.dictionary(key: keyType, value: valueType)) { execution in
            var dictionary = DictionaryValue()
            let equal = declared?.equal(execution)
            for (key, value) in pairs {
                let keyValue = try key(execution)
                if try dictionary.position(of: keyValue, by: equal) != nil {
                    throw RuntimeError.fatal("Dictionary literal contains duplicate keys")
                }
                dictionary[keyValue] = try value(execution)
            }
            return .dictionary(dictionary)
        }
    }

    /// The type a collection literal's elements share: all the same, or Int literals mixed
    /// with Doubles (Swift makes them all Double).
    private func commonType(
        of elements: [Checked], expressions: [Expression], at location: SourceLocation
    ) throws -> SessionType {
        try commonType(of: elements.map(\.type), expressions: expressions, at: location)
    }

    private func commonType(
        of types: [SessionType], expressions: [Expression], at location: SourceLocation
    ) throws -> SessionType {
        guard let first = types.first else { return .any }
        if types.allSatisfy({ $0 == first }) { return first }
        let literalInts = zip(types, expressions).allSatisfy { type, expression in
            type == .double || (type == .int && expression.isNumericLiteral)
        }
        if literalInts { return .double }
        // `[Float(1.5), 2.25]`, `[level, 3]` with an Int8 `level`: the number literals take the
        // type the other elements share (a fractional one only a Float's or a Double's).
        let typed = zip(types, expressions).filter { !Checker.isNumberLiteral($0.1) }.map(\.0)
        if let shared = typed.first, shared.isNumeric, typed.allSatisfy({ $0 == shared }),
            shared == .double || shared == .float || expressions.allSatisfy({ !Checker.isFractionLiteral($0) })
        {
            return shared
        }
        // `[Character("q"), "b", "z"]`: literals of one character take the Character type the
        // other elements share.
        let nonCharacterLiterals = zip(types, expressions).filter { !Checker.isSingleCharacterLiteral($0.1) }.map(\.0)
        if let shared = nonCharacterLiterals.first, shared == .character, nonCharacterLiterals.allSatisfy({ $0 == shared }) {
            return shared
        }
        if types.allSatisfy({ $0 == first || $0 == .optional(first) || first == .optional($0) }) {
            return first.isOptional ? first : .optional(first)
        }
        if let tuple = try commonTupleType(of: types, expressions: expressions, at: location) { return tuple }
        // `[Dog(…), Cat(…)]`: instances of classes join at their nearest common superclass.
        let classes = types.compactMap { type in type.nominalType.flatMap { $0.isClass ? $0 : nil } }
        if classes.count == types.count,
            let common = classes[0].classChain.first(where: { ancestor in classes.allSatisfy { $0.isSubclass(of: ancestor) } })
        {
            return .nominal(common)
        }
        throw Diagnostic(
            "heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional",
            at: location)
    }

    /// `[(20.0, 2026), (10, 2028)]`: tuple literals of one shape share a type position by
    /// position, by the rules above (the `10` becomes a Double). Nil when the shapes differ or
    /// an element that is not a tuple literal would have to change type.
    private func commonTupleType(
        of types: [SessionType], expressions: [Expression], at location: SourceLocation
    ) throws -> SessionType? {
        guard case .tuple(let labels, let firstElements)? = types.first else { return nil }
        var columns = Array(repeating: [SessionType](), count: firstElements.count)
        var parts = Array(repeating: [Expression](), count: firstElements.count)
        for (type, expression) in zip(types, expressions) {
            guard case .tuple(labels, let elements) = type, elements.count == firstElements.count,
                case .tuple(let arguments) = expression.kind, arguments.count == elements.count
            else { return nil }
            for index in elements.indices {
                columns[index].append(elements[index])
                parts[index].append(arguments[index].value)
            }
        }
        let shared = try columns.indices.map { try commonType(of: columns[$0], expressions: parts[$0], at: location) }
        return .tuple(labels: labels, elements: shared)
    }

    /// Literals whose type comes only from their context.
    public static func needsContext(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .nilLiteral, .implicitMember: true
        case .arrayLiteral(let elements): elements.isEmpty || elements.allSatisfy(needsContext)
        case .dictionaryLiteral(let entries): entries.isEmpty
        case .call(let callee, _): needsContext(callee)
        case .parenthesized(let inner): needsContext(inner)
        // `("b", .high)`: a tuple whose part needs the others' element type.
        case .tuple(let parts): parts.contains { needsContext($0.value) }
        default: false
        }
    }

    /// An integer literal, or arithmetic on integer literals only: its type follows context.
    /// An integer or fractional literal, maybe negated or parenthesized.
    public static func isNumberLiteral(_ expression: Expression) -> Bool {
        expression.isNumericLiteral || isFractionLiteral(expression)
    }

    /// `"b"`: a string literal of one extended grapheme cluster, no interpolation.
    public static func isSingleCharacterLiteral(_ expression: Expression) -> Bool {
        guard case .stringLiteral(let segments) = expression.kind, segments.count == 1,
            case .text(let text) = segments[0]
        else { return false }
        return text.count == 1
    }

    public static func isFractionLiteral(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .floatLiteral: true
        case .parenthesized(let inner), .prefix("-", let inner): isFractionLiteral(inner)
        default: false
        }
    }
}

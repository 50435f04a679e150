import BindscopeLanguage
import BindscopeRuntime

/// Foundation's `CharacterSet` where String's members take one: `trimmingCharacters(in:)`,
/// `components(separatedBy:)` and `rangeOfCharacter(from:)`. A set is written where it is
/// used, as model code writes it (`.whitespaces`, `CharacterSet.decimalDigits`,
/// `CharacterSet(charactersIn: ",;")`, any of them `.inverted`), and tests Unicode scalars as
/// Foundation's does.
public enum CharacterSetArgument {
    public typealias Test = @Sendable (Unicode.Scalar) -> Bool

    /// The named sets, with Foundation's definitions (general categories and a few scalars).
    public static let named: [String: Test] = [
        "whitespaces": { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator },
        "whitespacesAndNewlines": { isSeparator($0) || isNewline($0) || $0 == "\t" },
        "newlines": isNewline,
        "decimalDigits": { $0.properties.generalCategory == .decimalNumber },
        "letters": { isLetter($0) || isMark($0) },
        "lowercaseLetters": { $0.properties.generalCategory == .lowercaseLetter },
        "uppercaseLetters": { [.uppercaseLetter, .titlecaseLetter].contains($0.properties.generalCategory) },
        "alphanumerics": { isLetter($0) || isMark($0) || isNumber($0) },
        "punctuationCharacters": {
            [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation].contains($0.properties.generalCategory)
        },
        "symbols": { [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol].contains($0.properties.generalCategory) },
    ]

    /// Whether `expression` is written as a character set (so `components(separatedBy:)`
    /// takes it as one rather than as a String).
    public static func isCharacterSet(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .implicitMember(let name): return named[name] != nil
        case .member(let base, let name, _):
            if case .identifier("CharacterSet") = base.kind { return named[name] != nil }
            return name == "inverted" && isCharacterSet(base)
        case .call(let callee, let arguments):
            if case .identifier("CharacterSet") = callee.kind { return arguments.first?.label == "charactersIn" }
            return false
        default:
            return false
        }
    }

    /// The test a character-set argument stands for; `CharacterSet(charactersIn:)` takes a
    /// string, evaluated where the member runs.
    public static func test(_ argument: Argument, _ use: MemberUse) throws -> (Execution) throws -> Test {
        try test(argument, checker: use.checker)
    }

    public static func test(_ argument: Argument, checker: any LibraryChecking) throws -> (Execution) throws -> Test {
        let expression = argument.value
        switch expression.kind {
        case .member(let base, "inverted", _) where isCharacterSet(expression):
            let inner = try test(Argument(label: nil, value: base, location: argument.location), checker: checker)
            return { execution in
                let test = try inner(execution)
                return { !test($0) }
            }
        case .implicitMember(let name), .member(_, let name, _):
            if isCharacterSet(expression), let test = named[name] { return { _ in test } }
        case .call(_, let arguments) where isCharacterSet(expression) && arguments.count == 1:
            let text = try checker.checkValue(arguments[0].value, expecting: .string)
            guard text.type == .string else {
                throw Diagnostic(
                    "cannot convert value of type '\(text.type.displayName)' to expected argument type 'String'",
                    at: arguments[0].location)
            }
            let evaluate = text.evaluate
            return { execution in
                let members = Set(try evaluate(execution).asString.unicodeScalars)
                return { members.contains($0) }
            }
        default:
            break
        }
        throw Diagnostic(
            "a character set in a session is one of \(named.keys.sorted().map { ".\($0)" }.joined(separator: ", ")) or CharacterSet(charactersIn:)",
            at: argument.location)
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        [.spaceSeparator, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]
            .contains(scalar.properties.generalCategory)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }

    private static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        [.decimalNumber, .letterNumber, .otherNumber].contains(scalar.properties.generalCategory)
    }
}

extension BuiltinMembers {
    public static let stringCharacterSets: [BuiltinMember] = [
        // Trimmed scalar by scalar from both ends, as NSString trims.
        .method("trimmingCharacters(in:)", "(CharacterSet) -> String") { use in
            let set = try CharacterSetArgument.test(use.arguments[0], use)
            let evaluate = use.evaluate
            return Checked(.string) { execution in
                let scalars = try evaluate(execution).asString.unicodeScalars, trimmed = try set(execution)
                guard let first = scalars.firstIndex(where: { !trimmed($0) }), let last = scalars.lastIndex(where: { !trimmed($0) })
                else { return .string("") }
                return .string(String(scalars[first...last]))
            }
        },
        .method("rangeOfCharacter(from:)", "(CharacterSet) -> Range<String.Index>?") { use in
            let set = try CharacterSetArgument.test(use.arguments[0], use)
            let evaluate = use.evaluate
            return Checked(.optional(.range(.stringIndex, closed: false))) { execution in
                let slice = try evaluate(execution).textSlice, matches = try set(execution)
                let scalars = slice.text.unicodeScalars
                guard let found = scalars.firstIndex(where: matches) else { return .none }
                return .some(slice.foundationRange(found..<scalars.index(after: found)))
            }
        },
    ]

    /// `components(separatedBy: .whitespaces)`: the pieces between single scalars of the set,
    /// empty pieces kept.
    public static func componentsSeparatedByCharacterSet(_ use: MemberUse) throws -> Checked {
        let set = try CharacterSetArgument.test(use.arguments[0], use)
        let evaluate = use.evaluate
        return Checked(.array(.string)) { execution in
            let scalars = try evaluate(execution).asString.unicodeScalars, separates = try set(execution)
            return .array(scalars.split(omittingEmptySubsequences: false, whereSeparator: separates).map { .string(String($0)) })
        }
    }
}

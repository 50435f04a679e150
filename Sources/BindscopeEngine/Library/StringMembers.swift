import BindscopeLanguage

/// `String`'s members.
extension BuiltinMembers {
    static let string = MemberTable("String", stringText + stringCharacters)

    private static let stringText: [BuiltinMember] = [
        .property("count", "Int") { use in
            let evaluate = use.evaluate
            return Checked(.int) { .int(try evaluate($0).asString.count) }
        },
        .property("isEmpty", "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { .bool(try evaluate($0).asString.isEmpty) }
        },
        textTransform("uppercased()") { $0.uppercased() },
        textTransform("lowercased()") { $0.lowercased() },
        // Foundation's; a String separator, empty pieces kept.
        .method("components(separatedBy:)", "(String) -> [String]") { use in
            let separator = try use.text(0)
            let evaluate = use.evaluate
            return Checked(.array(.string)) { execution in
                let text = try evaluate(execution).asString, mark = try separator(execution)
                return .array(BuiltinMembers.components(of: text, separatedBy: mark).map(Value.string))
            }
        },
        textTest("hasPrefix(_:)") { $0.hasPrefix($1) },
        textTest("hasSuffix(_:)") { $0.hasSuffix($1) },
        textTest("contains(_:)") { $1.isEmpty || $0.contains($1) },
        .method("append(_:)", "(String)") { use in
            let other = try use.text(0)
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                let suffix = try other(execution)
                try place.modify(execution) { value in
                    let old = value
                    value.withString { $0 += suffix }
                    return { $0 = old }
                }
                return .void
            }
        },
    ]

    private static func textTransform(
        _ selector: String, _ transform: @escaping @Sendable (String) -> String
    ) -> BuiltinMember {
        .method(selector, "() -> String") { use in
            let evaluate = use.evaluate
            return Checked(.string) { .string(transform(try evaluate($0).asString)) }
        }
    }

    private static func textTest(
        _ selector: String, _ test: @escaping @Sendable (String, String) -> Bool
    ) -> BuiltinMember {
        .method(selector, "(String) -> Bool") { use in
            let other = try use.text(0)
            let evaluate = use.evaluate
            return Checked(.bool) { execution in
                .bool(test(try evaluate(execution).asString, try other(execution)))
            }
        }
    }
}

extension MemberUse {
    /// An argument that may be a String or a Character (`append`, `contains`), as text.
    func text(_ index: Int) throws -> (Execution) throws -> String {
        let argument = arguments[index]
        let checked = try checker.checkValue(argument.value, expecting: .string)
        if checked.type == .character {
            let evaluate = checked.evaluate
            return { String(try evaluate($0).asCharacter) }
        }
        let evaluate = try checker.convert(checked, to: .string, in: .argument, at: argument.location).evaluate
        return { try evaluate($0).asString }
    }
}

extension BuiltinMembers {
    static func components(of text: String, separatedBy separator: String) -> [String] {
        guard !separator.isEmpty else { return [text] }
        var pieces: [String] = [], current = Substring(), rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix(separator) {
                pieces.append(String(current))
                current = Substring()
                rest = rest.dropFirst(separator.count)
            } else {
                current.append(rest.removeFirst())
            }
        }
        pieces.append(String(current))
        return pieces
    }
}

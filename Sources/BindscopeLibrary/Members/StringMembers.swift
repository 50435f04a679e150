import BindscopeLanguage
import BindscopeRuntime

/// `String`'s members.
extension BuiltinMembers {
    public static let string = MemberTable("String", stringText + stringCharacters + stringSplitting + stringFoundation + stringCharacterSets + stringComparisons + stringIndices + stringViews + stringMutation + stringProcessing + [iteratorMaker])

    /// A Substring has String's members (they read its text and take and give its base's
    /// indices, through `Value.textSlice`), and its `base`.
    public static let substring = MemberTable("Substring", string.members + [substringBase])

    /// `sub.base`: the whole String the Substring is a piece of.
    private static let substringBase = BuiltinMember.property("base", "String") { use in
        let evaluate = use.evaluate
        return Checked(.string) { .string(try evaluate($0).textSlice.base) }
    }

    private static let stringText: [BuiltinMember] = [
        describedByPrinter,
        debugDescribedByPrinter,
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
        textTest("hasPrefix(_:)") { $0.hasPrefix($1) },
        textTest("hasSuffix(_:)") { $0.hasSuffix($1) },
        textTest("starts(with:)") { $0.starts(with: $1) },
        textTest("contains(_:)") { $1.isEmpty || $0.contains($1) },
        textAppend("append(_:)", "(String)"),
    ]

    private static func textTransform(
        _ selector: String, _ transform: @escaping @Sendable (String) -> String
    ) -> BuiltinMember {
        .method(selector, "() -> String") { use in
            let evaluate = use.evaluate
            return Checked(.string) { .string(transform(try evaluate($0).asString)) }
        }
    }

    /// `append(_:)` and `append(contentsOf:)`: the text added to the string in place.
    public static func textAppend(_ selector: String, _ signature: String) -> BuiltinMember {
        .method(selector, signature) { use in
            let other = try use.text(0)
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                let suffix = try other(execution)
                try place.modify(execution) { value in
                    let old = value
                    try execution.memoryLimit.checkString(bytes: value.asString.utf8.count, plus: suffix.utf8.count)
                    value.withString { $0 += suffix }
                    return { $0 = old }
                }
                return .void
            }
        }
    }

    public static func textTest(
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
    /// An argument that may be a String, a Substring or a Character (`append`, `contains`), as text.
    public func text(_ index: Int) throws -> (Execution) throws -> String {
        let argument = arguments[index]
        let checked = try checker.checkValue(argument.value, expecting: .string)
        if checked.type == .character {
            let evaluate = checked.evaluate
            return { String(try evaluate($0).asCharacter) }
        }
        // StringProtocol's methods take a Substring as well (`line.hasPrefix(word)`).
        if checked.type == .substring {
            let evaluate = checked.evaluate
            return { try evaluate($0).asString }
        }
        let evaluate = try checker.convert(checked, to: .string, in: .argument, at: argument.location).evaluate
        return { try evaluate($0).asString }
    }
}


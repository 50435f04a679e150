import BindscopeLanguage

/// `String`'s members.
extension BuiltinMembers {
    static let string = MemberTable("String", [
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
        textTest("contains(_:)") { $1.isEmpty || $0.contains($1) },
        .method("append(_:)", "(String)") { use in
            let other = try use.argument(0, as: .string)
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                let suffix = try other(execution).asString
                try place.modify(execution) { value in
                    let old = value
                    value.withString { $0 += suffix }
                    return { $0 = old }
                }
                return .void
            }
        },
    ])

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
            let other = try use.argument(0, as: .string)
            let evaluate = use.evaluate
            return Checked(.bool) { execution in
                .bool(test(try evaluate(execution).asString, try other(execution).asString))
            }
        }
    }
}

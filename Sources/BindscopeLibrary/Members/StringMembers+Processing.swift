import BindscopeLanguage
import BindscopeRuntime

/// The standard library's string processing (Swift 5.7, SE-0357), which modern code reaches for
/// instead of Foundation's: `replacing(_:with:)`, `firstRange(of:)`, `ranges(of:)`,
/// `trimmingPrefix(_:)`. Each runs the standard library's own method, so matching is by
/// Characters, as in Swift.
extension BuiltinMembers {
    public static let stringProcessing: [BuiltinMember] = [
        .method("replacing(_:with:)", "(some StringProtocol, some StringProtocol) -> String") { use in
            let target = try use.text(0), replacement = try use.text(1)
            let evaluate = use.evaluate
            return Checked(.string) { execution in
                let text = try evaluate(execution).asString, old = try target(execution), new = try replacement(execution)
                return .string(text.replacing(old, with: new))
            }
        },
        .method("firstRange(of:)", "(some StringProtocol) -> Range<String.Index>?") { use in
            let needle = try use.text(0), evaluate = use.evaluate
            return Checked(.optional(.range(.stringIndex, closed: false))) { execution in
                let slice = try evaluate(execution).textSlice
                guard let found = slice.text.firstRange(of: try needle(execution)) else { return .none }
                return .some(slice.range(found))
            }
        },
        .method("ranges(of:)", "(some StringProtocol) -> [Range<String.Index>]") { use in
            let needle = try use.text(0), evaluate = use.evaluate
            return Checked(.array(.range(.stringIndex, closed: false))) { execution in
                let slice = try evaluate(execution).textSlice
                return .array(slice.text.ranges(of: try needle(execution)).map(slice.range))
            }
        },
        .method("trimmingPrefix(_:)", "(some StringProtocol) -> Substring") { use in
            let prefix = try use.text(0), evaluate = use.evaluate
            return Checked(.substring) { execution in
                let slice = try evaluate(execution).textSlice
                return .substring(slice.slice(slice.text.trimmingPrefix(try prefix(execution))))
            }
        },
    ]
}

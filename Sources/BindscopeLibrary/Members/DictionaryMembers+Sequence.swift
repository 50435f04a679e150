import BindscopeLanguage
import BindscopeRuntime

/// A Dictionary as a sequence of `(key: Key, value: Value)` pairs: `filter` keeps a
/// dictionary, the other sequence methods are Array's over the pairs.
extension BuiltinMembers {
    public static let dictionarySequence: [BuiltinMember] = [
        .property("first", "(key: Key, value: Value)?") { use in
            let evaluate = use.evaluate
            return Checked(.optional(entryType(use.base.type))) { .optional(BuiltinMembers.entries(of: try evaluate($0)).first) }
        },
        .method("filter(_:)", "(((key: Key, value: Value)) -> Bool) -> [Key: Value]", closure: true) { use in
            let predicate = try use.function(0, [entryType(use.base.type)], .bool)
            let evaluate = use.evaluate
            return Checked(use.base.type) { execution in
                let dictionary = BuiltinMembers.dictionaryValue(try evaluate(execution)), closure = try predicate(execution)
                var kept: [(Value, Value)] = []
                for (key, value) in zip(dictionary.keys, dictionary.values)
                where try closure.invoke(execution, [.tuple([key, value])]).asBool {
                    kept.append((key, value))
                }
                return .dictionary(DictionaryValue(entries: kept))
            }
        },
    ]
        + array.members.filter { member in
            member.kind == .method
                && ["map", "compactMap", "flatMap", "forEach", "reduce", "allSatisfy", "count", "enumerated"].contains(member.name)
                || ["contains(where:)", "first(where:)", "sorted(by:)", "min(by:)", "max(by:)"].contains(member.selector)
        }.map(overEntries)

    public static func entryType(_ dictionary: SessionType) -> SessionType {
        guard case .dictionary(let key, let value) = dictionary else { preconditionFailure() }
        return .tuple(labels: ["key", "value"], elements: [key, value])
    }

    private static func overEntries(_ member: BuiltinMember) -> BuiltinMember {
        BuiltinMember(
            name: member.name, kind: member.kind, labels: member.labels, takesClosure: member.takesClosure,
            signature: member.signature
        ) { use in
            let evaluate = use.evaluate
            let entries = Checked(.array(entryType(use.base.type))) { .array(BuiltinMembers.entries(of: try evaluate($0))) }
            return try member.check(use.replacingBase(entries))
        }
    }
}

extension LibraryChecking {
    /// `Dictionary(uniqueKeysWithValues: pairs)`: traps on a repeated key, as Swift does.
    public func uniqueKeysInitializer(_ argument: Argument, at location: SourceLocation) throws -> Checked {
        let (type, elements) = try sequenceElements(argument)
        guard case .tuple(_, let parts) = type, parts.count == 2 else {
            throw Diagnostic(
                "initializer 'init(uniqueKeysWithValues:)' requires the types '\(type.displayName)' and '(Key, Value)' be equivalent",
                at: argument.location)
        }
        guard isHashable(parts[0]) else {
            throw Diagnostic("generic struct 'Dictionary' requires that '\(parts[0].displayName)' conform to 'Hashable'", at: argument.location)
        }
        let declared = declaredKeyEquality(of: parts[0])
        return Checked(.dictionary(key: parts[0], value: parts[1])) { execution in
            var dictionary = DictionaryValue()
            let equal = declared?.equal(execution)
            for pair in try elements(execution) {
                guard case .tuple(let values) = pair else { preconditionFailure() }
                guard try dictionary.position(of: values[0], by: equal) == nil else {
                    let key = try ValuePrinter(execution: execution).describe(values[0], as: parts[0])
                    throw RuntimeError.fatal("Duplicate values for key: '\(key)'")
                }
                dictionary[values[0]] = values[1]
            }
            return .dictionary(dictionary)
        }
    }
}

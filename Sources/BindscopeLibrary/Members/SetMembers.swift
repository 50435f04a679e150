import BindscopeLanguage
import BindscopeRuntime
import OrderedCollections

/// `Set`'s members. Elements keep insertion order here; Swift's order is random per process,
/// so only what does not depend on it can match the compiler.
extension BuiltinMembers {
    public static let set = MemberTable("Set", setBasics + setAlgebra + setSequence + [iteratorMaker])

    private static let setBasics: [BuiltinMember] = [
        describedByPrinter,
        debugDescribedByPrinter,
        .property("count", "Int") { use in
            let evaluate = use.evaluate
            return Checked(.int) { .int(BuiltinMembers.setElements(try evaluate($0)).count) }
        },
        .property("isEmpty", "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { .bool(BuiltinMembers.setElements(try evaluate($0)).isEmpty) }
        },
        // Swift's first is by hash order; only a set of at most one element prints the same.
        .property("first", "Element?") { use in
            let evaluate = use.evaluate
            return Checked(.optional(use.element)) { .optional(BuiltinMembers.setElements(try evaluate($0)).first) }
        },
        .method("contains(_:)", "(Element) -> Bool") { use in
            let needle = try use.argument(0, as: use.element)
            let evaluate = use.evaluate
            if let declared = use.checker.declaredSetEquality(of: use.element) {
                return Checked(.bool) { execution in
                    let elements = BuiltinMembers.setElements(try evaluate(execution))
                    return .bool(try declared(execution).contains(try needle(execution), in: elements))
                }
            }
            return Checked(.bool) { execution in
                .bool(BuiltinMembers.setElements(try evaluate(execution)).contains(try needle(execution)))
            }
        },
        .method("insert(_:)", "(Element) -> (inserted: Bool, memberAfterInsert: Element)") { use in
            let newElement = try use.argument(0, as: use.element)
            let place = try use.mutablePlace()
            let type = SessionType.tuple(labels: ["inserted", "memberAfterInsert"], elements: [.bool, use.element])
            let declared = use.checker.declaredSetEquality(of: use.element)
            return Checked(type) { execution in
                let value = try newElement(execution)
                var result = (inserted: false, member: value)
                let equality = declared?(execution)
                try place.modify(execution) { set in
                    try set.withSet { elements in
                        if let equality, let index = try equality.index(of: value, in: elements) {
                            result = (false, elements[index])
                            return
                        }
                        let (inserted, index) = elements.append(value)
                        result = (inserted, elements[index])
                    }
                    guard result.inserted else { return { _ in } }
                    return { set in set.withSet { _ = $0.removeLast() } }
                }
                return .tuple([.bool(result.inserted), result.member])
            }
        },
        .method("remove(_:)", "(Element) -> Element?") { use in
            let member = try use.argument(0, as: use.element)
            let place = try use.mutablePlace()
            let declared = use.checker.declaredSetEquality(of: use.element)
            return Checked(.optional(use.element)) { execution in
                let value = try member(execution)
                var removed: (Value, Int)?
                let equality = declared?(execution)
                try place.modify(execution) { set in
                    try set.withSet { elements in
                        let found = try equality.map { try $0.index(of: value, in: elements) } ?? elements.firstIndex(of: value)
                        if let index = found { removed = (elements.remove(at: index), index) }
                    }
                    guard let (old, index) = removed else { return { _ in } }
                    return { set in set.withSet { _ = $0.insert(old, at: index) } }
                }
                return .optional(removed?.0)
            }
        },
        .method("removeAll()", "()") { use in
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                try place.modify(execution) { set in
                    let old = set
                    set = .set([])
                    return { $0 = old }
                }
                return .void
            }
        },
    ]

    /// Each with its twin for elements whose type declares `==` (`DeclaredSetEquality`).
    private static let setAlgebra: [BuiltinMember] = [
        combining("union(_:)", { a, b in a.union(b) }, declared: { try $0.union($1, $2) }),
        combining("intersection(_:)", { a, b in a.intersection(b) }, declared: { try $0.intersection($1, $2) }),
        combining("subtracting(_:)", { a, b in a.subtracting(b) }, declared: { try $0.subtracting($1, $2) }),
        combining("symmetricDifference(_:)", { a, b in a.symmetricDifference(b) }, declared: { try $0.symmetricDifference($1, $2) }),
        forming("formUnion(_:)", { a, b in a.formUnion(b) }, declared: { try $0.union($1, $2) }),
        forming("formIntersection(_:)", { a, b in a.formIntersection(b) }, declared: { try $0.intersection($1, $2) }),
        forming("subtract(_:)", { a, b in a.subtract(b) }, declared: { try $0.subtracting($1, $2) }),
        relation("isSubset(of:)", { a, b in a.isSubset(of: b) }, declared: { try $0.isSubset($1, of: $2) }),
        relation("isSuperset(of:)", { a, b in a.isSuperset(of: b) }, declared: { try $0.isSubset($2, of: $1) }),
        relation("isStrictSubset(of:)", { a, b in a.isStrictSubset(of: b) }, declared: { try $0.isSubset($1, of: $2) && $1.count < $2.count }),
        relation("isStrictSuperset(of:)", { a, b in a.isStrictSuperset(of: b) }, declared: { try $0.isSubset($2, of: $1) && $2.count < $1.count }),
        relation("isDisjoint(with:)", { a, b in a.isDisjoint(with: b) }, declared: { try $0.isDisjoint($1, with: $2) }),
    ]

    public typealias DeclaredCombination = @Sendable (DeclaredSetEquality, OrderedSet<Value>, OrderedSet<Value>) throws -> OrderedSet<Value>

    /// Sequence methods over the elements; `filter` keeps a Set.
    private static let setSequence: [BuiltinMember] = [
        .method("filter(_:)", "((Element) -> Bool) -> Set<Element>", closure: true) { use in
            let predicate = try use.function(0, [use.element], .bool)
            let evaluate = use.evaluate
            return Checked(use.base.type) { execution in
                let closure = try predicate(execution)
                return .set(try BuiltinMembers.setElements(try evaluate(execution)).filter { try closure.invoke(execution, [$0]).asBool })
            }
        },
    ]
        + array.members.filter { member in
            member.kind == .method
                && ["map", "compactMap", "flatMap", "forEach", "reduce", "allSatisfy", "count", "sorted", "min", "max"].contains(member.name)
                || ["contains(where:)", "first(where:)"].contains(member.selector)
        }.map(overSetElements)

    private static func overSetElements(_ member: BuiltinMember) -> BuiltinMember {
        BuiltinMember(
            name: member.name, kind: member.kind, labels: member.labels, takesClosure: member.takesClosure,
            signature: member.signature
        ) { use in
            let evaluate = use.evaluate
            let elements = Checked(.array(use.element)) { .array(Array(BuiltinMembers.setElements(try evaluate($0)))) }
            return try member.check(use.replacingBase(elements))
        }
    }

    /// The other operand of `union`, `isSubset(of:)`…: a Set or any sequence of the elements.
    private static func operand(_ use: MemberUse) throws -> (Execution) throws -> OrderedSet<Value> {
        let argument = use.arguments[0]
        if case .arrayLiteral(let literal) = argument.value.kind {
            let checked = try use.checker.setLiteral(literal, element: use.element, at: argument.location).evaluate
            return { BuiltinMembers.setElements(try checked($0)) }
        }
        let (type, elements) = try use.checker.sequenceElements(argument)
        guard type == use.element else {
            throw Diagnostic(ConversionContext.argument.mismatch(type, use.element), at: argument.location)
        }
        if let declared = use.checker.declaredSetEquality(of: use.element) {
            return { execution in try declared(execution).deduplicated(try elements(execution)) }
        }
        return { OrderedSet(try elements($0)) }
    }

    private static func combining(
        _ selector: String, _ combine: @escaping @Sendable (OrderedSet<Value>, OrderedSet<Value>) -> OrderedSet<Value>,
        declared combineDeclared: @escaping DeclaredCombination
    ) -> BuiltinMember {
        .method(selector, "(Set<Element>) -> Set<Element>") { use in
            let other = try operand(use)
            let evaluate = use.evaluate
            if let declared = use.checker.declaredSetEquality(of: use.element) {
                return Checked(use.base.type) { execution in
                    .set(try combineDeclared(declared(execution), BuiltinMembers.setElements(try evaluate(execution)), try other(execution)))
                }
            }
            return Checked(use.base.type) { execution in
                .set(combine(BuiltinMembers.setElements(try evaluate(execution)), try other(execution)))
            }
        }
    }

    private static func forming(
        _ selector: String, _ form: @escaping @Sendable (inout OrderedSet<Value>, OrderedSet<Value>) -> Void,
        declared formDeclared: @escaping DeclaredCombination
    ) -> BuiltinMember {
        .method(selector, "(Set<Element>)") { use in
            let other = try operand(use)
            let place = try use.mutablePlace()
            let declared = use.checker.declaredSetEquality(of: use.element)
            return Checked(.void) { execution in
                let elements = try other(execution)
                let equality = declared?(execution)
                try place.modify(execution) { set in
                    let old = set
                    try set.withSet { current in
                        if let equality { current = try formDeclared(equality, current, elements) } else { form(&current, elements) }
                    }
                    return { $0 = old }
                }
                return .void
            }
        }
    }

    private static func relation(
        _ selector: String, _ test: @escaping @Sendable (OrderedSet<Value>, OrderedSet<Value>) -> Bool,
        declared testDeclared: @escaping @Sendable (DeclaredSetEquality, OrderedSet<Value>, OrderedSet<Value>) throws -> Bool
    ) -> BuiltinMember {
        .method(selector, "(Set<Element>) -> Bool") { use in
            let other = try operand(use)
            let evaluate = use.evaluate
            if let declared = use.checker.declaredSetEquality(of: use.element) {
                return Checked(.bool) { execution in
                    .bool(try testDeclared(declared(execution), BuiltinMembers.setElements(try evaluate(execution)), try other(execution)))
                }
            }
            return Checked(.bool) { execution in
                .bool(test(BuiltinMembers.setElements(try evaluate(execution)), try other(execution)))
            }
        }
    }
}

extension BuiltinMembers {
    public static func setElements(_ value: Value) -> OrderedSet<Value> {
        guard case .set(let elements) = value else { preconditionFailure("expected a set, got \(value)") }
        return elements
    }
}

extension Value {
    /// Mutates a Set value in place (its storage stays uniquely referenced).
    public mutating func withSet<R>(_ body: (inout OrderedSet<Value>) throws -> R) rethrows -> R {
        guard case .set(var elements) = self else { preconditionFailure("expected a set, got \(self)") }
        self = .void
        defer { self = .set(elements) }
        return try body(&elements)
    }
}

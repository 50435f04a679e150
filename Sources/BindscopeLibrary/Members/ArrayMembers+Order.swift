import BindscopeLanguage
import BindscopeRuntime

/// Ordering, the ends of an array, and searching from the back.
extension BuiltinMembers {
    public static let arrayOrdering: [BuiltinMember] = [
        .method("sort()", "()") { use in
            let order = try use.requireComparableElement("sort()")
            return try replacing(use) { elements, execution in try elements.sorted(by: order(execution)) }
        },
        .method("sort(by:)", "((Element, Element) -> Bool)", closure: true) { use in
            let comparator = try use.checker.orderingFunction(use.arguments[0], element: use.element, at: use.location)
            return try replacing(use) { elements, execution in
                let areInIncreasingOrder = try comparator(execution)
                return try elements.sorted { try areInIncreasingOrder($0, $1) }
            }
        },
        .method("reverse()", "()") { use in
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                try place.modify(execution) { array in
                    array.withArray { $0.reverse() }
                    return { array in array.withArray { $0.reverse() } }
                }
                return .void
            }
        },
        .method("removeAll(where:)", "((Element) -> Bool)", closure: true) { use in
            let predicate = try use.function(0, [use.element], .bool)
            return try replacing(use) { elements, execution in
                let closure = try predicate(execution)
                return try elements.filter { try !closure.invoke(execution, [$0]).asBool }
            }
        },
        .method("swapAt(_:_:)", "(Int, Int)") { use in
            let first = try use.argument(0, as: .int), second = try use.argument(1, as: .int)
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                let i = try first(execution).asInt, j = try second(execution).asInt
                try place.modify(execution) { array in
                    try array.withArray { elements in
                        guard elements.indices.contains(i), elements.indices.contains(j) else { throw RuntimeError.indexOutOfRange }
                        elements.swapAt(i, j)
                    }
                    return { array in array.withArray { $0.swapAt(i, j) } }
                }
                return .void
            }
        },
        .method("partition(by:)", "((Element) -> Bool) -> Int", closure: true) { use in
            let predicate = try use.function(0, [use.element], .bool)
            let place = try use.mutablePlace()
            let evaluate = use.evaluate
            return Checked(.int) { execution in
                // The elements are partitioned first (the predicate may read the array), then
                // stored, in the order Swift's partition leaves them.
                var elements = try evaluate(execution).asArray
                let closure = try predicate(execution)
                let pivot = try BuiltinMembers.partition(&elements) { try closure.invoke(execution, [$0]).asBool }
                try place.modify(execution) { array in
                    let old = array
                    array = .array(elements)
                    return { $0 = old }
                }
                return .int(pivot)
            }
        },
        .method("popLast()", "() -> Element?") { use in
            let place = try use.mutablePlace()
            return Checked(.optional(use.element)) { execution in
                var removed: Value?
                try place.modify(execution) { array in
                    removed = array.withArray { $0.popLast() }
                    guard let old = removed else { return { _ in } }
                    return { array in array.withArray { $0.append(old) } }
                }
                return .optional(removed)
            }
        },
        removeCount("removeFirst(_:)", fromEnd: false),
        removeCount("removeLast(_:)", fromEnd: true),
        ordered("min(by:)", smallest: true),
        ordered("max(by:)", smallest: false),
        .property("lazy", "LazySequence<Self>") { use in
            // A bidirectional collection's elements, in order; a lazy view of a set or a
            // dictionary keeps their order too.
            Checked(.view(.lazy, base: use.receiverType, element: use.element), evaluate: BuiltinMembers.viewElements(use.base).evaluate)
        },
        .method("reversed()", "() -> ReversedCollection<Self>") { use in
            let evaluate = use.evaluate
            // Only a bidirectional collection gives a view; a plain sequence (a stride, a set,
            // a dictionary) gives an array.
            let type: SessionType = switch use.receiverType {
            case .view(.strideTo, _, _), .view(.strideThrough, _, _), .view(.zip, _, _), .set, .dictionary: .array(use.element)
            default: .view(.reversed, base: use.receiverType, element: use.element)
            }
            return Checked(type) {
                .array(try evaluate($0).asArray.reversed())
            }
        },
        predicateMethod("last(where:)", "((Element) -> Bool) -> Element?", result: { .optional($0) }) { elements, matches in
            .optional(try elements.last(where: matches))
        },
        predicateMethod("lastIndex(where:)", "((Element) -> Bool) -> Int?", result: { _ in .optional(.int) }) { elements, matches in
            .optional(try elements.lastIndex(where: matches).map(Value.int))
        },
        .method("lastIndex(of:)", "(Element) -> Int?") { use in
            try use.requireEquatableElement("instance method 'lastIndex(of:)' on 'BidirectionalCollection'")
            let needle = try use.argument(0, as: use.element)
            let evaluate = use.evaluate
            if let declared = use.checker.declaredEquality(of: use.element) {
                return Checked(.optional(.int)) { execution in
                    let elements = try evaluate(execution).asArray, target = try needle(execution), equal = declared(execution)
                    return .optional(try elements.lastIndex { try equal($0, target) }.map(Value.int))
                }
            }
            return Checked(.optional(.int)) { execution in
                let elements = try evaluate(execution).asArray
                return .optional(elements.lastIndex(of: try needle(execution)).map(Value.int))
            }
        },
        part("prefix(_:)", negative: "Can't take a prefix of negative length from a collection") { $0.prefix($1) },
        part("suffix(_:)", negative: "Can't take a suffix of negative length from a collection") { $0.suffix($1) },
        part("dropFirst(_:)", negative: "Can't drop a negative number of elements from a collection") { $0.dropFirst($1) },
        part("dropLast(_:)", negative: "Can't drop a negative number of elements from a collection") { $0.dropLast($1) },
        part("dropFirst()", negative: "") { elements, _ in elements.dropFirst() },
        part("dropLast()", negative: "") { elements, _ in elements.dropLast() },
        indexPart("prefix(upTo:)") { _, index in (0, index) },
        indexPart("prefix(through:)") { _, index in (0, index &+ 1) },
        indexPart("suffix(from:)") { count, index in (index, count) },
    ]

    /// A mutating method that computes the new elements from the old ones (closures it calls
    /// may read the array, so it is not moved out while they run), then stores them.
    private static func replacing(
        _ use: MemberUse, _ transform: @escaping ([Value], Execution) throws -> [Value]
    ) throws -> Checked {
        let place = try use.mutablePlace()
        let evaluate = use.evaluate
        return Checked(.void) { execution in
            let updated = try transform(try evaluate(execution).asArray, execution)
            try place.modify(execution) { array in
                let old = array
                array = .array(updated)
                return { $0 = old }
            }
            return .void
        }
    }

    private static func removeCount(_ selector: String, fromEnd: Bool) -> BuiltinMember {
        .method(selector, "(Int)") { use in
            let count = try use.argument(0, as: .int)
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                let k = try count(execution).asInt
                try place.modify(execution) { array in
                    let old = array
                    try array.withArray { elements in
                        guard k >= 0 else { throw RuntimeError.fatal("Number of elements to remove should be non-negative") }
                        guard k <= elements.count else {
                            throw RuntimeError.fatal("Can't remove more items from a collection than it \(fromEnd ? "contains" : "has")")
                        }
                        if fromEnd { elements.removeLast(k) } else { elements.removeFirst(k) }
                    }
                    return { $0 = old }
                }
                return .void
            }
        }
    }

    private static func ordered(_ selector: String, smallest: Bool) -> BuiltinMember {
        .method(selector, "((Element, Element) -> Bool) -> Element?", closure: true) { use in
            let comparator = try use.checker.orderingFunction(use.arguments[0], element: use.element, at: use.location)
            let evaluate = use.evaluate
            return Checked(.optional(use.element)) { execution in
                let elements = try evaluate(execution).asArray
                let areInIncreasingOrder = try comparator(execution)
                return .optional(
                    try smallest ? elements.min(by: areInIncreasingOrder) : elements.max(by: areInIncreasingOrder))
            }
        }
    }

    /// `prefix`, `suffix`, `dropFirst`, `dropLast`: a run of the elements, an `ArraySlice`
    /// that keeps where in the elements it starts.
    /// `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`: the slice between an index and an
    /// end, trapping as Swift's range and subscript checks do.
    private static func indexPart(
        _ selector: String, _ bounds: @escaping @Sendable (_ count: Int, _ index: Int) -> (lower: Int, upper: Int)
    ) -> BuiltinMember {
        .method(selector, "(Int) -> ArraySlice<Element>") { use in
            let index = try use.argument(0, as: .int)
            let evaluate = use.evaluate
            return Checked(.arraySlice(of: use.element)) { execution in
                let elements = try evaluate(execution).asArray
                let (lower, upper) = bounds(elements.count, try index(execution).asInt)
                guard lower <= upper else { throw RuntimeError.fatal("Range requires lowerBound <= upperBound") }
                guard lower >= 0, upper <= elements.count else { throw RuntimeError.fatal("Array index is out of range") }
                return .arraySlice(start: lower, Array(elements[lower..<upper]))
            }
        }
    }

    private static func part(
        _ selector: String, negative: String, _ take: @escaping @Sendable ([Value], Int) -> ArraySlice<Value>
    ) -> BuiltinMember {
        .method(selector, "(Int) -> ArraySlice<Element>") { use in
            let count = use.arguments.isEmpty ? nil : try use.argument(0, as: .int)
            let evaluate = use.evaluate
            return Checked(.arraySlice(of: use.element)) { execution in
                let elements = try evaluate(execution).asArray
                let k = try count?(execution).asInt ?? 1
                guard k >= 0 else { throw RuntimeError.fatal(negative) }
                let piece = take(elements, k)
                return .arraySlice(start: piece.startIndex, Array(piece))
            }
        }
    }
}

extension BuiltinMembers {
    /// Swift's `partition(by:)` for a bidirectional collection: from both ends inward, each
    /// element of the second part found from the front swapped with the next one of the first
    /// part found from the back. The order it leaves is the one Swift prints.
    public static func partition(_ elements: inout [Value], by belongsInSecondPartition: (Value) throws -> Bool) rethrows -> Int {
        var low = 0, high = elements.count
        while true {
            while true {
                guard low < high else { return low }
                if try belongsInSecondPartition(elements[low]) { break }
                low += 1
            }
            while true {
                high -= 1
                guard low < high else { return low }
                if try !belongsInSecondPartition(elements[high]) { break }
            }
            elements.swapAt(low, high)
            low += 1
        }
    }
}

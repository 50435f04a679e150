import BindscopeLanguage
import BindscopeRuntime

// What Swift's library gives a session's own collection types beyond their requirements:
// `index(after:)` and `index(before:)` of a RandomAccessCollection indexed by Int,
// MutableCollection's `swapAt`, `reverse()`, `partition(by:)`, `sort()` and `shuffle()`; and
// the slices Collection's `prefix`, `dropFirst`… give (`Slice<Self>`). Written as
// session-language extensions of the protocols, so a type gets each exactly as it gets a
// session's own `extension MutableCollection { … }`: checked for that type, its own members
// winning. They reach only the session's types: the library's have these built in.

extension Checker {
    /// The defaults, in the order they are adopted: the index steps first, as the others
    /// call them.
    static let collectionDefaults: [ExtensionDeclaration] = {
        guard case .complete(let statements) = SessionParser.parse(collectionDefaultsSource) else {
            preconditionFailure("the collection defaults must parse")
        }
        return statements.compactMap { statement in
            if case .extensionDeclaration(let declaration) = statement.kind { return declaration }
            return nil
        }
    }()

    // Each algorithm visits and swaps elements in the order Swift's does, so that a
    // predicate or a comparison with side effects sees the same calls, and equal elements
    // end where Swift puts them.
    private static let collectionDefaultsSource = #"""
extension RandomAccessCollection where Index == Int {
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance }
    func distance(from start: Int, to end: Int) -> Int { end - start }
    func index(_ i: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int? {
        let room = limit - i
        if distance > 0 ? room >= 0 && room < distance : room <= 0 && distance < room { return nil }
        return i + distance
    }
}
extension BidirectionalCollection {
    func index(_ i: Index, offsetBy distance: Int) -> Index {
        var position = i
        if distance >= 0 {
            for _ in 0..<distance { position = index(after: position) }
        } else {
            for _ in 0..<(-distance) { position = index(before: position) }
        }
        return position
    }
    func formIndex(before i: inout Index) { i = index(before: i) }
}
extension Collection {
    func index(_ i: Index, offsetBy distance: Int) -> Index {
        var position = i
        for _ in 0..<distance { position = index(after: position) }
        return position
    }
    func distance(from start: Index, to end: Index) -> Int {
        var count = 0
        var position = start
        while position != end {
            position = index(after: position)
            count += 1
        }
        return count
    }
    func formIndex(after i: inout Index) { i = index(after: i) }
    func index(_ i: Index, offsetBy distance: Int, limitedBy limit: Index) -> Index? {
        var position = i
        for _ in 0..<distance {
            if position == limit { return nil }
            position = index(after: position)
        }
        return position
    }
}
// The pieces of a collection are slices of it (`SubSequence`, `Slice<Self>` unless the type
// says otherwise), which keep its indices.
extension Collection {
    func prefix(_ maxLength: Int) -> SubSequence {
        self[startIndex..<(index(startIndex, offsetBy: maxLength, limitedBy: endIndex) ?? endIndex)]
    }
    func dropFirst(_ k: Int = 1) -> SubSequence {
        self[(index(startIndex, offsetBy: k, limitedBy: endIndex) ?? endIndex)..<endIndex]
    }
    func dropLast(_ k: Int = 1) -> SubSequence {
        let kept = count > k ? count - k : 0
        return self[startIndex..<(index(startIndex, offsetBy: kept, limitedBy: endIndex) ?? endIndex)]
    }
    func suffix(_ maxLength: Int) -> SubSequence {
        let skipped = count > maxLength ? count - maxLength : 0
        return self[(index(startIndex, offsetBy: skipped, limitedBy: endIndex) ?? endIndex)..<endIndex]
    }
    func prefix(upTo end: Index) -> SubSequence { self[startIndex..<end] }
    func prefix(through position: Index) -> SubSequence { self[startIndex..<index(after: position)] }
    func suffix(from start: Index) -> SubSequence { self[start..<endIndex] }
    func prefix(while predicate: (Element) throws -> Bool) rethrows -> SubSequence {
        var end = startIndex
        while end != endIndex {
            if try !predicate(self[end]) { break }
            end = index(after: end)
        }
        return self[startIndex..<end]
    }
    func drop(while predicate: (Element) throws -> Bool) rethrows -> SubSequence {
        var start = startIndex
        while start != endIndex {
            if try !predicate(self[start]) { break }
            start = index(after: start)
        }
        return self[start..<endIndex]
    }
}
extension MutableCollection {
    mutating func swapAt(_ i: Index, _ j: Index) {
        if i == j { return }
        let held = self[i]
        self[i] = self[j]
        self[j] = held
    }
}
extension MutableCollection where Self: BidirectionalCollection {
    mutating func reverse() {
        if isEmpty { return }
        var low = startIndex
        var high = index(before: endIndex)
        while low < high {
            swapAt(low, high)
            low = index(after: low)
            high = index(before: high)
        }
    }
    // From both ends: a first-partition element found from the top is swapped with a
    // second-partition one found from the bottom.
    mutating func partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var high = endIndex
        while low != high {
            if try !belongsInSecondPartition(self[low]) {
                low = index(after: low)
                continue
            }
            high = index(before: high)
            while low != high {
                if try !belongsInSecondPartition(self[high]) { break }
                high = index(before: high)
            }
            if low == high { break }
            swapAt(low, high)
            low = index(after: low)
        }
        return low
    }
}
extension MutableCollection {
    // Forward only: each element of the first partition is swapped down past the second's.
    mutating func partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var pivot = startIndex
        while pivot != endIndex {
            if try belongsInSecondPartition(self[pivot]) { break }
            pivot = index(after: pivot)
        }
        if pivot == endIndex { return endIndex }
        var position = index(after: pivot)
        while position != endIndex {
            if try !belongsInSecondPartition(self[position]) {
                swapAt(position, pivot)
                pivot = index(after: pivot)
            }
            position = index(after: position)
        }
        return pivot
    }
}
extension MutableCollection where Self: RandomAccessCollection {
    // Sorted as the library sorts an array (stably), then written back in index order.
    mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        let ordered = try sorted(by: areInIncreasingOrder)
        var position = startIndex
        for element in ordered {
            self[position] = element
            position = index(after: position)
        }
    }
    // The session's random source shuffles the elements (as an array's), written back.
    mutating func shuffle() {
        var position = startIndex
        for element in shuffled() {
            self[position] = element
            position = index(after: position)
        }
    }
}
extension MutableCollection where Self: RandomAccessCollection, Element: Comparable {
    mutating func sort() { sort(by: <) }
}
"""#
}

extension Checker {
    /// Swift's error for a MutableCollection algorithm the type does not qualify for
    /// (`sort()` needs RandomAccessCollection, `reverse()` BidirectionalCollection), where a
    /// plain "no member" would not say why.
    public func collectionDefaultRefusal(_ name: String, of type: SessionType, at location: SourceLocation) -> Diagnostic? {
        guard case .nominal(let nominal) = type, nominal.conformances.contains("MutableCollection") else { return nil }
        let needed: String
        switch name {
        case "sort", "shuffle": needed = "RandomAccessCollection"
        case "reverse": needed = "BidirectionalCollection"
        default: return nil
        }
        if nominal.conformances.contains(needed) {
            guard name == "sort", let element = userCollectionElement(of: type), !conforms(element, to: "Comparable") else { return nil }
            return Diagnostic(
                "referencing instance method 'sort()' on 'MutableCollection' requires that '\(element.displayName)' conform to 'Comparable'",
                at: location)
        }
        return Diagnostic(
            "referencing instance method '\(name)()' on 'MutableCollection' requires that '\(nominal.name)' conform to '\(needed)'",
            at: location)
    }
}

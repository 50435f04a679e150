import BindscopeLibrary
import BindscopeRuntime

// The library's protocols an opaque result may promise beyond the ones types declare
// conformance to: which built-in types are Sequences and Collections, and the members each
// protocol gives a value whose concrete type is hidden (`some Collection` has `count` and
// `first`, not `last`, which is BidirectionalCollection's).

extension Checker {
    /// The members of `some P` for a library protocol `P`, by base name.
    public static let opaqueLibraryMembers: [String: Set<String>] = [
        "Equatable": [], "Comparable": [], "Sendable": [], "AnyObject": [], "CaseIterable": [],
        "Hashable": ["hashValue", "hash"],
        "CustomStringConvertible": ["description"],
        "CustomDebugStringConvertible": ["debugDescription"],
        "Identifiable": ["id"],
        "Error": ["localizedDescription"],
        "Sequence": [
            "map", "filter", "reduce", "forEach", "contains", "first", "min", "max", "sorted", "reversed",
            "enumerated", "compactMap", "flatMap", "allSatisfy", "elementsEqual", "starts", "dropFirst",
            "dropLast", "prefix", "suffix", "split", "joined", "lazy", "underestimatedCount", "shuffled",
            "drop", "lexicographicallyPrecedes", "makeIterator",
        ],
        "Collection": [
            "count", "isEmpty", "first", "indices", "startIndex", "endIndex", "index", "formIndex", "distance",
            "firstIndex", "randomElement",
        ],
        "BidirectionalCollection": ["last", "lastIndex", "index", "formIndex"],
        "RandomAccessCollection": [],
    ]

    /// The library protocols each refines, transitively.
    public static let libraryRefinements: [String: Set<String>] = [
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
        "Collection": ["Sequence"],
        "BidirectionalCollection": ["Collection", "Sequence"],
        "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
    ]

    /// Whether a built-in type is a Sequence, Collection… (`name` one of `libraryRefinements`'
    /// collection protocols).
    public static func isLibraryCollection(_ type: SessionType, _ name: String) -> Bool? {
        guard ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"].contains(name) else { return nil }
        let level: Int
        switch type {
        case .array, .range(.int, _), .view(.arraySlice, _, _), .view(.reversed, _, _): level = 3
        case .string, .substring: level = 2
        case .set, .dictionary, .view(.stringIndices, _, _), .view(.utf8, _, _), .view(.utf16, _, _), .view(.unicodeScalars, _, _):
            level = 1
        case .view: level = 0
        default: return false
        }
        let needed = ["Sequence": 0, "Collection": 1, "BidirectionalCollection": 2, "RandomAccessCollection": 3][name]!
        return level >= needed
    }

    /// The elements' type of a built-in sequence.
    public static func sequenceElement(of type: SessionType) -> SessionType? {
        switch type {
        case .string, .substring: .character
        case .dictionary(let key, let value): .tuple(labels: ["key", "value"], elements: [key, value])
        case .array, .range(.int, _), .set, .view: type.elementType
        default: nil
        }
    }
}

import OrderedCollections

extension ValuePrinter {
    /// A lazy view prints as Swift's struct does: `ReversedCollection<Array<Int>>(_base: [3, 1, 2])`
    /// (qualified names when reflected), a stride as its qualified type name.
    public func viewText(_ value: Value, _ view: SequenceView, _ base: SessionType, as type: SessionType, qualified: Bool) throws -> String {
        switch view {
        case .strideTo, .strideThrough:
            return type.qualifiedName
        case .iterator:
            // As an IndexingIterator over an array prints (a String's or a Set's iterator
            // prints its storage in Swift, which this one does not have).
            let parts = value.asTuple
            let name = qualified ? type.qualifiedName : type.runtimeName
            return "\(name)(_elements: \(try reflect(parts[0], as: .array(type.elementType))), _position: \(parts[1].asInt))"
        case .zip:
            guard case .tuple(_, let bases) = base else { preconditionFailure("a zip's base is its two sequences") }
            let sequences = ValuePrinter.zipSequences(value, bases)
            let name = qualified ? type.qualifiedName : type.runtimeName
            return "\(name)(_sequence1: \(try reflect(sequences[0], as: bases[0])), _sequence2: \(try reflect(sequences[1], as: bases[1])))"
        case .stringIndices:
            // Its value is the String or Substring; one rebuilt from its indices (a view's base)
            // has lost it.
            let slice: SubstringValue
            switch value {
            case .string, .substring: slice = value.textSlice
            default: throw RuntimeError(.other("printing a String's indices inside another view is not supported in a session"))
            }
            let name = qualified ? type.qualifiedName : type.runtimeName
            return "\(name)(_elements: \(slice.text.debugDescription), _startIndex: \(slice.lower.description), _endIndex: \(slice.upper.description))"
        case .arraySlice:
            // Printed like an array; reflected, named (`ArraySlice([2, 3])`).
            let elements = "[" + (try value.arraySliceParts.elements.map { try reflect($0, as: type.elementType) }.joined(separator: ", ")) + "]"
            return qualified ? "ArraySlice(\(elements))" : elements
        case .utf8, .utf16, .unicodeScalars:
            // A String's views print as its text; reflected, their debug names wrap it.
            let text = ValuePrinter.text(ofStringView: view, value.asArray)
            guard qualified else { return text }
            let name = switch view {
            case .utf8: "UTF8View"
            case .utf16: "UTF16View"
            default: "StringUnicodeScalarView"
            }
            return "\(name)(\(text.debugDescription))"
        case .reversed, .enumerated, .lazy:
            let elements = value.asArray
            let baseElements = switch view {
            case .reversed: Array(elements.reversed())
            case .enumerated: elements.map { $0.asTuple[1] }
            default: elements
            }
            let name = qualified ? type.qualifiedName : type.runtimeName
            return "\(name)(_base: \(try reflect(ValuePrinter.rebuild(base, from: baseElements), as: base)))"
        }
    }

    /// A zip's two sequences. A zip rebuilt from its pairs (the base of `enumerated()`) has
    /// lost what the longer one had past the shorter's end.
    public static func zipSequences(_ value: Value, _ bases: [SessionType]) -> [Value] {
        if case .tuple(let sequences) = value { return sequences }
        let pairs = value.asArray.map(\.asTuple)
        return bases.indices.map { side in rebuild(bases[side], from: pairs.map { $0[side] }) }
    }

    /// The text a String's `utf8` or `unicodeScalars` view holds.
    public static func text(ofStringView view: SequenceView, _ elements: [Value]) -> String {
        if view == .utf8 {
            return String(decoding: elements.map { value -> UInt8 in
                guard case .sized(let byte) = value else { preconditionFailure("a UTF-8 view holds UInt8s") }
                return UInt8(truncatingIfNeeded: byte.bits)
            }, as: UTF8.self)
        }
        if view == .utf16 {
            return String(decoding: elements.map { value -> UInt16 in
                guard case .sized(let unit) = value else { preconditionFailure("a UTF-16 view holds UInt16s") }
                return UInt16(truncatingIfNeeded: unit.bits)
            }, as: UTF16.self)
        }
        var scalars = String.UnicodeScalarView()
        for value in elements {
            guard case .unicodeScalar(let scalar) = value else { preconditionFailure("a scalar view holds scalars") }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// The value a view was made from, rebuilt from its elements in the base's order.
    public static func rebuild(_ base: SessionType, from elements: [Value]) -> Value {
        switch base {
        case .string:
            return .string(String(elements.map(\.asCharacter)))
        case .set:
            return .set(OrderedSet(elements))
        case .dictionary:
            return .dictionary(DictionaryValue(entries: elements.map { ($0.asTuple[0], $0.asTuple[1]) }))
        case .range(_, let closed):
            guard let first = elements.first?.asInt, let last = elements.last?.asInt else {
                return .range(lower: 0, upper: 0, closed: closed)
            }
            return .range(lower: first, upper: closed ? last : last + 1, closed: closed)
        default:
            return .array(elements)
        }
    }
}

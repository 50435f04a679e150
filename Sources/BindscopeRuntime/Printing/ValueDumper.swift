/// Swift's `dump`: a tree of a value's parts, one per line, as its Mirror shows them.
/// `▿` marks a part with children, `-` one without; a part's line is its label (if any) and
/// its summary: the debug text of scalars, the type name of a plain struct, a count for
/// collections and tuples.
public struct ValueDumper {
    public let execution: Execution
    private var text = ""
    /// `#0`, `#1`…: the ids `dump` gives reference values (metatypes, objects) in visiting order.
    private var nextIdentifier = 0
    /// The id each object already visited got: met again, it is one line without its parts
    /// (as Swift's dump does, so a cycle ends).
    private var objectIdentifiers: [ObjectIdentifier: Int] = [:]
    /// The objects found again in this dump.
    private var repeatedObjects: Set<ObjectIdentifier> = []

    private func isRepeatedObject(_ value: Value) -> Bool {
        guard case .object(let box) = value else { return false }
        return repeatedObjects.contains(ObjectIdentifier(box))
    }

    public init(execution: Execution) {
        self.execution = execution
    }

    public static func dump(_ value: Value, as type: SessionType, name: String?, in execution: Execution) throws -> String {
        var dumper = ValueDumper(execution: execution)
        try dumper.visit(value, as: type, label: name, depth: 0)
        return dumper.text
    }

    private typealias Child = (label: String?, value: Value, type: SessionType)

    private mutating func visit(_ value: Value, as type: SessionType, label: String?, depth: Int) throws {
        if case .existential(let payload, let payloadType) = value {
            return try visit(payload, as: payloadType, label: label, depth: depth)
        }
        let (summary, children) = try parts(of: value, as: type)
        // An object met again keeps its `▿`, though its parts are not repeated.
        let expandable = !children.isEmpty || isRepeatedObject(value)
        text += String(repeating: "  ", count: depth) + (expandable ? "▿ " : "- ")
        if let label { text += label + ": " }
        text += summary + "\n"
        for child in children {
            try visit(child.value, as: child.type, label: child.label, depth: depth + 1)
        }
    }

    private mutating func parts(of value: Value, as type: SessionType) throws -> (String, [Child]) {
        let printer = ValuePrinter(execution: execution)
        if case .view(let view, let base, _) = type, view == .reversed || view == .enumerated || view == .lazy {
            let elements = value.asArray
            let baseElements = switch view {
            case .reversed: Array(elements.reversed())
            case .enumerated: elements.map { $0.asTuple[1] }
            default: elements
            }
            return (type.qualifiedName, [("_base", ValuePrinter.rebuild(base, from: baseElements), base)])
        }
        if case .view(.arraySlice, _, let element) = type {
            let elements = value.arraySliceParts.elements
            return (Self.count(elements.count, "element"), elements.map { (nil, $0, element) })
        }
        if case .view(.zip, .tuple(_, let bases), _) = type {
            let sequences = ValuePrinter.zipSequences(value, bases)
            return (type.qualifiedName, [("_sequence1", sequences[0], bases[0]), ("_sequence2", sequences[1], bases[1])])
        }
        switch value {
        case .some(let wrapped):
            return (try printer.reflect(value, as: type), [("some", wrapped, type.unwrappedOnce)])
        case .array(let elements):
            return (Self.count(elements.count, "element"), elements.map { (nil, $0, type.elementType) })
        case .set(let elements):
            return (Self.count(elements.count, "member"), elements.map { (nil, $0, type.elementType) })
        case .dictionary(let dictionary):
            guard case .dictionary(let keyType, let valueType) = type else { preconditionFailure() }
            let entryType = SessionType.tuple(labels: ["key", "value"], elements: [keyType, valueType])
            let entries = zip(dictionary.keys, dictionary.values).map { (nil as String?, Value.tuple([$0, $1]), entryType) }
            return (Self.count(dictionary.count, "key/value pair", plural: "key/value pairs"), entries)
        case .tuple(let elements):
            guard case .tuple(let labels, let types) = type else { preconditionFailure() }
            return ("(" + Self.count(elements.count, "element") + ")", Self.tupleChildren(elements, labels, types))
        case .object(let box):
            guard case .structure(let structure) = box.value else { return (try printer.reflect(value, as: type), []) }
            let name = SessionType.nominal(structure.type).qualifiedName
            if let known = objectIdentifiers[ObjectIdentifier(box)] {
                repeatedObjects.insert(ObjectIdentifier(box))
                return ("\(name) #\(known)", [])
            }
            objectIdentifiers[ObjectIdentifier(box)] = nextIdentifier
            defer { nextIdentifier += 1 }
            return ("\(name) #\(nextIdentifier)", Self.classChildren(structure))
        case .structure(let structure) where structure.type.isClass:
            // The `super` part of an object: its class's name, then its fields.
            return (SessionType.nominal(structure.type).qualifiedName, Self.classChildren(structure))
        case .structure(let structure):
            let fields = zip(structure.type.storedProperties, structure.fields).map { ($0.name as String?, $1, $0.type) }
            return (try printer.declaredText(of: value, type: structure.type) ?? structure.type.name, fields)
        case .enumeration(let nominal, let index):
            return (try printer.declaredText(of: value, type: nominal) ?? "\(SessionType.nominal(nominal).qualifiedName).\(nominal.cases[index].name)", [])
        case .enumerationWithPayload(let nominal, let index, let payload):
            let enumCase = nominal.cases[index]
            let summary = try printer.declaredText(of: value, type: nominal) ?? "\(SessionType.nominal(nominal).qualifiedName).\(enumCase.name)"
            let types = enumCase.payloadTypes ?? []
            let labels = enumCase.payloadLabels ?? types.map { _ in nil }
            // One unlabelled payload value is the case's child; several, or a labelled one
            // (`published(views: 3)`), make a tuple.
            if payload.count == 1, labels[0] == nil { return (summary, [(enumCase.name, payload[0], types[0])]) }
            return (summary, [(enumCase.name, .tuple(payload), .tuple(labels: labels, elements: types))])
        case .range where type == .range(.double, closed: true) || type == .range(.double, closed: false):
            let bounds = value.doubleBounds
            return (try printer.reflect(value, as: type), [("lowerBound", .double(bounds.lower), .double), ("upperBound", .double(bounds.upper), .double)])
        case .range(let lower, let upper, _):
            return (try printer.reflect(value, as: type), [("lowerBound", .int(lower), .int), ("upperBound", .int(upper), .int)])
        case .anyHashable(let payload, let payloadType):
            return (try printer.reflect(value, as: type), [("value", payload, payloadType)])
        case .metatype(let instance):
            defer { nextIdentifier += 1 }
            return ("\(instance.qualifiedName) #\(nextIdentifier)", [])
        default:
            return (try printer.reflect(value, as: type), [])
        }
    }

    /// An object's parts as Swift's Mirror shows them: `super` (the superclass's part, its
    /// fields first in every instance's), then the class's own stored properties.
    private static func classChildren(_ structure: StructValue) -> [Child] {
        let type = structure.type
        let inherited = type.superclass?.storedProperties.count ?? 0
        var children: [Child] = []
        if let superclass = type.superclass {
            let part = StructValue(type: superclass, fields: Array(structure.fields.prefix(inherited)))
            children.append(("super", .structure(part), .nominal(superclass)))
        }
        for index in inherited..<min(type.storedProperties.count, structure.fields.count) {
            let property = type.storedProperties[index]
            children.append((property.name, structure.fields[index], property.type))
        }
        return children
    }

    private static func tupleChildren(_ elements: [Value], _ labels: [String?], _ types: [SessionType]) -> [Child] {
        elements.indices.map { index in (labels[index] ?? ".\(index)", elements[index], types[index]) }
    }

    private static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}

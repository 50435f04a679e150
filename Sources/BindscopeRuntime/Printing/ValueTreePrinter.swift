/// Prints a value as a tree, one stored part per line with its path, type and value:
///
///     sample: Sample
///     ├─ person: Person = Person(name: "Olivier", address: 13, Playground Street)
///     │  ├─ name: String = "Olivier"
///
/// so a user can see every path a binding can be derived along.
public struct ValueTreePrinter {
    public let printer: ValuePrinter
    /// Arrays longer than this show their first elements and a count of the rest.
    public var elementLimit: Int = 10

    public func tree(named name: String, _ value: Value, as type: SessionType) throws -> String {
        var lines = ["\(name): \(type.displayName)"]
        try appendChildren(of: value, type: type, prefix: "", to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendChildren(of value: Value, type: SessionType, prefix: String, to lines: inout [String]) throws {
        let children = self.children(of: value, type: type)
        let shown = children.prefix(elementLimit)
        for (index, child) in shown.enumerated() {
            let isLast = index == shown.count - 1 && children.count <= elementLimit
            let text = try printer.reflect(child.value, as: child.type)
            lines.append("\(prefix)\(isLast ? "└─" : "├─") \(child.label): \(child.type.displayName) = \(text)")
            try appendChildren(of: child.value, type: child.type, prefix: prefix + (isLast ? "   " : "│  "), to: &lines)
        }
        if children.count > elementLimit {
            lines.append("\(prefix)└─ … \(children.count - elementLimit) more")
        }
    }

    private func children(of value: Value, type: SessionType) -> [(label: String, value: Value, type: SessionType)] {
        switch (value, type) {
        case (.structure(let structure), _):
            return zip(structure.type.storedProperties, structure.fields).map { (".\($0.name)", $1, $0.type) }
        case (.array(let elements), .array(let element)):
            return elements.enumerated().map { ("[\($0.offset)]", $0.element, element) }
        case (.dictionary(let dictionary), .dictionary(_, let valueType)):
            return zip(dictionary.keys, dictionary.values).map { key, entry in
                ("[\((try? printer.reflect(key, as: type)) ?? "?")]", entry, valueType)
            }
        case (.some(let wrapped), .optional(let wrappedType)):
            return children(of: wrapped, type: wrappedType)
        default:
            return []
        }
    }

    public init(printer: ValuePrinter, elementLimit: Int = 10) {
        self.printer = printer
        self.elementLimit = elementLimit
    }
}

/// Turns values into text exactly as Swift's `print` (`String(describing:)`) and
/// `debugPrint` (`String(reflecting:)`) do.
///
/// Top-level printing uses a value's description; anything nested inside a collection, an
/// optional or a struct is printed in its reflected (debug) form: strings quoted and escaped,
/// enum cases qualified by their type. A declared `description` wins at every level.
public struct ValuePrinter {
    public let execution: Execution

    /// `String(describing: value)`, for a value of static type `type`.
    public func describe(_ value: Value, as type: SessionType) throws -> String {
        if case .view(let view, let base, _) = type { return try viewText(value, view, base, as: type, qualified: false) }
        if type.isTextRange { return try textRange(value, as: type, qualified: false) }
        switch value {
        case .string(let text): return text
        case .substring(let slice): return slice.text
        case .float(let number): return number.description
        case .character(let character): return String(character)
        case .unicodeScalar(let scalar): return String(scalar)
        // A Set's description lists its elements like an array's; reflecting it names the type.
        case .set(let elements): return try list(elements, of: type.elementType)
        case .structure(let structure) where structure.type.isCustomStringConvertible:
            return try declaredDescription(of: value, type: structure.type)
        case .enumeration(let type, let index):
            if type.isCustomStringConvertible { return try declaredDescription(of: value, type: type) }
            if let key = ValuePrinter.codingKeyText(type, index) { return key }
            return type.cases[index].name
        case .enumerationWithPayload(let type, let index, let payload):
            if type.isCustomStringConvertible { return try declaredDescription(of: value, type: type) }
            return type.cases[index].name + (try payloadText(type.cases[index], payload))
        case .existential(let payload, let payloadType), .anyHashable(let payload, let payloadType):
            return try describe(payload, as: payloadType)
        case .metatype(let type):
            return type.runtimeName
        case .range(let lower, let upper, let closed):
            if case .range(.stringIndex, _) = type {
                return "\(StringIndex(packed: lower).description)\(closed ? "..." : "..<")\(StringIndex(packed: upper).description)"
            }
            if case .range(.double, _) = type {
                let bounds = value.doubleBounds
                return "\(bounds.lower)\(closed ? "..." : "..<")\(bounds.upper)"
            }
            return "\(lower)\(closed ? "..." : "..<")\(upper)"
        case .structure(let structure) where structure.type.specialization != nil:
            let text = try reflect(value, as: type)
            let qualified = SessionType.nominal(structure.type).qualifiedName
            guard text.hasPrefix(qualified + "(") else { return text }
            return SessionType.nominal(structure.type).runtimeName + text.dropFirst(qualified.count)
        case .structure(let structure) where structure.type.name.contains("."):
            // `print` names a nested struct without its outer types (`Line(…)`); inside a
            // collection or reflected it is `Order.Line(…)`.
            let text = try reflect(value, as: type)
            let name = SessionType.nominal(structure.type).qualifiedName
            guard text.hasPrefix(name + "("), let dot = name.lastIndex(of: ".") else { return text }
            return String(text.dropFirst(name.distance(from: name.startIndex, to: dot) + 1))
        default:
            return try reflect(value, as: type)
        }
    }

    /// `String(reflecting: value)`, for a value of static type `type`.
    public func reflect(_ value: Value, as type: SessionType) throws -> String {
        var text = LimitedText(limit: .max)
        try reflect(value, as: type, into: &text)
        return text.text
    }

    /// `String(reflecting: value)` up to `limit` characters: containers stop once the text is
    /// past it, so printing the start of a 100k-element array costs the start only.
    public func reflect(_ value: Value, as type: SessionType, limit: Int) throws -> LimitedText {
        var text = LimitedText(limit: limit)
        try reflect(value, as: type, into: &text)
        return text
    }

    /// `reflect`, appended to `out`; stops early once `out` is full.
    public func reflect(_ value: Value, as type: SessionType, into out: inout LimitedText) throws {
        guard !out.isFull else { return }
        if case .view(let view, let base, _) = type { return out.append(try viewText(value, view, base, as: type, qualified: true)) }
        if type.isTextRange { return out.append(try textRange(value, as: type, qualified: true)) }
        switch value {
        case .some(let wrapped):
            out.append("Optional(")
            try reflect(wrapped, as: type.unwrappedOnce, into: &out)
            out.append(")")
        case .array(let elements):
            try list(elements, of: type.elementType, into: &out)
        case .set(let elements):
            out.append("Set(")
            try list(elements, of: type.elementType, into: &out)
            out.append(")")
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return out.append("[:]") }
            guard case .dictionary(let keyType, let valueType) = type else {
                preconditionFailure("dictionary value of type \(type)")
            }
            out.append("[")
            for (index, (key, entry)) in zip(dictionary.keys, dictionary.values).enumerated() {
                guard !out.isFull else { return }
                if index > 0 { out.append(", ") }
                try reflect(key, as: keyType, into: &out)
                out.append(": ")
                try reflect(entry, as: valueType, into: &out)
            }
            out.append("]")
        case .structure(let structure):
            if let text = try declaredText(of: value, type: structure.type) { return out.append(text) }
            // A generic struct's arguments are qualified here (`Pair<Swift.Int, Swift.Bool>`);
            // `print` spells the outermost one plainly (see `describe`).
            out.append(SessionType.nominal(structure.type).qualifiedName + "(")
            for (index, (property, field)) in zip(structure.type.storedProperties, structure.fields).enumerated() {
                guard !out.isFull else { return }
                out.append((index > 0 ? ", " : "") + property.name + ": ")
                try reflect(field, as: property.type, into: &out)
            }
            out.append(")")
        case .enumerationWithPayload(let type, let index, let payload):
            if let text = try declaredText(of: value, type: type) { return out.append(text) }
            out.append("\(SessionType.nominal(type).qualifiedName).\(type.cases[index].name)")
            try payloadText(type.cases[index], payload, into: &out)
        case .binding(let binding):
            let valueType = type.wrapperValueType
            out.append("Binding<\(wrapperName(valueType))>(wrappedValue: ")
            try reflect(binding.read(in: execution), as: valueType, into: &out)
            out.append(")")
        case .state(let box):
            let valueType = type.wrapperValueType
            out.append("State<\(wrapperName(valueType))>(wrappedValue: ")
            try reflect(box.value, as: valueType, into: &out)
            out.append(")")
        case .existential(let payload, let payloadType):
            try reflect(payload, as: payloadType, into: &out)
        case .anyHashable(let payload, let payloadType):
            out.append("AnyHashable(")
            try reflect(payload, as: payloadType, into: &out)
            out.append(")")
        case .tuple(let elements):
            guard case .tuple(let labels, let types) = type else { preconditionFailure("tuple value of type \(type)") }
            try labelledList(elements, labels: labels, types: types, into: &out)
        default:
            out.append(try reflectLeaf(value, as: type))
        }
    }

    /// The reflected text of a value with no parts to print (or printed whole by a helper).
    private func reflectLeaf(_ value: Value, as type: SessionType) throws -> String {
        switch value {
        case .int(let number): return String(number)
        case .sized(let number): return number.width.arithmetic.text(number.bits)
        case .float(let number): return number.debugDescription
        // Swift's `print` and reflection show a NaN's sign (`-nan`); only `description` hides it.
        case .double(let number): return number.debugDescription
        case .bool(let flag): return String(flag)
        case .string(let text): return text.debugDescription
        case .substring(let slice): return slice.text.debugDescription
        case .character(let character): return character.debugDescription
        case .stringIndex(let index): return index.description
        case .unicodeScalar(let scalar): return scalar.debugDescription
        case .void: return "()"
        case .none: return "nil"
        case .object:
            // Swift prints an instance as its class's qualified name (the module prefix is
            // left out here, as for every type), unless the class describes itself.
            let type = value.objectType
            if let text = try declaredText(of: value, type: type) { return text }
            return SessionType.nominal(type).qualifiedName
        case .enumeration(let type, let index):
            if let text = try declaredText(of: value, type: type) { return text }
            if let key = ValuePrinter.codingKeyText(type, index) { return key }
            return "\(SessionType.nominal(type).qualifiedName).\(type.cases[index].name)"
        case .keyPath(let keyPath): return keyPath.description
        case .function: return "(Function)"
        case .range(let lower, let upper, let closed):
            if case .range(let bound, _) = type, bound != .int {
                return (closed ? "ClosedRange(" : "Range(") + (try describe(value, as: type)) + ")"
            }
            return closed ? "ClosedRange(\(lower)...\(upper))" : "Range(\(lower)..<\(upper))"
        case .metatype(let type): return type.qualifiedName
        case .transaction(let transaction):
            let animation = transaction.animation.map { "Optional(\($0))" } ?? "nil"
            return "Transaction(animation: \(animation), disablesAnimations: \(transaction.disablesAnimations), isContinuous: \(transaction.isContinuous))"
        case .animation(let animation): return animation.description
        case .some, .array, .set, .dictionary, .structure, .enumerationWithPayload, .binding, .state, .existential,
            .anyHashable, .tuple:
            preconditionFailure("reflect(_:as:into:) prints the parts of \(value)")
        }
    }

    /// `a...z`; reflected, `ClosedRange("a"..."z")` (its bounds reflected).
    private func textRange(_ value: Value, as type: SessionType, qualified: Bool) throws -> String {
        guard case .range(let bound, let closed) = type else { preconditionFailure() }
        let bounds = value.asTuple, op = closed ? "..." : "..<"
        guard qualified else { return try describe(bounds[0], as: bound) + op + describe(bounds[1], as: bound) }
        return (closed ? "ClosedRange(" : "Range(") + (try reflect(bounds[0], as: bound)) + op + (try reflect(bounds[1], as: bound)) + ")"
    }

    /// `(3)`, `(x: 1, y: "q")`: associated values in reflected form, with their labels.
    private func payloadText(_ enumCase: NominalType.EnumCase, _ payload: [Value]) throws -> String {
        var text = LimitedText(limit: .max)
        try payloadText(enumCase, payload, into: &text)
        return text.text
    }

    private func payloadText(_ enumCase: NominalType.EnumCase, _ payload: [Value], into out: inout LimitedText) throws {
        guard let labels = enumCase.payloadLabels, let types = enumCase.payloadTypes else { return }
        // A lone `Void` payload prints as empty parentheses: `success()`.
        if types == [.void], labels == [nil] { return out.append("()") }
        try labelledList(payload, labels: labels, types: types, into: &out)
    }

    /// `(label: value, value)`: a tuple, or an enum case's payload. Stops once `out` is full.
    private func labelledList(
        _ values: [Value], labels: [String?], types: [SessionType], into out: inout LimitedText
    ) throws {
        out.append("(")
        for index in values.indices {
            guard !out.isFull else { return }
            out.append((index > 0 ? ", " : "") + (labels[index].map { "\($0): " } ?? ""))
            try reflect(values[index], as: types[index], into: &out)
        }
        out.append(")")
    }

    private func list(_ elements: some Sequence<Value>, of elementType: SessionType) throws -> String {
        var text = LimitedText(limit: .max)
        try list(elements, of: elementType, into: &text)
        return text.text
    }

    /// `[a, b, c]`, each element reflected; stops at the first element past the limit.
    private func list(_ elements: some Sequence<Value>, of elementType: SessionType, into out: inout LimitedText) throws {
        out.append("[")
        var first = true
        for element in elements {
            guard !out.isFull else { return }
            if !first { out.append(", ") }
            first = false
            try reflect(element, as: elementType, into: &out)
        }
        out.append("]")
    }

    /// Reflection uses `debugDescription`, else `description`, when the type declares one.
    public func declaredText(of value: Value, type: NominalType) throws -> String? {
        if type.isCustomDebugStringConvertible {
            return try property("debugDescription", of: value, type: type)
        }
        if type.isCustomStringConvertible { return try declaredDescription(of: value, type: type) }
        return nil
    }

    private func declaredDescription(of value: Value, type: NominalType) throws -> String {
        try property("description", of: value, type: type)
    }

    /// A `String` property the checker required for the conformance: computed or stored.
    private func property(_ name: String, of value: Value, type: NominalType) throws -> String {
        if let index = type.computedPropertyIndex(named: name) {
            return try execution.computedProperty(type, index, of: value).asString
        }
        let fields = if case .object(let box) = value { box.value } else { value }
        guard let index = type.storedPropertyIndex(named: name), case .structure(let structure) = fields else {
            preconditionFailure("the checker requires '\(name)' for the conformance")
        }
        // An object's stored description is a property a dependent printing it reads.
        if case .object(let box) = value { execution.recorder?.record(box, PathStep.field(index, name: name)) }
        return structure.fields[index].asString
    }

    /// Set for bindscope's own lines (an echo, `:states`): a Binding's or State's value type
    /// is spelled as the line's declared type is (`Binding<Settings.Theme>`, `Binding<Int?>`),
    /// not as `print` spells it at run time (`Binding<Theme>`, `Binding<Optional<Int>>`).
    public var spellsTypesAsDeclared = false

    public init(execution: Execution, spellsTypesAsDeclared: Bool = false) {
        self.execution = execution
        self.spellsTypesAsDeclared = spellsTypesAsDeclared
    }

    func wrapperName(_ valueType: SessionType) -> String {
        spellsTypesAsDeclared ? valueType.displayName : valueType.runtimeName
    }
}

extension ValuePrinter {
    /// Debug text for places no execution is at hand (key-path subscripts hold literals only).
    public static func debugText(_ value: Value) -> String {
        switch value {
        case .int(let number): String(number)
        case .string(let text): text.debugDescription
        case .substring(let slice): slice.text.debugDescription
        case .bool(let flag): String(flag)
        case .double(let number): String(describing: number)
        default: "\(value)"
        }
    }
}

extension ValuePrinter {
    /// The value's `PrintedLayout`: its reflected text (`reflect`) with the boundaries between
    /// its parts kept, so a value too wide for a line can be opened at them. What prints as
    /// one piece (a number, a string, a view, a value with a declared `description` or
    /// `debugDescription`, an object) is an atom, so a layout never splits what Swift prints
    /// as one.
    ///
    /// Its flat text is `reflect`'s exactly; should the two ever differ, the value is one atom
    /// (printed as today, only not opened) rather than printed differently.
    public func layout(_ value: Value, as type: SessionType) throws -> PrintedLayout {
        let layout = try parts(value, as: type)
        guard case .group = layout else { return layout }
        let text = try reflect(value, as: type)
        return layout.flat == text ? layout : .atom(text)
    }

    private func parts(_ value: Value, as type: SessionType) throws -> PrintedLayout {
        if case .view = type { return .atom(try reflect(value, as: type)) }
        if type.isTextRange { return .atom(try reflect(value, as: type)) }
        switch value {
        case .some(let wrapped):
            return .group(open: "Optional(", items: [.init(try parts(wrapped, as: type.unwrappedOnce))], close: ")")
        case .array(let elements):
            return try layoutList(elements, of: type.elementType, open: "[", close: "]")
        case .set(let elements):
            return try layoutList(elements, of: type.elementType, open: "Set([", close: "])")
        case .dictionary(let dictionary):
            guard dictionary.count > 0 else { return .atom("[:]") }
            guard case .dictionary(let keyType, let valueType) = type else { return .atom(try reflect(value, as: type)) }
            let items = try zip(dictionary.keys, dictionary.values).map { key, entry in
                // A key is a prefix: keys are short, and a line is opened at entries.
                PrintedLayout.Item(try reflect(key, as: keyType) + ": ", try parts(entry, as: valueType))
            }
            return .group(open: "[", items: items, close: "]")
        case .structure(let structure):
            if let text = try declaredText(of: value, type: structure.type) { return .atom(text) }
            let items = try zip(structure.type.storedProperties, structure.fields).map { property, field in
                PrintedLayout.Item(property.name + ": ", try parts(field, as: property.type))
            }
            return group(open: SessionType.nominal(structure.type).qualifiedName + "(", items: items, close: ")")
        case .enumerationWithPayload(let enumType, let index, let payload):
            if let text = try declaredText(of: value, type: enumType) { return .atom(text) }
            let enumCase = enumType.cases[index]
            guard let labels = enumCase.payloadLabels, let types = enumCase.payloadTypes,
                !(types == [.void] && labels == [nil])
            else { return .atom(try reflect(value, as: type)) }
            let name = "\(SessionType.nominal(enumType).qualifiedName).\(enumCase.name)"
            return try labelled(payload, labels: labels, types: types, open: name + "(")
        case .binding(let binding):
            let valueType = type.wrapperValueType
            let wrapped = try parts(binding.read(in: execution), as: valueType)
            return .group(open: "Binding<\(wrapperName(valueType))>(", items: [.init("wrappedValue: ", wrapped)], close: ")")
        case .state(let box):
            let valueType = type.wrapperValueType
            let wrapped = try parts(box.value, as: valueType)
            return .group(open: "State<\(wrapperName(valueType))>(", items: [.init("wrappedValue: ", wrapped)], close: ")")
        case .existential(let payload, let payloadType):
            return try parts(payload, as: payloadType)
        case .anyHashable(let payload, let payloadType):
            return .group(open: "AnyHashable(", items: [.init(try parts(payload, as: payloadType))], close: ")")
        case .tuple(let elements):
            guard case .tuple(let labels, let types) = type else { return .atom(try reflect(value, as: type)) }
            return try labelled(elements, labels: labels, types: types, open: "(")
        default:
            return .atom(try reflect(value, as: type))
        }
    }

    /// `[a, b]`, `Set([a, b])`, its elements packed onto lines when they are atoms; an empty
    /// one is an atom (nothing to open).
    private func layoutList(_ elements: some Sequence<Value>, of elementType: SessionType, open: String, close: String) throws -> PrintedLayout {
        let items = try elements.map { PrintedLayout.Item(try parts($0, as: elementType)) }
        return items.isEmpty ? .atom(open + close) : .group(open: open, items: items, close: close, fills: true)
    }

    /// `(label: value, value)`: a tuple, or an enum case's payload after its name.
    private func labelled(_ values: [Value], labels: [String?], types: [SessionType], open: String) throws -> PrintedLayout {
        let items = try values.indices.map { index in
            PrintedLayout.Item(labels[index].map { "\($0): " } ?? "", try parts(values[index], as: types[index]))
        }
        return group(open: open, items: items, close: ")")
    }

    private func group(open: String, items: [PrintedLayout.Item], close: String) -> PrintedLayout {
        items.isEmpty ? .atom(open + close) : .group(open: open, items: items, close: close)
    }
}

import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// The synthesized Codable conformance of each type a call to `encode` or `decode` reaches,
// as a `CodingShape` (see there): worked out once, when the call is checked.

extension Checker {
    /// The shape of `type`, or nil when it is not Codable (a type without the conformance,
    /// a function, a tuple…).
    public func codingShape(of type: SessionType) -> CodingShape? {
        var cache: [ObjectIdentifier: NominalCoding] = [:]
        return codingShape(of: type, cache: &cache)
    }

    private func codingShape(of type: SessionType, cache: inout [ObjectIdentifier: NominalCoding]) -> CodingShape? {
        switch type {
        case .int: return .int
        case .sizedInteger(let width): return .sized(width)
        case .double: return .double
        case .float: return .float
        case .string: return .string
        case .bool: return .bool
        case .optional(let wrapped): return codingShape(of: wrapped, cache: &cache).map(CodingShape.optional)
        case .array(let element): return codingShape(of: element, cache: &cache).map(CodingShape.array)
        case .set(let element): return codingShape(of: element, cache: &cache).map(CodingShape.set)
        case .dictionary(let key, let value):
            guard let keyShape = codingShape(of: key, cache: &cache), let valueShape = codingShape(of: value, cache: &cache) else {
                return nil
            }
            return .dictionary(key: keyShape, value: valueShape)
        case .nominal(let nominal):
            if nominal === foundation.uuid { return .uuid(nominal) }
            if nominal === foundation.date { return .date(nominal) }
            if nominal === foundation.coders.data { return .data(nominal) }
            if nominal === foundation.files.url { return .url(nominal) }
            guard !nominal.conformances.isDisjoint(with: Checker.codableProtocols), nominal.kind != .protocolType else { return nil }
            if let known = cache[ObjectIdentifier(nominal)] { return .nominal(known) }
            let coding = NominalCoding(type: nominal)
            cache[ObjectIdentifier(nominal)] = coding
            let custom = addHandWrittenCoding(of: nominal, to: coding)
            guard let form = codingForm(of: nominal, coding, cache: &cache) else {
                // Hand-written both ways, the stored properties need not be Codable.
                if custom { return .nominal(coding) }
                return nil
            }
            coding.form = form
            return .nominal(coding)
        default:
            return nil
        }
    }

    private func codingForm(of nominal: NominalType, _ coding: NominalCoding, cache: inout [ObjectIdentifier: NominalCoding]) -> NominalCoding.Form? {
        if nominal.kind == .enumeration {
            if let raw = nominal.rawType {
                return codingShape(of: raw, cache: &cache).map(NominalCoding.Form.rawValue)
            }
            var cases: [NominalCoding.Case] = []
            for enumCase in nominal.cases {
                let types = enumCase.payloadTypes ?? []
                let labels = enumCase.payloadLabels ?? []
                var shapes: [CodingShape] = []
                for type in types {
                    guard let shape = codingShape(of: type, cache: &cache) else { return nil }
                    shapes.append(shape)
                }
                let keys = types.indices.map { index in (index < labels.count ? labels[index] : nil) ?? "_\(index)" }
                cases.append(NominalCoding.Case(name: enumCase.name, keys: keys, shapes: shapes))
            }
            return .cases(cases)
        }
        // `enum CodingKeys: String, CodingKey { case name = "full_name" }` renames and selects.
        let renamed = userType(named: nominal.name + ".CodingKeys").map { keys in
            Dictionary(keys.cases.map { ($0.name, (($0.rawValue).flatMap { if case .string(let text) = $0 { text } else { nil } }) ?? $0.name) },
                uniquingKeysWith: { first, _ in first })
        }
        // A subclass inherits its superclass's conformance, which codes the superclass's
        // properties only: the subclass's own keep their initial values when decoded.
        let declaring = nominal.isClass
            ? nominal.classChain.reduce(nominal) { found, ancestor in
                ancestor.conformances.isDisjoint(with: Checker.codableProtocols) ? found : ancestor
            }
            : nominal
        let coded = declaring.storedProperties.count
        var fields: [NominalCoding.Field] = []
        for (index, property) in nominal.storedProperties.enumerated() {
            // A `lazy var`'s storage is no property of its own to Codable.
            if property.lazyInitializer != nil || property.lazyName != nil { continue }
            guard index < coded else {
                if let initial = property.defaultValue { coding.defaults.append((index, initial.evaluate)) }
                continue
            }
            let key: String? = if let renamed { renamed[property.name] } else { property.name }
            guard let key else {
                if let initial = property.defaultValue { coding.defaults.append((index, initial.evaluate)) }
                continue
            }
            guard let shape = codingShape(of: property.type, cache: &cache) else { return nil }
            // `let version = 2` is encoded but never decoded: its value cannot be overwritten.
            let decodes = !(property.isConstant && property.defaultValue != nil)
            if !decodes, let initial = property.defaultValue { coding.defaults.append((index, initial.evaluate)) }
            fields.append(NominalCoding.Field(index: index, key: key, shape: shape, decodes: decodes))
        }
        return .fields(fields)
    }

    /// A type's own `init(from decoder: Decoder)` and `encode(to encoder: Encoder)`, run in
    /// place of the synthesized ones; true when it declares both.
    private func addHandWrittenCoding(of nominal: NominalType, to coding: NominalCoding) -> Bool {
        let containers = foundation.containers, keys = foundation.codingErrors
        let initializer = nominal.members.initializers.first {
            $0.parameters.map(\.label) == ["from"] && $0.parameters[0].type == .nominal(containers.decoder)
        }
        let encode = nominal.members.methods["encode"]?.first {
            $0.parameters.map(\.label) == ["to"] && $0.parameters[0].type == .nominal(containers.encoder)
        }
        if let initializer, !nominal.isClass {
            coding.customDecode = { execution, json, path, options in
                guard let body = initializer.body else { preconditionFailure("initializer not compiled") }
                let decoder = containers.decoderValue(json, path: path, options: options, keys: keys)
                return try body.invoke(execution, [.void, decoder])
            }
        }
        if let encode {
            coding.customEncode = { execution, value, path, options in
                guard let body = encode.body else { preconditionFailure("method not compiled") }
                let (encoder, tree) = containers.newEncoder(path: path, options: options, keys: keys)
                // The tree is let go of even when `encode(to:)` throws.
                defer { _ = containers.finishedTree(tree) }
                _ = try body.invoke(execution, [value, encoder])
                return containers.finishedTree(tree)
            }
        }
        return coding.customDecode != nil && coding.customEncode != nil
    }
}

import BindscopeLanguage
import BindscopeRuntime

// `struct Todo: Identifiable, Codable` is how most SwiftUI models are declared, whether or not
// the session ever encodes one. The conformance is accepted and checked as Swift synthesizes
// it (every stored property Codable, its own `CodingKeys` matching them); `JSONEncoder` and
// `JSONDecoder` run the conformances (see `Checker+JSONCoders.swift`).

extension Checker {
    public static let codableProtocols: Set<String> = ["Codable", "Encodable", "Decodable"]

    public func isCodable(_ type: SessionType) -> Bool {
        switch type {
        case .int, .double, .string, .bool, .sizedInteger, .float, .range: true
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): isCodable(wrapped)
        case .dictionary(let key, let value): isCodable(key) && isCodable(value)
        case .nominal(let nominal):
            nominal === foundation.uuid || nominal === foundation.coders.data || nominal === foundation.files.url
                || nominal.conformances.contains("Codable")
                || nominal.conformances.isSuperset(of: ["Encodable", "Decodable"])
        default: false
        }
    }

    /// Swift's synthesized conformance needs every stored property (or every case's payload)
    /// to be Codable itself; it names the first protocol it could not synthesize.
    public func checkCodable(_ type: NominalType, at location: SourceLocation) throws {
        let declared = type.conformances.intersection(Checker.codableProtocols)
        guard !declared.isEmpty else { return }
        // A hand-written `init(from:)` and `encode(to:)` need nothing of the stored properties.
        let handWrittenDecoding = type.members.initializers.contains {
            $0.parameters.map(\.label) == ["from"] && $0.parameters[0].type == .nominal(foundation.containers.decoder)
        }
        let handWrittenEncoding = type.members.methods["encode"]?.contains {
            $0.parameters.map(\.label) == ["to"] && $0.parameters[0].type == .nominal(foundation.containers.encoder)
        } ?? false
        if handWrittenDecoding, type.isClass {
            throw Diagnostic(
                "a class's hand-written 'init(from:)' is not supported in a session: its Decodable conformance is synthesized only",
                at: location)
        }
        let decodes = declared.contains("Codable") || declared.contains("Decodable")
        let encodes = declared.contains("Codable") || declared.contains("Encodable")
        if (!decodes || handWrittenDecoding) && (!encodes || handWrittenEncoding) { return }
        let types = type.storedProperties.map(\.type) + type.cases.flatMap { $0.payloadTypes ?? [] }
        guard types.allSatisfy(isCodable) else {
            let name = declared.contains("Encodable") && !declared.contains("Codable") ? "Encodable" : "Decodable"
            throw Diagnostic("type '\(type.name)' does not conform to protocol '\(name)'", at: location)
        }
        if !handWrittenDecoding && !handWrittenEncoding { try checkCodingKeys(of: type, declared, at: location) }
    }

    /// A type's own `CodingKeys` must name stored properties, and leave out only those with
    /// an initial value (decoding could not set them otherwise): Swift's synthesis says which.
    private func checkCodingKeys(of type: NominalType, _ declared: Set<String>, at location: SourceLocation) throws {
        guard type.kind != .enumeration, let keys = userType(named: type.name + ".CodingKeys") else { return }
        let names = Set(keys.cases.map(\.name))
        let stored = type.storedProperties.filter { !$0.isWrapped && $0.lazyInitializer == nil && $0.lazyName == nil }
        let decodable = declared.contains("Codable") || declared.contains("Decodable")
        let name = decodable ? "Decodable" : "Encodable"
        if let extra = keys.cases.first(where: { key in !stored.contains { $0.name == key.name } }) {
            throw Diagnostic(
                "type '\(type.name)' does not conform to protocol '\(name)': CodingKey case '\(extra.name)' does not match any stored properties",
                at: location)
        }
        if decodable, let missing = stored.first(where: { !names.contains($0.name) && $0.defaultValue == nil && !$0.type.isOptional }) {
            throw Diagnostic(
                "type '\(type.name)' does not conform to protocol 'Decodable': cannot automatically synthesize 'Decodable' because '\(missing.name)' does not have a matching CodingKey and does not have a default value",
                at: location)
        }
    }
}

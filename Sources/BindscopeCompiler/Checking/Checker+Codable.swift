import BindscopeLanguage
import BindscopeRuntime

// `struct Todo: Identifiable, Codable` is how most SwiftUI models are declared, whether or not
// the session ever encodes one. The conformance is accepted and checked as Swift synthesizes
// it (every stored property Codable); encoders themselves (`JSONEncoder`) stay unsupported.

extension Checker {
    public static let codableProtocols: Set<String> = ["Codable", "Encodable", "Decodable"]

    public func isCodable(_ type: SessionType) -> Bool {
        switch type {
        case .int, .double, .string, .bool, .sizedInteger, .float, .range: true
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): isCodable(wrapped)
        case .dictionary(let key, let value): isCodable(key) && isCodable(value)
        case .nominal(let nominal):
            nominal === foundation.uuid || nominal.conformances.contains("Codable")
                || nominal.conformances.isSuperset(of: ["Encodable", "Decodable"])
        default: false
        }
    }

    /// Swift's synthesized conformance needs every stored property (or every case's payload)
    /// to be Codable itself; it names the first protocol it could not synthesize.
    public func checkCodable(_ type: NominalType, at location: SourceLocation) throws {
        let declared = type.conformances.intersection(Checker.codableProtocols)
        guard !declared.isEmpty else { return }
        let types = type.storedProperties.map(\.type) + type.cases.flatMap { $0.payloadTypes ?? [] }
        guard types.allSatisfy(isCodable) else {
            let name = declared.contains("Encodable") && !declared.contains("Codable") ? "Encodable" : "Decodable"
            throw Diagnostic("type '\(type.name)' does not conform to protocol '\(name)'", at: location)
        }
    }
}

/// One step of a coding path: a key of an object or an index into an array. A key keeps the
/// name of its keys type, which a printed coding path shows (`InfoKeys(stringValue: "x", …)`).
public enum JSONPathStep: Equatable, Sendable {
    case key(String, keys: String = "CodingKeys")
    case index(Int)
}

/// Why a JSON document could not be decoded as a type, in the words of Foundation's
/// `DecodingError` (the compiler makes the thrown error of it).
public struct JSONDecodingFailure: Error {
    public enum Kind {
        /// The name of the type expected (`Int`, `Dictionary<String, Any>`).
        case typeMismatch(String)
        case valueNotFound(String)
        /// The key's name and its keys type's (`CodingKeys`, `CircleCodingKeys` for a case's).
        case keyNotFound(String, keys: String)
        case dataCorrupted
    }

    public var kind: Kind
    public var path: [JSONPathStep]
    public var debugDescription: String

    public init(_ kind: Kind, path: [JSONPathStep], _ debugDescription: String) {
        self.kind = kind
        self.path = path
        self.debugDescription = debugDescription
    }

    /// "The given data was not valid JSON.": bad text, and a number that does not fit the type.
    public static func invalidJSON(path: [JSONPathStep] = []) -> JSONDecodingFailure {
        JSONDecodingFailure(.dataCorrupted, path: path, "The given data was not valid JSON.")
    }

    public static func mismatch(_ typeName: String, found: JSONValue, path: [JSONPathStep]) -> JSONDecodingFailure {
        JSONDecodingFailure(.typeMismatch(typeName), path: path, "Expected to decode \(typeName) but found \(found.kindName) instead.")
    }
}

/// A value JSON cannot hold (`Double.nan`), as `EncodingError.invalidValue` says it.
public struct JSONEncodingFailure: Error {
    /// How the value prints: `nan (Double)`.
    public var valueText: String
    public var path: [JSONPathStep]
    public var debugDescription: String

    public init(valueText: String, path: [JSONPathStep], debugDescription: String) {
        self.valueText = valueText
        self.path = path
        self.debugDescription = debugDescription
    }
}

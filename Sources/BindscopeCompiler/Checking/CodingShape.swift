import BindscopeLibrary
import BindscopeRuntime

/// How a Codable type is encoded and decoded, worked out once when a call to `encode` or
/// `decode` is checked: Swift's synthesized conformances, per type. A nominal type's shape is
/// a shared `NominalCoding`, so recursive types (`indirect enum`, a class holding its own kind)
/// refer to themselves.
public indirect enum CodingShape {
    case int
    case sized(IntegerWidth)
    case double
    case float
    case string
    case bool
    case optional(CodingShape)
    case array(CodingShape)
    case set(CodingShape)
    /// Keys that are Strings or Ints make an object; others an array of keys and values.
    case dictionary(key: CodingShape, value: CodingShape)
    /// Foundation's UUID: its `uuidString`.
    case uuid(NominalType)
    /// Foundation's Date: by the coder's date strategy (`deferredToDate`, its seconds since
    /// 2001, by default).
    case date(NominalType)
    /// Foundation's Data: base64 text (JSONEncoder's default `dataEncodingStrategy`).
    case data(NominalType)
    /// Foundation's URL: its `absoluteString`, as JSONEncoder special-cases it.
    case url(NominalType)
    case nominal(NominalCoding)

    /// The type's name in Foundation's errors (`Dictionary<String, Any>` for what decodes
    /// from an object).
    public var expectedName: String {
        switch self {
        case .int: "Int"
        case .sized(let width): width.rawValue
        case .double: "Double"
        case .float: "Float"
        case .string, .uuid, .data, .url: "String"
        case .bool: "Bool"
        case .date: "Double"
        case .optional(let wrapped): wrapped.expectedName
        case .array, .set: "Array<Any>"
        case .dictionary(.string, _), .dictionary(.int, _): "Dictionary<String, Any>"
        case .dictionary: "Array<Any>"
        case .nominal(let coding):
            switch coding.form {
            case .rawValue(let raw): raw.expectedName
            default: "Dictionary<String, Any>"
            }
        }
    }
}

extension CodingShape {
    /// The type Foundation's decoder names when it finds null: Foundation's own types by
    /// their names, as their decoding asks for them before it reads their JSON.
    public var nullName: String {
        switch self {
        case .date: "Date"
        case .data: "Data"
        case .url: "URL"
        default: expectedName
        }
    }

    /// What Foundation's decoder says it could not get from a null: a container for what
    /// decodes from an object or an array, else a value.
    public var nullReading: String {
        switch nullName {
        case "Dictionary<String, Any>": "keyed decoding container"
        case "Array<Any>": "unkeyed decoding container"
        case let name: "value of type \(name)"
        }
    }
}

/// A session type's synthesized coding: its stored properties under their keys, or its cases.
public final class NominalCoding {
    public struct Field {
        /// The index of the stored property in a value's fields.
        public var index: Int
        public var key: String
        public var shape: CodingShape
        /// False for a `let` with an initial value, which decoding leaves as it is.
        public var decodes = true
    }

    public struct Case {
        public var name: String
        /// `_0`, `_1` for unlabelled associated values.
        public var keys: [String]
        public var shapes: [CodingShape]
    }

    public enum Form {
        /// A struct or a class: every stored property (or those its `CodingKeys` name).
        case fields([Field])
        /// An enum with a raw type: its raw value.
        case rawValue(CodingShape)
        /// Another enum: `{"case":{"label":value}}`.
        case cases([Case])
    }

    public let type: NominalType
    public var form: Form = .fields([])
    /// Stored properties its `CodingKeys` leave out: decoding gives them their default values.
    public var defaults: [(index: Int, evaluate: Evaluator)] = []
    /// A hand-written `init(from:)`, run with a decoder of the JSON at a path, with the
    /// decoder's options.
    public var customDecode: ((Execution, JSONValue, [JSONPathStep], CodingOptions) throws -> Value)?
    /// A hand-written `encode(to:)`, run on a value with an encoder at a path; nil when it
    /// encoded nothing (an error at the top level, `{}` below it).
    public var customEncode: ((Execution, Value, [JSONPathStep], CodingOptions) throws -> JSONValue?)?

    public init(type: NominalType) {
        self.type = type
    }
}

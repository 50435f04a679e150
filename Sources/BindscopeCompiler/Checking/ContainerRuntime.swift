import BindscopeLibrary
import BindscopeRuntime

/// What the containers' compiled calls do when they run, shared by the keyed, unkeyed and
/// single-value ones: decode or encode one value as JSONDecoder and JSONEncoder would at
/// that place of the coding path (a failure thrown as their `DecodingError` or
/// `EncodingError`), and open a container on a JSON value, failing in Foundation's words.
struct ContainerRuntime {
    let containers: CodingContainerTypes
    let errors: CodingErrorTypes

    func decode(_ json: JSONValue, _ shape: CodingShape, path: [JSONPathStep], options: CodingOptions, in execution: Execution) throws -> Value {
        do {
            return try JSONValueDecoder(options: options, execution: execution).decode(json, shape, path: path)
        } catch let failure as JSONDecodingFailure {
            throw errors.error(failure)
        }
    }

    func encode(_ value: Value, _ shape: CodingShape, path: [JSONPathStep], options: CodingOptions, in execution: Execution) throws -> JSONValue {
        do {
            return try JSONValueEncoder(options: options, execution: execution).encode(value, shape, path: path)
        } catch let failure as JSONEncodingFailure {
            throw errors.error(failure)
        }
    }

    func fail(_ failure: JSONDecodingFailure) -> ThrownError {
        errors.error(failure)
    }

    /// A keyed decoding container of `type` on `json`: an object, else Foundation's error.
    func keyedContainer(_ type: NominalType, _ json: JSONValue, path: [JSONPathStep], options: CodingOptions) throws -> Value {
        if case .null = json {
            throw fail(JSONDecodingFailure(
                .valueNotFound("Dictionary<String, Any>"), path: path, "Cannot get keyed decoding container -- found null value instead"))
        }
        guard case .object = json else { throw fail(JSONDecodingFailure.mismatch("Dictionary<String, Any>", found: json, path: path)) }
        return containers.decoderSide(type, json, path: path, options: options, keys: errors)
    }

    /// An unkeyed decoding container on `json`: an array, else Foundation's error.
    func unkeyedContainer(_ json: JSONValue, path: [JSONPathStep], options: CodingOptions) throws -> Value {
        if case .null = json {
            throw fail(JSONDecodingFailure(
                .valueNotFound("Array<Any>"), path: path, "Cannot get unkeyed decoding container -- found null value instead"))
        }
        guard case .array = json else { throw fail(JSONDecodingFailure.mismatch("Array<Any>", found: json, path: path)) }
        return containers.decoderSide(containers.unkeyedDecoding, json, path: path, options: options, keys: errors)
    }

    /// The coding path and options a decoder-side or encoder-side value carries.
    static func path(of value: Value) -> [JSONPathStep] {
        CodingContainerTypes.path(CodingContainerTypes.fields(of: value)[CodingContainerTypes.DecoderField.path.rawValue])
    }

    /// An encoding container of `type` one step below `parent`, sharing its tree.
    func nestedEncoder(_ parent: Value, _ type: NominalType, step: JSONPathStep) -> Value {
        var fields = CodingContainerTypes.fields(of: parent)
        let path = ContainerRuntime.path(of: parent) + [step]
        fields[CodingContainerTypes.EncoderField.path.rawValue] = .array(path.map { errors.key($0) })
        return .structure(StructValue(type: type, fields: fields))
    }
}

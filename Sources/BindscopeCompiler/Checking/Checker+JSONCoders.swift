import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Foundation's coders in use: `JSONEncoder()`, `JSONDecoder()`, `Data(…)`,
// `encoder.encode(value)`, `decoder.decode([User].self, from: data)`, and the conversions
// between Data and String (`"…".data(using: .utf8)`, `String(data:encoding:)`,
// `String(decoding:as:)`).

extension Checker {
    /// `JSONEncoder()`, `JSONDecoder()`, `Data()`, `Data("…".utf8)`; nil for another type.
    public func codingInitializer(of type: NominalType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        let coders = foundation.coders
        switch type {
        case coders.encoder:
            try expectLabels(arguments, [], callee: "JSONEncoder", at: location)
            return Checked(.nominal(type)) { coders.newEncoder(in: $0) }
        case coders.decoder:
            try expectLabels(arguments, [], callee: "JSONDecoder", at: location)
            return Checked(.nominal(type)) { coders.newDecoder(in: $0) }
        case coders.data:
            if arguments.isEmpty { return Checked(.nominal(type)) { _ in coders.data("") } }
            if arguments.count == 1, arguments[0].label == "contentsOf" {
                return try dataFromFile(arguments[0], at: location)
            }
            try expectLabels(arguments, [nil], callee: "Data", at: location)
            // `Data([0x7B, 0x7D])`: a literal's elements are bytes.
            let bytes = if case .arrayLiteral = arguments[0].value.kind {
                try check(arguments[0].value, as: .array(.sizedInteger(.uint8)), in: .argument)
            } else {
                try checkValue(arguments[0].value)
            }
            switch bytes.type {
            case .view(.utf8, _, _), .array(.sizedInteger(.uint8)):
                let evaluate = bytes.evaluate
                return Checked(.nominal(type)) { execution in
                    let values = try evaluate(execution).asArray.map { value -> UInt8 in
                        guard case .sized(let byte) = value else { preconditionFailure("checked as UInt8s") }
                        return UInt8(truncatingIfNeeded: byte.bits)
                    }
                    return coders.data(String(decoding: values, as: UTF8.self))
                }
            default:
                throw Diagnostic(
                    "no exact matches in call to initializer; 'Data' is made here from a string's 'utf8' or '[UInt8]'",
                    at: arguments[0].location)
            }
        default:
            return nil
        }
    }

    /// `String(data: data, encoding: .utf8)` (an optional) and `String(decoding: data, as: UTF8.self)`.
    public func dataStringInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        let labels = arguments.map(\.label)
        let coders = foundation.coders
        if labels == ["data", "encoding"] {
            let data = try check(arguments[0].value, as: .nominal(coders.data), in: .argument).evaluate
            _ = try check(arguments[1].value, as: .nominal(coders.stringEncoding), in: .argument)
            return Checked(.optional(.string)) { .some(.string(JSONCoderTypes.text(of: try data($0)))) }
        }
        if labels == ["decoding", "as"] {
            let source = try checkValue(arguments[0].value)
            guard source.type == .nominal(coders.data) else { return nil }
            let evaluate = source.evaluate
            return Checked(.string) { .string(JSONCoderTypes.text(of: try evaluate($0))) }
        }
        if labels == ["contentsOfFile", "encoding"] {
            return try stringFromFile(arguments, at: location)
        }
        return nil
    }

    /// `encoder.encode(value)`, `decoder.decode(T.self, from: data)`, `text.data(using: .utf8)`;
    /// nil for any other method.
    public func codingMethodCall(on base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        let coders = foundation.coders
        switch (base.type, name) {
        case (.string, "data"):
            try expectLabels(arguments, ["using"], callee: "data", at: location)
            _ = try check(arguments[0].value, as: .nominal(coders.stringEncoding), in: .argument)
            let text = base.evaluate
            return Checked(.optional(.nominal(coders.data))) { .some(coders.data(try text($0).asString)) }
        case (.nominal(coders.encoder), "encode"):
            return try encodeCall(on: base, arguments, at: location)
        case (.nominal(coders.decoder), "decode"):
            return try decodeCall(on: base, arguments, at: location)
        default:
            return try codingContainerCall(on: base, name, arguments, at: location)
        }
    }

    private func encodeCall(on base: Checked, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil], callee: "encode", at: location)
        let value = try checkValue(arguments[0].value)
        guard let shape = codingShape(of: value.type) else {
            throw Diagnostic(
                "instance method 'encode' requires that '\(value.type.displayName)' conform to 'Encodable'", at: location)
        }
        try requireTry(callingThrowing: "encode", at: location)
        let encoder = base.evaluate, evaluate = value.evaluate, valueType = value.type
        let coders = foundation.coders, errors = foundation.codingErrors
        return Checked(.nominal(coders.data)) { execution in
            let settings = JSONCoderTypes.settings(of: try encoder(execution))
            do {
                let tree = try JSONValueEncoder(options: settings.options, execution: execution)
                    .encodeTopLevel(try evaluate(execution), shape, type: valueType)
                return coders.data(settings.writer.text(of: tree))
            } catch let failure as JSONEncodingFailure {
                throw errors.error(failure)
            }
        }
    }

    private func decodeCall(on base: Checked, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, [nil, "from"], callee: "decode", at: location)
        let metatype = try checkValue(arguments[0].value)
        guard case .metatype(let type) = metatype.type else {
            throw Diagnostic(
                "cannot convert value of type '\(metatype.type.displayName)' to expected argument type 'T.Type'",
                at: arguments[0].location)
        }
        guard let shape = codingShape(of: type) else {
            throw Diagnostic("instance method 'decode(_:from:)' requires that '\(type.displayName)' conform to 'Decodable'", at: location)
        }
        let coders = foundation.coders, errors = foundation.codingErrors
        let data = try check(arguments[1].value, as: .nominal(coders.data), in: .argument).evaluate
        try requireTry(callingThrowing: "decode", at: location)
        let decoder = base.evaluate
        return Checked(type) { execution in
            let options = JSONCoderTypes.options(of: try decoder(execution))
            do {
                guard let tree = JSONParser.parse(JSONCoderTypes.text(of: try data(execution))) else {
                    throw JSONDecodingFailure.invalidJSON()
                }
                return try JSONValueDecoder(options: options, execution: execution).decode(tree, shape)
            } catch let failure as JSONDecodingFailure {
                throw errors.error(failure)
            }
        }
    }

    /// `encoder.outputFormatting = [.prettyPrinted, .sortedKeys]`: an option set's array
    /// literal, its members' bits together; nil when the literal is for another type.
    public func outputFormattingLiteral(_ elements: [Expression], expecting expected: SessionType?) throws -> Checked? {
        let formatting = foundation.coders.outputFormatting
        guard case .nominal(formatting)? = expected?.unwrappedOnce ?? expected else { return nil }
        let options = try elements.map { try check($0, as: .nominal(formatting), in: .arrayElement).evaluate }
        let coders = foundation.coders
        return Checked(.nominal(formatting)) { execution in
            var bits = 0
            for option in options {
                guard case .structure(let value) = try option(execution), case .int(let bit) = value.fields[0] else {
                    preconditionFailure("an OutputFormatting holds its bits")
                }
                bits |= bit
            }
            return coders.formatting(bits)
        }
    }
}

import BindscopeLanguage
import BindscopeRuntime

// The standard library's `ObjectIdentifier`: a class instance's identity as a value,
// Equatable and Hashable (a dictionary key or set element standing for the object, as
// observers' registries use it), `ObjectIdentifier(a) == ObjectIdentifier(b)` being `a === b`.
// It holds the instance itself: equality and hashing of an object value are by identity
// (`Value+Equality`). It prints as Swift's does, `ObjectIdentifier(0x…)` with the object's
// address, which differs per run there too, so sessions compare identifiers and never print them.

extension FoundationTypes {
    public static func makeObjectIdentifier() -> NominalType {
        let type = NominalType(name: "ObjectIdentifier", kind: .structure)
        type.storedProperties = [
            NominalType.StoredProperty(name: " object", type: .any, isConstant: true, defaultValue: nil, isWrapped: false),
        ]
        let text = FunctionValue { _, arguments in
            guard case .structure(let value) = arguments[0], case .object(let box) = value.fields[0] else {
                preconditionFailure("an ObjectIdentifier holds an object")
            }
            let address = String(UInt(bitPattern: ObjectIdentifier(box).hashValue), radix: 16)
            return .string("ObjectIdentifier(0x" + String(repeating: "0", count: max(0, 16 - address.count)) + address + ")")
        }
        type.computedProperties = [
            NominalType.ComputedProperty(name: "debugDescription", type: .string, body: text),
        ]
        type.conformances = ["Equatable", "Hashable", "CustomDebugStringConvertible", "Sendable"]
        return type
    }
}

extension Checker {
    /// `ObjectIdentifier(instance)`: of a class instance, or of a class-only protocol's value.
    public func objectIdentifierInitializer(of type: NominalType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        guard type === foundation.objectIdentifier else { return nil }
        guard arguments.count == 1, arguments[0].label == nil else {
            throw Diagnostic("ObjectIdentifier takes one unlabelled argument: the instance", at: location)
        }
        let operand = try checkValue(arguments[0].value)
        guard operand.type.isClassBound else {
            throw Diagnostic(
                "argument type '\(operand.type.displayName)' expected to be an instance of a class or class-constrained type",
                at: arguments[0].value.location)
        }
        let evaluate = operand.evaluate
        return Checked(.nominal(type)) { execution in
            var value = try evaluate(execution)
            if case .existential(let object, _) = value { value = object }
            return .structure(StructValue(type: type, fields: [value]))
        }
    }
}

import BindscopeLanguage
import BindscopeRuntime

/// Where a value meets an expected type; Swift words its mismatch error after the place.
public enum ConversionContext {
    case initialization
    case assignment
    case argument
    case returnValue
    case arrayElement
    case dictionaryKey
    case dictionaryValue
    case condition
    /// `a[i] = value`: Swift names the subscript's element type.
    case subscriptAssignment(elementType: SessionType)
    case closureResult

    public func mismatch(_ actual: SessionType, _ expected: SessionType) -> String {
        let a = actual.displayName, e = expected.displayName
        switch self {
        // A value that is no error, where `any Error` is expected: Swift names the protocol.
        case .initialization where expected == .error:
            return "value of type '\(a)' does not conform to specified type 'Error'"
        case .argument where expected == .error:
            return "argument type '\(a)' does not conform to expected type 'Error'"
        // A value whose type lacks a protocol of the expected existential (`let x: Named & Aged = bot`).
        case .initialization where ConversionContext.missingProtocol(of: actual, in: expected) != nil:
            return "value of type '\(a)' does not conform to specified type '\(ConversionContext.missingProtocol(of: actual, in: expected)!)'"
        case .argument where ConversionContext.missingProtocol(of: actual, in: expected) != nil:
            return "argument type '\(a)' does not conform to expected type '\(ConversionContext.missingProtocol(of: actual, in: expected)!)'"
        case .initialization where actual.isSameGenericType(as: expected):
            // Swift words a generic-argument mismatch in a declaration as an assignment.
            return "cannot assign value of type '\(a)' to type '\(e)'"
        case .initialization: return "cannot convert value of type '\(a)' to specified type '\(e)'"
        case .assignment: return "cannot assign value of type '\(a)' to type '\(e)'"
        case .argument: return "cannot convert value of type '\(a)' to expected argument type '\(e)'"
        case .returnValue: return "cannot convert return expression of type '\(a)' to return type '\(e)'"
        case .arrayElement: return "cannot convert value of type '\(a)' to expected element type '\(e)'"
        case .dictionaryKey: return "cannot convert value of type '\(a)' to expected dictionary key type '\(e)'"
        case .dictionaryValue: return "cannot convert value of type '\(a)' to expected dictionary value type '\(e)'"
        case .condition: return "cannot convert value of type '\(a)' to expected condition type '\(e)'"
        case .subscriptAssignment(let element):
            return "cannot assign value of type '\(a)' to subscript of type '\(element.displayName)'"
        case .closureResult: return "cannot convert value of type '\(a)' to closure result type '\(e)'"
        }
    }

    /// The protocol a session type's value lacks for `expected`, a session protocol or a
    /// composition of them; nil when `expected` is none or `actual` is no struct, enum or class.
    public static func missingProtocol(of actual: SessionType, in expected: SessionType) -> String? {
        guard case .nominal(let target) = expected, target.kind == .protocolType, target.protocolInfo != nil,
            case .nominal(let nominal) = actual, nominal.kind != .protocolType
        else { return nil }
        let parts = target.compositionParts ?? [target]
        return parts.first { !nominal.conformances.contains($0.name) }?.name
    }

    public func nilMismatch(_ expected: SessionType) -> String {
        let e = expected.displayName
        switch self {
        case .initialization: return "'nil' cannot initialize specified type '\(e)'"
        case .assignment: return "'nil' cannot be assigned to type '\(e)'"
        case .argument: return "'nil' is not compatible with expected argument type '\(e)'"
        case .returnValue: return "'nil' is incompatible with return type '\(e)'"
        case .subscriptAssignment(let element): return "'nil' cannot be assigned to subscript of type '\(element.displayName)'"
        default: return "'nil' is not compatible with expected type '\(e)'"
        }
    }
}

import Testing
@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// The direct walks (`DirectAccess`) rely on where Swift puts the payload of `Value.array` and
/// `Value.structure`. If a compiler change moved it, they would quietly fall back to the slow
/// general route; this makes that visible.
@Suite("Value layout used by direct places")
struct DirectPlaceLayoutTests {
    @Test("The payload addresses are verified on this compiler")
    func layoutIsVerified() {
        #expect(ValueLayout.isVerified)
    }

    @Test("A write by address into a shared array copies it, leaving the other holder alone")
    func writeByAddressCopiesOnWrite() {
        let type = NominalType(name: "Cell", kind: .structure)
        let cell = Value.structure(StructValue(type: type, fields: [.int(1)]))
        var rows = Value.array([cell, cell])
        let shared = rows
        withUnsafeMutablePointer(to: &rows) { pointer in
            pointer.elements.pointee[1] = .structure(StructValue(type: type, fields: [.int(2)]))
        }
        guard case .array(let written) = rows, case .array(let original) = shared,
            case .structure(let first) = written[1], case .structure(let second) = original[1]
        else {
            Issue.record("not arrays of structures")
            return
        }
        #expect(first.fields[0].asInt == 2)
        #expect(second.fields[0].asInt == 1)
    }
}

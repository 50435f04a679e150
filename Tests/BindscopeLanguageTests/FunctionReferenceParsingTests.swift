import Testing

@testable import BindscopeLanguage

/// Naming a function or initializer with its labels, and function types with `inout`
/// parameters or `any` existentials.
@Suite("Parsing function references and types")
struct FunctionReferenceParsingTests {
    @Test(arguments: [
        // The labels are part of the name: nothing is called.
        ("Wrapper.init(value:)", "(. Wrapper init(value:))"),
        ("Text.join(_:with:)", "(. Text join(_:with:))"),
        ("add(_:to:)", "add(_:to:)"),
        ("xs.map(Wrapper.init(value:))", "(call (. xs map) (. Wrapper init(value:)))"),
        // Arguments after a label make it a call, as does a space before the parenthesis.
        ("add(x: y)", "(call add x: y)"),
        ("add(x:y)", "(call add x: y)"),
    ])
    func compoundNames(source: String, expected: String) {
        #expect(parsed("let v = " + source) == "(let v = \(expected))")
    }

    @Test func inoutParametersInFunctionTypes() {
        #expect(parsed("let f: (inout Int) -> Void = g") == "(let f: (inout Int) -> () = g)")
        #expect(parsed("let f: (inout [String], Int) -> Void = g") == "(let f: (inout [String], Int) -> () = g)")
    }

    @Test func anyExistentials() {
        #expect(parsed("let e: any Error = x") == "(let e: Error = x)")
        #expect(parsed("let e: (any Error)? = nil") == "(let e: Error? = nil)")
    }
}

import Testing

@testable import BindscopeLanguage

/// Classes, generic declarations and property wrapper types: what the parser makes of them.
@Suite("Parsing classes, generics and property wrappers")
struct TypeDeclarationParsingTests {
    @Test(arguments: [
        ("class C { }", "(class C)"),
        ("final class C: B { }", "(final class C: B)"),
        ("struct Stack<Element> { }", "(struct Stack<Element>)"),
        ("struct Pair<A: Equatable, B> where B: Hashable { }", "(struct Pair<A: Equatable, B>)"),
        ("class Box<T: Comparable & Hashable> { }", "(class Box<T: Comparable & Hashable>)"),
        ("@propertyWrapper struct W<V> { var wrappedValue: V }", "(struct W<V> (var wrappedValue: V))"),
        ("func largest<T: Comparable>(_ xs: [T]) -> T? { nil }", "(func largest<T: Comparable> (_ xs: [T]) -> T? nil)"),
    ])
    func declarations(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func classMembersKeepTheirModifiers() {
        let source = "class D: C {\n  override func f() { }\n  class func make() { }\n  override class var n: Int { 1 }\n}"
        #expect(parsed(source) == "(class D: C (override func f) (class func make) (static computed n: Int 1))")
    }

    @Test func identityOperators() {
        #expect(parsed("let same = a === b") == "(let same = (=== a b))")
        #expect(parsed("let other = a !== b") == "(let other = (!== a b))")
    }

    @Test func attributeArgumentsAndNonmutatingSetters() {
        #expect(parsed("@W(0...10) var x = 5") == "(@W var x = 5)")
        #expect(!parsed("struct S {\n  var x: Int {\n    get { 1 }\n    nonmutating set { }\n  }\n}").contains("error"))
    }
}

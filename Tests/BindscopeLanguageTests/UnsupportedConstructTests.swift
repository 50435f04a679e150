@testable import BindscopeLanguage
import Testing

/// What sessions do not support yet is named, never reported as a misleading syntax error.
@Suite("Unsupported constructs are named")
struct UnsupportedConstructTests {
    @Test(arguments: [
        ("@dynamicCallable struct M { }", "1:2: attributes on type declarations ('@dynamicCallable') are not supported in a session"),
        ("@Observable enum E { case a }", "1:2: '@Observable' enums are not supported in a session"),
        ("@Observable struct S { var x = 0 }", "1:1: '@Observable' cannot be applied to struct type 'S'"),
        ("final actor A { }", "1:1: actors are not supported in a session"),
        ("actor A { }", "1:1: actors are not supported in a session"),
        // A class's `deinit` is supported; elsewhere Swift refuses it (a struct's: the checker).
        ("extension S {\n  deinit { }\n}", "2:3: deinitializers may only be declared within a class, actor, or noncopyable type"),
        ("func f() {\n  deinit { }\n}", "2:3: deinitializers may only be declared within a class, actor, or noncopyable type"),
        ("class C {\n  deinit() { }\n}", "2:9: no parameter clause allowed on deinitializer"),
        ("struct S {\n  dynamic var x: Int { 1 }\n}", "2:3: 'dynamic' members are not supported in a session"),
        ("struct S {\n  @propertyWrapper struct W { }\n}", "2:4: property wrapper types nested in another type are not supported in a session"),
        ("struct S {\n  private protocol Inner { }\n}", "2:11: protocols are not supported in a session"),
        ("async let x = f()", "1:1: concurrency ('async' and 'await') is not supported in a session"),
        ("let x = await f()", "1:9: concurrency ('async' and 'await') is not supported in a session"),
    ])
    func named(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// Access modifiers on a top-level type are accepted, as at a Swift file's scope.
    @Test func accessModifiersOnTopLevelTypes() {
        #expect(parsed("private struct P { var a = 1 }") == "(struct P (var a = 1))")
        #expect(parsed("fileprivate enum E { case a }") == "(enum E (case a))")
    }

    /// `@Observable` on a class is Observation's macro, checked by the checker.
    @Test func observableClasses() {
        #expect(parsed("@Observable final class C { }") == "(final class C)")
        #expect(parsed("@Observable class C { @ObservationIgnored var x = 0 }") == "(class C (@ObservationIgnored var x = 0))")
    }

    /// A nested type is declared as a type of its own, named with its outer types and placed
    /// before the declaration that holds it.
    @Test func nestedTypes() {
        #expect(parsed("struct S {\n  indirect enum E { case a }\n}") == "(enum S.E (case a))\n(struct S)")
        #expect(parsed("struct S {\n  struct Inner { }\n  private enum K { case k }\n  var i: Inner\n}")
            == "(struct S.Inner)\n(enum S.K (case k))\n(struct S (var i: Inner))")
        #expect(parsed("enum A {\n  case x\n  struct B {\n    enum C { case c }\n  }\n}") == "(enum A.B.C (case c))\n(struct A.B)\n(enum A (case x))")
        #expect(parsed("extension S {\n  struct T { func f() { } }\n}") == "(struct S.T (func f))\n(extension S)")
    }

    /// `where` clauses of extensions parse whole; the checker decides which it takes
    /// (same-type requirements on library types, any on the session's generic types).
    @Test func constrainedExtensions() {
        #expect(parsed("extension Array where Element == Int { }") == "(extension Array)")
        #expect(parsed("extension Dictionary where Key == String, Value == Int { }") == "(extension Dictionary)")
        #expect(parsed("extension Stack where Element: Equatable { }") == "(extension Stack)")
        #expect(parsed("extension Pair: Equatable where A: Equatable, B: Equatable & Hashable { }") == "(extension Pair: Equatable)")
        #expect(parsed("extension Stack where { }") == "1:23: expected type in where clause")
    }

    /// A module's type in a type annotation keeps its qualified name for the checker.
    @Test func moduleQualifiedTypes() {
        #expect(parsed("let p: SampleModel.Person = q") == "(let p: SampleModel.Person = q)")
        #expect(parsed("var ps: [SampleModel.Person] = []") == "(var ps: [SampleModel.Person] = (array))")
    }

    @Test func imports() {
        #expect(parsed("import SwiftUI") == "(import SwiftUI)")
        #expect(parsed("@testable import SampleModel") == "(import @testable SampleModel)")
        #expect(parsed("import Foundation.NSString") == "(import Foundation)")
        #expect(parsed("import struct Foundation.Date") == "1:8: imports of single declarations ('import struct') are not supported in a session")
        #expect(parsed("import 3") == "1:8: expected module name in import declaration")
        #expect(parsed("import") == "incomplete")
    }

    @Test func braceLeftOpenAfterAFailure() {
        #expect(SessionParser.leavesBraceOpen("struct S {\n  class C {"))
        #expect(SessionParser.leavesBraceOpen("struct S {\n  let s = \"}\"\n  // }"))
        #expect(!SessionParser.leavesBraceOpen("struct S {\n  class C { }\n}"))
        #expect(!SessionParser.leavesBraceOpen("let x = = 1"))
    }
}

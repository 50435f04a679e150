import Testing
@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// Which functions run on the scalar tier (`ScalarFunction`). What they print is checked by the
/// differential sessions 650–662 either way; this keeps the tier from being left out quietly
/// (everything would still pass, only slower).
@Suite("Scalar tier")
struct ScalarTierTests {
    private func function(_ name: String, in harness: SessionHarness) -> DeclaredFunction? {
        guard case .functions(let overloads)? = harness.session.checker.sessionScope.lookup(name) else { return nil }
        return overloads.first
    }

    @Test("Int, Double and Bool functions that only compute are compiled for it")
    func computingFunctionsAreScalar() {
        let harness = SessionHarness()
        #expect(harness.run("""
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            func mean(_ a: Double, _ b: Double) -> Double { (a + b) / 2 }
            func isEven(_ n: Int) -> Bool {
                var rest = n
                while rest >= 2 { rest -= 2 }
                return rest == 0
            }
            """))
        for name in ["fib", "mean", "isEven"] {
            #expect(function(name, in: harness)?.scalar != nil, "\(name) is not on the scalar tier")
        }
    }

    @Test("Functions that print, read session variables, throw or take other types are not")
    func otherFunctionsAreGeneral() {
        let harness = SessionHarness()
        #expect(harness.run("""
            var offset = 3
            func shifted(_ n: Int) -> Int { n + offset }
            func loud(_ n: Int) -> Int {
                print(n)
                return n
            }
            func length(_ s: String) -> Int { s.count }
            enum Failure: Error { case bad }
            func checked(_ n: Int) throws -> Int { n }
            """))
        for name in ["shifted", "loud", "length", "checked"] {
            #expect(function(name, in: harness)?.scalar == nil, "\(name) should not be on the scalar tier")
        }
    }

    @Test("Methods of a struct of scalars are compiled for it; of other structs not")
    func structMethods() {
        let harness = SessionHarness()
        #expect(harness.run("""
            struct Counter {
                var count = 0
                mutating func add(_ n: Int) { count += n }
                func doubled() -> Int { count * 2 }
            }
            struct Named {
                var name = ""
                var count = 0
                mutating func add(_ n: Int) { count += n }
            }
            """))
        let counter = harness.session.checker.declared.types["Counter"]?.members.methods
        let named = harness.session.checker.declared.types["Named"]?.members.methods
        #expect(counter?["add"]?.first?.scalar != nil)
        #expect(counter?["doubled"]?.first?.scalar != nil)
        #expect(named?["add"]?.first?.scalar == nil)
    }
}

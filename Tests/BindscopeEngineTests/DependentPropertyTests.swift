import Foundation
import PropertyBased
import Testing

/// Property: after every statement of a random session, the report agrees with evaluating
/// every dependent afresh: each old and new value it prints is the fresh one, it lists
/// exactly the dependents whose fresh value changed, once each and in creation order, it says
/// `no change` exactly when none did, and a statement that traps changes and reports nothing.
/// Also: a quiet statement reports nothing and leaves later reports right, a watch read by
/// name is its expression's value, and `:unwatch` is refused while another watch names it.
///
/// A failure prints the shrunk session (statements dropped while it still fails) and the
/// seed to pass to `@Test(.fixedSeed(…))` to run the same cases again.
@Suite struct DependentPropertyTests {
    /// Random scenarios; a failing one is shrunk by dropping statements.
    static let scenarios = Generator<DependentScenario, [DependentScenario]>(
        run: { rng in DependentScenarioBuilder.build(using: &rng) },
        shrink: { $0.shrunk() })

    /// 200 scenarios, or `BINDSCOPE_PROPERTY_COUNT` (the sanitized run sets fewer: under
    /// AddressSanitizer each costs several times as much, and the plain run has run 200).
    static let count = ProcessInfo.processInfo.environment["BINDSCOPE_PROPERTY_COUNT"].flatMap { Int($0) } ?? 200

    @Test func reportsAgreeWithFreshEvaluations() async {
        await propertyCheck(count: Self.count, input: Self.scenarios) { scenario in
            if let failure = DependentOracle().firstFailure(in: scenario) {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }
}

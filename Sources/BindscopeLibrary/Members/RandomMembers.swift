import BindscopeLanguage
import BindscopeRuntime

/// `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`, and an array's `randomElement()`,
/// `shuffled()` and `shuffle()`. Swift draws from the system's generator, so a compiled program
/// prints different values on every run; here they come from the session's fixed-seed
/// generator (as `UUID()` does), so code that only uses them where the output does not show
/// (a range check, a count, a sorted copy) runs and prints as Swift's.
extension BuiltinMembers {
    public static let intRandom: [BuiltinMember] = [
        .staticMethod("random(in:)", "(Range<Int>) -> Int") { use in
            let range = try randomRange(use, bound: .int)
            let random = use.checker.random
            return Checked(.int) { execution in
                guard case .range(let lower, let upper, let closed) = try range(execution) else { preconditionFailure() }
                guard closed ? lower <= upper : lower < upper else { throw RuntimeError.fatal("Can't get random value with an empty range") }
                return .int(random.draw { closed ? Int.random(in: lower...upper, using: &$0) : Int.random(in: lower..<upper, using: &$0) })
            }
        },
    ]

    public static let doubleRandom: [BuiltinMember] = [
        .staticMethod("random(in:)", "(Range<Double>) -> Double") { use in
            let range = try randomRange(use, bound: .double)
            let random = use.checker.random
            return Checked(.double) { execution in
                let (lower, upper, closed) = try range(execution).doubleBounds
                guard closed ? lower <= upper : lower < upper else { throw RuntimeError.fatal("Can't get random value with an empty range") }
                return .double(random.draw { closed ? Double.random(in: lower...upper, using: &$0) : Double.random(in: lower..<upper, using: &$0) })
            }
        },
    ]

    public static let boolRandom: [BuiltinMember] = [
        .staticMethod("random()", "() -> Bool") { use in
            let random = use.checker.random
            return Checked(.bool) { _ in .bool(random.draw { Bool.random(using: &$0) }) }
        },
    ]

    public static let arrayRandom: [BuiltinMember] = [
        .method("randomElement()", "() -> Element?") { use in
            let evaluate = use.evaluate, random = use.checker.random
            return Checked(.optional(use.element)) { execution in
                let elements = try evaluate(execution).asArray
                return .optional(random.draw { elements.randomElement(using: &$0) })
            }
        },
        .method("shuffled()", "() -> [Element]") { use in
            let evaluate = use.evaluate, random = use.checker.random
            return Checked(.array(use.element)) { execution in
                let elements = try evaluate(execution).asArray
                return .array(random.draw { elements.shuffled(using: &$0) })
            }
        },
        .method("shuffle()", "()") { use in
            let place = try use.mutablePlace()
            let random = use.checker.random
            return Checked(.void) { execution in
                try place.modify(execution) { array in
                    let old = array
                    random.draw { generator in array.withArray { $0.shuffle(using: &generator) } }
                    return { $0 = old }
                }
                return .void
            }
        },
    ]

    /// The `in:` range of `random(in:)`, of Ints or Doubles, closed or half-open.
    private static func randomRange(_ use: MemberUse, bound: SessionType) throws -> Evaluator {
        let range = try use.checker.checkValue(use.arguments[0].value, expecting: .range(bound, closed: true))
        guard case .range(bound, _) = range.type else {
            throw Diagnostic(
                "cannot convert value of type '\(range.type.displayName)' to expected argument type 'Range<\(bound.displayName)>'",
                at: use.arguments[0].location)
        }
        return range.evaluate
    }
}

/// The session's source of random numbers: one fixed-seed generator, so a run is repeatable.
public final class SessionRandom {
    private var generator = SplitMix64Generator(seed: 0x5EED_0F_DA7A)

    public init() {}

    /// Lends the generator to one draw. The operand is evaluated before (it may draw too), so
    /// no draw works on a copy that another one's state then overwrites.
    public func draw<T>(_ body: (inout SplitMix64Generator) -> T) -> T {
        body(&generator)
    }
}

/// `SplitMix64` as a `RandomNumberGenerator`, for the library's `random(in:using:)`.
public struct SplitMix64Generator: RandomNumberGenerator {
    private var state: SplitMix64

    public init(seed: UInt64) { state = SplitMix64(seed: seed) }

    public mutating func next() -> UInt64 { state.next() }
}

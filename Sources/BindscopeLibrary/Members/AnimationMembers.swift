import BindscopeLanguage
import BindscopeRuntime
import StateBinding

/// `Animation`: the named animations, their factories and modifiers.
extension BuiltinMembers {
    public static let animation = MemberTable("Animation", namedAnimations + animationFactories + animationModifiers)

    private static let namedAnimations: [BuiltinMember] = [
        ("default", Animation.default), ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("spring", .spring),
    ].map { name, animation in
        .staticProperty(name, "Animation") { _ in Checked(.animation) { _ in .animation(animation) } }
    }

    private static let animationFactories: [BuiltinMember] = [
        timed("linear") { .linear(duration: $0) },
        timed("easeIn") { .easeIn(duration: $0) },
        timed("easeOut") { .easeOut(duration: $0) },
        timed("easeInOut") { .easeInOut(duration: $0) },
        spring("spring", defaults: [0.55, 0.825, 0]) {
            .spring(response: $0[0], dampingFraction: $0[1], blendDuration: $0[2])
        },
        spring("interactiveSpring", defaults: [0.15, 0.86, 0.25]) {
            .interactiveSpring(response: $0[0], dampingFraction: $0[1], blendDuration: $0[2])
        },
    ]

    private static func timed(_ name: String, _ make: @escaping @Sendable (Double) -> Animation) -> BuiltinMember {
        .staticMethod("\(name)(duration:)", "(Double) -> Animation") { use in
            let duration = try use.argument(0, as: .double)
            return Checked(.animation) { .animation(make(try duration($0).asDouble)) }
        }
    }

    /// Every parameter has a default, so any of the labels may be given, in order.
    private static func spring(
        _ name: String, defaults: [Double], _ make: @escaping @Sendable ([Double]) -> Animation
    ) -> BuiltinMember {
        .staticMethod("\(name)(response:dampingFraction:blendDuration:)", "(Double, Double, Double) -> Animation", anyLabels: true) { use in
            let known = ["response", "dampingFraction", "blendDuration"]
            guard use.arguments.allSatisfy({ known.contains($0.label ?? "") }) else {
                throw Diagnostic("extra argument in call", at: use.location)
            }
            let positions = use.arguments.map { known.firstIndex(of: $0.label!)! }
            let values = try use.arguments.indices.map { try use.argument($0, as: .double) }
            return Checked(.animation) { execution in
                var parameters = defaults
                for (position, value) in zip(positions, values) { parameters[position] = try value(execution).asDouble }
                return .animation(make(parameters))
            }
        }
    }

    private static let animationModifiers: [BuiltinMember] = [
        scaled("delay(_:)") { $0.delay($1) },
        scaled("speed(_:)") { $0.speed($1) },
        repeatCount("repeatCount(_:)"),
        repeatCount("repeatCount(_:autoreverses:)"),
        repeatForever("repeatForever()"),
        repeatForever("repeatForever(autoreverses:)"),
    ]

    private static func scaled(_ selector: String, _ apply: @escaping @Sendable (Animation, Double) -> Animation) -> BuiltinMember {
        .method(selector, "(Double) -> Animation") { use in
            let amount = try use.argument(0, as: .double)
            let evaluate = use.evaluate
            return Checked(.animation) { execution in
                let value = try amount(execution).asDouble
                return .animation(apply(try animation(evaluate(execution)), value))
            }
        }
    }

    private static func repeatCount(_ selector: String) -> BuiltinMember {
        .method(selector, "(Int, Bool) -> Animation") { use in
            let count = try use.argument(0, as: .int)
            let reverses = use.arguments.count > 1 ? try use.argument(1, as: .bool) : { _ in .bool(true) }
            let evaluate = use.evaluate
            return Checked(.animation) { execution in
                .animation(try animation(evaluate(execution)).repeatCount(try count(execution).asInt, autoreverses: try reverses(execution).asBool))
            }
        }
    }

    private static func repeatForever(_ selector: String) -> BuiltinMember {
        .method(selector, "(Bool) -> Animation") { use in
            let reverses = use.arguments.isEmpty ? { _ in .bool(true) } : try use.argument(0, as: .bool)
            let evaluate = use.evaluate
            return Checked(.animation) { execution in
                .animation(try animation(evaluate(execution)).repeatForever(autoreverses: try reverses(execution).asBool))
            }
        }
    }

    private static func animation(_ value: Value) -> Animation {
        guard case .animation(let animation) = value else { preconditionFailure() }
        return animation
    }
}

/// How a change should be animated, as SwiftUI's `Animation`. A plain, comparable value that
/// transactions carry; nothing is rendered.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The timing curve of an animation.
    public enum Curve: Hashable, Sendable {
        /// Constant speed.
        case linear
        /// Starts slowly.
        case easeIn
        /// Ends slowly.
        case easeOut
        /// Starts and ends slowly.
        case easeInOut
        /// A damped spring.
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    /// The timing curve.
    public let curve: Curve
    /// The duration in seconds (for springs, the response).
    public let duration: Double
    /// Seconds to wait before starting.
    public private(set) var delay: Double = 0
    /// The playback speed multiplier.
    public private(set) var speed: Double = 1
    /// How many times it plays (nil: once); negative for ever.
    public private(set) var repeatCount: Int?
    /// Whether repetitions play backwards every other time.
    public private(set) var autoreverses = false

    private init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    /// The default animation: ease in and out over 0.35 seconds.
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    /// Constant speed over 0.35 seconds.
    public static let linear = Animation.linear(duration: 0.35)
    /// Starts slowly, over 0.35 seconds.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Ends slowly, over 0.35 seconds.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Starts and ends slowly, over 0.35 seconds.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// A spring with the default response and damping.
    public static let spring = Animation.spring()

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation(curve: .linear, duration: duration)
    }

    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation(curve: .easeIn, duration: duration)
    }

    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(curve: .easeOut, duration: duration)
    }

    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(curve: .easeInOut, duration: duration)
    }

    /// A spring animation.
    public static func spring(
        response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        Animation(
            curve: .spring(
                response: response, dampingFraction: dampingFraction, blendDuration: blendDuration),
            duration: response)
    }

    /// A quick spring, for interactive changes.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// This animation, started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// This animation, played `speed` times faster.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed = speed
        return copy
    }

    /// This animation, played `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        return copy
    }

    /// This animation, repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        repeatCount(-1, autoreverses: autoreverses)
    }

    /// Reads like the expression that made it: `easeInOut(duration: 0.35).delay(1.0)`.
    public var description: String {
        var text: String
        switch curve {
        case .linear: text = "linear(duration: \(duration))"
        case .easeIn: text = "easeIn(duration: \(duration))"
        case .easeOut: text = "easeOut(duration: \(duration))"
        case .easeInOut: text = "easeInOut(duration: \(duration))"
        case .spring(let response, let damping, let blend):
            text = "spring(response: \(response), dampingFraction: \(damping), blendDuration: \(blend))"
        }
        if delay != 0 { text += ".delay(\(delay))" }
        if speed != 1 { text += ".speed(\(speed))" }
        if let repeatCount {
            text += repeatCount < 0
                ? ".repeatForever(autoreverses: \(autoreverses))"
                : ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        }
        return text
    }
}

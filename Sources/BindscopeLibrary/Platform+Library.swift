#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import BindscopeRuntime

/// The library's calls into the C library, each wrapped once: the clock (`Date()`), the math
/// functions Foundation brings (computed by the same libm as the compiled program's) and
/// `printf`'s formatting (`String(format:)`).
extension Platform {
    /// Seconds since 1970, from the real-time clock.
    public static func secondsSince1970() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// libm's function of one Double named `name` (`sin`, `log2`…); nil for another name.
    public static func mathFunction(named name: String) -> (@Sendable (Double) -> Double)? {
        switch name {
        case "log": { log($0) }
        case "log2": { log2($0) }
        case "log10": { log10($0) }
        case "exp": { exp($0) }
        case "sin": { sin($0) }
        case "cos": { cos($0) }
        case "tan": { tan($0) }
        case "asin": { asin($0) }
        case "acos": { acos($0) }
        case "atan": { atan($0) }
        default: nil
        }
    }

    /// libm's function of two Doubles named `name` (`pow`, `atan2`, `hypot`, `fmod`); nil for
    /// another name.
    public static func binaryMathFunction(named name: String) -> (@Sendable (Double, Double) -> Double)? {
        switch name {
        case "pow": { pow($0, $1) }
        case "atan2": { atan2($0, $1) }
        case "hypot": { hypot($0, $1) }
        case "fmod": { fmod($0, $1) }
        default: nil
        }
    }

    /// One `printf` conversion (`spec`, such as `%08.3f`) of `argument`, as the C library
    /// formats it.
    public static func formatted(_ spec: String, _ argument: CVarArg) -> String {
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let length = withVaList([argument]) { vsnprintf(&buffer, capacity, spec, $0) }
            if Int(length) < capacity { return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            capacity = Int(length) + 1
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BindscopeLanguage

/// Foundation's `String(format:_:)` for the conversions model code uses: `%d %i %u %x %X %o`
/// (Int), `%f %F %e %E %g %G` (Double), `%@` (any value, as `print` shows it) and `%%`, with
/// flags, width and precision. Each conversion is formatted by the C library, as Foundation does.
extension Checker {
    func formatInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let format = try check(arguments[0].value, as: .string, in: .argument).evaluate
        let values = try arguments.dropFirst().map { argument -> (Evaluator, SessionType) in
            guard argument.label == nil else {
                throw Diagnostic("extraneous argument label '\(argument.label!):' in call", at: argument.location)
            }
            let checked = try checkValue(argument.value)
            guard [.int, .double, .string].contains(checked.type) else {
                throw Diagnostic("argument type '\(checked.type.displayName)' does not conform to expected type 'CVarArg'", at: argument.location)
            }
            return (checked.evaluate, checked.type)
        }
        return Checked(.string) { execution in
            let arguments = try values.map { (try $0.0(execution), $0.1) }
            return .string(try Checker.format(try format(execution).asString, arguments, in: execution))
        }
    }

    private static func format(_ format: String, _ arguments: [(Value, SessionType)], in execution: Execution) throws -> String {
        var result = "", next = 0
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else { result.append(character); continue }
            var spec = "%"
            while let c = characters.first, "-+ #0123456789.lhqzjt".contains(c) { spec.append(characters.removeFirst()) }
            guard let conversion = characters.popFirst() else { throw formatError("a conversion is missing after '%'") }
            if conversion == "%" { result.append("%"); continue }
            guard next < arguments.count else { throw formatError("more conversions than arguments") }
            let (value, type) = arguments[next]
            next += 1
            let flags = spec.filter { !"lhqzjt".contains($0) }
            switch (conversion, value) {
            case ("@", _):
                result += try ValuePrinter(execution: execution).describe(value, as: type)
            case ("d", .int(let number)), ("i", .int(let number)), ("u", .int(let number)), ("x", .int(let number)),
                ("X", .int(let number)), ("o", .int(let number)):
                result += cFormat(flags + "l" + String(conversion), number)
            case ("f", .double(let number)), ("F", .double(let number)), ("e", .double(let number)),
                ("E", .double(let number)), ("g", .double(let number)), ("G", .double(let number)):
                result += cFormat(flags + String(conversion), number)
            default:
                throw formatError("'%\(conversion)' does not take a value of type '\(type.displayName)' here")
            }
        }
        return result
    }

    private static func formatError(_ reason: String) -> RuntimeError {
        RuntimeError(.other("String(format:) in a session: \(reason)"))
    }

    private static func cFormat(_ spec: String, _ argument: CVarArg) -> String {
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let length = withVaList([argument]) { vsnprintf(&buffer, capacity, spec, $0) }
            if Int(length) < capacity { return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            capacity = Int(length) + 1
        }
    }
}

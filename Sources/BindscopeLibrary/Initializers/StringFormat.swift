import BindscopeLanguage
import BindscopeRuntime

/// Foundation's `String(format:_:)` for the conversions model code uses: `%d %i %u %x %X %o`
/// (Int), `%f %F %e %E %g %G` (Double), `%@` (any value, as `print` shows it) and `%%`, with
/// flags, width, precision and `n$` positions; a Float or sized integer argument goes as a
/// Double or Int would. Each conversion is formatted by the C library, as Foundation does.
extension LibraryChecking {
    public func formatInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let format = try check(arguments[0].value, as: .string, in: .argument).evaluate
        let values = try arguments.dropFirst().map { argument -> (Evaluator, SessionType) in
            guard argument.label == nil else {
                throw Diagnostic("extraneous argument label '\(argument.label!):' in call", at: argument.location)
            }
            let checked = try checkValue(argument.value)
            let evaluate = checked.evaluate
            switch checked.type {
            case .int, .double, .string:
                return (evaluate, checked.type)
            case .float:
                // A Float passed through C's varargs is a double.
                return ({ execution in
                    guard case .float(let number) = try evaluate(execution) else { preconditionFailure("checked as Float") }
                    return .double(Double(number))
                }, .double)
            case .sizedInteger(let width):
                return ({ execution in
                    guard case .sized(let number) = try evaluate(execution) else { preconditionFailure("checked as \(width)") }
                    return .int(Int(truncatingIfNeeded: number.bits))
                }, .int)
            default:
                throw Diagnostic("argument type '\(checked.type.displayName)' does not conform to expected type 'CVarArg'", at: argument.location)
            }
        }
        return Checked(.string) { execution in
            let arguments = try values.map { (try $0.0(execution), $0.1) }
            return .string(try BuiltinMembers.format(try format(execution).asString, arguments, in: execution))
        }
    }
}

extension BuiltinMembers {
    fileprivate static func format(_ format: String, _ arguments: [(Value, SessionType)], in execution: Execution) throws -> String {
        var result = "", next = 0
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else { result.append(character); continue }
            var spec = "%"
            // `%2$@`: the argument by its position (from 1), as localized formats reorder them.
            var position: Int?
            let digits = characters.prefix(while: \.isNumber)
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$", let number = Int(digits), number > 0 {
                position = number - 1
                characters = characters.dropFirst(digits.count + 1)
            }
            while let c = characters.first, "-+ #0123456789.lhqzjt".contains(c) { spec.append(characters.removeFirst()) }
            guard let conversion = characters.popFirst() else { throw formatError("a conversion is missing after '%'") }
            if conversion == "%" { result.append("%"); continue }
            let index = position ?? next
            guard index < arguments.count else { throw formatError("more conversions than arguments") }
            let (value, type) = arguments[index]
            next = index + 1
            let flags = spec.filter { !"lhqzjt".contains($0) }
            switch (conversion, value) {
            case ("@", _):
                result += try ValuePrinter(execution: execution).describe(value, as: type)
            case ("d", .int(let number)), ("i", .int(let number)), ("u", .int(let number)), ("x", .int(let number)),
                ("X", .int(let number)), ("o", .int(let number)):
                result += Platform.formatted(flags + "l" + String(conversion), number)
            case ("f", .double(let number)), ("F", .double(let number)), ("e", .double(let number)),
                ("E", .double(let number)), ("g", .double(let number)), ("G", .double(let number)):
                result += Platform.formatted(flags + String(conversion), number)
            default:
                throw formatError("'%\(conversion)' does not take a value of type '\(type.displayName)' here")
            }
        }
        return result
    }

    fileprivate static func formatError(_ reason: String) -> RuntimeError {
        RuntimeError(.other("String(format:) in a session: \(reason)"))
    }
}

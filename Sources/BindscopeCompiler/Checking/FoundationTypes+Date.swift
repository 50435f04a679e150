import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Foundation's `Date`, as model code uses it (`var created = Date()`, `due: Date?`, sorting
// by date): a struct of one stored `timeIntervalSinceReferenceDate` (what `dump` shows),
// printed as `2023-11-14 22:13:20 +0000`, Equatable, Hashable and Comparable, with its
// initializers from intervals, `timeIntervalSince1970`, `addingTimeInterval`,
// `timeIntervalSince(_:)` and `date ± interval`. `Date()` and `Date.now` read the clock, so
// a session that prints them differs from run to run, as the compiled program does.

extension FoundationTypes {
    /// Seconds from 1970 to 2001, Foundation's reference date.
    public static let referenceOffset = 978_307_200.0

    public static func makeDate() -> NominalType {
        let date = NominalType(name: "Date", kind: .structure)
        date.storedProperties = [
            NominalType.StoredProperty(
                name: "timeIntervalSinceReferenceDate", type: .double, isConstant: true, defaultValue: nil, isWrapped: false),
        ]
        let type = SessionType.nominal(date)
        func make(_ sinceReference: Double) -> Value { .structure(StructValue(type: date, fields: [.double(sinceReference)])) }
        func seconds(_ value: Value) -> Double {
            guard case .structure(let structure) = value, case .double(let seconds) = structure.fields[0] else {
                preconditionFailure("a Date is a struct of one Double")
            }
            return seconds
        }
        let text = FunctionValue { _, arguments in .string(description(sinceReference: seconds(arguments[0]))) }
        date.computedProperties = [
            NominalType.ComputedProperty(name: "description", type: .string, body: text),
            NominalType.ComputedProperty(name: "debugDescription", type: .string, body: text),
            NominalType.ComputedProperty(name: "timeIntervalSince1970", type: .double, body: FunctionValue { _, arguments in
                .double(seconds(arguments[0]) + referenceOffset)
            }),
            NominalType.ComputedProperty(name: "timeIntervalSinceNow", type: .double, body: FunctionValue { _, arguments in
                .double(seconds(arguments[0]) - nowSinceReference())
            }),
        ]
        date.conformances = Set([
            "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable",
        ]).union(Checker.codableProtocols)

        func parameter(_ label: String?, _ type: SessionType) -> DeclaredFunction.Parameter {
            DeclaredFunction.Parameter(label: label, name: label ?? "value", type: type, isInout: false, isVariadic: false, defaultValue: nil)
        }
        func method(_ name: String, _ kind: UserMethod.Kind, _ parameters: [DeclaredFunction.Parameter], _ result: SessionType,
            _ body: @escaping (Execution, [Value]) throws -> Value) -> UserMethod {
            let method = UserMethod(
                name: name, parameters: parameters, resultType: result, kind: kind, throwsErrors: false,
                location: SourceLocation(line: 0, column: 0))
            method.body = FunctionValue(body)
            return method
        }
        let members = date.members
        members.hidesMemberwiseInitializer = true
        let initializer = UserMethod.Kind.initializer(isFailable: false)
        members.initializers = [
            method("init", initializer, [], type) { _, _ in make(nowSinceReference()) },
            method("init", initializer, [parameter("timeIntervalSince1970", .double)], type) { _, arguments in
                make(arguments[1].asDouble - referenceOffset)
            },
            method("init", initializer, [parameter("timeIntervalSinceReferenceDate", .double)], type) { _, arguments in
                make(arguments[1].asDouble)
            },
            method("init", initializer, [parameter("timeIntervalSinceNow", .double)], type) { _, arguments in
                make(nowSinceReference() + arguments[1].asDouble)
            },
            method("init", initializer, [parameter("timeInterval", .double), parameter("since", type)], type) { _, arguments in
                make(seconds(arguments[2]) + arguments[1].asDouble)
            },
        ]
        let instance = UserMethod.Kind.instance(isMutating: false)
        members.methods = [
            "addingTimeInterval": [method("addingTimeInterval", instance, [parameter(nil, .double)], type) { _, arguments in
                make(seconds(arguments[0]) + arguments[1].asDouble)
            }],
            "timeIntervalSince": [method("timeIntervalSince", instance, [parameter(nil, type)], .double) { _, arguments in
                .double(seconds(arguments[0]) - seconds(arguments[1]))
            }],
            "addTimeInterval": [method("addTimeInterval", .instance(isMutating: true), [parameter(nil, .double)], .void) { execution, arguments in
                guard case .state(let box) = arguments[0] else { preconditionFailure("a mutating method's self is its box") }
                let interval = arguments[1].asDouble
                _ = try execution.update(box, []) { make(seconds($0) + interval) }
                return .void
            }],
        ]
        let binary = { (name: String, right: SessionType, result: SessionType, body: @escaping (Value, Value) -> Value) in
            method(name, .staticMethod, [parameter(nil, type), parameter(nil, right)], result) { _, arguments in
                body(arguments[1], arguments[2])
            }
        }
        /// `date += interval`: the date arrives as its box, which the write goes through.
        let shift = { (name: String, sign: Double) in
            var target = parameter(nil, type)
            target.isInout = true
            return method(name, .staticMethod, [target, parameter(nil, .double)], .void) { execution, arguments in
                guard case .state(let box) = arguments[1] else { preconditionFailure("an inout argument is its box") }
                let interval = sign * arguments[2].asDouble
                _ = try execution.update(box, []) { make(seconds($0) + interval) }
                return .void
            }
        }
        members.staticMethods = [
            "+=": [shift("+=", 1)],
            "-=": [shift("-=", -1)],
            "<": [binary("<", type, .bool) { .bool(seconds($0) < seconds($1)) }],
            "+": [binary("+", .double, type) { make(seconds($0) + $1.asDouble) }],
            "-": [binary("-", .double, type) { make(seconds($0) - $1.asDouble) }],
            Checker.staticPropertyMethodName("now"): [method(Checker.staticPropertyMethodName("now"), .staticMethod, [], type) { _, _ in
                make(nowSinceReference())
            }],
        ]
        // Foundation's bounds: year 4001 and year 0 (printed as such).
        date.staticProperties["distantFuture"] = StaticProperty(type: type) { _ in make(63_113_904_000) }
        date.staticProperties["distantPast"] = StaticProperty(type: type) { _ in make(-63_114_076_800) }
        return date
    }

    private static func nowSinceReference() -> Double {
        Platform.secondsSince1970() - referenceOffset
    }

    /// `yyyy-MM-dd HH:mm:ss +0000` in UTC, whole seconds toward zero, as Foundation prints a Date.
    public static func description(sinceReference seconds: Double) -> String {
        let total = (seconds + referenceOffset).rounded(.towardZero)
        guard total.isFinite, abs(total) < 1e15 else { return "<description unavailable>" }
        let civil = CivilTime(secondsSince1970: Int(total))
        guard (0...9999).contains(civil.year) else { return "<description unavailable>" }
        return civil.printed
    }
}

import BindscopeLanguage
import BindscopeRuntime
import BindscopeViews

/// The built-in functions the SwiftUI prelude's `ViewHost` and `View._printChanges()` call
/// (`BindscopeViews/SwiftUIPrelude.swift`): each reaches the session's `ViewHosts`, where one
/// `ViewGraph<InterpretedViews>` per host runs SwiftUI's rules. Their names start with `_`:
/// they are the prelude's, not a session's to call.
extension BuiltinMembers {
    static let viewHostFunctions: [String: GlobalFunction] = [
        "_viewPrintChanges": { checker, name, arguments, _, location in
            let typeName = try checker.viewArguments(arguments, [.string], name, at: location)
            return Checked(.void) { execution in
                let name = try typeName[0](execution).asString
                execution.write(ViewHosts.changesText(typeName: name) + "\n")
                return .void
            }
        },
        "_viewHostMount": { checker, name, arguments, _, location in
            let root = try checker.viewArguments(arguments, [nil], name, at: location)
            return Checked(.int) { execution in
                .int(try ViewHosts.of(execution).makeHost(mounting: try root[0](execution), in: execution))
            }
        },
        "_viewHostRemount": { checker, name, arguments, _, location in
            let parts = try checker.viewArguments(arguments, [.int, nil], name, at: location)
            return Checked(.void) { execution in
                try ViewHosts.of(execution).mount(try parts[1](execution), in: try parts[0](execution).asInt)
                return .void
            }
        },
        "_viewHostUnmount": { checker, name, arguments, _, location in
            let host = try checker.viewArguments(arguments, [.int], name, at: location)
            return Checked(.void) { execution in
                try ViewHosts.of(execution).unmount(try host[0](execution).asInt)
                return .void
            }
        },
        "_viewHostAct": { checker, name, arguments, _, location in
            let parts = try checker.viewArguments(arguments, [.int, .string, .string, .string], name, at: location)
            return Checked(.void) { execution in
                try ViewHosts.of(execution).act(
                    try parts[1](execution).asString, try parts[2](execution).asString, try parts[3](execution).asString,
                    in: try parts[0](execution).asInt)
                return .void
            }
        },
        "_viewHostRender": { checker, name, arguments, _, location in
            let parts = try checker.viewArguments(arguments, [.int, .bool], name, at: location)
            return Checked(.string) { execution in
                .string(try ViewHosts.of(execution).render(try parts[0](execution).asInt, modifiers: try parts[1](execution).asBool))
            }
        },
        "_viewCommandMount": { checker, name, arguments, _, location in
            let root = try checker.viewArguments(arguments, [nil], name, at: location)
            return Checked(.void) { execution in
                try ViewHosts.of(execution).mountForCommands(try root[0](execution), in: execution)
                return .void
            }
        },
    ]
}

extension LibraryChecking {
    /// The unlabelled arguments of a view built-in, each checked as the type given (any type
    /// for nil: a view).
    fileprivate func viewArguments(
        _ arguments: [Argument], _ types: [SessionType?], _ name: String, at location: SourceLocation
    ) throws -> [Evaluator] {
        guard arguments.count == types.count else {
            throw Diagnostic("'\(name)' takes \(types.count) arguments", at: location)
        }
        return try zip(arguments, types).map { argument, type in
            if let type { return try check(argument.value, as: type, in: .argument).evaluate }
            return try checkValue(argument.value).evaluate
        }
    }
}

import BindscopeLanguage
import BindscopeRuntime

extension BuiltinMembers {
    /// How a call of one of the library's global functions is checked: the checker, the name
    /// called, the arguments, the type the context expects, where the call is.
    public typealias GlobalFunction = @Sendable (any LibraryChecking, String, [Argument], SessionType?, SourceLocation) throws -> Checked

    /// The library's global functions by name, with how a call of each is checked: the one list
    /// that calls, "did you mean" and completion read.
    public static let globalFunctions: [String: GlobalFunction] = {
        var table: [String: GlobalFunction] = [
            "print": { checker, _, arguments, _, location in try checker.printCall(reflecting: false, arguments, at: location) },
            "debugPrint": { checker, _, arguments, _, location in
                try checker.printCall(reflecting: true, arguments, at: location)
            },
            "type": { checker, _, arguments, _, location in try checker.typeOfCall(arguments, at: location) },
            "min": { checker, _, arguments, expected, location in
                try checker.extremum(isMinimum: true, arguments, expecting: expected, at: location)
            },
            "max": { checker, _, arguments, expected, location in
                try checker.extremum(isMinimum: false, arguments, expecting: expected, at: location)
            },
            "abs": { checker, _, arguments, expected, location in try checker.absCall(arguments, expecting: expected, at: location) },
            "dump": { checker, _, arguments, expected, location in try checker.dumpCall(arguments, expecting: expected, at: location) },
            "zip": { checker, _, arguments, _, location in try checker.zipCall(arguments, at: location) },
            "stride": { checker, _, arguments, expected, location in
                try checker.strideCall(arguments, expecting: expected, at: location)
            },
            "swap": { checker, _, arguments, _, location in try checker.swapCall(arguments, at: location) },
            "withAnimation": { checker, _, arguments, expected, location in
                try checker.withAnimationCall(arguments, expecting: expected, at: location)
            },
            "withTransaction": { checker, _, arguments, expected, location in
                try checker.withTransactionCall(arguments, expecting: expected, at: location)
            },
            "withObservationTracking": { checker, _, arguments, expected, location in
                try checker.withObservationTrackingCall(arguments, expecting: expected, at: location)
            },
        ]
        table.merge(viewHostFunctions) { own, _ in own }
        for name in mathFunctionNames {
            table[name] = { checker, name, arguments, _, location in try checker.mathCall(name, arguments, at: location) }
        }
        for name in ["fatalError", "preconditionFailure", "assertionFailure"] {
            table[name] = { checker, name, arguments, _, location in try checker.failureCall(name, arguments, at: location) }
        }
        for name in ["precondition", "assert"] {
            table[name] = { checker, name, arguments, _, location in try checker.conditionCall(name, arguments, at: location) }
        }
        return table
    }()

    /// The global functions' names, sorted (a dictionary's order changes from run to run).
    public static let globalFunctionNames = globalFunctions.keys.sorted()
}

/// Fresh evaluations: each dependent's value read anew with `debugPrint`, which prints the
/// same form as reports. A read that traps means the dependent is broken, for the reason
/// the engine gives for that trap.
extension DependentOracle {
    private enum Outcome: Equatable {
        case printed(String)
        case trapped(String)
    }

    func evaluate(
        _ probe: DependentScenario.Probe, _ target: DependentScenario.BindingTarget, problems: inout [String]
    ) -> Fresh {
        switch probe {
        case .state(let name):
            return fresh(debugPrinting(name, problems: &problems))
        case .binding(_, let read, _):
            // A `@Binding var` not assigned yet: a checked error, or a trap when the checker
            // saw an assignment that then trapped.
            let outcome = debugPrinting(read, problems: &problems, unassignedIsError: false)
            if case .trapped(let message) = outcome, message.hasSuffix("used before being initialized") {
                return .uninitialized
            }
            // A binding into storage names the index that is out of range.
            if case .broken("index out of range") = fresh(outcome), case .storage(let index?) = target {
                return .broken("index \(index) out of range")
            }
            return fresh(outcome)
        case .watch(let name, let expression):
            let value = fresh(debugPrinting(expression, problems: &problems))
            // Read by name, a watch is its value, or a trap while it is broken.
            let byName = debugPrinting(name, problems: &problems)
            let expected: Outcome =
                switch value {
                case .value(let text): .printed(text)
                case .broken(let reason): .trapped("Fatal error: watch '\(name)' is broken: \(reason)")
                case .uninitialized: .trapped("")  // only a `@Binding var` is ever uninitialized
                }
            if byName != expected { problems.append("reading \(name) gives \(byName); its expression gives \(expected)") }
            return value
        case .followed(_, let read):
            return fresh(debugPrinting(read, problems: &problems))
        }
    }

    private func fresh(_ outcome: Outcome) -> Fresh {
        switch outcome {
        case .printed(let text): .value(text)
        case .trapped(let message): .broken(Self.brokenReason(message))
        }
    }

    /// Runs `debugPrint(expression)` quietly.
    private func debugPrinting(
        _ expression: String, problems: inout [String], unassignedIsError: Bool = true
    ) -> Outcome {
        let outputStart = harness.capturedOutput.endIndex
        let errorStart = harness.capturedErrors.endIndex
        if harness.run("debugPrint(\(expression))") {
            return .printed(String(harness.capturedOutput[outputStart...].dropLast()))
        }
        let message = Self.errorMessage(String(harness.capturedErrors[errorStart...]))
        let unassigned = !unassignedIsError && message.hasSuffix("used before being initialized")
        if !Self.isTrap(message), !unassigned {
            problems.append("generator bug: debugPrint(\(expression)) is a checked error: \(message)")
        }
        return .trapped(message)
    }

    /// The message of a rendered diagnostic: `test.swift:1:12: error: MESSAGE` and the source.
    static func errorMessage(_ rendered: String) -> String {
        let firstLine = rendered.prefix { $0 != "\n" }
        guard let range = firstLine.range(of: "error: ") else { return String(firstLine) }
        return String(firstLine[range.upperBound...])
    }

    /// Whether a failure is a run-time trap (rather than a checked error).
    static func isTrap(_ message: String) -> Bool {
        ["Fatal error: ", "Swift runtime failure: ", "Could not cast"].contains { message.hasPrefix($0) }
    }

    /// The reason a report gives for a trap, as the engine words it.
    static func brokenReason(_ message: String) -> String {
        switch message {
        case "Fatal error: Index out of range": "index out of range"
        case "Fatal error: Unexpectedly found nil while unwrapping an Optional value": "unwrapped nil"
        default: message.hasPrefix("Fatal error: ") ? String(message.dropFirst("Fatal error: ".count)) : message
        }
    }
}

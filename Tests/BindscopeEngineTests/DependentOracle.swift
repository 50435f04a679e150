@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// Runs a `DependentScenario` one statement at a time and checks each statement's report
/// against fresh evaluations of every dependent, made before and after it by running
/// `debugPrint(…)` in the same session (quietly, so they write no report themselves).
final class DependentOracle {
    /// A dependent's value as a report prints it.
    enum Fresh: Equatable {
        case value(String)
        case broken(String)
        case uninitialized

        var printed: String {
            switch self {
            case .value(let text): text
            case .broken(let reason): "broken (\(reason))"
            case .uninitialized: "uninitialized"
            }
        }
    }

    let harness = SessionHarness(loadSample: false)
    /// The dependents in creation order, which is also the reports' order.
    private var dependents: [(probe: DependentScenario.Probe, target: DependentScenario.BindingTarget)] = []
    private var declaredNames: Set<String> = []
    /// The statements run so far, for reproducing a failure.
    private var ran: [String] = []

    /// Runs `scenario`; returns what went wrong at the first statement whose report (or
    /// absence of one) disagrees with the fresh evaluations, with the session up to there.
    func firstFailure(in scenario: DependentScenario) -> String? {
        // Whole values, uncut: what the fresh evaluations print (parts are checked by transcripts).
        harness.session.reportMode = .value
        harness.session.reportsWithoutWidth = true
        ran = [scenario.typeDeclarations]
        guard harness.run(scenario.typeDeclarations) else {
            return "the type declarations failed: \(harness.capturedErrors)"
        }
        var before: [String: Fresh] = [:]
        for statement in scenario.statements where statement.uses.allSatisfy(declaredNames.contains) {
            ran.append(statement.text + (statement.quiet ? " // quiet" : ""))
            let problems = check(statement, before: &before)
            if !problems.isEmpty {
                return problems.map { "- " + $0 }.joined(separator: "\n")
                    + "\n\nSession (`bindscope --no-sample FILE`; the last statement is the one that failed; "
                    + "those marked `// quiet` ran with `Session.Options(quiet: true)`):\n"
                    + ran.joined(separator: "\n")
            }
        }
        return nil
    }

    /// Runs one statement and compares its report with `before` and the evaluations after it,
    /// which it leaves in `before` for the next statement.
    private func check(_ statement: DependentScenario.Statement, before: inout [String: Fresh]) -> [String] {
        let outputStart = harness.capturedOutput.endIndex
        let errorStart = harness.capturedErrors.endIndex
        harness.session.lastReport = nil
        let succeeded = harness.run(statement.text, quiet: statement.quiet)
        let printed = String(harness.capturedOutput[outputStart...])
        let report = harness.session.lastReport
        var problems: [String] = []
        if succeeded {
            if case .unwatches(let name) = statement.effect, let reader = watch(naming: name) {
                // Its expression would then name nothing: refused, whichever branch it last took.
                problems.append("`:unwatch \(name)` succeeded, but \(reader) names it")
            }
            apply(statement.effect)
        } else {
            let message = Self.errorMessage(String(harness.capturedErrors[errorStart...]))
            let refusedUnwatch = message.hasPrefix("cannot unwatch")
            if !Self.isTrap(message), !refusedUnwatch { return ["generator bug: a checked error: \(message)"] }
            if report != nil || !printed.isEmpty { problems.append("a failing statement printed: \(printed)") }
        }
        var after: [String: Fresh] = [:]
        for (probe, target) in dependents { after[probe.name] = evaluate(probe, target, problems: &problems) }
        // Only the dependents that existed before the statement, and still do, can be in its report.
        let changed = dependents.map(\.probe.name).filter { name in before[name].map { $0 != after[name] } ?? false }
        func change(_ name: String) -> String { "\(name): \(before[name]!.printed) → \(after[name]!.printed)" }
        if !succeeded {
            problems += changed.map { "a failing statement changed \(change($0))" }
        } else if statement.quiet {
            if report != nil || !printed.isEmpty { problems.append("a quiet statement printed: \(printed)") }
        } else if let report {
            problems += compare(report, printed: printed, changed: changed, before: before, after: after)
        } else {
            problems += changed.map { "no report, but \(change($0))" }
            if statement.surelyWrites {
                problems.append("no report after a statement that wrote a State or a binding variable")
            }
        }
        before = after
        return problems
    }

    private func compare(
        _ report: ChangeReport, printed: String, changed: [String], before: [String: Fresh], after: [String: Fresh]
    ) -> [String] {
        var problems: [String] = []
        let reported = report.entries.map(\.name)
        if reported != changed || report.entries.contains(where: { !$0.changed }) {
            problems.append("reported \(reported) as changed; fresh evaluations changed \(changed), in this order")
        }
        for entry in report.entries where changed.contains(entry.name) {
            let (old, new) = (before[entry.name]!.printed, after[entry.name]!.printed)
            if entry.before != old || entry.after != new {
                problems.append("reported \(entry.name): \(entry.before) → \(entry.after); fresh: \(old) → \(new)")
            }
        }
        if changed.isEmpty, report.text != "  no change\n" {
            problems.append("nothing changed, but the report is \(report.text)")
        }
        if !printed.hasSuffix(report.text) { problems.append("the report was not printed last: \(printed)") }
        return problems
    }

    private func apply(_ effect: DependentScenario.Effect) {
        switch effect {
        case .none: break
        case .declaresPlainName(let name): declaredNames.insert(name)
        case .declares(let probe):
            declaredNames.insert(probe.name)
            dependents.append((probe, resolve(probe)))
        case .retargets(let name, let target):
            declaredNames.insert("_" + name)
            if let index = dependents.firstIndex(where: { $0.probe.name == name }) { dependents[index].target = target }
        case .unwatches(let name):
            declaredNames.remove(name)
            dependents.removeAll { $0.probe.name == name }
        }
    }

    /// Another watch whose expression names `name`, as `w2 = EXPRESSION`.
    private func watch(naming name: String) -> String? {
        for (probe, _) in dependents {
            guard case .watch(let reader, let expression) = probe, reader != name else { continue }
            let words = expression.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if words.contains(Substring(name)) { return "\(reader) = \(expression)" }
        }
        return nil
    }

    /// A binding's target with `derived` replaced by what its base holds now.
    private func resolve(_ probe: DependentScenario.Probe) -> DependentScenario.BindingTarget {
        guard case .binding(_, _, let target) = probe else { return .storage(index: nil) }
        guard case .derived(let base, let index) = target,
            let baseTarget = dependents.first(where: { $0.probe.name == base })?.target
        else { return target }
        if case .storage(let baseIndex) = baseTarget { return .storage(index: baseIndex ?? index) }
        return baseTarget
    }
}

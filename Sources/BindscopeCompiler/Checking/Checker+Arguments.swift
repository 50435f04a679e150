import BindscopeLanguage
import BindscopeRuntime

extension Checker {
    /// Checks that `arguments` carry exactly `labels` (nil: unlabeled), in Swift's words.
    public func expectLabels(
        _ arguments: [Argument], _ labels: [String?], callee: String, at location: SourceLocation
    ) throws {
        if arguments.count > labels.count {
            throw Diagnostic(
                arguments.count - labels.count == 1 ? "extra argument in call" : "extra arguments in call",
                at: arguments[labels.count].location)
        }
        if arguments.count < labels.count {
            let missing = labels[arguments.count]
            throw Diagnostic(
                "missing argument for parameter \(missing.map { "'\($0)'" } ?? "#\(arguments.count + 1)") in call",
                at: location)
        }
        let mismatched = zip(arguments, labels).filter { $0.label != $1 }
        if mismatched.count > 1, mismatched.allSatisfy({ $0.0.label == nil }) {
            let missing = mismatched.map { "\($0.1!):" }.joined()
            throw Diagnostic("missing argument labels '\(missing)' in call", at: mismatched[0].0.location)
        }
        if mismatched.count > 1, mismatched.allSatisfy({ $0.1 == nil }) {
            let extra = mismatched.map { "\($0.0.label!):" }.joined()
            throw Diagnostic("extraneous argument labels '\(extra)' in call", at: mismatched[0].0.location)
        }
        for (argument, label) in zip(arguments, labels) where argument.label != label {
            switch (argument.label, label) {
            case (nil, let expected?):
                throw Diagnostic("missing argument label '\(expected):' in call", at: argument.location)
            case (let given?, nil):
                throw Diagnostic("extraneous argument label '\(given):' in call", at: argument.location)
            case (let given?, let expected?):
                throw Diagnostic(
                    "incorrect argument label in call (have '\(given):', expected '\(expected):')",
                    at: argument.location)
            case (nil, nil):
                break
            }
        }
    }

    public func labelsText(_ arguments: [Argument]) -> String {
        arguments.map { "\($0.label ?? "_"):" }.joined()
    }
}

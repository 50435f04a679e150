import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// The word form of `checked`, the checked `expression`. Arithmetic keeps its form out of
    /// `Checked` (see there): the checker notes the form of the Int arithmetic it checked last,
    /// and an operand written as arithmetic (`(i + 1) % 10`, `rows[i % 10]`) is checked just
    /// before its consumer asks, so it finds its form there. Every consumer (an operator, an
    /// index, `+=`) forgets the note before it checks its operands, so a note from another
    /// statement is never taken; and a note names its node by where it and its right operand
    /// start and by its operator, which no other node of the operand shares (a left-nested
    /// `i + 1 + 2` starts where its inner `i + 1` starts, but its right operand does not).
    /// Anything else is `Checked.intEvaluator`.
    public func intEvaluator(of checked: Checked, _ expression: Expression) -> IntForm {
        arithmeticForm(of: checked, expression) ?? checked.intEvaluator
    }

    /// The form of `checked` when it is the Int arithmetic checked last (see `intEvaluator`).
    public func arithmeticForm(of checked: Checked, _ expression: Expression) -> IntForm? {
        var node = expression
        while case .parenthesized(let inner) = node.kind { node = inner }
        guard case .int = checked.type, checked.place == nil, case .binary(let op, _, let rhs) = node.kind,
            let last = lastIntArithmetic, last.location == node.location, last.op == op,
            last.rhsLocation == rhs.location
        else { return nil }
        return last.form
    }
}


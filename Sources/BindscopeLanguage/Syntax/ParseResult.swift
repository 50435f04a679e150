/// What parsing a piece of session text produced.
public enum ParseResult: Hashable, Sendable {
    /// Every statement of the input.
    case complete([Statement])
    /// The input stops inside a construct (an open brace, bracket, parenthesis, string or a
    /// trailing operator): the REPL should read a continuation line and parse again.
    case incomplete
    /// The input cannot become valid by adding lines; the first diagnostic is the one to show.
    case failure([Diagnostic])
}

import Testing

@testable import BindscopeLanguage

/// Operator and precedence-group declarations: read from the whole source before parsing (as
/// Swift's are order-free at file scope), folding the statements that use them; errors as
/// swiftc 6.3.1 words and places them.
@Suite("Operator declarations")
struct OperatorDeclarationTests {
    @Test("A declared infix operator folds by its group")
    func infixGroups() {
        #expect(parsed("infix operator <>: AdditionPrecedence\nlet a = 1 <> 2 * 3") == parsed("let a = 1 + 2 * 3")
            .replacingOccurrences(of: "+", with: "<>"))
        let power = "precedencegroup PowerPrecedence {\n  higherThan: MultiplicationPrecedence\n  associativity: right\n}\n"
        #expect(parsed(power + "infix operator **: PowerPrecedence\nlet a = 2 * 3 ** 2 ** 2")
            == "(let a = (* 2 (** 3 (** 2 2))))")
        // A use may come before the declaration, as in Swift.
        #expect(parsed("let a = 1 <> 2\ninfix operator <>: AdditionPrecedence") == "(let a = (<> 1 2))")
    }

    @Test("Declared prefix and postfix operators")
    func unaryOperators() {
        #expect(parsed("prefix operator !!\nlet a = !!true") == "(let a = (!! true))")
        #expect(parsed("postfix operator ^^\nlet a = 3^^") == "(let a = (postfix ^^ 3))")
    }

    @Test(arguments: [
        ("func <>(a: Int, b: Int) -> Int { a }", "1:6: operator implementation without matching operator declaration"),
        ("prefix operator !!\nfunc !!(x: Bool) -> Bool { x }", "2:1: prefix unary operator missing 'prefix' modifier"),
        ("func f() {\n    infix operator <>\n}", "2:11: 'operator' may only be declared at file scope"),
        ("print(1 <> 2)", "1:9: cannot find operator '<>' in scope"),
        ("infix operator <>\nprint(1 <> 2 <> 3)", "2:9: adjacent operators are in non-associative precedence group 'DefaultPrecedence'"),
    ])
    func errors(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test("An unfinished precedence group asks for more lines")
    func incomplete() {
        #expect(SessionParser.parse("precedencegroup P {\n  higherThan: AdditionPrecedence") == .incomplete)
    }
}

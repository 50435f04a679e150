import Testing

@testable import BindscopeLanguage

/// Bindscope commands (`:watch`, `:deps`…) on their own lines among Swift statements.
@Suite("Parsing commands")
struct CommandParsingTests {
    /// The single statement of `source`, which must be a command.
    private func command(_ source: String) -> (statement: Statement, command: Command)? {
        guard case .complete(let statements) = SessionParser.parse(source), statements.count == 1,
            case .command(let command) = statements[0].kind
        else { return nil }
        return (statements[0], command)
    }

    @Test(arguments: [
        (":watch total = person.address.number + 1", "(command watch total (+ (. (. person address) number) 1))"),
        (":unwatch total", "(command unwatch \"total\")"),
        (":deps street", "(command deps \"street\")"),
        (":dependents person", "(command dependents \"person\")"),
        (":why street", "(command why \"street\")"),
        (":set verbose", "(command set \"verbose\")"),
        (":set verbose off", "(command set \"verbose off\")"),
        (":model", "(command model)"),
        (":help watch", "(command help \"watch\")"),
        (":watch a=1", "(command watch a 1)"),
        (":watch `x` = f { $0 }", "(command watch x (call f (closure $0)))"),
    ])
    func eachForm(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func watchLocations() throws {
        let (statement, command) = try #require(self.command(":watch total = person.address.number + 1"))
        #expect(statement.location == SourceLocation(line: 1, column: 1))
        #expect(command.name == "watch")
        #expect(command.nameLocation == SourceLocation(line: 1, column: 2))
        guard case .watch(let name, let nameLocation, let value) = command.argument else {
            Issue.record("not a watch: \(command.argument)")
            return
        }
        #expect(name == "total")
        #expect(nameLocation == SourceLocation(line: 1, column: 8))
        #expect(value.location == SourceLocation(line: 1, column: 16))
        #expect(value.debugDescription == "(+ (. (. person address) number) 1)")
    }

    @Test(arguments: [
        (":set verbose off", "set", "verbose off", 6),
        (":deps   street  ", "deps", "street", 9),
        (":model", "model", "", 7),
        (":model   // nothing to say", "model", "", 7),
        (":why\tit's // a comment", "why", "it's", 6),
    ])
    func textArgument(source: String, name: String, text: String, column: Int) throws {
        let (statement, command) = try #require(self.command(source))
        #expect(statement.location == SourceLocation(line: 1, column: 1))
        #expect(command.name == name)
        #expect(command.nameLocation == SourceLocation(line: 1, column: 2))
        #expect(command.argument == .text(text, location: SourceLocation(line: 1, column: column)))
    }

    @Test func commandsBetweenSwiftStatements() throws {
        let source = """
            @State var person = Person()
            :watch total = person.address.number + 1
            person.address.number = 3
              :deps street
            :set verbose off; not a statement
            let x = 1; :why x
            print(total)
            """
        #expect(parsed(source) == """
            (@State var person = (call Person))
            (command watch total (+ (. (. person address) number) 1))
            (= (. (. person address) number) 3)
            (command deps "street")
            (command set "verbose off; not a statement")
            (let x = 1)
            (command why "x")
            (call print total)
            """)
        guard case .complete(let statements) = SessionParser.parse(source) else {
            Issue.record("did not parse")
            return
        }
        #expect(statements.map(\.location.description) == ["1:1", "2:1", "3:1", "4:3", "5:1", "6:1", "6:12", "7:1"])
    }

    /// The text is the rest of the line, whatever Swift would make of it; only a trailing `//`
    /// comment (outside double quotes) is dropped.
    @Test(arguments: [
        (":deps street // who reads it\nx", "(command deps \"street\")\nx"),
        (":deps street /* kept */", "(command deps \"street /* kept */\")"),
        (":set a; b = 1", "(command set \"a; b = 1\")"),
        (":help \"http://example.com\" // c", "(command help \"\\\"http://example.com\\\"\")"),
        (":help #if (\nx", "(command help \"#if (\")\nx"),
        // Openers that would swallow later lines in Swift end with the line here.
        (":help \"\"\"\nlet a = 1", "(command help \"\\\"\\\"\\\"\")\n(let a = 1)"),
        (":help /* open\nlet a = [1, 2]\nb", "(command help \"/* open\")\n(let a = (array 1 2))\nb"),
        (":help \"unterminated\nx", "(command help \"\\\"unterminated\")\nx"),
        (":deps a\r\nb\r\n:deps c\r\n", "(command deps \"a\")\nb\n(command deps \"c\")"),
    ])
    func rawText(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test(arguments: [
        (":", "1:1: expected a command name after ':'"),
        (": deps street", "1:1: expected a command name after ':'"),
        ("let a = 1\n:\n", "2:1: expected a command name after ':'"),
        (":/* c */deps", "1:1: expected a command name after ':'"),
        (":`deps` a", "1:1: expected a command name after ':'"),
        (":1", "1:1: expected a command name after ':'"),
        (":watch", "1:7: expected a name for the watch: ':watch NAME = EXPRESSION'"),
        (":watch  \nx = 1", "1:7: expected a name for the watch: ':watch NAME = EXPRESSION'"),
        (":watch 1 = 2", "1:8: expected a name for the watch: ':watch NAME = EXPRESSION'"),
        (":watch total", "1:13: expected '=' after the watch name"),
        (":watch total\n= 1", "1:13: expected '=' after the watch name"),
        (":watch total: Int = 1", "1:13: expected '=' after the watch name"),
        (":watch total == 1", "1:14: expected '=' after the watch name"),
        (":watch total =1", "1:14: '=' must have consistent whitespace on both sides"),
        (":watch total = )", "1:16: expected expression after '=' in ':watch'"),
        (":watch a = b = c", "1:14: assignment is a statement in a session, not a value"),
        (":watch a = b c", "1:13: consecutive statements on a line must be separated by ';'"),
        (":deps a\n)", "2:1: expected expression"),
        (":deps a \0", "1:9: nul character embedded in middle of file"),
        (":help /* open\nlet a = 1 */", "2:11: unexpected end of block comment"),
    ])
    func errors(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test func invalidUTF8InTheTextIsAnError() {
        let bytes: [UInt8] = Array(":deps a".utf8) + [0xFF]
        let result = bytes.withUnsafeBufferPointer { SessionParser.parse(utf8: $0) }
        #expect(result == .failure([Diagnostic("invalid UTF-8 found in source file", at: SourceLocation(line: 1, column: 8))]))
    }

    @Test(arguments: [
        ("if x {\n  :deps a\n}", "2:3: commands like ':deps' are only allowed at the top level"),
        ("if x { } else { :model }", "1:17: commands like ':model' are only allowed at the top level"),
        ("for x in xs {\n:watch t = x\n}", "2:1: commands like ':watch' are only allowed at the top level"),
        ("let f = { :watch a = 1 }", "1:11: commands like ':watch' are only allowed at the top level"),
        ("let f = { x in\n  :why x\n}", "2:3: commands like ':why' are only allowed at the top level"),
        ("struct A {\n  var b: Int {\n    :deps b\n  }\n}", "3:5: commands like ':deps' are only allowed at the top level"),
        // A lone `:` in a block is still a missing expression, as before commands existed.
        ("if x { : }", "1:8: expected expression"),
        ("struct A {\n:deps a\n}", "2:1: expected declaration"),
    ])
    func onlyAtTopLevel(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// The REPL reads more lines when a watched expression is unfinished, as for Swift.
    @Test(arguments: [
        ":watch a = (1 +", ":watch a =", ":watch a = [1,", ":watch a = foo(", ":watch a = { x in",
        ":watch a = \"\"\"\nabc", "x = 1\n:watch a = b ??", ":watch a = 1 +\n// more to come",
    ])
    func incompleteWatch(source: String) {
        #expect(SessionParser.parse(source) == .incomplete)
    }

    @Test func watchContinuesOnLaterLines() {
        #expect(parsed(":watch a = [1,\n  2]\nb") == "(command watch a (array 1 2))\nb")
        #expect(parsed(":watch a = b\n  + 1") == "(command watch a (+ b 1))")
    }

    /// A command's line ends it: what stays open in its text never asks for more lines.
    @Test(arguments: [":help (", ":help [1,", ":help /*", ":deps \"\"\"", ":why a +"])
    func textIsNeverIncomplete(source: String) {
        #expect(parsed(source).hasPrefix("(command "))
    }

    /// A `:` that does not start a statement keeps its Swift meaning.
    @Test func swiftColonsAreUnchanged() {
        #expect(parsed("x = a ? b\n:c") == "(= x (?: a b c))")
        #expect(parsed("x = a ? b\n  : c") == "(= x (?: a b c))")
        #expect(parsed("let d = [\"a\"\n:1]") == "(let d = (dictionary (\"a\": 1)))")
        #expect(parsed("let x: Int = 1") == "(let x: Int = 1)")
    }

    @Test func manyCommandsInOneScript() {
        var lines: [String] = []
        for index in 0..<5_000 {
            lines.append("x\(index) = \(index)")
            lines.append(index.isMultiple(of: 2) ? ":deps x\(index)" : ":watch w\(index) = x\(index)")
        }
        let expected = (0..<5_000).map { index in
            "(= x\(index) \(index))\n"
                + (index.isMultiple(of: 2) ? "(command deps \"x\(index)\")" : "(command watch w\(index) x\(index))")
        }
        #expect(parsed(lines.joined(separator: "\n")) == expected.joined(separator: "\n"))
    }

    @Test func streamedScriptsDeliverCommands() {
        let stream = StatementStream("let a = 1\n:deps a /* x\n:model\n")
        var delivered: [String] = []
        while let statement = stream.nextStatement() { delivered.append(statement.debugDescription) }
        #expect(stream.finish() == .complete([]))
        #expect(delivered == ["(let a = 1)", "(command deps \"a /* x\")", "(command model)"])
    }

    /// One table: every command's argument is parsed as the table says, and a name it does
    /// not know stays a text command (reported by the session with a suggestion).
    @Test func theTableDecidesHowAnArgumentIsParsed() throws {
        for kind in CommandKind.allCases {
            let source = kind.info.argument == .namedExpression ? ":\(kind.name) a = b" : ":\(kind.name) b"
            let (_, command) = try #require(self.command(source))
            #expect(command.kind == kind)
            switch (kind.info.argument, command.argument) {
            case (.namedExpression, .watch), (.expression, .expression), (.text, .text): break
            default: Issue.record(":\(kind.name) parsed as \(command.argument)")
            }
        }
        let (_, unknown) = try #require(self.command(":wacth a = b"))
        #expect(unknown.kind == nil)
    }

    /// `:quit` and `:reset` are the session's, so scripts may use them: the prompt keeps only
    /// `:resume` (back to a stepped script).
    @Test func quitAndResetAreSessionCommands() {
        #expect(CommandKind.promptCommand(in: "  :quit ") == nil)
        #expect(CommandKind.promptCommand(in: ":reset") == nil)
        #expect(CommandKind.promptCommand(in: " :resume ") == .resume)
        #expect(CommandKind.allCases.filter(\.info.belongsToPrompt) == [.resume])
    }
}

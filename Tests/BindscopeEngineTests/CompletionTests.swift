import BindscopeLanguage
@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeLibrary
@testable import BindscopeRuntime
@testable import BindscopeSession
import Testing

@Suite("Completion from the live session")
struct CompletionTests {
    private func harness() -> SessionHarness {
        .completing()
    }

    @Test("A command's argument: the session's names, commands after :help, settings after :set, flags after -")
    func commandArguments() {
        let session = harness().session
        #expect(session.completions(for: ":why str") == .init(fragment: "str", candidates: ["street"]))
        #expect(session.completions(for: ":graph p") == .init(fragment: "p", candidates: ["person"]))
        #expect(session.completions(for: ":graph person --") == .init(fragment: "--", candidates: ["--dot", "--mermaid", "--svg"]))
        #expect(session.completions(for: ":deps ").candidates == ["bee", "person", "sample", "street"])
        #expect(session.completions(for: ":help gr") == .init(fragment: "gr", candidates: ["graph"]))
        #expect(session.completions(for: ":help graph ").candidates == [])
        #expect(session.completions(for: ":help vi") == .init(fragment: "vi", candidates: ["views"]), "topics too")
        #expect(session.completions(for: ":set re") == .init(fragment: "re", candidates: ["report"]))
        #expect(session.completions(for: ":save --t") == .init(fragment: "--t", candidates: ["--transcript"]))
        // Swift after a command is completed as Swift.
        #expect(session.completions(for: ":type person.add") == .init(fragment: "add", candidates: ["address"]))
        #expect(session.completions(for: ":watch n = person.add").candidates == ["address"])
    }

    @Test("The flags Tab offers are those the commands accept")
    func optionsAreAccepted() {
        #expect(CommandKind.graph.info.options == GraphExport.Format.allCases.map { "--\($0.rawValue)" })
    }

    @Test("Members of values, bindings and types, at any depth")
    func members() {
        let session = harness().session
        #expect(session.completions(for: "person.add") == .init(fragment: "add", candidates: ["address"]))
        #expect(session.completions(for: "print($person.address.st") == .init(fragment: "st", candidates: ["street"]))
        #expect(session.completions(for: "bee.wrapp") == .init(fragment: "wrapp", candidates: ["wrappedValue"]))
        #expect(session.completions(for: "Role.") == .init(fragment: "", candidates: ["designer", "engineer", "manager"]))
        #expect(session.completions(for: "sample.todos.cou").candidates == ["count"])
        #expect(session.completions(for: "person.address.").candidates.contains("number"))
    }

    @Test("Members through subscripts, calls, closures and ?.; dictionary subscripts are optional")
    func throughSubscripts() {
        let harness = harness()
        harness.run("@State var todos = sample.todos")
        let session = harness.session
        // An element binding: a Binding's own members and Todo's properties, as for a binding.
        let elementBinding = [
            "animation", "done", "estimate", "id", "note", "projectedValue", "title", "transaction", "wrappedValue",
        ]
        #expect(session.completions(for: "$todos[0].") == .init(fragment: "", candidates: elementBinding))
        #expect(session.completions(for: "let b = $todos[0]").candidates.isEmpty)
        #expect(session.completions(for: "sample.todos[1].no") == .init(fragment: "no", candidates: ["note"]))
        #expect(session.completions(for: "print($todos[sample.todos.count - 1].ti").candidates == ["title"])
        #expect(session.completions(for: "sample.todos.first?.ti").candidates == ["title"])
        #expect(session.completions(for: "sample.todos.first(where: { $0.done })?.es").candidates == ["estimate"])
        #expect(session.completions(for: "let n = sample.todos.filter { !$0.done }.cou").candidates == ["count"])
        #expect(session.completions(for: "sample.todos[0].note?.isEm").candidates == ["isEmpty"])
        #expect(session.completions(for: #"sample.scores["a"]?.isM"#).candidates == ["isMultiple"])
        #expect(session.completions(for: "x = [sample.person][0].addr").candidates == ["address"])
        // `?.` on a value that is not optional is refused by Swift: nothing to offer.
        #expect(session.completions(for: "sample.person?.na").candidates.isEmpty)
        #expect(session.completions(for: #"print("a.b[0].ti"#).candidates.isEmpty, "inside a string")
    }

    @Test("Methods and static methods the session declared, and extensions of built-in types")
    func declaredMembers() {
        let harness = harness()
        harness.run("""
            struct Counter {
                var count = 0
                func doubled() -> Int { count * 2 }
                mutating func increment() { count += 1 }
                static func starting(at count: Int) -> Counter { Counter(count: count) }
            }
            extension Int { var squared: Int { self * self } }
            var counter = Counter()
            """)
        let session = harness.session
        #expect(session.completions(for: "counter.").candidates == ["count", "doubled", "increment"])
        #expect(session.completions(for: "Counter.sta").candidates == ["starting"])
        #expect(session.completions(for: "counter.count.squ").candidates == ["squared"])
        #expect(session.completions(for: "[counter][0].dou").candidates == ["doubled"])
    }

    @Test("Completion and \"did you mean\" read the checker's table of global functions and the lexer's of keywords")
    func tablesAreShared() {
        let names = harness()
        #expect(names.session.completions(for: "let x = si").candidates.contains("sin"))
        #expect(names.session.completions(for: "sw").candidates == ["swap", "switch"])
        #expect(names.session.completions(for: "let x = withO").candidates == ["withObservationTracking"])
        for keyword in ["repeat", "do", "defer", "throw", "break", "continue"] {
            #expect(names.session.completions(for: String(keyword.prefix(keyword.count - 1))).candidates.contains(keyword))
        }
        // Every name offered is one a call reaches.
        for name in BuiltinMembers.globalFunctionNames {
            let harness = SessionHarness(loadSample: false)
            harness.run("_ = \(name)()")
            #expect(!harness.standardError.contains("cannot find '\(name)' in scope"), "\(name): \(harness.standardError)")
        }
        let harness = SessionHarness(loadSample: false)
        #expect(!harness.run("var a = 1, b = 2\nswp(&a, &b)"))
        #expect(harness.standardError.contains("cannot find 'swp' in scope; did you mean 'swap'?"))
    }

    @Test("Keywords only where they fit: none after a dot, types where a type is written, nothing for a new name")
    func keywordsByPosition() {
        let session = harness().session
        #expect(session.completions(for: "sample.todos[0].i").candidates == ["id"])
        #expect(session.completions(for: "le").candidates == ["let"])
        #expect(session.completions(for: "print(le").candidates.isEmpty, "no statement keyword inside an expression")
        #expect(session.completions(for: "let x = tr").candidates == ["true", "trunc"])
        #expect(session.completions(for: "let per").candidates.isEmpty, "a new name")
        #expect(session.completions(for: "let x: Pe").candidates == ["Person"])
        #expect(session.completions(for: "var ids: [String: In").candidates == ["Int", "Int16", "Int32", "Int64", "Int8"])
        #expect(session.completions(for: "let y = sample as? Sa").candidates == ["Sample", "SampleModel"])
        #expect(!session.completions(for: "let x: S").candidates.contains("struct"))
        #expect(session.completions(for: "for t i").candidates == ["in"])
        #expect(session.completions(for: "if true { pri").candidates == ["print"])
    }

    @Test("Built-in members come from their type's table: methods, properties and static members")
    func builtinMembers() {
        let session = harness().session
        #expect(session.completions(for: "sample.todos.all").candidates == ["allSatisfy"])
        #expect(session.completions(for: "person.name.has").candidates == ["hasPrefix", "hasSuffix"])
        #expect(session.completions(for: "Int.m").candidates == ["max", "min"])
        #expect(session.completions(for: "sample.todos.firstI").candidates == ["firstIndex"])
    }

    @Test("Completion offers every member of each built-in type's tables, and the checker knows each")
    func tablesAndCompletionAgree() {
        let harness = harness()
        harness.run("""
            var numbers = [3, 1, 2]
            var text = "abc"
            var stock = ["pens": 1]
            var tags: Set<String> = ["ui"]
            let span = 1..<3
            let letter: Character = "a"
            var count = 1
            var ratio = 0.5
            var flag = true
            let maybe: Int? = 1
            @State var items = [1, 2]
            """)
        let session = harness.session
        let cases: [(String, [MemberTable])] = [
            ("numbers", [BuiltinMembers.array]), ("text", [BuiltinMembers.string]),
            ("stock", [BuiltinMembers.dictionary]), ("tags", [BuiltinMembers.set]), ("span", [BuiltinMembers.range]),
            ("letter", [BuiltinMembers.character]), ("count", [BuiltinMembers.int]), ("ratio", [BuiltinMembers.double]),
            ("flag", [BuiltinMembers.bool]), ("maybe", [BuiltinMembers.optional]),
            ("$items", [BuiltinMembers.binding, BuiltinMembers.bindingCollection]),
            ("Int", [BuiltinMembers.int]), ("Double", [BuiltinMembers.double]),
        ]
        for (base, tables) in cases {
            let isType = base.first!.isUppercase
            let offered = session.completions(for: "\(base).").candidates
            let expected = Set(tables.flatMap { $0.names(static: isType) }).sorted()
            #expect(offered == expected, "\(base)")
        }
    }

    @Test("A misspelt built-in member suggests the table's nearest name")
    func suggestions() {
        let harness = harness()
        #expect(!harness.run("print([1, 2].alSatisfy { $0 > 0 })"))
        #expect(harness.capturedErrors.contains("has no member 'alSatisfy'; did you mean 'allSatisfy'?"))
        #expect(!harness.run("print(Int.maxx)"))
        #expect(harness.capturedErrors.contains("type 'Int' has no member 'maxx'; did you mean 'max'?"))
    }

    @Test("Names in scope, keywords and commands; nothing for what does not check")
    func names() {
        let session = harness().session
        #expect(session.completions(for: "let x = pers").candidates == ["person"])
        #expect(session.completions(for: "$pe").candidates == ["$person"])
        #expect(session.completions(for: "stru").candidates == ["struct"])
        #expect(session.completions(for: ":wa") == .init(fragment: "wa", candidates: ["watch"]))
        #expect(session.completions(for: "nothing.here").candidates.isEmpty)
        #expect(session.completions(for: "person.nope").candidates.isEmpty)
    }

    @Test("Any text at all completes to something or nothing, never a crash, and declares nothing")
    func hostileText() {
        let harness = harness()
        var generator = SystemRandomNumberGenerator()
        let pieces = ["person", ".", "$", "(", "[", "{", "\"", "é👋", "\u{0}", "1/0", "Role", "_", " ", "\n", ":", "let x = "]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = harness.session.completions(for: text)
        }
        #expect(harness.output(of: "print(person.name)") == "Olivier\n")
        #expect(!harness.run("print(x)"), "completion must not declare anything")
    }

    @Test("A closure's $0 and $1 are the receiver's elements: todos.filter { $0.do")
    func closureParameters() {
        let harness = harness()
        harness.run("""
            @State var todos = sample.todos
            let scores = ["ann": 3, "bob": 5]
            let maybe: Int? = 4
            """)
        let session = harness.session
        #expect(session.completions(for: "todos.filter { $0.do") == .init(fragment: "do", candidates: ["done"]))
        #expect(session.completions(for: "let t = todos.sorted(by: { $1.ti").candidates == ["title"])
        #expect(session.completions(for: "todos.map { $0.title.cou").candidates == ["count"])
        #expect(session.completions(for: "sample.todos.first(where: { !$0.do").candidates == ["done"])
        #expect(session.completions(for: "todos.filter { $0.done }.map { $0.ti").candidates == ["title"])
        #expect(session.completions(for: "scores.filter { $0.va").candidates == ["value"])
        #expect(session.completions(for: "maybe.map { $0.isMul").candidates == ["isMultiple"])
        #expect(session.completions(for: "todos.reduce(0) { $1.esti").candidates == ["estimate"])
        #expect(session.completions(for: "todos.reduce(0, { $1.esti").candidates == ["estimate"])
        // The running value of reduce, a closure that is no argument, and a named parameter: unknown.
        #expect(session.completions(for: "todos.reduce(0) { $0.").candidates.isEmpty)
        #expect(session.completions(for: "let f = { $0.").candidates.isEmpty)
        #expect(session.completions(for: "todos.filter { \"{\" + $0.do").candidates == ["done"])
    }
}

import Testing

@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// The inspection commands' answers as data, before any rendering.
@Suite("Inspection queries return data")
struct InspectionQueryTests {
    static let script = """
        @State var person = sample.person
        let address = $person.address
        let street = address.street
        :watch name = person.name
        var punctuation = "!"
        :watch shout = name.uppercased() + punctuation
        @State var n = 1
        :watch double = n * 2
        :watch triple = n * 3
        :watch total = double + triple
        """

    func session() throws -> Session {
        let harness = SessionHarness()
        #expect(harness.run(Self.script), "\(harness.standardError)")
        return harness.session
    }

    @Test("The graph's nodes come in creation order, each after the variables it reads first")
    func graphNodes() throws {
        let graph = try session().graph()
        #expect(graph.nodes.map(\.name) == ["person", "address", "street", "name", "punctuation", "shout", "n", "double", "triple", "total"])
        #expect(graph.nodes.map(\.kind.description) == ["State", "binding", "binding", "watch", "var", "watch", "State", "watch", "watch", "watch"])
        #expect(graph.nodes[0].type == "Person")
        #expect(graph.nodes[4].type == "String")
        #expect(graph.roots.map(\.name) == ["person", "punctuation", "n"])
    }

    @Test("An edge goes from what is read to its reader, with the paths read; a binding of a binding reads the State")
    func graphEdges() throws {
        let graph = try session().graph()
        let edges = graph.edges.map { "\(graph.nodes[$0.from].name) -> \(graph.nodes[$0.to].name): \($0.paths.joined(separator: ", "))" }
        #expect(edges == [
            "person -> address: person.address",
            "person -> street: person.address.street",
            "person -> name: person.name",
            "name -> shout: name",
            "punctuation -> shout: punctuation",
            "n -> double: n",
            "n -> triple: n",
            "double -> total: double",
            "triple -> total: triple",
        ])
    }

    @Test("Around a name: what a write to it reaches and what reaches it, nothing else")
    func graphAround() throws {
        let session = try session()
        let aroundName = try session.graph(around: "name")
        #expect(aroundName.nodes.map(\.name) == ["person", "name", "shout"])
        #expect(aroundName.nodes.map(\.id) == [0, 1, 2])
        #expect(aroundName.edges.map { [$0.from, $0.to] } == [[0, 1], [1, 2]])
        let aroundDouble = try session.graph(around: "double")
        #expect(aroundDouble.nodes.map(\.name) == ["n", "double", "total"])
        #expect(throws: InspectionError("nothing named 'nam' in the graph; did you mean 'name'?")) {
            try session.graph(around: "nam")
        }
    }

    @Test("A watch reading an object that a later variable holds is read from that variable")
    func laterObject() throws {
        let harness = SessionHarness()
        #expect(harness.run("""
            class Counter { var n = 0 }
            var list: [Counter] = []
            :watch w = list.first?.n
            let d = Counter()
            list.append(d)
            """), "\(harness.standardError)")
        let graph = try harness.session.graph()
        #expect(graph.nodes.map(\.name) == ["list", "w", "d"])
        #expect(graph.edges.map { "\(graph.nodes[$0.from].name) -> \(graph.nodes[$0.to].name): \($0.paths)" } == [
            #"list -> w: ["list[0]"]"#, #"d -> w: ["d.n"]"#,
        ])
    }

    @Test(":deps, :dependents and :why answer with data")
    func dependentAnswers() throws {
        let session = try session()
        #expect(try session.reads(of: "street") == ReadsAnswer(
            subject: DependentSummary(name: "street", kind: .binding), reads: .paths(["person.address.street"])))
        #expect(try session.reads(of: "person").reads == .ownStorage)
        let readers = try session.readers(of: "address")
        #expect(readers.readers.isEmpty)
        // `name` reads person.name: beside the binding's path, so not reached through it.
        #expect(readers.reachedThrough?.map(\.dependent.name) == ["person", "street"])
        #expect(try session.readers(of: "n").reachedThrough == nil)
        guard case .never(let declaration) = try session.why("total").change else {
            Issue.record("total has not changed yet")
            return
        }
        #expect(declaration.line == 10)
        #expect(declaration.text == ":watch total = double + triple")
        #expect(throws: InspectionError("no State, binding or watch named 'totl'; did you mean 'total'?")) {
            try session.why("totl")
        }
    }

    @Test(":why names the write and the statement after a change")
    func whyAfterWrite() throws {
        let harness = SessionHarness()
        // Reported (not quiet): a quiet run evaluates only the watches.
        #expect(harness.run(Self.script + "\nn = 5\nperson.address.street = \"Main\"", quiet: false))
        #expect(try harness.session.why("total").change == .last(
            StatementReference(fileName: "test.swift", line: 11, text: "n = 5", description: "test.swift:11: n = 5"),
            .watch(name: "double")))
        guard case .last(_, let cause) = try harness.session.why("street").change else {
            Issue.record("street changed")
            return
        }
        #expect(cause == .write(path: "person.address.street"))
    }

    @Test(":states answers with rows; the names given pick rows, in their order")
    func states() throws {
        let session = try session()
        let listing = try session.states(named: ["n", "punctuation"])
        #expect(listing.rows == [
            .init(name: "n", kind: "@State var", type: "Int", value: "1"),
            .init(name: "punctuation", kind: "var", type: "String", value: "\"!\""),
        ])
        #expect(try session.states().rows.count == listing.allRows.count)
        #expect(throws: InspectionError("no session name 'punctuaton'; did you mean 'punctuation'?")) {
            try session.states(named: ["punctuaton"])
        }
    }
}

/// `:graph --dot`/`--svg` hand their text to the program's `FileOutput`; the session itself
/// writes nothing and runs nothing.
@Suite(":graph writes through the session's FileOutput")
struct GraphFileOutputTests {
    final class Written: @unchecked Sendable {
        var files: [String: String] = [:]
        var output = "", errors = ""
    }

    func session(_ written: Written, svg: @escaping @Sendable (String) throws(FileOutput.Failure) -> String) -> Session {
        Session(
            output: Session.Output(
                standardOutput: { written.output += $0 }, standardError: { written.errors += $0 },
                files: FileOutput(write: { contents, path in written.files[path] = contents }, renderSVG: svg)))
    }

    @Test("--dot hands the dot text to write; --svg hands it to renderSVG and writes what comes back")
    func writesThroughTheHooks() {
        let written = Written()
        let session = session(written) { dot in "<svg>\(dot.count)</svg>" }
        let ran = session.run("@State var n = 1\n:watch double = n * 2\n:graph --dot g.dot\n:graph double --svg g.svg\n", fileName: "t.swift")
        #expect(ran, "\(written.errors)")
        let dot = GraphExport.dot(try! session.graph())
        #expect(written.files["g.dot"] == dot)
        #expect(written.files["g.svg"] == "<svg>\(dot.count)</svg>")
        #expect(written.output.hasSuffix("wrote 2 nodes and 1 edge to 'g.svg' (SVG)\n"))
    }

    @Test("A failure names the file and says why, at the file's name; nothing is written")
    func failures() {
        let written = Written()
        let session = session(written) { _ throws(FileOutput.Failure) in throw FileOutput.Failure("dot is not installed") }
        #expect(!session.run("@State var n = 1\n:graph --svg g.svg\n", fileName: "t.swift"))
        #expect(written.errors.hasPrefix("t.swift:2:14: error: cannot write 'g.svg': dot is not installed\n"))
        #expect(written.files.isEmpty)
        let withoutFiles = SessionHarness()
        #expect(!withoutFiles.run(":graph --mermaid g.mmd"))
        #expect(withoutFiles.standardError.hasPrefix("test.swift:1:18: error: cannot write 'g.mmd': this session writes no files\n"))
    }
}

import Foundation
import Testing

/// `:graph --dot`, `--mermaid` and `--svg` run by the real binary on a script, in a directory
/// of their own, and the files they write read back.
@Suite("`:graph` writes Graphviz, Mermaid and SVG files")
struct GraphFileTests {
    static let script = """
        @State var person = sample.person
        let street = $person.address.street
        :watch name = person.name
        var punctuation = "!"
        :watch shout = name.uppercased() + punctuation

        """

    /// A fresh directory, removed after `body`.
    func inTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    func contents(_ directory: URL, _ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("--dot and --mermaid write the whole graph, or the part around a name; each says what it wrote")
    func dotAndMermaid() throws {
        try inTemporaryDirectory { directory in
            let result = try BindscopeProcess.run(
                ["--quiet", "-"], input: Self.script + ":graph --dot graph.dot\n:graph street --mermaid street.mmd\n",
                currentDirectory: directory)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput == """
                wrote 5 nodes and 4 edges to 'graph.dot' (Graphviz)
                wrote 2 nodes and 1 edge to 'street.mmd' (Mermaid)

                """)
            #expect(try contents(directory, "graph.dot") == #"""
                digraph bindscope {
                    rankdir=LR;
                    node [fontname="Helvetica"];
                    edge [fontname="Helvetica", fontsize=10];
                    n0 [label="person: Person\nState", shape=box, style=bold];
                    n1 [label="street: String\nbinding", shape=box, style=rounded];
                    n2 [label="name: String\nwatch", shape=ellipse];
                    n3 [label="punctuation: String\nvar", shape=note];
                    n4 [label="shout: String\nwatch", shape=ellipse];
                    n0 -> n1 [label="person.address.street"];
                    n0 -> n2 [label="person.name"];
                    n2 -> n4;
                    n3 -> n4;
                }

                """#)
            #expect(try contents(directory, "street.mmd") == """
                flowchart LR
                    n0["person: Person<br/>State"]
                    n1("street: String<br/>binding")
                    n0 -->|"person.address.street"| n1

                """)
        }
    }

    @Test("The dot text is valid Graphviz: dot reads it and lays out every node")
    func dotParses() throws {
        let dot = try requireTool("dot", package: "graphviz")
        try inTemporaryDirectory { directory in
            let result = try BindscopeProcess.run(["--quiet", "-"], input: Self.script + ":graph --dot graph.dot\n", currentDirectory: directory)
            #expect(result.status == 0, "\(result.standardError)")
            // `-Tplain` lists each node it laid out as `node NAME …`: one per node written.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dot)
            process.arguments = ["-Tplain", directory.appendingPathComponent("graph.dot").path]
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let plain = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(complaints.isEmpty)
            #expect(plain.split(separator: "\n").filter { $0.hasPrefix("node ") }.count == 5)
            #expect(plain.split(separator: "\n").filter { $0.hasPrefix("edge ") }.count == 4)
        }
    }

    @Test("--svg draws the graph with Graphviz: an SVG document with every name in it")
    func svg() throws {
        _ = try requireTool("dot", package: "graphviz")
        try inTemporaryDirectory { directory in
            let result = try BindscopeProcess.run(["--quiet", "-"], input: Self.script + ":graph --svg graph.svg\n", currentDirectory: directory)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput == "wrote 5 nodes and 4 edges to 'graph.svg' (SVG)\n")
            let svg = try contents(directory, "graph.svg")
            #expect(svg.hasPrefix("<?xml"))
            #expect(svg.contains("<svg"))
            #expect(svg.hasSuffix("</svg>\n"))
            for label in ["person: Person", "street: String", "punctuation: String", "person.address.street"] {
                #expect(svg.contains(">\(label)</text>"), "\(label) is drawn")
            }
        }
    }

    @Test("~ in FILE is the home directory, as a shell reads it")
    func homeDirectory() throws {
        try inTemporaryDirectory { directory in
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = directory.path
            let result = try BindscopeProcess.run(
                ["--quiet", "-"], input: Self.script + ":graph shout --mermaid ~/shout.mmd\n", environment: environment)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput == "wrote 4 nodes and 3 edges to '~/shout.mmd' (Mermaid)\n")
            #expect(try contents(directory, "shout.mmd").hasPrefix("flowchart LR\n"))
        }
    }

    @Test("--svg without Graphviz says dot is not installed and writes nothing")
    func svgWithoutDot() throws {
        try inTemporaryDirectory { directory in
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = directory.path
            let result = try BindscopeProcess.run(
                ["--quiet", "-"], input: Self.script + ":graph --svg graph.svg\n", currentDirectory: directory,
                environment: environment)
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix(
                "<stdin>:6:14: error: cannot write 'graph.svg': --svg needs Graphviz's 'dot', which is not installed (install the graphviz package, or write the graph with --dot FILE)\n"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("graph.svg").path))
        }
    }
}

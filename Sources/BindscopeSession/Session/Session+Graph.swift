import BindscopeLanguage
import BindscopeRuntime

/// `:graph [NAME] [--dot|--mermaid|--svg FILE]`: the graph as a tree on standard output, or
/// written to FILE for Graphviz or Mermaid (`--svg` asks Graphviz to draw it).
extension Session {
    /// What `:graph`'s argument asks for.
    struct GraphRequest {
        var name: (text: String, location: SourceLocation)?
        var file: (format: GraphExport.Format, path: String, location: SourceLocation)?

        /// The words of `text` (which starts at `location`), or the error of the first wrong one.
        init(parsing text: String, at location: SourceLocation) throws(Diagnostic) {
            let usage = CommandKind.graph.info.usage
            var words = Self.words(text, at: location)[...]
            while let (word, wordLocation) = words.popFirst() {
                if word.hasPrefix("-") {
                    guard let format = GraphExport.Format.allCases.first(where: { "--\($0.rawValue)" == word }) else {
                        let options = GraphExport.Format.allCases.map { "--\($0.rawValue) FILE" }.joined(separator: ", ")
                        throw Diagnostic("unknown option '\(word)'; the options are \(options)", at: wordLocation)
                    }
                    if let earlier = file {
                        throw Diagnostic(
                            "one file at a time: '--\(earlier.format.rawValue)' is already given", at: wordLocation)
                    }
                    guard let (path, pathLocation) = words.popFirst() else {
                        throw Diagnostic("expected a file name after '\(word)'", at: wordLocation)
                    }
                    file = (format, path, pathLocation)
                } else {
                    if name != nil { throw Diagnostic("expected one name at most: '\(usage)'", at: wordLocation) }
                    name = (word, wordLocation)
                }
            }
        }

        /// Words separated by spaces, each with where it starts (columns count UTF-8 bytes).
        private static func words(_ text: String, at location: SourceLocation) -> [(String, SourceLocation)] {
            var words: [(String, SourceLocation)] = []
            var column = location.column
            var current = "", start = column
            for character in text {
                if character == " " || character == "\t" {
                    if !current.isEmpty { words.append((current, SourceLocation(line: location.line, column: start))) }
                    current = ""
                } else {
                    if current.isEmpty { start = column }
                    current.append(character)
                }
                column += character.utf8.count
            }
            if !current.isEmpty { words.append((current, SourceLocation(line: location.line, column: start))) }
            return words
        }
    }

    /// Runs `:graph`; returns what it prints.
    func graphCommand(_ argument: String, at location: SourceLocation, style: TextStyle) throws -> String {
        let request = try GraphRequest(parsing: argument, at: location)
        let graph: GraphSnapshot
        do {
            graph = try self.graph(around: request.name?.text)
        } catch {
            throw Diagnostic(error.message, at: request.name?.location ?? location)
        }
        guard let (format, path, pathLocation) = request.file else { return InspectionRenderer(style: style).render(graph) }
        do throws(FileOutput.Failure) {
            guard let files = output.files else { throw FileOutput.Failure("this session writes no files") }
            let contents =
                switch format {
                case .dot: GraphExport.dot(graph)
                case .mermaid: GraphExport.mermaid(graph)
                case .svg: try files.renderSVG(GraphExport.dot(graph))
                }
            try files.write(contents, path)
        } catch {
            throw Diagnostic("cannot write '\(path)': \(error.reason)", at: pathLocation)
        }
        let nodes = graph.nodes.count, edges = graph.edges.count
        return "wrote \(nodes) node\(nodes == 1 ? "" : "s") and \(edges) edge\(edges == 1 ? "" : "s") to '\(path)' (\(format.description))\n"
    }
}

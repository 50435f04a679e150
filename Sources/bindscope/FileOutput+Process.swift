import BindscopeSession
import Foundation

extension FileOutput {
    /// Files in the file system, and Graphviz's `dot` found on PATH: what `:graph --dot`,
    /// `--mermaid` and `--svg` use, at the prompt and in scripts alike.
    static let processFiles = FileOutput(write: writeFile, renderSVG: runDot)

    /// The engine's own file writing (`FileAccess`, which `:save` uses too), its failure in
    /// this hook's terms.
    private static func writeFile(_ contents: String, _ path: String) throws(Failure) {
        do {
            try FileAccess.write(contents, to: path)
        } catch {
            throw Failure(error.reason)
        }
    }

    /// `dot -Tsvg` with the dot text on its standard input; its standard output is the SVG.
    private static func runDot(_ dot: String) throws(Failure) -> String {
        guard let executable = executableOnPath("dot") else {
            throw Failure("--svg needs Graphviz's 'dot', which is not installed (install the graphviz package, or write the graph with --dot FILE)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure("cannot run '\(executable)': \(error.localizedDescription)")
        }
        // dot reads all of its input before it writes: write, close, then read.
        input.fileHandleForWriting.write(Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            throw Failure("dot failed (exit status \(process.terminationStatus))\(said.isEmpty ? "" : ": " + said)")
        }
        return String(decoding: svg, as: UTF8.self)
    }

    private static func executableOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

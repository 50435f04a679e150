import BindscopeEngine
import Foundation

extension FileOutput {
    /// Files in the file system, and Graphviz's `dot` found on PATH: what `:graph --dot`,
    /// `--mermaid` and `--svg` use, at the prompt and in scripts alike.
    static let processFiles = FileOutput(write: writeFile, renderSVG: runDot)

    private static func writeFile(_ contents: String, _ given: String) throws(Failure) {
        // `~/graph.dot` as a shell would read it (HOME first): the prompt is where people
        // type it. Foundation's own expansion asks the password database, not HOME.
        var path = given
        if given == "~" || given.hasPrefix("~/") {
            path = (ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()) + given.dropFirst()
        }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure("it is a directory")
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            throw Failure("no such directory '\(directory)'")
        }
        if !directory.isEmpty, !isDirectory.boolValue { throw Failure("'\(directory)' is not a directory") }
        guard manager.createFile(atPath: path, contents: Data(contents.utf8)) else {
            let writable = manager.isWritableFile(atPath: manager.fileExists(atPath: path) ? path : directory.isEmpty ? "." : directory)
            throw Failure(writable ? "it could not be written" : "permission denied")
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

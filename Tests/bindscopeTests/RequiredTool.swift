import Foundation

/// A program some tests run besides bindscope (tmux, Graphviz's dot, python3). Missing, it
/// fails each test that needs it, naming the package `Scripts/test` installs: a test skipped
/// for want of a tool would pass without having tested anything.
struct MissingTool: Error, CustomStringConvertible {
    var name: String
    var package: String

    var description: String { "\(name) is not installed (Scripts/test installs the \(package) package)" }
}

/// The path of the program `name` on PATH; throws `MissingTool` when there is none.
func requireTool(_ name: String, package: String) throws -> String {
    let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        throw MissingTool(name: name, package: package)
    }
    return path
}

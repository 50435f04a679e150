import BindscopeRuntime
import Foundation

/// Reading and writing the files commands name (`:load`, `:save`, and through the program's
/// `FileOutput`, `:graph --dot`), with why it failed in a person's words (`no such file`,
/// `it is a directory`, `permission denied`). `~/` is read as a shell reads it: people type
/// paths at the prompt.
public enum FileAccess {
    public struct Failure: Error {
        public let reason: String
    }

    public static func read(_ given: String) throws(Failure) -> String {
        let path = expandingHome(given)
        if let data = FileManager.default.contents(atPath: path) { return String(decoding: data, as: UTF8.self) }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { throw Failure(reason: "no such file") }
        if isDirectory.boolValue { throw Failure(reason: "it is a directory") }
        if !FileManager.default.isReadableFile(atPath: path) { throw Failure(reason: "permission denied") }
        throw Failure(reason: "it could not be read")
    }

    public static func write(_ text: String, to given: String) throws(Failure) {
        let path = expandingHome(given)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure(reason: "it is a directory")
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            throw Failure(reason: "no such directory '\(directory)'")
        }
        if !directory.isEmpty, !isDirectory.boolValue { throw Failure(reason: "'\(directory)' is not a directory") }
        guard manager.createFile(atPath: path, contents: Data(text.utf8)) else {
            let writable = manager.isWritableFile(atPath: manager.fileExists(atPath: path) ? path : directory.isEmpty ? "." : directory)
            throw Failure(reason: writable ? "it could not be written" : "permission denied")
        }
    }

    /// `~/graph.dot` with HOME first, as a shell expands it (Foundation's own expansion asks
    /// the password database, not HOME).
    static func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return (ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()) + path.dropFirst()
    }
}

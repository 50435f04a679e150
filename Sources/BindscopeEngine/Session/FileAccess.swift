import Foundation

/// Reading and writing the files `:load` and `:save` name, with why it failed in a person's
/// words (`no such file`, `it is a directory`, `permission denied`).
enum FileAccess {
    struct Failure: Error {
        let reason: String
    }

    static func read(_ path: String) throws(Failure) -> String {
        if let data = FileManager.default.contents(atPath: path) { return String(decoding: data, as: UTF8.self) }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { throw Failure(reason: "no such file") }
        if isDirectory.boolValue { throw Failure(reason: "it is a directory") }
        if !FileManager.default.isReadableFile(atPath: path) { throw Failure(reason: "permission denied") }
        throw Failure(reason: "it could not be read")
    }

    static func write(_ text: String, to path: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure(reason: "it is a directory")
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            throw Failure(reason: "no such directory '\(directory)'")
        }
        if !directory.isEmpty, !isDirectory.boolValue { throw Failure(reason: "'\(directory)' is not a directory") }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw Failure(reason: "permission denied")
        }
    }
}

import BindscopeCompiler
import Foundation

/// The files a session's own code reads (`String(contentsOfFile:encoding:)`,
/// `Data(contentsOf:)`): read-only, the path as Foundation takes it (no `~` expansion),
/// relative to the working directory, with why a read failed as Foundation tells it apart.
extension FileAccess {
    public static func readForSession(_ path: String) -> FileReadOutcome {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue { return .directory }
        guard let data = manager.contents(atPath: path) else { return .unreadable }
        return .contents(String(decoding: data, as: UTF8.self))
    }

    public static func workingDirectory() -> String {
        FileManager.default.currentDirectoryPath
    }
}

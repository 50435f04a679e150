import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Reading a file, read-only: `String(contentsOfFile: path, encoding: .utf8)` and
// `Data(contentsOf: URL(fileURLWithPath: path))`, both throwing Foundation's `CocoaError`
// when the file is missing (`The file doesn’t exist.`), a directory or unreadable.

extension Checker {
    public func dataFromFile(_ argument: Argument, at location: SourceLocation) throws -> Checked {
        let url = try check(argument.value, as: .nominal(foundation.files.url), in: .argument).evaluate
        try requireTry(callingThrowing: "init", at: location)
        let coders = foundation.coders, files = foundation.files, reader = fileReader
        return Checked(.nominal(coders.data)) { execution in
            let url = try url(execution)
            return coders.data(try files.contents(of: FileTypes.path(of: url), url: url, reader))
        }
    }

    public func stringFromFile(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let path = try check(arguments[0].value, as: .string, in: .argument).evaluate
        _ = try check(arguments[1].value, as: .nominal(foundation.coders.stringEncoding), in: .argument)
        try requireTry(callingThrowing: "init", at: location)
        let files = foundation.files, reader = fileReader, directory = workingDirectory
        return Checked(.string) { execution in
            let path = try path(execution).asString
            return .string(try files.contents(of: path, url: files.url(path, workingDirectory: directory()), reader))
        }
    }

    /// `URL(fileURLWithPath: "data/users.json")` and `URL(string: "https://…")` (an optional);
    /// nil for another type.
    public func urlInitializer(of type: NominalType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        guard type === foundation.files.url else { return nil }
        if arguments.count == 1, arguments[0].label == "string" {
            let text = try check(arguments[0].value, as: .string, in: .argument).evaluate
            return Checked(.optional(.nominal(type))) { execution in
                guard let web = WebURL(string: try text(execution).asString) else { return .none }
                return .some(FileTypes.value(of: web, as: type))
            }
        }
        if arguments.first?.label != "fileURLWithPath" {
            throw Diagnostic(
                "'URL(\(arguments.map { "\($0.label ?? "_"):" }.joined()))' (Foundation) is not supported in a session: only 'URL(fileURLWithPath:)' and 'URL(string:)'",
                at: location)
        }
        try expectLabels(arguments, ["fileURLWithPath"], callee: "URL", at: location)
        let path = try check(arguments[0].value, as: .string, in: .argument).evaluate
        let files = foundation.files, directory = workingDirectory
        return Checked(.nominal(type)) { files.url(try path($0).asString, workingDirectory: directory()) }
    }
}

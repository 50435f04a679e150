/// The module a session starts with, below its own declarations: the built-in sample model,
/// the user's own Swift files (`bindscope --model Models.swift …`), or none (`--no-sample`).
/// Its names are shadowed by the session's as an imported module's are, and `Module.Name`
/// still names its own; `:reset` and `:undo` load it again.
public enum ModelSource: Sendable, Equatable {
    case sample
    case files([ModelFile])
    case none

    /// The module's name: `SampleModel`, or the first file's name without `.swift` when it
    /// is an identifier (`Models.swift` is `Models`), else `Model`.
    public var moduleName: String? {
        switch self {
        case .sample: return SampleModel.moduleName
        case .none: return nil
        case .files(let files):
            let file = files.first?.path.split(separator: "/").last.map(String.init) ?? ""
            let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            let isIdentifier = stem.first.map { $0.isLetter || $0 == "_" } == true
                && stem.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && stem.allSatisfy(\.isASCII)
            return isIdentifier ? stem : "Model"
        }
    }
}

/// One file of a user's model: where it was read from (errors name it) and its text.
public struct ModelFile: Sendable, Equatable {
    public let path: String
    public let source: String

    public init(path: String, source: String) {
        self.path = path
        self.source = source
    }
}

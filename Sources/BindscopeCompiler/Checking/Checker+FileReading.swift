import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Reading a file: `String(contentsOfFile:encoding:)` and `Data(contentsOf: URL(fileURLWithPath:))`.

extension Checker {
    public func dataFromFile(_ argument: Argument, at location: SourceLocation) throws -> Checked {
        throw Diagnostic("'Data(contentsOf:)' (Foundation) is not supported in a session", at: location)
    }

    public func stringFromFile(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        throw Diagnostic("'String(contentsOfFile:encoding:)' (Foundation) is not supported in a session", at: location)
    }
}

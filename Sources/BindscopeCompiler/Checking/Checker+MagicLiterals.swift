import BindscopeLanguage
import BindscopeRuntime

extension Checker {
    /// `#file`, `#filePath`, `#fileID`: the file the statement comes from, as the session
    /// names it (the parser makes the other magic literals, see `Parser+MagicLiterals`).
    /// `#fileID` is `Module/file.swift`; Swift 6 mode makes `#file` the same (SE-0274), Swift 5
    /// mode the path, as `#filePath` is in both.
    ///
    /// `#line`, `#column` and `#function` reach here only as a parameter's default value,
    /// which the parser leaves for each call to evaluate (`callSiteDefault`): checked alone
    /// (where the default is declared), they are the declaration's own.
    func magicFileLiteral(_ name: String, at location: SourceLocation) -> Checked {
        switch name {
        case "#line": return Checked(.int) { _ in .int(location.line) }
        case "#column": return Checked(.int) { _ in .int(location.column) }
        case "#function":
            let text = enclosingDeclarationName
            return Checked(.string) { _ in .string(text) }
        case "#available":
            // `if #available(macOS 13, *)`: the parser keeps only the check. Here, on Linux,
            // the `*` platform always is, as in a compiled program.
            return Checked(.bool) { _ in .bool(true) }
        case "#unavailable":
            return Checked(.bool) { _ in .bool(false) }
        default: break
        }
        let path = sourceFileName
        let fileID = SessionModule.name + "/" + (path.split(separator: "/").last.map(String.init) ?? path)
        let text: String =
            switch name {
            case "#fileID": fileID
            case "#file" where options.languageMode == .swift6: fileID
            default: path
            }
        return Checked(.string) { _ in .string(text) }
    }

    /// What `#function` is where checking is now: the innermost declaration's name (a
    /// closure is in its enclosing function's), or the module's at top level.
    var enclosingDeclarationName: String {
        var context: FunctionContext? = function
        while let current = context {
            if let name = current.declarationName { return name }
            context = current.enclosing
        }
        return SessionModule.name
    }

    /// A parameter's `#line`, `#function`… default, evaluated where it is called.
    func callSiteDefault(_ name: String, at location: SourceLocation) -> Evaluator {
        magicFileLiteral(name, at: location).evaluate
    }
}

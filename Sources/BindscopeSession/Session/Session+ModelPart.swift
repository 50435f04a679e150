import BindscopeCompiler
import BindscopeLanguage
import BindscopeRuntime

/// `:model NAME`: one part of the model instead of all of it. A name the model declares (a
/// type, with its extensions; a function; a `let` or `var`) shows its declarations as
/// written; a path into a value of the model (`sample.todos`, `sample.person.address`) shows
/// that value as a tree of paths, as `:model` shows `sample`.
extension Session {
    func modelPart(_ name: String, at location: SourceLocation) throws -> String {
        guard let module = model.moduleName, checker.module.name != nil else { return modelDescription() }
        let declarations = modelDeclarations()
        let matching = declarations.filter { $0.names.contains(name) }
        if !matching.isEmpty {
            return matching.map { "// \($0.file)\n" + $0.text }.joined(separator: "\n")
        }
        let root = String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if let tree = try modelTree(of: name, in: module, at: location, named: declarations.contains { $0.names.contains(root) }) {
            return tree
        }
        var message = "module \(module) declares no '\(name)'"
        let names = Array(Set(declarations.flatMap(\.names))).sorted()
        if let suggestion = Suggestions.nearest(to: name, among: names) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; :model lists what it declares"
        }
        throw Diagnostic(message, at: location)
    }

    /// Each top-level declaration of the model's files: the names it declares (an
    /// extension's is its type's) and its lines, up to the next declaration's, without the
    /// blank and comment lines that lead into that one.
    private func modelDeclarations() -> [(names: [String], file: String, text: String)] {
        let files: [(path: String, source: String)] = switch model {
        case .files(let files): files.map { ($0.path, $0.source) }
        default: [("module \(model.moduleName ?? "SampleModel")", SampleModel.source)]
        }
        var found: [(names: [String], file: String, text: String)] = []
        for file in files {
            guard case .complete(let statements) = SessionParser.parse(file.source) else { continue }
            let lines = file.source.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, statement) in statements.enumerated() {
                let names = Session.modelNames(statement)
                guard !names.isEmpty else { continue }
                let first = statement.location.line - 1
                var end = index + 1 < statements.count ? statements[index + 1].location.line - 1 : lines.count
                while end > first + 1, lines[end - 1].allSatisfy(\.isWhitespace) || lines[end - 1].hasPrefix("//") { end -= 1 }
                found.append((names, file.path, lines[first..<end].joined(separator: "\n") + "\n"))
            }
        }
        return found
    }

    private static func modelNames(_ statement: Statement) -> [String] {
        if let type = statement.declaredTypeName { return [type] }
        if case .extensionDeclaration(let declaration) = statement.kind { return [declaration.typeName] }
        if case .typeAlias(let name, _, _, _) = statement.kind { return [name] }
        return declaredGlobals(statement)
    }

    /// `sample.todos[1]` read in the model's module (the session's own `sample` may shadow
    /// it), as a tree; nil when the text is no expression naming one of the module's values.
    /// `rootIsDeclared`: the path starts with a name the model declares, so a mistake after it
    /// is the checker's to name (`value of type 'Sample' has no member 'nope'`).
    private func modelTree(of path: String, in module: String, at location: SourceLocation, named rootIsDeclared: Bool) throws -> String? {
        // A path, not code: nothing with a call or a closure runs from an inspection command.
        guard path.first.map({ $0.isLetter || $0 == "_" }) == true, !path.contains("("), !path.contains("{"),
            case .complete(let statements) = SessionParser.parse("\(module).\(path)"), statements.count == 1,
            case .expression(let expression) = statements[0].kind
        else { return nil }
        let snapshot = checker.snapshot()
        defer { checker.restore(snapshot) }
        let checked: Checked
        do {
            checked = try checker.checkValue(expression)
        } catch let diagnostic as Diagnostic where rootIsDeclared {
            throw Diagnostic(diagnostic.message, at: location)
        } catch {
            return nil
        }
        do {
            let value = try checked.evaluate(execution)
            let printer = ValuePrinter(execution: execution, spellsTypesAsDeclared: true)
            let tree = try ValueTreePrinter(printer: printer).tree(named: path, value, as: checked.type)
            // A value with no parts (`sample.todos.count`) is one line with its value.
            guard tree.dropLast().contains("\n") else {
                return "\(path): \(checked.type.displayName) = \(try printer.reflect(value, as: checked.type))\n"
            }
            return tree
        } catch {
            throw Diagnostic("'\(path)' cannot be read: \(error)", at: location)
        }
    }
}

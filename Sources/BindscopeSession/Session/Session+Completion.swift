import BindscopeCompiler
import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Tab completion from the live session: commands, names in scope (with the keywords that fit
/// where the word is), and members after a dot at any depth and through subscripts, calls and
/// `?.` (of values, bindings and types), found by asking the checker, so a candidate is exactly
/// what the session would accept there. Nothing runs.
extension Session {
    public struct Completion: Equatable, Sendable {
        /// The end of the text that the candidates complete (`st` in `$person.address.st`).
        public var fragment: String
        /// Whole words that may replace `fragment`, sorted.
        public var candidates: [String]
    }

    public func completions(for textBeforeCursor: String) -> Completion {
        let line = textBeforeCursor.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let context = CompletionContext(line: line)
        let fragment = context.fragment
        let candidates: [String]
        switch context.kind {
        case .command:
            candidates = CommandKind.allCases.map(\.name).filter { $0.hasPrefix(fragment) }.sorted()
        case .commandArgument(let command, let isFirstWord):
            candidates = argumentWords(of: command, isFirstWord: isFirstWord).filter { $0.hasPrefix(fragment) }.sorted()
        case .member(let base, let unwrapsOptional):
            let typedBase = closureParameterBase(base, line: line) ?? base
            candidates = members(of: typedBase, unwrappingOptional: unwrapsOptional, startingWith: fragment)
        case .name(let position):
            candidates = names(startingWith: fragment, at: position)
        case .nothing:
            candidates = []
        }
        return Completion(fragment: fragment, candidates: candidates)
    }

    /// What may be typed as a word of `command`'s argument: its flags, once a `-` is typed;
    /// else the session's names, the commands or the settings, as its table says.
    private func argumentWords(of command: CommandKind, isFirstWord: Bool) -> [String] {
        let options = command.info.options
        switch command.argumentWord {
        case .sessionName?:
            let names = checker.sessionScope.visibleNames.filter { !$0.hasPrefix("_") && !$0.hasPrefix("$") }
            return Array(Set(names)) + options
        case .command?: return isFirstWord ? CommandKind.allCases.map(\.name) : []
        case .setting?: return isFirstWord ? CommandKind.settings : []
        case .controlTitle?: return isFirstWord ? mountedControlTitles : []
        case nil: return options
        }
    }

    private func names(startingWith fragment: String, at position: CompletionContext.Position) -> [String] {
        guard !fragment.isEmpty else { return [] }
        let types = checker.typeNames + Array(Checker.builtinTypeNames)
        let pool: [String]
        switch position {
        case .newName: return []
        case .forLoopIn: pool = ["in"]
        case .type: pool = types + (checker.module.name.map { [$0] } ?? [])
        case .expression, .statementStart:
            pool = checker.sessionScope.visibleNames + types + BuiltinMembers.globalFunctionNames + CompletionKeywords.values
                + (position == .statementStart ? CompletionKeywords.statementStarts : []) + (checker.module.name.map { [$0] } ?? [])
        }
        // `_x` is the wrapper itself: offered only to someone who typed the underscore.
        return Set(pool.filter { $0.hasPrefix(fragment) && (fragment.hasPrefix("_") || !$0.hasPrefix("_")) }).sorted()
    }

    /// `base.fragment`: the members of what `base` checks to, unwrapped once after `?.`.
    private func members(of base: String, unwrappingOptional: Bool, startingWith fragment: String) -> [String] {
        if let moduleName = checker.module.name, base == moduleName,
            checker.isModuleReference(Expression(.identifier(base), at: .start))
        {
            // `SampleModel.`: the module's types and names.
            let names = checker.moduleScope.visibleNames
                + checker.module.types.keys.filter { !checker.module.libraryTypeNames.contains($0) }
            return Set(names.filter { $0.hasPrefix(fragment) && !$0.hasPrefix("_") }).sorted()
        }
        // After `?.`, the members of the wrapped value: as `(base)!` would have them (and none
        // when base is not optional, as Swift refuses `?.` there).
        let source = unwrappingOptional ? "(\(base))!" : base
        guard !base.isEmpty, case .complete(let statements) = SessionParser.parse(source), statements.count == 1,
            case .expression(let expression) = statements[0].kind
        else { return [] }
        let snapshot = checker.snapshot()
        defer { checker.restore(snapshot) }
        // `check`, not `checkValue`: a bare type (`Role`) is a metatype here, not an error.
        guard let checked = try? checker.check(expression) else { return [] }
        let declared = Set(declaredMembers(of: checked.type)).filter { $0.hasPrefix(fragment) }
        let names = Set(checker.memberNames(of: checked.type)).filter { $0.hasPrefix(fragment) }
        // Methods come from the type's table as they are; a property is offered only where
        // the checker accepts it (a Binding's dynamic member must be writable, for instance).
        return declared.union(names.filter { name in
            checker.isBuiltinMethod(name, of: checked.type) || (try? checker.member(of: checked, name, at: .start)) != nil
        }).sorted()
    }

    /// `$0.ti` in `todos.filter { $0.ti`: `$0` is one of the receiver's elements (the
    /// closures of `filter`, `map`, `sorted(by:)`, `first(where:)`… take elements), so the
    /// base is checked as `(todos).first!`, an expression of the element's type: a
    /// dictionary's `(key:value:)` pair, an optional's wrapped value for its `map`. `reduce`'s
    /// `$1` is an element and its `$0` the running value, which is not known here.
    private func closureParameterBase(_ base: String, line: String) -> String? {
        guard base.hasPrefix("$"), let digitEnd = base.dropFirst().firstIndex(where: { !$0.isNumber }) ?? Optional(base.endIndex),
            let parameter = Int(base[base.index(after: base.startIndex)..<digitEnd]),
            let (receiver, method) = CompletionContext.enclosingClosureCall(in: line)
        else { return nil }
        if method.hasPrefix("reduce") && parameter == 0 { return nil }
        let rest = base[digitEnd...]
        guard case .complete(let statements) = SessionParser.parse(receiver), statements.count == 1,
            case .expression(let expression) = statements[0].kind
        else { return nil }
        let snapshot = checker.snapshot()
        defer { checker.restore(snapshot) }
        guard let checked = try? checker.check(expression) else { return nil }
        let element = if case .optional = checked.type { "(\(receiver))!" } else { "(\(receiver)).first!" }
        return element + rest
    }

    /// What the session declared on the type: methods (`static` ones on the type itself), and
    /// computed properties added to a built-in type by an extension.
    private func declaredMembers(of type: SessionType) -> [String] {
        if case .metatype(let instance) = type {
            guard let members = checker.userMembers(of: instance) else { return [] }
            return Array(members.staticMethods.keys) + Array(members.staticProperties.keys)
        }
        guard let members = checker.userMembers(of: type) else { return [] }
        return Array(members.methods.keys) + Array(members.computedProperties.keys)
    }
}

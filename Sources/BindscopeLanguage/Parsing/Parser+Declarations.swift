/// Declarations: variables, computed properties, structs, enums, extensions and their members.
extension Parser {
    /// One binding of a `let`/`var` declaration.
    enum VariableItem {
        case stored(VariableDeclaration)
        case computed(ComputedProperty)
    }

    /// Where a declaration is: members may be `static` and computed.
    enum DeclarationContext {
        case statement
        case member
    }

    /// variable-statement → variable-declaration   (one statement per binding)
    mutating func parseVariableStatement(into statements: inout [Statement]) throws(ParseStop) -> Int {
        let start = current.location
        let (items, height) = try parseVariableDeclaration(in: .statement)
        for item in items {
            switch item {
            case .stored(let declaration):
                statements.append(Statement(.variable(declaration), at: start))
            case .computed(let property):
                if let mutating = property.mutatingGetterLocation {
                    throw fail("'mutating' is only valid on methods", at: mutating)
                }
                // A local computed variable is its getter, called wherever its name is read.
                var getter = FunctionDeclaration(
                    modifiers: [], modifierLocations: [], funcLocation: start, name: property.name,
                    nameLocation: property.nameLocation, parameters: [], effect: .none, resultType: property.type,
                    body: property.body, closingBraceLocation: start)
                getter.isComputedVariable = true
                getter.resultBuilder = property.resultBuilder
                getter.openingBraceLocation = property.openingBraceLocation
                var accessors = [getter]
                if let setter = property.setter {
                    let parameter = FunctionDeclaration.Parameter(
                        label: FunctionDeclaration.computedSetterLabel, name: setter.parameterName ?? "newValue",
                        location: setter.location, type: property.type)
                    var function = FunctionDeclaration(
                        modifiers: [], modifierLocations: [], funcLocation: setter.location, name: property.name,
                        nameLocation: property.nameLocation, parameters: [parameter], effect: .none, resultType: nil,
                        body: setter.body, closingBraceLocation: setter.location)
                    function.isComputedVariable = true
                    accessors.append(function)
                }
                statements.append(Statement(.functions(accessors), at: start))
            }
        }
        return try self.height(over: height, at: start)
    }

    /// variable-declaration → (attribute | modifier)* ('let' | 'var') binding (',' binding)*
    /// attribute → '@' identifier
    /// modifier → 'private' | 'fileprivate' | 'public' | 'internal' | 'static'
    mutating func parseVariableDeclaration(in context: DeclarationContext) throws(ParseStop) -> ([VariableItem], Int) {
        var attributes: [Attribute] = []
        var modifiers: [String] = []
        var isStatic = false
        while true {
            switch current.kind {
            case .at:
                attributes.append(try parseAttribute())
                continue
            case .keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal):
                let access = text(of: current)
                try advance()
                if current.kind == .leftParen && current.isLeftBound {
                    // `private(set)`: the setter's access. A session is one file, where even a
                    // private setter is reachable from the type's extensions; accepted as written.
                    guard isIdentifier("set", peek()), peek(2).kind == .rightParen else {
                        throw unsupported("access modifiers with arguments other than '(set)' are")
                    }
                    try advance()
                    try advance()
                    try advance()
                    modifiers.append(access + "(set)")
                    continue
                }
                modifiers.append(access)
                continue
            case .keyword(.static):
                isStatic = true
                try advance()
                continue
            case .keyword(.class) where context == .member && (isKeyword(.var, peek()) || isKeyword(.let, peek())):
                // `class var`: a type property, overridable in a subclass.
                isStatic = true
                modifiers.append("class")
                try advance()
                continue
            case .identifier where startsOwnershipModifier && (context == .member || isKeyword(.var, peek()) || isKeyword(.let, peek())):
                // `weak var delegate: Delegate?`, `unowned let owner: Person`, and local ones.
                modifiers.append(text(of: current))
                try advance()
                continue
            case .identifier where context == .member && startsClassMemberModifier:
                modifiers.append(text(of: current))
                try advance()
                continue
            case .identifier where context == .member && startsNonisolatedModifier:
                // `nonisolated(unsafe) static var count = 0`: Swift 6's way to keep a mutable
                // static property, whose data races the programmer answers for.
                try advance()
                if current.kind == .leftParen && current.isLeftBound {
                    try advance()
                    try advance()
                    try advance()
                    modifiers.append("nonisolated(unsafe)")
                } else {
                    modifiers.append("nonisolated")
                }
                continue
            default:
                break
            }
            break
        }
        guard isKeyword(.let) || isKeyword(.var) else {
            if let stop = unsupportedTypeDeclaration(after: attributes, in: context) ?? unsupportedModifiedDeclaration() {
                throw stop
            }
            if case .keyword(let keyword) = current.kind, let what = Parser.unsupportedDeclarations[keyword] {
                throw unsupported(what)
            }
            throw fail("expected declaration")
        }
        let introducer = current
        if isStatic && context == .statement {
            throw fail("static properties may only be declared on a type")
        }
        let isConstant = isKeyword(.let)
        try advance()
        var items: [VariableItem] = []
        var height = 0
        repeat {
            let (item, itemHeight) = try parseBinding(
                isConstant: isConstant, attributes: attributes, modifiers: modifiers,
                isStatic: isStatic, context: context, introducer: introducer)
            if case .computed = item, !items.isEmpty || current.kind == .comma {
                throw unsupported("computed properties in a list of bindings are")
            }
            items.append(item)
            height = max(height, itemHeight)
        } while try consume(.comma)
        if items.count > 1, let wrapper = attributes.first {
            throw fail("property wrapper can only apply to a single variable", at: wrapper.location)
        }
        // `let w, h: Double`: a type annotation also types the names before it that have
        // neither a type nor a value.
        var annotation: TypeSyntax?
        for index in items.indices.reversed() {
            guard case .stored(var declaration) = items[index] else { annotation = nil; continue }
            if let type = declaration.type {
                annotation = type
            } else if declaration.initializer == nil, let annotation {
                declaration.type = annotation
                items[index] = .stored(declaration)
            } else {
                annotation = nil
            }
        }
        return (items, height)
    }

    private static let unsupportedDeclarations: [Keyword: String] = [
        .func: "functions are", .`init`: "initializers are",
        .subscript: "subscript declarations are", .class: "classes are",
        .protocol: "protocols are", .typealias: "type aliases are", .struct: "nested types are",
        .enum: "nested types are", .extension: "nested extensions are",
    ]

    /// attribute → '@' identifier
    private mutating func parseAttribute() throws(ParseStop) -> Attribute {
        try advance()
        let nameToken = current
        guard nameToken.kind == .identifier else { throw fail("expected an attribute name") }
        if !nameToken.isLeftBound {
            throw fail("extraneous whitespace between '@' and attribute name", at: nameToken.location)
        }
        try advance()
        var attribute = Attribute(name: text(of: nameToken), location: nameToken.location)
        if current.kind == .leftParen && current.isLeftBound {
            // `@XBinding(getValue: …, setValue: …)`: a property wrapper's arguments.
            attribute.arguments = try parseArguments().0
        }
        return attribute
    }

    /// `@propertyWrapper struct`, `@dynamicMemberLookup final class`: attributes, then a type.
    var startsAttributedTypeDeclaration: Bool {
        var offset = 0
        while peek(offset).kind == .at, peek(offset + 1).kind == .identifier { offset += 2 }
        guard offset > 0 else { return false }
        // `@propertyWrapper public struct`, `@dynamicMemberLookup final class`.
        while [.keyword(.public), .keyword(.private), .keyword(.fileprivate), .keyword(.internal)].contains(peek(offset).kind)
            || (peek(offset).kind == .identifier && ["final", "open"].contains(text(of: peek(offset))))
        {
            offset += 1
        }
        switch peek(offset).kind {
        case .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.protocol): return true
        default: return false
        }
    }

    /// attributed-type → ('@' identifier)+ ('final')? (struct-declaration | class-declaration | enum-declaration)
    mutating func parseAttributedTypeDeclaration() throws(ParseStop) -> (Statement, Int) {
        var attributes: [Attribute] = []
        while current.kind == .at {
            let attribute = try parseAttribute()
            guard ["propertyWrapper", "dynamicMemberLookup", "Observable", "resultBuilder"].contains(attribute.name) else {
                throw unsupported("attributes on type declarations ('@\(attribute.name)') are", at: attribute.location)
            }
            attributes.append(attribute)
        }
        var isFinal = false
        while current.kind == .identifier || [.keyword(.public), .keyword(.private), .keyword(.fileprivate), .keyword(.internal)].contains(current.kind) {
            if isIdentifier("final") { isFinal = true }
            try advance()
        }
        if isKeyword(.protocol) {
            if attributes.contains(where: { $0.name == "propertyWrapper" }) {
                throw unsupported("'@propertyWrapper' protocols are", at: attributes[0].location)
            }
            return try parseProtocol(attributes: attributes.map(\.name))
        }
        if let observable = attributes.first(where: { $0.name == "Observable" }), !isKeyword(.class) {
            // A struct: the macro's own error, at its '@'. An enum it accepts, with nothing to track.
            if isKeyword(.enum) { throw unsupported("'@Observable' enums are", at: observable.location) }
            throw fail("'@Observable' cannot be applied to struct type '\(text(of: peek()))'", at: observable.atSignLocation)
        }
        var (statement, height) = isKeyword(.enum) ? try parseEnum() : try parseStruct(isFinal: isFinal)
        if case .structure(var declaration) = statement.kind {
            declaration.attributes = attributes.map(\.name)
            statement.kind = .structure(declaration)
        } else if case .enumeration(var declaration) = statement.kind {
            declaration.attributes = attributes.map(\.name)
            statement.kind = .enumeration(declaration)
        }
        return (statement, height)
    }

    /// binding → pattern-name (':' type)? ('=' expression)? computed-body?
    /// pattern-name → identifier | '_'
    private mutating func parseBinding(
        isConstant: Bool, attributes: [Attribute], modifiers: [String], isStatic: Bool,
        context: DeclarationContext, introducer: Token
    ) throws(ParseStop) -> (VariableItem, Int) {
        let nameToken = current
        try expectPatternName()
        var type: TypeSyntax?
        if try consume(.colon) {
            type = try parseType(orFail: "expected type")
        }
        var initializer: Expression?
        var height = 0
        if isOperator(.assign) {
            try consumeAssign()
            let value = try parseValue(orFail: Parser.expectedInitialValue)
            initializer = value.expression
            height = value.height
        }
        let name = text(of: nameToken)
        if current.kind == .leftBrace, initializer != nil || isIdentifier("willSet", peek()) || isIdentifier("didSet", peek()) {
            if isConstant { throw fail("'let' declarations cannot be observing properties") }
            if let wrapper = attributes.first {
                throw unsupported("observers on property-wrapped variables ('@\(wrapper.name)') are")
            }
            declarationNames.append(name)
            defer { declarationNames.removeLast() }
            let (willSet, didSet, observersHeight) = try parseObservers()
            let declaration = VariableDeclaration(
                attributes: attributes, modifiers: modifiers, isConstant: isConstant, name: name,
                nameLocation: nameToken.location, type: type, initializer: initializer, isStatic: isStatic,
                willSet: willSet, didSet: didSet)
            return (.stored(declaration), max(height, observersHeight))
        }
        if current.kind == .leftBrace {
            if isConstant { throw fail("'let' declarations cannot be computed properties") }
            guard let type else {
                throw fail("computed property must have an explicit type", at: nameToken.location)
            }
            // `@TextBuilder var text: String { … }`: one attribute without arguments may name a
            // result builder (the checker decides; a property wrapper there is Swift's error).
            var resultBuilder: Attribute?
            if let wrapper = attributes.first {
                guard attributes.count == 1, wrapper.arguments == nil, Parser.mayNameResultBuilder(wrapper.name) else {
                    throw fail("property wrapper cannot be applied to a computed property", at: wrapper.location)
                }
                resultBuilder = wrapper
            }
            declarationNames.append(name)
            defer { declarationNames.removeLast() }
            let openingBrace = current.location
            let (body, setter, mutatingGetter) = try parseComputedBody()
            var property = ComputedProperty(
                isStatic: isStatic, name: name, nameLocation: nameToken.location, type: type,
                body: body.statements, setter: setter)
            property.modifiers = modifiers
            property.mutatingGetterLocation = mutatingGetter
            property.resultBuilder = resultBuilder
            property.openingBraceLocation = openingBrace
            return (.computed(property), body.height)
        }
        let declaration = VariableDeclaration(
            attributes: attributes, modifiers: modifiers, isConstant: isConstant, name: name,
            nameLocation: nameToken.location, type: type, initializer: initializer, isStatic: isStatic)
        return (.stored(declaration), height)
    }

    /// Consumes the name a `let`/`var` declares, or reports what stands there instead.
    private mutating func expectPatternName() throws(ParseStop) {
        switch current.kind {
        case .identifier where isMagicLiteral(current):
            throw fail("expected pattern")
        case .identifier, .keyword(.underscore):
            try advance()
        case .leftParen:
            throw unsupported("tuple patterns are")
        case .keyword(let keyword) where keyword != .underscore:
            throw fail(
                "keyword '\(keyword.rawValue)' cannot be used as an identifier here",
                notes: [note("if this name is unavoidable, use backticks to escape it", at: current.location)])
        default:
            throw fail("expected pattern")
        }
    }

    /// subscript-declaration → 'subscript' parameter-clause '->' type computed-body
    /// `isRequirement`: a protocol's `subscript(…) -> T { get }`, with no bodies.
    mutating func parseSubscriptDeclaration(isRequirement: Bool = false) throws(ParseStop) -> (SubscriptDeclaration, Int) {
        let location = current.location
        try advance()
        let genericParameters = try parseGenericParameters()
        guard current.kind == .leftParen else { throw failMissing("expected '(' for subscript parameters") }
        let (parameters, parametersHeight) = try parseParameterClause()
        guard isOperator(.arrow) else { throw failMissing("expected '->' for subscript element type") }
        try advance()
        let resultType = try parseType(orFail: "expected subscripting element type")
        let requirements = try parseWhereClause()
        guard current.kind == .leftBrace else { throw failMissing("expected '{' in subscript to specify getter and setter implementation") }
        if isRequirement {
            // `{ get }` or `{ get set }`: the setter is noted with an empty body.
            try advance()
            var setter: Accessor?
            while current.kind != .rightBrace {
                if isAtEnd { throw .incomplete }
                guard isIdentifier("get") || isIdentifier("set") else { throw fail("expected get or set in a protocol property") }
                if isIdentifier("set") { setter = Accessor(parameterName: nil, body: [], location: current.location) }
                try advance()
            }
            try advance()
            var declaration = SubscriptDeclaration(
                location: location, parameters: parameters, resultType: resultType, getter: [], setter: setter)
            declaration.generics = GenericSignature(parameters: genericParameters, requirements: requirements)
            return (declaration, try height(over: parametersHeight, at: location))
        }
        declarationNames.append(FunctionDeclaration.magicName("subscript", parameters, isSubscript: true))
        defer { declarationNames.removeLast() }
        let (body, setter, mutatingGetter) = try parseComputedBody()
        if let mutatingGetter { throw fail("'mutating' accessors of subscripts are not supported in a session yet", at: mutatingGetter) }
        var declaration = SubscriptDeclaration(
            location: location, parameters: parameters, resultType: resultType, getter: body.statements, setter: setter)
        declaration.generics = GenericSignature(parameters: genericParameters, requirements: requirements)
        return (declaration, try height(over: max(parametersHeight, body.height), at: location))
    }

    /// computed-body → '{' statements '}' | '{' 'get' block ('set' setter-name? block)? '}'
    ///               | '{' 'set' setter-name? block 'get' block '}'
    /// The third result: where `mutating` stands before `get` (a getter that may change `self`).
    private mutating func parseComputedBody() throws(ParseStop) -> (ParsedStatements, Accessor?, SourceLocation?) {
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try advance()
        let saved = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = saved }
        var body: ParsedStatements = ([], 0)
        var setter: Accessor?
        var mutatingGetter: SourceLocation?
        let next = peek()
        let startsSetter = isIdentifier("set") && (next.kind == .leftBrace || next.kind == .leftParen)
        // `mutating get { … }` (a `@Lazy` wrapper's, SE-0258): its reads need a mutable `self`.
        let startsMutatingAccessor = isIdentifier("mutating") && (isIdentifier("get", next) || isIdentifier("set", next))
        if startsSetter || startsMutatingAccessor || isIdentifier("get") && (next.kind == .leftBrace || next.kind == .rightBrace || isIdentifier("set", next)
                || isIdentifier("nonmutating", next) || isIdentifier("mutating", next)) {
            var sawGetter = false
            while current.kind != .rightBrace {
                if isIdentifier("mutating"), isIdentifier("get", peek()), !sawGetter {
                    mutatingGetter = current.location
                    try advance()
                    continue
                }
                if isIdentifier("mutating"), isIdentifier("set", peek()), setter == nil {
                    // A struct's setter is mutating anyway: the word changes nothing.
                    try advance()
                    continue
                }
                if isIdentifier("nonmutating"), isIdentifier("set", peek()) {
                    // `nonmutating set { storage.value = newValue }`.
                    try advance()
                    setter = try parseAccessor(parameterFor: "setter")
                    setter?.isNonmutating = true
                    while try consume(.semicolon) {}
                    continue
                }
                if isIdentifier("get"), !sawGetter {
                    try advance()
                    guard current.kind == .leftBrace else { throw fail("expected '{' to start getter definition") }
                    body = try parseBlock()
                    sawGetter = true
                } else if isIdentifier("set"), setter == nil {
                    setter = try parseAccessor(parameterFor: "setter")
                } else {
                    if isAtEnd { throw .incomplete }
                    throw fail("expected 'get' or 'set' accessor")
                }
                while try consume(.semicolon) {}
            }
            if !sawGetter { throw fail("variable with a setter must also have a getter", at: open.location) }
        } else {
            if isIdentifier("set") || isIdentifier("willSet") || isIdentifier("didSet") {
                if peek().kind == .leftBrace || peek().kind == .leftParen {
                    throw unsupported("accessors other than 'get' are")
                }
            }
            body = try parseStatements(insideBraces: true)
        }
        guard current.kind == .rightBrace else {
            throw fail(
                "expected '}' at end of variable get/set clause",
                notes: [note("to match this opening '{'", at: open.location)])
        }
        try advance()
        return (body, setter, mutatingGetter)
    }

    /// observers → '{' (('willSet' | 'didSet') accessor-name? block)+ '}'
    private mutating func parseObservers() throws(ParseStop) -> (Accessor?, Accessor?, Int) {
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try advance()
        var willSet: Accessor?
        var didSet: Accessor?
        var height = 0
        while current.kind != .rightBrace {
            if isAtEnd { throw .incomplete }
            if isIdentifier("willSet"), willSet == nil {
                willSet = try parseAccessor(parameterFor: "willSet")
                height = max(height, 1)
            } else if isIdentifier("didSet"), didSet == nil {
                didSet = try parseAccessor(parameterFor: "didSet")
                height = max(height, 1)
            } else {
                throw fail("expected 'willSet' or 'didSet' observer")
            }
            while try consume(.semicolon) {}
        }
        try advance()
        return (willSet, didSet, height)
    }

    /// accessor → ('set' | 'willSet' | 'didSet') ('(' identifier ')')? block
    private mutating func parseAccessor(parameterFor kind: String) throws(ParseStop) -> Accessor {
        let location = current.location
        try advance()
        var parameterName: String?
        if current.kind == .leftParen {
            try advance()
            guard current.kind == .identifier else { throw fail("expected the name of the \(kind)'s parameter") }
            parameterName = text(of: current)
            try advance()
            guard current.kind == .rightParen else { throw fail("expected ')' after \(kind) parameter name") }
            try advance()
        }
        guard current.kind == .leftBrace else { throw fail("expected '{' to start \(kind) definition") }
        let block = try parseBlock()
        return Accessor(parameterName: parameterName, body: block.statements, location: location)
    }

    // MARK: - Types

    /// struct-declaration → 'struct' identifier inheritance-clause? member-block
    /// class-declaration → 'final'? 'class' identifier inheritance-clause? member-block
    mutating func parseStruct(isFinal: Bool = false) throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        let isClass = isKeyword(.class)
        let kind = isClass ? "class" : "struct"
        try advance()
        let nameToken = try parseTypeName(declaring: kind)
        let name = typeNamePrefix + text(of: nameToken)
        let parameters = try parseGenericParameters()
        let conformances = try parseInheritance(of: kind, allowsWhere: true)
        let requirements = try parseWhereClause()
        guard current.kind == .leftBrace else { throw failMissing("expected '{' in \(kind)") }
        let note = note("in declaration of '\(text(of: nameToken))'", at: nameToken.location)
        let firstNested = nestedTypes.count
        let (members, _, height) = try parseMemberBlock(kind: kind, note: note, allowsCases: false, of: name)
        var declaration = StructDeclaration(
            name: name, nameLocation: nameToken.location, conformances: conformances,
            members: members, isClass: isClass, isFinal: isFinal)
        declaration.generics = GenericSignature(parameters: parameters, requirements: requirements)
        if !parameters.isEmpty { declaration.nestedTypes = takeNestedTypes(from: firstNested) }
        return try statement(.structure(declaration), at: keyword.location, over: height)
    }

    /// enum-declaration → 'enum' identifier inheritance-clause? member-block
    mutating func parseEnum() throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        try advance()
        let nameToken = try parseTypeName(declaring: "enum")
        let name = typeNamePrefix + text(of: nameToken)
        let parameters = try parseGenericParameters()
        let inheritance = try parseInheritance(of: "enum", allowsWhere: true)
        let requirements = try parseWhereClause()
        guard current.kind == .leftBrace else { throw failMissing("expected '{' in enum") }
        let note = note("in declaration of '\(text(of: nameToken))'", at: nameToken.location)
        let firstNested = nestedTypes.count
        let (members, cases, height) = try parseMemberBlock(kind: "enum", note: note, allowsCases: true, of: name)
        var declaration = EnumDeclaration(
            name: name, nameLocation: nameToken.location, inheritance: inheritance,
            cases: cases, members: members)
        declaration.generics = GenericSignature(parameters: parameters, requirements: requirements)
        if !parameters.isEmpty { declaration.nestedTypes = takeNestedTypes(from: firstNested) }
        return try statement(.enumeration(declaration), at: keyword.location, over: height)
    }

    /// extension-declaration → 'extension' identifier inheritance-clause? member-block
    mutating func parseExtension() throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        try advance()
        guard current.kind == .identifier || isKeyword(.Any) else {
            throw fail("expected type name in extension declaration")
        }
        let nameToken = current
        try advance()
        if current.kind == .period || isOperator(.less) {
            throw unsupported("extensions of nested or generic types are")
        }
        let conformances = try parseInheritance(of: "extension", allowsWhere: true)
        let clause = try parseWhereClause()
        guard current.kind == .leftBrace else { throw failMissing("expected '{' in extension") }
        var requirements: [String: TypeSyntax] = [:]
        for requirement in clause {
            if case .sameType(let type) = requirement.kind { requirements[requirement.subject] = type }
        }
        let note = note("in extension of '\(text(of: nameToken))'", at: keyword.location)
        let (members, _, height) = try parseMemberBlock(kind: "extension", note: note, allowsCases: false, of: text(of: nameToken))
        var declaration = ExtensionDeclaration(
            typeName: text(of: nameToken), nameLocation: nameToken.location,
            conformances: conformances, members: members, requirements: requirements)
        declaration.generics = GenericSignature(requirements: clause)
        return try statement(.extensionDeclaration(declaration), at: keyword.location, over: height)
    }

    /// The nested types a generic type's braces declared (from `first` on in `nestedTypes`):
    /// they belong to the generic type, declared with each of its instances.
    private mutating func takeNestedTypes(from first: Int) -> [Statement] {
        guard first < nestedTypes.count else { return [] }
        let taken = Array(nestedTypes[first...])
        nestedTypes.removeSubrange(first...)
        return taken
    }

    private mutating func parseTypeName(declaring kind: String) throws(ParseStop) -> Token {
        let nameToken = current
        guard nameToken.kind == .identifier else {
            if case .keyword(let keyword) = nameToken.kind, keyword != .underscore {
                throw fail("keyword '\(keyword.rawValue)' cannot be used as an identifier here")
            }
            throw fail("expected identifier in \(kind) declaration")
        }
        try advance()
        if current.kind == .identifier && !current.isAtStartOfLine {
            throw fail("found an unexpected second identifier in \(kind) declaration; is there an accidental break?")
        }
        return nameToken
    }

    /// inheritance-clause → (':' type (',' type)*)?
    private mutating func parseInheritance(of kind: String, allowsWhere: Bool = false) throws(ParseStop) -> [TypeSyntax] {
        var types: [TypeSyntax] = []
        if try consume(.colon) {
            repeat {
                // `@unchecked Sendable`: sessions check no Sendable rule, so it is `Sendable`.
                if current.kind == .at, isIdentifier("unchecked", peek()), peek().isLeftBound {
                    try advance()
                    try advance()
                }
                types.append(try parseType(orFail: "expected type"))
            } while try consume(.comma)
        }
        if isKeyword(.where), allowsWhere { return types }
        if isKeyword(.where) { throw unsupported("'where' clauses are") }
        guard current.kind == .leftBrace else { throw failMissing("expected '{' in \(kind)") }
        return types
    }

    /// member-block → '{' ((member | enum-case-clause) (';' | newline))* '}'
    private mutating func parseMemberBlock(
        kind: String, note: Diagnostic, allowsCases: Bool, of typeName: String
    ) throws(ParseStop) -> ([MemberDeclaration], [EnumDeclaration.Case], Int) {
        let open = current
        try enter(at: open.location)
        defer { leave() }
        let savedPrefix = typeNamePrefix
        typeNamePrefix = typeName + "."
        defer { typeNamePrefix = savedPrefix }
        // A stored property's default value: `#function` there is the type's name.
        declarationNames.append(String(typeName.split(separator: ".").last ?? Substring(typeName)))
        defer { declarationNames.removeLast() }
        try advance()
        var members: [MemberDeclaration] = []
        var cases: [EnumDeclaration.Case] = []
        var height = 0
        while true {
            while try consume(.semicolon) {}
            if current.kind == .rightBrace { break }
            if isAtEnd { throw .incomplete }
            if isIdentifier("indirect"), isKeyword(.case, peek()), allowsCases {
                try advance()
            }
            if isKeyword(.case) {
                guard allowsCases else { throw fail("enum 'case' is not allowed outside of an enum") }
                let (clause, clauseHeight) = try parseEnumCaseClause()
                cases.append(contentsOf: clause)
                height = max(height, clauseHeight)
            } else if startsNestedType {
                let (declaration, declarationHeight) = try parseNestedType()
                nestedTypes.append(declaration)
                height = max(height, declarationHeight)
            } else if isKeyword(.typealias) {
                nestedTypes.append(try parseTypeAlias().0)
            } else if startsFunctionDeclaration {
                let (declaration, declarationHeight) = try parseFunctionDeclaration()
                members.append(.function(declaration))
                height = max(height, declarationHeight)
            } else if isKeyword(.static) && isKeyword(.subscript, peek()) {
                let (declaration, declarationHeight) = try parseStaticSubscript()
                members.append(.function(declaration))
                height = max(height, declarationHeight)
            } else if isKeyword(.subscript) || startsModifiedSubscript {
                // `public subscript(…)`: access modifiers change nothing a session sees.
                while !isKeyword(.subscript) { try advance() }
                let (declaration, declarationHeight) = try parseSubscriptDeclaration()
                members.append(.subscriptDeclaration(declaration))
                height = max(height, declarationHeight)
            } else if startsInitializerDeclaration {
                let (declaration, declarationHeight) = try parseInitializerDeclaration()
                members.append(.initializer(declaration))
                height = max(height, declarationHeight)
            } else if isKeyword(.deinit) {
                if kind == "extension" { throw fail(Parser.misplacedDeinitializer) }
                let (declaration, declarationHeight) = try parseDeinitializerDeclaration()
                members.append(.deinitializer(declaration))
                height = max(height, declarationHeight)
            } else {
                guard startsMember else {
                    if let stop = unsupportedTypeDeclaration(after: [], in: .member) ?? unsupportedModifiedDeclaration() {
                        throw stop
                    }
                    throw fail("expected declaration", notes: [note])
                }
                let (items, itemsHeight) = try parseVariableDeclaration(in: .member)
                for item in items {
                    switch item {
                    case .stored(let declaration): members.append(.stored(declaration))
                    case .computed(let property): members.append(.computed(property))
                    }
                }
                height = max(height, itemsHeight)
            }
            let token = current
            if !(token.isAtStartOfLine || token.kind == .semicolon || token.kind == .rightBrace) {
                throw fail(
                    "consecutive declarations on a line must be separated by ';'",
                    at: endLocation(of: previous))
            }
        }
        try advance()
        return (members, cases, height)
    }

    /// `struct`, `enum`, `indirect enum`, `private struct`… inside a type's braces.
    private var startsNestedType: Bool {
        var offset = 0
        while true {
            let token = peek(offset)
            switch token.kind {
            case .keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal):
                offset += 1
            case .identifier where ["indirect", "final", "open"].contains(text(of: token)):
                offset += 1
            case .keyword(.struct), .keyword(.enum):
                return true
            case .keyword(.class):
                // `class Storage { … }`, not `class func` or `class var`.
                let next = peek(offset + 1)
                return next.kind == .identifier && !Parser.functionModifierWords.contains(text(of: next))
            default:
                return false
            }
        }
    }

    /// nested-type → modifier* 'indirect'? (struct-declaration | enum-declaration): declared as a
    /// type of its own named `Outer.Inner` (see `typeNamePrefix`).
    private mutating func parseNestedType() throws(ParseStop) -> (Statement, Int) {
        var isFinal = false
        while !isKeyword(.struct) && !isKeyword(.enum) && !isKeyword(.class) {
            if isIdentifier("final") { isFinal = true }
            try advance()
        }
        return isKeyword(.enum) ? try parseEnum() : try parseStruct(isFinal: isFinal)
    }

    /// `weak` or `unowned` before a stored property (perhaps after other modifiers).
    var startsOwnershipModifier: Bool {
        guard current.kind == .identifier, ["weak", "unowned"].contains(text(of: current)) else { return false }
        switch peek().kind {
        case .keyword(.var), .keyword(.let), .keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal):
            return true
        case .identifier:
            return ["override", "final", "open"].contains(text(of: peek()))
        default:
            return false
        }
    }

    /// A class member's modifier, an identifier to the lexer: `override var`, `final func`.
    var startsClassMemberModifier: Bool {
        guard current.kind == .identifier, ["override", "final", "open", "lazy"].contains(text(of: current)) else { return false }
        var offset = 1
        while case .identifier = peek(offset).kind, ["override", "final", "open", "lazy"].contains(text(of: peek(offset))) {
            offset += 1
        }
        switch peek(offset).kind {
        case .keyword(.var), .keyword(.let), .keyword(.static), .keyword(.class), .keyword(.private),
            .keyword(.fileprivate), .keyword(.public), .keyword(.internal):
            return true
        default:
            return false
        }
    }

    /// `public subscript`, `private subscript`.
    var startsModifiedSubscript: Bool {
        var offset = 0
        while [.keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal)].contains(peek(offset).kind) {
            offset += 1
        }
        return offset > 0 && isKeyword(.subscript, peek(offset))
    }

    /// `class var` (a type property a subclass may override) inside a type's braces.
    var startsClassTypeProperty: Bool {
        isKeyword(.class) && (isKeyword(.var, peek()) || isKeyword(.let, peek()))
    }

    /// `nonisolated` or `nonisolated(unsafe)` before a member's `var`, `let` or `static`.
    var startsNonisolatedModifier: Bool {
        guard isIdentifier("nonisolated") else { return false }
        var offset = 1
        if peek().kind == .leftParen && peek().isLeftBound {
            guard isIdentifier("unsafe", peek(2)), peek(3).kind == .rightParen else { return false }
            offset = 4
        }
        switch peek(offset).kind {
        case .keyword(.static), .keyword(.var), .keyword(.let), .keyword(.private), .keyword(.fileprivate),
            .keyword(.public), .keyword(.internal):
            return true
        default:
            return false
        }
    }

    /// Whether the current token can begin a member declaration.
    private var startsMember: Bool {
        if startsNonisolatedModifier || startsClassMemberModifier || startsOwnershipModifier || startsClassTypeProperty { return true }
        switch current.kind {
        case .at, .keyword(.let), .keyword(.var), .keyword(.private), .keyword(.fileprivate),
            .keyword(.public), .keyword(.internal), .keyword(.static):
            return true
        case .keyword(let keyword):
            return Parser.unsupportedDeclarations[keyword] != nil
        default:
            return false
        }
    }

    /// enum-case-clause → 'case' enum-case (',' enum-case)*
    /// enum-case → identifier ('=' literal)?
    private mutating func parseEnumCaseClause() throws(ParseStop) -> ([EnumDeclaration.Case], Int) {
        let keyword = current
        try advance()
        var cases: [EnumDeclaration.Case] = []
        var height = 0
        repeat {
            let nameToken = current
            guard nameToken.kind == .identifier else {
                if case .keyword(let keyword) = nameToken.kind, keyword != .underscore {
                    throw fail("keyword '\(keyword.rawValue)' cannot be used as an identifier here")
                }
                throw fail("expected identifier in enum 'case' declaration", at: keyword.location)
            }
            try advance()
            var associatedValues: [TupleTypeElement]?
            if current.kind == .leftParen && current.isLeftBound {
                let open = current
                let (elements, isFunction) = try parseParenthesizedType()
                if isFunction { throw fail("expected ',' or end of 'case' declaration", at: open.location) }
                associatedValues = elements
            }
            if current.kind == .identifier && !current.isAtStartOfLine {
                throw fail(
                    "found an unexpected second identifier in enum 'case' declaration; is there an accidental break?")
            }
            var rawValue: Expression?
            if isOperator(.assign) {
                try consumeAssign()
                let value = try parseExpression(orFail: "expected expression after '=' in 'case'")
                guard Parser.isLiteral(value.expression) else {
                    throw fail("raw value for enum case must be a literal", at: value.expression.location)
                }
                rawValue = value.expression
                height = max(height, value.height)
            }
            cases.append(EnumDeclaration.Case(
                name: text(of: nameToken), location: nameToken.location, rawValue: rawValue,
                associatedValues: associatedValues))
        } while try consume(.comma)
        return (cases, height)
    }

    /// Raw values are literals: numbers (negative ones too), strings without interpolation,
    /// booleans.
    static func isLiteral(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral:
            return true
        case .stringLiteral(let segments):
            return segments.allSatisfy { if case .text = $0 { true } else { false } }
        case .prefix("-", let operand):
            switch operand.kind {
            case .integerLiteral, .floatLiteral: return true
            default: return false
            }
        default:
            return false
        }
    }
}

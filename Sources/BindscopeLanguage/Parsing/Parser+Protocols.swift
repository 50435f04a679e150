/// Protocol declarations: requirements without bodies.
extension Parser {
    /// protocol-declaration → 'protocol' identifier inheritance-clause? '{' requirement* '}'
    /// requirement → property-requirement | function-declaration | initializer-declaration
    ///             | 'associatedtype' identifier (':' type)? | subscript-requirement
    mutating func parseProtocol(attributes: [String] = []) throws(ParseStop) -> (Statement, Int) {
        let keyword = current
        try advance()
        guard current.kind == .identifier else {
            if case .keyword(let word) = current.kind, word != .underscore {
                throw fail("keyword '\(word.rawValue)' cannot be used as an identifier here")
            }
            throw fail("expected identifier in protocol declaration")
        }
        let nameToken = current
        try advance()
        if startsWithOperatorCharacter("<") {
            throw fail("an associated type named 'T' must be declared in the protocol 'P' or a protocol it inherits; protocols do not have generic parameters; use associated types instead")
        }
        var inherited: [TypeSyntax] = []
        if try consume(.colon) {
            repeat {
                if isKeyword(.class) {
                    // `protocol Delegate: class`: Swift 5's older spelling of `AnyObject`.
                    inherited.append(.named("AnyObject", genericArguments: [], location: current.location))
                    try advance()
                    continue
                }
                inherited.append(try parseType(orFail: "expected type"))
            } while try consume(.comma)
        }
        if isKeyword(.where) { throw unsupported("'where' clauses on protocols are") }
        guard current.kind == .leftBrace else { throw failMissing("expected '{' in protocol type") }
        var declaration = ProtocolDeclaration(name: text(of: nameToken), nameLocation: nameToken.location, inherited: inherited)
        declaration.attributes = attributes
        let open = current
        try enter(at: open.location)
        defer { leave() }
        try advance()
        var height = 0
        while true {
            while try consume(.semicolon) {}
            if current.kind == .rightBrace { break }
            if isAtEnd { throw .incomplete }
            if isIdentifier("associatedtype") || isKeyword(.associatedtype) {
                try advance()
                guard current.kind == .identifier else { throw fail("expected identifier in associatedtype declaration") }
                let name = current
                try advance()
                var constraints: [TypeSyntax] = []
                if try consume(.colon) {
                    repeat { constraints.append(try parseType(orFail: "expected type")) } while try consume(.comma)
                }
                var defaultType: TypeSyntax?
                if isOperator(.assign) {
                    try advance()
                    defaultType = try parseType(orFail: "expected type in associated type declaration")
                }
                declaration.associatedTypes.append(.init(
                    name: text(of: name), location: name.location, constraints: constraints, defaultType: defaultType))
            } else if isKeyword(.typealias) {
                // `typealias Name = String`: `Named.Name`, which conformers see as `Name`.
                let outerPrefix = typeNamePrefix
                typeNamePrefix = outerPrefix + declaration.name + "."
                defer { typeNamePrefix = outerPrefix }
                nestedTypes.append(try parseTypeAlias().0)
            } else if startsFunctionDeclaration {
                let (method, methodHeight) = try parseFunctionDeclaration(requiresBody: false)
                declaration.methods.append(method)
                height = max(height, methodHeight)
            } else if startsInitializerDeclaration {
                let (initializer, initializerHeight) = try parseInitializerDeclaration(requiresBody: false)
                declaration.initializers.append(initializer)
                height = max(height, initializerHeight)
            } else if isKeyword(.var) || isKeyword(.static) && isKeyword(.var, peek())
                || current.kind == .at && peek().kind == .identifier && (isKeyword(.var, peek(2)) || isKeyword(.static, peek(2)))
            {
                // `@WidgetBuilder var body: Body { get }`: a result builder its conformers' getters get.
                var builder: Attribute?
                if current.kind == .at {
                    try advance()
                    builder = Attribute(name: text(of: current), location: current.location)
                    try advance()
                }
                let isStatic = isKeyword(.static)
                if isStatic { try advance() }
                try advance()
                guard current.kind == .identifier else { throw fail("expected pattern") }
                let name = current
                try advance()
                guard try consume(.colon) else { throw fail("property in protocol must have explicit type") }
                let type = try parseType(orFail: "expected type")
                let isSettable = try parsePropertyRequirementAccessors()
                var requirement = ProtocolDeclaration.PropertyRequirement(
                    name: text(of: name), location: name.location, type: type, isSettable: isSettable, isStatic: isStatic)
                requirement.resultBuilder = builder
                declaration.properties.append(requirement)
            } else if isKeyword(.let) {
                throw fail("protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier")
            } else if isKeyword(.subscript) {
                let (requirement, requirementHeight) = try parseSubscriptDeclaration(isRequirement: true)
                declaration.subscripts.append(requirement)
                height = max(height, requirementHeight)
            } else {
                throw fail("expected declaration", notes: [note("in declaration of '\(text(of: nameToken))'", at: nameToken.location)])
            }
            let token = current
            if !(token.isAtStartOfLine || token.kind == .semicolon || token.kind == .rightBrace) {
                throw fail("consecutive declarations on a line must be separated by ';'", at: endLocation(of: previous))
            }
        }
        try advance()
        return try statement(.protocolDeclaration(declaration), at: keyword.location, over: height)
    }

    /// `{ get }` or `{ get set }` (in either order); true when settable.
    private mutating func parsePropertyRequirementAccessors() throws(ParseStop) -> Bool {
        guard current.kind == .leftBrace else { throw failMissing("property in protocol must have explicit { get } or { get set } specifier") }
        try advance()
        var sawGet = false, sawSet = false
        while current.kind != .rightBrace {
            if isAtEnd { throw .incomplete }
            if isIdentifier("get") {
                sawGet = true
            } else if isIdentifier("set") {
                sawSet = true
            } else if isIdentifier("mutating") || isIdentifier("nonmutating") {
                // `mutating get`: accepted; requirements name no mutation of their own here.
            } else {
                throw fail("expected get or set in a protocol property")
            }
            try advance()
        }
        try advance()
        guard sawGet else { throw fail("property in protocol must have explicit { get } or { get set } specifier") }
        return sawSet
    }
}

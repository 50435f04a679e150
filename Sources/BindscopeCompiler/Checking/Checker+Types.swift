import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// The type a piece of type syntax names.
    public func resolve(_ syntax: TypeSyntax) throws -> SessionType {
        switch syntax {
        case .optional(let wrapped): return .optional(try resolve(wrapped))
        case .array(let element): return .array(try resolve(element))
        case .dictionary(let key, let value):
            let keyType = try resolve(key)
            try requireHashableKey(keyType, at: key.location)
            return .dictionary(key: keyType, value: try resolve(value))
        case .function(let parameters, let result):
            let types = try parameters.map { parameter -> SessionType in
                if case .inout(let type, _) = parameter { return .inoutParameter(try resolve(type)) }
                return try resolve(parameter)
            }
            return .function(parameters: types, result: try resolve(result))
        case .inout(_, let location):
            throw Diagnostic("'inout' may only be used on parameters", at: location)
        case .void: return .void
        case .tuple(let elements, _):
            return .tuple(labels: elements.map(\.label), elements: try elements.map { try resolve($0.type) })
        case .named("&", let components, let location):
            return try protocolComposition(components, at: location)
        case .named(TypeSyntax.implicitlyUnwrappedName, _, let location):
            throw refuseImplicitlyUnwrapped(at: location)
        case .named(let name, let arguments, let location):
            return try resolveNamed(name, arguments, at: location)
        case .member(let base, let name, let arguments, let location):
            return try resolveMemberType(base, name, arguments, at: location)
        case .opaque(let constraint, _):
            // Where no declaration's body decides an underlying type (a variable's or a
            // closure's type), the protocol's existential stands for it.
            return try resolve(constraint)
        }
    }

    /// `Shelf<String>.Items`, `Outer<Int>.Storage`: a nested type or type alias of a generic
    /// type's instance.
    private func resolveMemberType(
        _ base: TypeSyntax, _ name: String, _ arguments: [TypeSyntax], at location: SourceLocation
    ) throws -> SessionType {
        let baseType = try resolve(base)
        guard case .nominal(let outer) = baseType else {
            throw Diagnostic("'\(name)' is not a member type of '\(baseType.displayName)'", at: location)
        }
        let qualified = outer.name + "." + name
        if let nested = userType(named: qualified) {
            guard arguments.isEmpty else { throw Diagnostic("cannot specialize non-generic type '\(qualified)'", at: location) }
            return .nominal(nested)
        }
        if !arguments.isEmpty, let template = declared.genericTypes[qualified] {
            // `Cache.Entry<Int>`: a generic type nested in a non-generic one.
            return .nominal(try instantiate(template, try arguments.map(resolve), at: location))
        }
        if let aliased = declared.typeAliases[qualified] ?? instantiation.nestedAliases[qualified] {
            guard arguments.isEmpty else { throw Diagnostic("cannot specialize non-generic type '\(qualified)'", at: location) }
            return aliased
        }
        if arguments.isEmpty, let associated = outer.associatedTypeBindings[name] ?? userSequenceAssociatedType(name, of: baseType) {
            // `Empty.Item`: an associated type the type's conformance settled (a default one included).
            return associated
        }
        let kind = outer.isClass ? "class" : outer.kind == .enumeration ? "enum" : "struct"
        throw Diagnostic("'\(name)' is not a member type of generic \(kind) '\(baseType.displayName)'", at: location)
    }

    /// `library`: the name is qualified by its module (`Swift.Set<Int>`), so the session's own
    /// types do not shadow it.
    public func resolveNamed(
        _ name: String, _ arguments: [TypeSyntax], at location: SourceLocation, library: Bool = false
    ) throws -> SessionType {
        if !library, arguments.isEmpty, let bound = instantiation.bindings[name] { return bound }
        if !library, arguments.isEmpty, let aliased = typeAlias(named: name) { return aliased }
        if !library, let alias = genericTypeAlias(named: name) {
            return try resolveGenericAlias(alias, arguments, at: location)
        }
        if !library, let template = declared.genericTypes[name] {
            return .nominal(try instantiate(template, try arguments.map(resolve), at: location))
        }
        // A nested type by its dotted name: the session's, or the module's and the preludes'
        // (the SwiftUI prelude's `Edge.Set`, named in its own `padding(_:_:)` when that is
        // instantiated for a session's view, after the prelude was sealed).
        if !library, let type = nestedType(named: name) ?? (name.contains(".") ? declared.types[name] ?? module.types[name] : nil) {
            guard arguments.isEmpty else { throw Diagnostic("cannot specialize non-generic type '\(name)'", at: location) }
            return .nominal(type)
        }
        if !library, Checker.shadowableTypeNames.union(["State"]).contains(name), let type = declared.types[name] {
            guard arguments.isEmpty else { throw Diagnostic("cannot specialize non-generic type '\(name)'", at: location) }
            return .nominal(type)
        }
        let resolvedArguments = try arguments.map(resolve)
        func expectArguments(_ count: Int) throws {
            guard resolvedArguments.count == count else {
                if resolvedArguments.isEmpty {
                    throw Diagnostic("reference to generic type '\(name)' requires arguments in <...>", at: location)
                }
                throw Diagnostic(
                    "generic type '\(name)' specialized with too \(resolvedArguments.count > count ? "many" : "few") type parameters (got \(resolvedArguments.count), but expected \(count))",
                    at: location)
            }
        }
        switch name {
        case "Int", "Double", "String", "Bool", "Void", "Any", "AnyHashable", "Transaction", "Animation", "Character", "Error",
            "Substring", "String.Index", "Substring.Index", "Unicode.Scalar", "UnicodeScalar", "CGFloat":
            guard resolvedArguments.isEmpty else {
                throw Diagnostic("cannot specialize non-generic type '\(name)'", at: location)
            }
            return [
                "Int": .int, "Double": .double, "String": .string, "Bool": .bool, "Void": .void,
                "Any": .any, "AnyHashable": .anyHashable, "Transaction": .transaction,
                "Animation": .animation, "Character": .character, "Error": .error, "Substring": .substring,
                "String.Index": .stringIndex, "Unicode.Scalar": .unicodeScalar,
                "Substring.Index": .stringIndex,  // the same type: a Substring's indices are its base's
                "UnicodeScalar": .unicodeScalar,  // Swift's typealias for Unicode.Scalar
                // Foundation's CGFloat is a Double on 64-bit machines, and Swift converts
                // between the two implicitly (SE-0307): here it is one type.
                "CGFloat": .double,
            ][name]!
        case "Optional":
            try expectArguments(1)
            return .optional(resolvedArguments[0])
        case "Array":
            try expectArguments(1)
            return .array(resolvedArguments[0])
        case "IndexingIterator":
            // What `makeIterator()` of an array, a string or a range gives (`IteratorMembers`).
            try expectArguments(1)
            guard let element = Checker.sequenceElement(of: resolvedArguments[0]) else {
                throw Diagnostic("type '\(resolvedArguments[0].displayName)' does not conform to protocol 'Collection'", at: location)
            }
            return .view(.iterator, base: resolvedArguments[0], element: element)
        case "ArraySlice":
            // What `posts[0..<3]` and `prefix(3)` give (see `SequenceView.arraySlice`).
            try expectArguments(1)
            return .arraySlice(of: resolvedArguments[0])
        case "Set":
            try expectArguments(1)
            try requireHashableKey(resolvedArguments[0], at: location)
            return .set(resolvedArguments[0])
        case "Dictionary":
            try expectArguments(2)
            try requireHashableKey(resolvedArguments[0], at: location)
            return .dictionary(key: resolvedArguments[0], value: resolvedArguments[1])
        case "Binding":
            try expectArguments(1)
            return .binding(resolvedArguments[0])
        case "State":
            try expectArguments(1)
            return .state(resolvedArguments[0])
        // `ReferenceWritableKeyPath<Root, V>` (a class root, as `assign(to:on:)` takes): a
        // session's key paths into objects already write through a constant reference.
        case "WritableKeyPath", "KeyPath", "ReferenceWritableKeyPath":
            try expectArguments(2)
            if name == "KeyPath" { return .readOnlyKeyPath(root: resolvedArguments[0], value: resolvedArguments[1]) }
            return .keyPath(root: resolvedArguments[0], value: resolvedArguments[1])
        case "Range", "ClosedRange":
            try expectArguments(1)
            guard [.int, .double, .character, .string, .stringIndex].contains(resolvedArguments[0]) else {
                throw Diagnostic(
                    "only ranges of 'Int', 'Double', 'Character', 'String' and 'String.Index' are supported in sessions",
                    at: location)
            }
            return .range(resolvedArguments[0], closed: name == "ClosedRange")
        case "Float" where resolvedArguments.isEmpty:
            return .float
        case _ where IntegerWidth(rawValue: name) != nil && resolvedArguments.isEmpty:
            return .sizedInteger(IntegerWidth(rawValue: name)!)
        case "Self" where resolvedArguments.isEmpty:
            // `var id: Self { self }`: the type being declared, or the type of `self` in a body.
            if let selfType = implicitSelf()?.type { return selfType }
            if let innermost = nestedTypePrefixes.first, let type = userType(named: String(innermost.dropLast())) {
                return .nominal(type)
            }
            throw Diagnostic("cannot find type 'Self' in scope", at: location)
        default:
            if let type = try moduleQualifiedType(name, arguments, at: location) { return type }
            if let type = userType(named: name) {
                guard resolvedArguments.isEmpty else {
                    throw Diagnostic("cannot specialize non-generic type '\(name)'", at: location)
                }
                return .nominal(type)
            }
            if name == "Result" { return try resolveResultType(resolvedArguments, at: location) }
            // Foundation's `typealias TimeInterval = Double`.
            if name == "TimeInterval" && resolvedArguments.isEmpty { return .double }
            if name == "CustomStringConvertible", resolvedArguments.isEmpty { return .nominal(foundation.customStringConvertible) }
            if name == "AnyObject", resolvedArguments.isEmpty { return .nominal(foundation.anyObject) }
            if resolvedArguments.isEmpty, let associated = enclosingCollectionAssociatedType(name) { return associated }
            if Checker.knownProtocols.contains(name) {
                // `[any Equatable]`, `let x: Hashable`: the protocol exists, existentials do not here.
                throw Diagnostic("protocol '\(name)' used as a type is not supported in a session", at: location)
            }
            if let unsupported = Checker.unsupportedLibraryName(name, at: location) { throw unsupported }
            var message = "cannot find type '\(name)' in scope"
            if let suggestion = Suggestions.nearest(
                to: name, among: Array(Checker.builtinTypeNames) + typeNames)
            {
                message += "; did you mean '\(suggestion)'?"
            }
            throw Diagnostic(message, at: location)
        }
    }

    private func requireHashableKey(_ type: SessionType, at location: SourceLocation) throws {
        guard isHashable(type) else {
            throw Diagnostic("type '\(type.displayName)' does not conform to protocol 'Hashable'", at: location)
        }
    }

    // MARK: What a type conforms to

    public func isEquatable(_ type: SessionType) -> Bool {
        switch type {
        case .opaque(let opaque): promises(opaque, "Equatable")
        case .int, .double, .string, .bool, .anyHashable, .range, .animation, .keyPath, .readOnlyKeyPath, .character, .sizedInteger, .float,
            .substring, .stringIndex, .unicodeScalar: true
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped), .view(.arraySlice, _, let wrapped): isEquatable(wrapped)
        case .dictionary(_, let value): isEquatable(value)
        case .nominal(let nominal):
            (nominal.kind == .enumeration && !nominal.hasPayloadCases) || nominal.conformances.contains("Equatable")
                || nominal.conformances.contains("Hashable") || nominal.conformances.contains("Comparable")
        default: false
        }
    }

    public func isHashable(_ type: SessionType) -> Bool {
        switch type {
        case .opaque(let opaque): promises(opaque, "Hashable")
        case .int, .double, .string, .bool, .anyHashable, .range, .animation, .keyPath, .readOnlyKeyPath, .character, .sizedInteger, .float,
            .substring, .stringIndex, .unicodeScalar: true
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): isHashable(wrapped)
        case .dictionary(_, let value): isHashable(value)
        case .nominal(let nominal):
            (nominal.kind == .enumeration && !nominal.hasPayloadCases) || nominal.conformances.contains("Hashable")
        default: false
        }
    }

    public func isComparable(_ type: SessionType) -> Bool {
        switch type {
        case .opaque(let opaque): promises(opaque, "Comparable")
        case .int, .double, .string, .character, .sizedInteger, .float, .substring, .stringIndex, .unicodeScalar: true
        default: false
        }
    }

    /// Whether `Binding<type>` is Identifiable, and the type of its `id`.
    public func identifierType(of type: SessionType) -> SessionType? {
        guard case .nominal(let nominal) = type, nominal.conformances.contains("Identifiable") else {
            return nil
        }
        if let index = nominal.storedPropertyIndex(named: "id") {
            return nominal.storedProperties[index].type
        }
        if let index = nominal.computedPropertyIndex(named: "id") {
            return nominal.computedProperties[index].type
        }
        return nil
    }
}

extension Checker {
    /// `Element`, `Index`… written bare in a session Sequence or Collection type or its
    /// extension: the type's own associated type, as Swift infers it from the conformance.
    func enclosingCollectionAssociatedType(_ name: String) -> SessionType? {
        guard Checker.collectionAssociatedTypeNames.contains(name) else { return nil }
        var enclosing: SessionType?
        if let innermost = nestedTypePrefixes.first, let type = userType(named: String(innermost.dropLast())) {
            enclosing = .nominal(type)
        } else if case .nominal(let type)? = function.selfType {
            enclosing = .nominal(type)
        }
        guard let enclosing else { return nil }
        return userSequenceAssociatedType(name, of: enclosing)
    }
}

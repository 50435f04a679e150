import BindscopeLanguage
import BindscopeRuntime

// `ObservableObject` (the Combine prelude's protocol) as Combine gives it to a class: when the
// class declares no `objectWillChange` of its own, one is synthesized per object, an
// `ObservableObjectPublisher` made on first use and handed then to every `@Published`
// property, whose writes send it before anything changes. A class that declares its own
// `objectWillChange` (`let objectWillChange = PassthroughSubject<Void, Never>()`) keeps it,
// and its `@Published` properties do not drive it, as in Combine.
//
// The synthesized members are session-language source, checked like the class's own:
//
//     private let _objectWillChange = _ObjectWillChangeLink()
//     var objectWillChange: ObservableObjectPublisher { … made once, then _linkPublished(it) }
//     func _linkPublished(_ publisher: ObservableObjectPublisher) { _x._link(publisher) … }
//
// A subclass that adds `@Published` properties overrides `_linkPublished` to link its own too.

extension Checker {
    /// The members a class conforming to `ObservableObject` gets; none when it declares
    /// `objectWillChange` itself (or inherits a declared one).
    public func observableObjectMembers(
        of type: NominalType, _ members: [MemberDeclaration], at location: SourceLocation
    ) throws -> [MemberDeclaration] {
        guard type.isClass, type.conformances.contains("ObservableObject"), module.libraryTypeNames.contains("ObservableObject"),
            let library = module.types["ObservableObject"], userType(named: "ObservableObject") === library
        else { return [] }
        let declaresOwn = members.contains { member in
            switch member {
            case .stored(let property): property.name == "objectWillChange"
            case .computed(let property): property.name == "objectWillChange"
            default: false
            }
        }
        if declaresOwn { return [] }
        let published = members.compactMap { member -> String? in
            guard case .stored(let property) = member, !property.isStatic,
                property.attributes.first?.name == "Published" else { return nil }
            return property.name
        }
        let links = published.map { "_\($0)._link(publisher)" }.joined(separator: "\n")
        let source: String
        if let superclass = type.superclass {
            // The superclass's own objectWillChange is kept; only one it synthesized links.
            guard !published.isEmpty, superclass.members.methods["_linkPublished"] != nil else { return [] }
            source = """
                class _ObservableObjectMembers {
                override func _linkPublished(_ publisher: ObservableObjectPublisher) {
                super._linkPublished(publisher)
                \(links)
                }
                }
                """
        } else {
            source = """
                class _ObservableObjectMembers {
                private let _objectWillChange = _ObjectWillChangeLink()
                var objectWillChange: ObservableObjectPublisher {
                if let publisher = _objectWillChange.publisher { return publisher }
                let publisher = ObservableObjectPublisher()
                _objectWillChange.publisher = publisher
                _linkPublished(publisher)
                return publisher
                }
                func _linkPublished(_ publisher: ObservableObjectPublisher) {
                \(links)
                }
                }
                """
        }
        guard case .complete(let statements) = SessionParser.parse(source),
            case .structure(let declaration)? = statements.first?.kind
        else { preconditionFailure("the synthesized ObservableObject members parse") }
        return declaration.members.map { Checker.relocated($0, to: location) }
    }

    /// A synthesized member placed at the class's name, where errors about it belong.
    private static func relocated(_ member: MemberDeclaration, to location: SourceLocation) -> MemberDeclaration {
        switch member {
        case .stored(var property):
            property.nameLocation = location
            return .stored(property)
        case .computed(var property):
            property.nameLocation = location
            return .computed(property)
        case .function(var function):
            function.nameLocation = location
            return .function(function)
        default:
            return member
        }
    }
}

extension Checker {
    /// `@Published` on a struct's property or a variable: Combine's `wrappedValue` is
    /// unavailable there, only a class's property may be published.
    public func requirePublishedInClass(_ attribute: Attribute, in type: NominalType?) throws {
        guard attribute.name == "Published", type?.isClass != true, isLibraryGenericType("Published") else { return }
        throw Diagnostic(
            "'wrappedValue' is unavailable: @Published is only available on properties of classes", at: attribute.location)
    }
}

extension Checker {
    /// Whether `name` is still the library prelude's generic type (no session type shadows it).
    public func isLibraryGenericType(_ name: String) -> Bool {
        guard let template = declared.genericTypes[name], let library = module.libraryGenericTypes[name] else { return false }
        return ObjectIdentifier(template) == library
    }
}

extension Checker {
    /// `publisher.assign(to: &object.$value)`: Combine's republishing through a `@Published`
    /// property is not modelled; named rather than mistaken for `assign(to:on:)`.
    public func rejectAssignToPublished(_ name: String, _ arguments: [Argument], on type: SessionType) throws {
        guard name == "assign", arguments.count == 1, arguments[0].label == "to", case .inoutArgument = arguments[0].value.kind,
            case .nominal(let nominal) = type, nominal.conformances.contains("Publisher"), module.libraryTypeNames.contains("Publisher")
        else { return }
        throw Diagnostic(
            "'assign(to:)' onto a @Published property's publisher is not supported in a session; use 'sink' and set the property",
            at: arguments[0].location)
    }
}

/// A link that narrows its base through a writable key path (`$person.address`).
///
/// Consecutive key-path steps collapse into one link: `$root.a.b.c` is one key path
/// `\Root.a.b.c` applied to the State box, so reads and writes cost one access whatever the
/// depth. When the composed path is made of stored properties only, accesses go straight to the
/// field's offset inside the base's exclusive (or borrowed) access: applying a key path costs
/// more than the rest of the access, several times more for reads.
final class KeyPathLocation<Base, Value>: Location<Value> {
    let base: Location<Base>
    let keyPath: WritableKeyPath<Base, Value>
    /// The byte offset of the field within `Base`, when `keyPath` has stored properties only.
    private let storedOffset: Int?
    /// The steps as they were derived, one per `dynamicMember` lookup: paths compare by them.
    private let steps: [AnyKeyPath]

    init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>, steps: [AnyKeyPath]) {
        self.base = base
        self.keyPath = keyPath
        self.storedOffset = MemoryLayout<Base>.offset(of: keyPath)
        self.steps = steps
        super.init(registry: base.registry)
    }

    override func read<Result>(_ body: (Value) -> Result) -> Result {
        if let storedOffset {
            return base.read { baseValue in
                withUnsafePointer(to: baseValue) { basePointer in
                    body(UnsafeRawPointer(basePointer).advanced(by: storedOffset)
                        .assumingMemoryBound(to: Value.self).pointee)
                }
            }
        }
        return base.read { body($0[keyPath: keyPath]) }
    }

    override func modify(_ body: (inout Value) -> Void) {
        if let storedOffset {
            base.modify { baseValue in
                withUnsafeMutablePointer(to: &baseValue) { basePointer in
                    body(&UnsafeMutableRawPointer(basePointer).advanced(by: storedOffset)
                        .assumingMemoryBound(to: Value.self).pointee)
                }
            }
            return
        }
        base.modify { body(&$0[keyPath: keyPath]) }
    }

    override var value: Value {
        get { read { $0 } }
        _modify { yield &base.value[keyPath: keyPath] }
    }

    override func appending<Subject>(
        _ next: WritableKeyPath<Value, Subject>
    ) -> Location<Subject> {
        KeyPathLocation<Base, Subject>(
            base: base, keyPath: keyPath.appending(path: next), steps: steps + [next])
    }

    override func appendPath(to components: inout [StatePath.Component]) {
        base.appendPath(to: &components)
        components.append(contentsOf: steps.map(StatePath.Component.keyPath))
    }
}

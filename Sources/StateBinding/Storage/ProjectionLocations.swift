/// `Binding<V>` seen as `Binding<V?>`: reads wrap, writing nil is ignored.
///
/// The session engine rebuilds these projections as path steps on dynamic values (twins:
/// `PathStep.wrapOptional`, `.forceUnwrap`, `.eraseToAnyHashable`); the differential sessions
/// 078–080 hold both to one output.
final class OptionalProjection<Wrapped>: Location<Wrapped?> {
    let base: Location<Wrapped>

    init(base: Location<Wrapped>) {
        self.base = base
        super.init(registry: base.registry)
    }

    override func read<Result>(_ body: (Wrapped?) -> Result) -> Result {
        base.read { body($0) }
    }

    override func modify(_ body: (inout Wrapped?) -> Void) {
        var optional: Wrapped? = base.read { $0 }
        body(&optional)
        if let optional { base.modify { $0 = optional } }
    }

    override func appendPath(to components: inout [StatePath.Component]) {
        base.appendPath(to: &components)
    }
}

/// `Binding<V?>` seen as `Binding<V>`: force-unwraps on every access, so it traps once the
/// base has become nil, as SwiftUI's does.
final class UnwrapProjection<Wrapped>: Location<Wrapped> {
    let base: Location<Wrapped?>

    init(base: Location<Wrapped?>) {
        self.base = base
        super.init(registry: base.registry)
    }

    override func read<Result>(_ body: (Wrapped) -> Result) -> Result {
        base.read { body($0!) }
    }

    override func modify(_ body: (inout Wrapped) -> Void) {
        base.modify { body(&$0!) }
    }

    override var value: Wrapped {
        get { read { $0 } }
        _modify { yield &base.value! }
    }

    override func appendPath(to components: inout [StatePath.Component]) {
        base.appendPath(to: &components)
    }
}

/// `Binding<V: Hashable>` seen as `Binding<AnyHashable>`: the setter force-casts back to `V`.
final class AnyHashableProjection<Base: Hashable>: Location<AnyHashable> {
    let base: Location<Base>

    init(base: Location<Base>) {
        self.base = base
        super.init(registry: base.registry)
    }

    override func read<Result>(_ body: (AnyHashable) -> Result) -> Result {
        base.read { body(AnyHashable($0)) }
    }

    override func modify(_ body: (inout AnyHashable) -> Void) {
        var erased = base.read { AnyHashable($0) }
        body(&erased)
        let newValue = erased.base as! Base
        base.modify { $0 = newValue }
    }

    override func appendPath(to components: inout [StatePath.Component]) {
        base.appendPath(to: &components)
    }
}

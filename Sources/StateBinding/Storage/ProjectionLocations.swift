/// `Binding<V>` seen as `Binding<V?>`: reads wrap, writing nil is ignored.
final class OptionalProjection<Wrapped>: Location<Wrapped?> {
    let base: Location<Wrapped>

    init(base: Location<Wrapped>) {
        self.base = base
        super.init(root: base.root)
    }

    override var value: Wrapped? {
        get { base.value }
        set {
            if let newValue { base.value = newValue }
        }
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
        super.init(root: base.root)
    }

    override var value: Wrapped {
        _read { yield base.value! }
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
        super.init(root: base.root)
    }

    override var value: AnyHashable {
        get { AnyHashable(base.value) }
        set { base.value = newValue.base as! Base }
    }

    override func appendPath(to components: inout [StatePath.Component]) {
        base.appendPath(to: &components)
    }
}

/// A link that narrows its parent through a writable key path (`$person.address`).
final class KeyPathLocation<Parent, Value>: Location<Value> {
    let parent: Location<Parent>
    let keyPath: WritableKeyPath<Parent, Value>

    init(parent: Location<Parent>, keyPath: WritableKeyPath<Parent, Value>) {
        self.parent = parent
        self.keyPath = keyPath
        super.init(root: parent.root)
    }

    override var value: Value {
        _read { yield parent.value[keyPath: keyPath] }
        _modify { yield &parent.value[keyPath: keyPath] }
    }

    override func appendPath(to components: inout [StatePath.Component]) {
        parent.appendPath(to: &components)
        components.append(.keyPath(keyPath))
    }
}

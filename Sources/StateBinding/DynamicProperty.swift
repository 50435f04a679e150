/// A stored property whose value a framework refreshes before use, as SwiftUI's
/// `DynamicProperty`. `State` and `Binding` conform; here `update()` has nothing to do.
public protocol DynamicProperty {
    /// Refreshes the property's value; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension Binding: DynamicProperty {}

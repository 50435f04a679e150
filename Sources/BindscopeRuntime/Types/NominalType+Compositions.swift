extension NominalType {
    /// `Named & Aged`: the protocols a composition is made of (nil for any other type).
    public var compositionParts: [NominalType]? {
        guard kind == .protocolType, name.contains(" & ") else { return nil }
        return protocolInfo?.refined
    }

    /// Whether the built-in type `type` conforms to this protocol or composition.
    public func hasBuiltinConformer(_ type: SessionType) -> Bool {
        if let parts = compositionParts { return parts.allSatisfy { $0.hasBuiltinConformer(type) } }
        return protocolInfo?.builtinWitnesses[type] != nil
    }

    /// Whether this type conforms to `target`, a protocol or a composition of protocols.
    public func conforms(to target: NominalType) -> Bool {
        if conformances.contains(target.name) { return true }
        guard let parts = target.compositionParts else { return false }
        return parts.allSatisfy { conformances.contains($0.name) }
    }
}

import BindscopeRuntime

/// The parts of a dependent's value that a statement changed, found from what it wrote: a
/// report names them (`s.todos[1].done: false → true`) instead of printing the whole value
/// twice. Only the written paths below what the dependent reads are visited, so finding the
/// part of a leaf write into a State of 100k elements costs the depth of the write.
public struct ChangedPart {
    /// From the dependent's value to the part: `.todos[1].done`.
    public let path: [TrackStep]
    public let type: SessionType
    /// The part before and after the statement; nil where it could not be read (a removed
    /// element, an optional that became nil on the way).
    public let before: Value?
    public let after: Value?

    public init(path: [TrackStep], type: SessionType, before: Value?, after: Value?) {
        self.path = path
        self.type = type
        self.before = before
        self.after = after
    }
}

extension WriteLog {
    /// Of more changed parts than this, a report shows their deepest common path instead.
    public static let partLimit = 3

    /// The parts of the value at `steps` in `box` (of type `type`) that the statement changed,
    /// in the order it first wrote them: one per changed written path, or, past `partLimit`,
    /// the one part at their deepest common path. Nil when the value changed as a whole (a
    /// write at or above `steps`), or when a part's type cannot be followed (then the whole
    /// value is shown, as before).
    public static func changedParts(
        of steps: [PathStep], in box: Box, type: SessionType, _ execution: Execution
    ) -> [ChangedPart]? {
        guard case .writtenBelow(let node, let prefix, let rest) = overlap(of: steps, in: box), rest.isEmpty,
            let here = try? box.value.read(prefix, in: execution)
        else { return nil }
        var parts: [(part: ChangedPart, node: WriteNode)] = []
        var followed = true
        func visit(_ node: WriteNode, value: Value?, type: SessionType, path: [TrackStep]) {
            node.forEachChildInWriteOrder { step, child in
                guard followed else { return }
                guard let childType = type.following(child.edge, in: value) else {
                    followed = false
                    return
                }
                let now = value.flatMap { try? $0.read(child.edge, in: execution) }
                if let original = child.original {
                    if let now, original.isIdentical(to: now) { return }
                    parts.append((ChangedPart(path: path + [step], type: childType, before: original, after: now), child))
                } else {
                    visit(child, value: now, type: childType, path: path + [step])
                }
            }
        }
        visit(node, value: here, type: type, path: [])
        guard followed, !parts.isEmpty else { return nil }
        if parts.count <= partLimit { return parts.map(\.part) }
        return commonPart(of: parts.map(\.part), below: node, value: here, type: type, execution)
    }

    /// The one part at the deepest path the changed parts share (nil when that is the whole).
    private static func commonPart(
        of parts: [ChangedPart], below root: WriteNode, value: Value, type: SessionType, _ execution: Execution
    ) -> [ChangedPart]? {
        var common = parts[0].path
        for part in parts.dropFirst() {
            let shared = zip(common, part.path).prefix { $0 == $1 }.count
            common.removeLast(common.count - shared)
        }
        guard !common.isEmpty else { return nil }
        // Down the write trie to the common node, the value and type alongside.
        var node = root
        var current: Value? = value
        var currentType = type
        for step in common {
            guard let child = node.children[step], let childType = currentType.following(child.edge, in: current) else {
                return nil
            }
            current = current.flatMap { try? $0.read(child.edge, in: execution) }
            currentType = childType
            node = child
        }
        // Below several writes: the value before is rebuilt from the parts they saved.
        var before = current
        if before != nil {
            for (path, original) in node.writtenDescendants() {
                _ = try? before!.modify(path[...], in: execution) { $0 = original }
            }
        }
        return [ChangedPart(path: common, type: currentType, before: before, after: current)]
    }
}

extension SessionType {
    /// The type of the part `steps` leads to, from a value of this type (`value`, when at
    /// hand, names a struct's own field types); nil for a step tracking never descends by.
    public func following(_ steps: ArraySlice<PathStep>, in value: Value?) -> SessionType? {
        var type = self
        var value = value
        for step in steps {
            switch (step, type) {
            case (.field(let index, _), _):
                let nominal: NominalType
                if case .structure(let structure)? = value {
                    nominal = structure.type
                } else if case .nominal(let declared) = type {
                    nominal = declared
                } else {
                    return nil
                }
                guard nominal.storedProperties.indices.contains(index) else { return nil }
                type = nominal.storedProperties[index].type
            case (.tupleElement(let index, _), .tuple(_, let elements)) where elements.indices.contains(index):
                type = elements[index]
            case (.element, .array(let element)):
                type = element
            case (.key, .dictionary(_, let entry)):
                type = .optional(entry)
            case (.forceUnwrap, .optional(let wrapped)), (.bindOptional, .optional(let wrapped)):
                type = wrapped
            case (.wrapOptional, _):
                type = .optional(type)
            default:
                return nil
            }
            // Only the first step can use the value; the rest follow the declared types.
            value = nil
        }
        return type
    }
}

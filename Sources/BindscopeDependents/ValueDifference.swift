import BindscopeRuntime

/// The parts in which two values of a type differ, found by comparing them (not from a
/// statement's writes, as `WriteLog.changedParts` finds a write's): what `:undo`, `:redo` and
/// `:goto` report, one line per part at its deepest path (`todos[1].done: true → false`), and
/// what a write reports of a value written as a whole or of a watch, whose writes name no part.
///
/// Struct fields, tuple elements, array elements by index (of arrays of one length: a length
/// that changed is a change of the array, which a report shows as insertions or removals when
/// it can, `ArrayEdits`), dictionary entries by key, optionals' values and objects' stored
/// properties (to `Value.objectDepth` objects deep) are followed; any other difference is a
/// part. As for a write, past `WriteLog.partLimit` parts the one part at their deepest common
/// path is the answer.
public enum ValueDifference {
    /// Nil when the values differ as a whole (no part can be named) or do not differ.
    public static func changedParts(from before: Value, to after: Value, type: SessionType) -> [ChangedPart]? {
        var search = Search()
        search.visit(before, after, type: type, path: [], depth: 0)
        // A common path that is the whole names no part: the whole value is shown.
        guard let common = search.common, !(search.parts.count == 1 && common.isEmpty) else { return nil }
        if search.parts.count <= WriteLog.partLimit { return search.parts }
        guard !common.isEmpty else { return nil }
        guard let (old, new, partType) = parts(at: common, before, after, type: type) else { return nil }
        return [ChangedPart(path: common, type: partType, before: old, after: new)]
    }

    /// The parts found, up to one past the limit (the rest only shorten `common`), and the
    /// deepest path all of them share.
    private struct Search {
        var parts: [ChangedPart] = []
        var common: [TrackStep]?

        mutating func add(_ path: [TrackStep], _ type: SessionType, _ before: Value?, _ after: Value?) {
            if parts.count <= WriteLog.partLimit { parts.append(ChangedPart(path: path, type: type, before: before, after: after)) }
            guard var shared = common else {
                common = path
                return
            }
            shared.removeLast(shared.count - zip(shared, path).prefix { $0 == $1 }.count)
            common = shared
        }

        mutating func visit(_ before: Value, _ after: Value, type: SessionType, path: [TrackStep], depth: Int) {
            if before.isSame(as: after, acrossStates: true) { return }
            if let children = ValueDifference.children(before, after, type: type, depth: depth) {
                for child in children {
                    let childPath = path + (child.step.map { [$0] } ?? [])
                    if let old = child.before, let new = child.after {
                        visit(old, new, type: child.type, path: childPath, depth: child.depth)
                    } else {
                        add(childPath, child.type, child.before, child.after)
                    }
                }
                return
            }
            add(path, type, before, after)
        }
    }

    /// One part two values are compared by: nil step for a view of the same part (an
    /// optional's value); a nil side for a dictionary entry only one of them has.
    private struct Child {
        let step: TrackStep?
        let type: SessionType
        let before: Value?
        let after: Value?
        let depth: Int
    }

    /// The parts of two values to compare one by one, or nil when they differ as a whole.
    private static func children(_ before: Value, _ after: Value, type: SessionType, depth: Int) -> [Child]? {
        switch (before, after, type) {
        case (.some(let old), .some(let new), .optional(let wrapped)):
            // Transparent, as `?` is in a path: the step is the one below.
            return children(old, new, type: wrapped, depth: depth)
                ?? [Child(step: nil, type: wrapped, before: old, after: new, depth: depth)]
        case (.structure(let old), .structure(let new), _):
            return fields(old, new, depth: depth)
        case (.object(let old), .object(let new), _):
            guard depth < Value.objectDepth, case .structure(let oldFields) = old.value,
                case .structure(let newFields) = new.value
            else { return nil }
            return fields(oldFields, newFields, depth: depth + 1)
        case (.tuple(let old), .tuple(let new), .tuple(let labels, let types)) where old.count == new.count && types.count == old.count:
            return old.indices.map { index in
                let name = labels.indices.contains(index) ? labels[index] ?? String(index) : String(index)
                return Child(step: .field(index, name: name), type: types[index], before: old[index], after: new[index], depth: depth)
            }
        case (.array(let old), .array(let new), .array(let element)) where old.count == new.count:
            // Elements shifted by a removal and an insertion: the array is the part, whose
            // line says so (`ChangeReport.editEntries`).
            if ArrayEdits(from: old, to: new, limit: WriteLog.partLimit, same: { $0.isSame(as: $1, acrossStates: true) }) != nil {
                return nil
            }
            return old.indices.map { Child(step: .element($0), type: element, before: old[$0], after: new[$0], depth: depth) }
        case (.dictionary(let old), .dictionary(let new), .dictionary(_, let entry)):
            // An entry is seen as an optional, as a write's path sees it: `d["a"]: nil → 1`
            // for one added; one in both is compared as its value.
            var result: [Child] = []
            for (key, value) in zip(old.keys, old.values) {
                if let now = new[key] {
                    result.append(Child(step: .key(key), type: entry, before: value, after: now, depth: depth))
                } else {
                    result.append(Child(step: .key(key), type: .optional(entry), before: .some(value), after: Value.none, depth: depth))
                }
            }
            for (key, value) in zip(new.keys, new.values) where old[key] == nil {
                result.append(Child(step: .key(key), type: .optional(entry), before: Value.none, after: .some(value), depth: depth))
            }
            return result
        case (.existential(let old, let oldType), .existential(let new, let newType), _)
        where oldType.displayName == newType.displayName:
            return children(old, new, type: oldType, depth: depth)
        default:
            return nil
        }
    }

    /// A struct's (or an object's) stored properties, when both are of one type.
    private static func fields(_ old: StructValue, _ new: StructValue, depth: Int) -> [Child]? {
        let properties = new.type.storedProperties
        guard old.type.name == new.type.name, old.fields.count == new.fields.count, properties.count == new.fields.count
        else { return nil }
        return properties.indices.map { index in
            Child(
                step: .field(index, name: properties[index].name), type: properties[index].type,
                before: old.fields[index], after: new.fields[index], depth: depth)
        }
    }

    /// Both values at `path`, and its type: followed as `changedParts` went down.
    private static func parts(
        at path: [TrackStep], _ before: Value, _ after: Value, type: SessionType
    ) -> (Value?, Value?, SessionType)? {
        var old: Value? = before, new: Value? = after, type = type, depth = 0
        for step in path {
            guard let oldValue = old, let newValue = new,
                let child = children(oldValue, newValue, type: type, depth: depth)?.first(where: { $0.step == step })
            else { return nil }
            (old, new, type, depth) = (child.before, child.after, child.type, child.depth)
        }
        return (old, new, type)
    }
}

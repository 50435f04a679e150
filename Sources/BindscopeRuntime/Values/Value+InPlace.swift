// Addresses of the parts of a `Value`, so that a walk down a place of stored properties and
// array elements (`model.rows[i].cells[3].value`) reads and writes each level where it is.
//
// Pattern matching cannot do that: `guard case .structure(var s) = value` copies the payload
// (a retain per reference in it) and putting it back releases the old one. Reference counts
// are atomic, and a read or write at depth 4 paid about ten of them, most of its cost. The
// elements array of `.array` and the fields array of `.structure` sit at fixed offsets of the
// enum's payload, so a pointer to the value gives a pointer to that array, and Swift's own
// subscript on it then checks uniqueness (copying on write only what is shared) and bounds.
//
// That layout is the compiler's, not a promise of the language, so it is checked once against
// values built here (`ValueLayout.isVerified`); if it ever differs, the direct walks are not
// used and every access takes the general route (`Value+Paths.swift`).

public enum ValueLayout {
    /// Where `StructValue.fields` sits in the struct, and so in a `.structure` payload.
    public static let fieldsOffset = MemoryLayout<StructValue>.offset(of: \StructValue.fields) ?? -1

    /// Whether `.array`'s elements sit at the start of the value and `.structure`'s fields at
    /// `fieldsOffset`, as references a write through the address really updates.
    public static let isVerified: Bool = verify()

    private static func verify() -> Bool {
        guard fieldsOffset >= 0, MemoryLayout<[Value]>.size == MemoryLayout<UInt>.size else { return false }
        let elements: [Value] = [.int(7), .int(8)]
        let reference = unsafeBitCast(elements, to: UInt.self)
        var array = Value.array(elements)
        var structure = Value.structure(StructValue(type: NominalType(name: "_Layout", kind: .structure), fields: elements))
        let arrayBits = withUnsafeBytes(of: &array) { $0.load(fromByteOffset: 0, as: UInt.self) }
        let fieldBits = withUnsafeBytes(of: &structure) { $0.load(fromByteOffset: fieldsOffset, as: UInt.self) }
        guard arrayBits == reference, fieldBits == reference else { return false }
        // A write through the address is what matching then sees, and copies what is shared.
        withUnsafeMutablePointer(to: &array) { $0.elements.pointee[0] = .int(1) }
        withUnsafeMutablePointer(to: &structure) { $0.fields.pointee[1] = .int(2) }
        guard case .array(let newElements) = array, case .structure(let newStructure) = structure,
            case .int(1) = newElements[0], case .int(8) = newElements[1],
            case .int(7) = newStructure.fields[0], case .int(2) = newStructure.fields[1],
            case .int(7) = elements[0], case .int(8) = elements[1]
        else { return false }
        return true
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// The elements of the `.array` value here. Only when `ValueLayout.isVerified`.
    @inlinable @inline(__always)
    public var elements: UnsafeMutablePointer<[Value]> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: [Value].self)
    }

    /// The stored properties of the `.structure` value here. Only when `ValueLayout.isVerified`.
    @inlinable @inline(__always)
    public var fields: UnsafeMutablePointer<[Value]> {
        (UnsafeMutableRawPointer(self) + ValueLayout.fieldsOffset).assumingMemoryBound(to: [Value].self)
    }
}

extension UnsafePointer where Pointee == Value {
    /// The elements of the `.array` value here. Only when `ValueLayout.isVerified`.
    @inlinable @inline(__always)
    public var elements: UnsafePointer<[Value]> {
        UnsafeRawPointer(self).assumingMemoryBound(to: [Value].self)
    }

    /// The stored properties of the `.structure` value here. Only when `ValueLayout.isVerified`.
    @inlinable @inline(__always)
    public var fields: UnsafePointer<[Value]> {
        (UnsafeRawPointer(self) + ValueLayout.fieldsOffset).assumingMemoryBound(to: [Value].self)
    }
}

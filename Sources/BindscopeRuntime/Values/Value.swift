import OrderedCollections
import StateBinding

/// A session value at run time. Scalars are stored inline; aggregates use Swift's copy-on-write
/// storage, so copying a value is O(1) and a write through a path mutates in place when the
/// storage is uniquely referenced (see `Value+Paths.swift`).
public enum Value {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case void
    /// `Optional.none`
    case none
    /// `Optional.some(wrapped)`
    indirect case some(Value)
    case array([Value])
    // Large payloads are boxed (`indirect`) so a Value stays two words and a tag: values are
    // copied constantly, and a copy of a wide enum costs more than the box's refcount.
    indirect case dictionary(DictionaryValue)
    case structure(StructValue)
    /// A case of a user enum: its type and the index of the case.
    case enumeration(NominalType, Int)
    /// A case with associated values: its type, the index of the case and the values in order.
    indirect case enumerationWithPayload(NominalType, Int, [Value])
    /// Two words (see `BindingValue`), kept inline.
    case binding(BindingValue)
    /// The `_x` of `@State var x`: a reference to shared storage.
    case state(Box)
    indirect case keyPath(KeyPathValue)
    case function(FunctionValue)
    case range(lower: Int, upper: Int, closed: Bool)
    case metatype(SessionType)
    /// A value of static type `Any`, which remembers the type it had so casts and printing work.
    indirect case existential(Value, SessionType)
    /// `AnyHashable(value)`: prints as its base at top level and as `AnyHashable(…)` nested.
    indirect case anyHashable(Value, SessionType)
    indirect case transaction(Transaction)
    indirect case animation(Animation)
    case character(Character)
    case stringIndex(StringIndex)
    /// A Substring: its text with its base string and bounds (a Substring typed value may
    /// also be a `.string`, whose base is itself: a literal).
    indirect case substring(SubstringValue)
    case unicodeScalar(Unicode.Scalar)
    /// A Set's elements in insertion order.
    indirect case set(OrderedSet<Value>)
    /// A tuple's elements in order; the labels belong to its type.
    case tuple([Value])
    /// `Int8`…`UInt64`: see `IntegerArithmetic`.
    case sized(SizedInteger)
    case float(Float)
    /// An instance of a class: a reference to its storage, whose value is a `.structure` of
    /// the instance's dynamic type. Copying the value copies the reference.
    case object(Box)
}

/// A `String.Index`: the UTF-8 offset of a position in the string it came from. Swift prints
/// the untouched `startIndex` as `0[any]` (it holds for any encoding) and every index it
/// computes as `n[utf8]`; the two compare equal at the same offset.
public struct StringIndex: Hashable {
    public let offset: Int
    public var isEncodingIndependent: Bool = false

    public static func == (lhs: StringIndex, rhs: StringIndex) -> Bool { lhs.offset == rhs.offset }
    public func hash(into hasher: inout Hasher) { hasher.combine(offset) }

    public var description: String { "\(offset)[\(isEncodingIndependent ? "any" : "utf8")]" }

    public init(offset: Int, isEncodingIndependent: Bool = false) {
        self.offset = offset
        self.isEncodingIndependent = isEncodingIndependent
    }
}

/// A struct value: its type and its stored properties in declaration order.
public struct StructValue {
    public let type: NominalType
    public var fields: [Value]

    public init(type: NominalType, fields: [Value]) {
        self.type = type
        self.fields = fields
    }
}

/// Mutable storage shared by reference: a variable, or the storage of a State.
///
/// Its stored properties are read and written on every step of running code, so they opt out
/// of Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`), which cost more than the
/// access itself. A write moves the value out, mutates it and moves it back; session code that
/// ran in between and read the same variable would overlap that access, which swiftc rejects
/// at compile time ("overlapping accesses"), so the checker must too.
///
/// Not `final` only so that `ObjectBox` (an instance of a class with a `deinit`) can notice its
/// own end; every member is `final`, so reaching one costs what it did in a final class.
public class Box {
    // The stored properties are ordered for a compact instance: `journalEntries` fills the
    // word `value` leaves (a session may hold 100k boxes, one per `let bI = $items[I]`).
    @exclusivity(unchecked) public final var value: Value
    /// The journal's bookkeeping (see `Journal.needsEntry`): how many entries the statement
    /// `journalEpoch` recorded for this box, `Int32.max` once none are needed. (Its epoch
    /// stays a whole word: a 32-bit one would come round again in a long enough session.)
    @exclusivity(unchecked) public final var journalEntries: Int32 = 0
    @exclusivity(unchecked) public final var journalEpoch = -1
    /// Its name, then its observation, which keeps the name, once a dependent reads it: one
    /// field for both.
    @exclusivity(unchecked) private final var identity = Identity.unnamed

    private enum Identity {
        case unnamed
        case named(String)
        case observed(BoxObservation)
    }

    /// Set once a dependent reads the box (`observe`, see `BoxObservation`), for good.
    public final var observation: BoxObservation? {
        if case .observed(let observation) = identity { return observation }
        return nil
    }

    /// Notes what dependency tracking knows about the box from now on; `observation` keeps
    /// the box's name from here.
    public final func observe(_ observation: BoxObservation) {
        identity = .observed(observation)
    }

    /// A session variable's name (or a State's, for its storage): where rendered paths into
    /// the box start (see `DependencyGraph.name`). Kept here rather than in a table by box,
    /// which cost more per variable (issue 14: 100k bindings). An observed box's name is its
    /// observation's.
    public final var name: String? {
        get {
            switch identity {
            case .unnamed: nil
            case .named(let name): name
            case .observed(let observation): observation.name
            }
        }
        set {
            if case .observed(let observation) = identity {
                if let newValue { observation.name = newValue }
            } else {
                identity = newValue.map(Identity.named) ?? .unnamed
            }
        }
    }

    public init(_ value: Value) {
        self.value = value
    }

    /// A box made by the running statement: undoing the statement makes it unreachable, so its
    /// writes need no journal entries.
    public init(_ value: Value, bornIn journal: Journal) {
        self.value = value
        journalEpoch = journal.epoch
        journalEntries = .max
    }
}

extension Value {
    public var asInt: Int {
        if case .int(let value) = self { return value }
        preconditionFailure("checked as Int, found \(self)")
    }

    public var asDouble: Double {
        if case .double(let value) = self { return value }
        preconditionFailure("checked as Double, found \(self)")
    }

    public var asBool: Bool {
        if case .bool(let value) = self { return value }
        preconditionFailure("checked as Bool, found \(self)")
    }

    public var asString: String {
        if case .string(let value) = self { return value }
        if case .substring(let slice) = self { return slice.text }
        preconditionFailure("checked as String, found \(self)")
    }

    public var asStringIndex: StringIndex {
        if case .stringIndex(let value) = self { return value }
        preconditionFailure("checked as String.Index, found \(self)")
    }

    public var asCharacter: Character {
        if case .character(let value) = self { return value }
        preconditionFailure("checked as Character, found \(self)")
    }

    public var asArray: [Value] {
        if case .array(let value) = self { return value }
        preconditionFailure("checked as an array, found \(self)")
    }

    public var asTuple: [Value] {
        if case .tuple(let elements) = self { return elements }
        preconditionFailure("checked as a tuple, found \(self)")
    }

    /// The wrapped value of an optional, or nil for `.none`.
    public var optionalPayload: Value? {
        switch self {
        case .none: nil
        case .some(let wrapped): wrapped
        default: preconditionFailure("checked as an optional, found \(self)")
        }
    }

    public static func optional(_ value: Value?) -> Value {
        if let value { return .some(value) }
        return .none
    }
}


extension Value {
    /// `AnyHashable(value)` for a value of static type `type`. An optional holding a value
    /// becomes that value, as Swift's Optional hands AnyHashable its payload.
    public static func anyHashable(wrapping value: Value, of type: SessionType) -> Value {
        if case .some(let wrapped) = value, case .optional(let wrappedType) = type {
            return anyHashable(wrapping: wrapped, of: wrappedType)
        }
        if case .anyHashable = value { return value }
        return .anyHashable(value, type)
    }
}


extension StringIndex {
    /// A range value holds two Ints (`Value.range`): a String index packs its offset and its
    /// printed encoding into one.
    public var packed: Int { offset << 1 | (isEncodingIndependent ? 1 : 0) }

    public init(packed: Int) {
        self.init(offset: packed >> 1, isEncodingIndependent: packed & 1 == 1)
    }
}

extension Value {
    public static func doubleRange(lower: Double, upper: Double, closed: Bool) -> Value {
        .range(lower: Int(bitPattern: UInt(lower.bitPattern)), upper: Int(bitPattern: UInt(upper.bitPattern)), closed: closed)
    }

    /// The bounds of a Double range.
    public var doubleBounds: (lower: Double, upper: Double, closed: Bool) {
        guard case .range(let lower, let upper, let closed) = self else { preconditionFailure("expected a range") }
        return (Double(bitPattern: UInt64(UInt(bitPattern: lower))), Double(bitPattern: UInt64(UInt(bitPattern: upper))), closed)
    }
}

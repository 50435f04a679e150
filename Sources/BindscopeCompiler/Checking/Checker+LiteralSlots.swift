import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// The values a checked statement's literal slots hold while it runs: those of the statement
/// being run, which may be a later one of the same shape than the one checked (see
/// `StatementCache`).
public final class LiteralSlots {
    /// Set for every statement run from a kept check, read by its literals: no dynamic
    /// exclusivity check (each access one load or one store, running nothing else).
    @exclusivity(unchecked) public var values: ShapeLiterals

    public init(_ values: ShapeLiterals) {
        self.values = values
    }
}

/// While a statement with a shape is checked: which of its left-out literals the checked tree
/// reads from a slot (`slotted`) and which it used the value of (`baked`). A literal the
/// checker never reached through `integerLiteral`'s plain path counts as baked.
public final class LiteralRecorder {
    /// Where each literal of the statement checked is (absolute).
    public let locations: [SourceLocation]
    public let slots: LiteralSlots
    public private(set) var slotted: [Bool]
    public private(set) var baked: [Bool]

    public init(shape: StatementShape, at location: SourceLocation) {
        locations = shape.template.literalPositions.map {
            SourceLocation(line: location.line + $0.lineOffset, column: $0.column)
        }
        slots = LiteralSlots(shape.literals)
        slotted = Array(repeating: false, count: locations.count)
        baked = slotted
    }

    public func index(at location: SourceLocation) -> Int? {
        locations.firstIndex(of: location)
    }

    public func noteSlotted(_ index: Int) { slotted[index] = true }

    /// Whether the literal at `location` was checked as a slot (and not baked so far).
    public func isSlotted(at location: SourceLocation) -> Bool {
        guard let index = index(at: location) else { return false }
        return slotted[index] && !baked[index]
    }

    public func noteBaked(at location: SourceLocation) {
        if let index = index(at: location) { baked[index] = true }
    }

    /// The literals the checked tree depends on by value: their indices.
    public var bakedIndices: [Int] {
        locations.indices.filter { baked[$0] || !slotted[$0] }
    }
}

extension Checker {
    /// The evaluator of a plain Int literal (`rows[3]`'s value, `= 42`) that reads its value from
    /// the statement's slot, when a statement with a shape is being checked and the literal is
    /// one it left out; nil otherwise. Only for code of the statement itself, run while the
    /// statement runs: not in a closure, a function, a type's member or a generic instance.
    public func slottedIntegerLiteral(at location: SourceLocation) -> Checked? {
        guard let recorder = literalRecorder, scope.function === sessionFunction, instantiation.bindings.isEmpty,
            instantiation.pass == nil, let index = recorder.index(at: location)
        else { return nil }
        recorder.noteSlotted(index)
        let slots = recorder.slots
        return Checked(.int) { _ in .int(slots.values[index]) }
    }

    /// Called where the checker decides something from an integer literal's value (a fixed
    /// subscript index, a folded constant): the statement's checked tree is then only for that
    /// value of it.
    public func noteLiteralValueUsed(_ expression: Expression) {
        guard let recorder = literalRecorder else { return }
        var node = expression
        while case .parenthesized(let inner) = node.kind { node = inner }
        if case .prefix(_, let operand) = node.kind { node = operand }
        if case .integerLiteral = node.kind { recorder.noteBaked(at: node.location) }
    }
}

extension Checker {
    /// `Operators.integerConstant`, noting that the value is used.
    public func literalConstant(_ expression: Expression) -> Int? {
        let constant = Operators.integerConstant(expression)
        if constant != nil { noteLiteralValueUsed(expression) }
        return constant
    }
}

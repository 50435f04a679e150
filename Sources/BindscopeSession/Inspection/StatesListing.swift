import BindscopeDependents
import BindscopeLanguage
import BindscopeRuntime
import BindscopeViews

/// `:states [NAME…]`: session-level names with their kind, type and value now.
public struct StatesListing: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let name: String
        /// `@State var`, `watch`, `let`, `var`…
        public let kind: String
        public let type: String
        /// As Swift prints it; `uninitialized`, `broken` or `?` when there is none to print.
        public let value: String
    }

    /// The rows asked for: every name sorted, or the names given in their order.
    public let rows: [Row]
    /// Every row, so that a filtered listing lines up as the whole one does.
    let allRows: [Row]
    /// The terminal's width: a value too wide for what its row leaves is elided with `…`,
    /// so the columns stay columns (nil: values are shown whole, on one line each).
    public var width: Int? = nil
}

extension Session {
    /// `:states` (no names) or `:states NAME…`; an unknown name is an error that suggests.
    /// `width`: the terminal's, to elide values too wide for their row (`StatesListing.width`).
    public func states(named names: [String] = [], width: Int? = nil) throws(InspectionError) -> StatesListing {
        let rows = stateRows()
        let shown = try names.map { name throws(InspectionError) in
            guard let row = rows.first(where: { $0.name == name }) else {
                throw .suggesting("no session name '\(name)'", for: name, among: rows.map(\.name))
            }
            return row
        }
        return StatesListing(rows: names.isEmpty ? rows : shown, allRows: rows, width: width)
    }

    /// Every session-level name with its kind, type and value now, sorted by name.
    func stateRows() -> [StatesListing.Row] {
        let printer = ValuePrinter(execution: execution, spellsTypesAsDeclared: true)
        var rows: [StatesListing.Row] = []
        for (name, entry) in checker.sessionScope.entries {
            guard case .variable(let variable) = entry else {
                if case .wrappedValue(let backing, let valueType) = entry {
                    let box = execution.frame.locals[backing.slot]
                    let value: String
                    switch box.value {
                    case .state(let storage): value = (try? printer.reflect(storage.value, as: valueType)) ?? unreadable(name)
                    case .binding(let binding):
                        value = (try? binding.read(in: execution)).flatMap { try? printer.reflect($0, as: valueType) } ?? unreadable(name)
                    case .void: value = "uninitialized"
                    default: value = wrappedDescription(name)
                    }
                    let kind = "@\(backing.type.propertyWrapperAttribute ?? backing.type.displayName) var"
                    rows.append(.init(name: name, kind: kind, type: valueType.displayName, value: value))
                }
                continue
            }
            guard variable.owner === checker.sessionFunction, !name.hasPrefix("_"),
                variable.slot < execution.frame.locals.count
            else { continue }
            let kind = variable.watch != nil ? "watch" : variable.isConstant ? "let" : "var"
            let box = execution.frame.locals[variable.slot]
            let value = variable.isInitialized
                ? ((try? printer.reflectShowingBroken(box.value, as: variable.type)) ?? unreadable(name))
                : "uninitialized"
            rows.append(.init(name: name, kind: kind, type: variable.type.displayName, value: value))
        }
        return rows.sorted { $0.name < $1.name } + viewStateRows(printer)
    }

    /// The state the mounted views' identities keep, after the session's names, in tree
    /// order: `CounterView/_count  @State var  Int = 1`, named by the view's place and the
    /// property, as `:graph` names it.
    private func viewStateRows(_ printer: ValuePrinter) -> [StatesListing.Row] {
        viewHosts.commandViews.flatMap { view in
            view.states.map { state in
                let type = state.box.value.dynamicType
                let value = (try? printer.reflect(state.box.value, as: type)) ?? "?"
                return StatesListing.Row(
                    name: "\(view.place)/\(state.property)", kind: "@\(state.attribute) var", type: type.displayName, value: value)
            }
        }
    }

    /// Why a value cannot be read now, as a report says it (`broken (unwrapped nil)` for a
    /// `Binding(get:set:)` whose getter unwraps an owner set to nil).
    private func unreadable(_ name: String) -> String {
        guard let dependent = dependencies.dependent(named: name),
            case .broken(let reason) = dependencies.evaluate(dependent, in: execution).status
        else { return "broken" }
        return "broken (\(reason))"
    }

    /// The value of `@W var name` now, as its dependent prints it.
    private func wrappedDescription(_ name: String) -> String {
        guard let dependent = dependencies.dependent(named: name), case .followed = dependent.kind else { return "?" }
        return ChangeReport.describe(dependencies.evaluate(dependent, in: execution).status, as: dependent.valueType, ValuePrinter(execution: execution))
    }
}

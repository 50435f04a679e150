import BindscopeDependents
import BindscopeRuntime

/// The one place inspection answers become text: what `:deps`, `:dependents`, `:why`,
/// `:states` and `:graph` print. Errors are not here: they are diagnostics, rendered with
/// every other error.
public struct InspectionRenderer: Sendable {
    public var style: TextStyle

    public init(style: TextStyle = .plain) {
        self.style = style
    }

    /// `:deps`: `street (binding) reads person.address.street`.
    public func render(_ answer: ReadsAnswer) -> String {
        let label = Self.label(answer.subject)
        switch answer.reads {
        case .ownStorage: return "\(label) reads only its own storage\n"
        case .paths(let paths) where paths.isEmpty: return "\(label) reads nothing that can change\n"
        case .paths(let paths): return "\(label) reads \(paths.joined(separator: ", "))\n"
        }
    }

    /// `:dependents`: who reads the name, and for a binding, what a write through it reaches.
    public func render(_ answer: ReadersAnswer) -> String {
        let name = answer.name
        var text =
            answer.readers.isEmpty
            ? "nothing reads \(name)\n"
            : "\(name) is read by:\n" + answer.readers.map { "  \(Self.label($0.dependent)) reads \(Self.list($0.paths))\n" }.joined()
        guard let reached = answer.reachedThrough else { return text }
        if reached.isEmpty { return text + "a write through \(name) reaches nothing else\n" }
        text += "a write through \(name) reaches:\n"
        for reader in reached {
            // A State is reached as a whole: which of its paths were read says nothing more.
            if case .state = reader.dependent.kind {
                text += "  \(Self.label(reader.dependent))\n"
            } else {
                text += "  \(Self.label(reader.dependent)), which reads \(Self.list(reader.paths))\n"
            }
        }
        return text
    }

    /// `:why`: the statement, then what reached the dependent in it.
    public func render(_ answer: WhyAnswer) -> String {
        switch answer.change {
        case .never(let declaration):
            return "\(answer.name) has not changed since it was declared (\(declaration.description))\n"
        case .last(let statement, let cause):
            let reason =
                switch cause {
                case .write(let path): "by the write to \(path)"
                case .watch(let name): "through the watch \(name), which it reads"
                }
            return "\(answer.name) last changed in \(statement.description)\n  \(reason)\n"
        case .bodyRan(let run):
            return render(run)
        }
    }

    /// `:why VIEW`: where and by which statement the body last ran, what made it run, and
    /// the reasons as the update report said them.
    ///
    ///     CounterView's body last ran in <input:8>:1: :tap "Tap 0"
    ///       by the write to count (CounterView/_count)
    ///       CounterView: _count changed.
    func render(_ run: ViewRunAnswer) -> String {
        let when = run.causes.first == .firstMount ? "at its first mount, in" : "in"
        var text = "\(run.place)'s body last ran \(when) \(run.statement?.description ?? "an update the session did not keep")\n"
        for cause in run.causes {
            switch cause {
            case .firstMount:
                continue
            case .inputsDiffered(let parent):
                text += "  because \(parent)'s body ran and made it with other inputs\n"
            case .write(let name?, let state?) where name != state:
                text += "  by the write to \(name) (\(state))\n"
            case .write(let name, let state):
                text += "  by the write to \(name ?? state ?? "what it read")\n"
            }
        }
        return text + "  \(run.changesText)\n"
    }

    /// `:states`: `name  kind  Type = value`, in columns as wide as the whole listing's. A
    /// row is one line: a value too wide for what is left of the width is elided with `…`
    /// (its start, as a report line cuts a value), never wrapped, so the columns stay aligned.
    public func render(_ listing: StatesListing) -> String {
        guard !listing.rows.isEmpty else { return "no names declared yet\n" }
        let nameWidth = listing.allRows.map(\.name.count).max() ?? 0
        let kindWidth = listing.allRows.map(\.kind.count).max() ?? 0
        return listing.rows.map { row in
            let lead = Self.padded(row.name, to: nameWidth + 2) + Self.padded(row.kind, to: kindWidth + 2) + "\(row.type) = "
            return lead + Self.elided(row.value, room: listing.width.map { $0 - lead.count }) + "\n"
        }.joined()
    }

    /// `value` in `room` columns (at least `ReportLine.minimumRoom`, so a long type still
    /// leaves some of the value): whole if it fits, else its start and `…`.
    static func elided(_ value: String, room: Int?) -> String {
        guard let room else { return value }
        return ReportLine.cut(Array(value), isComplete: true, room: max(room, ReportLine.minimumRoom), around: 0)
    }

    static func label(_ dependent: DependentSummary) -> String {
        "\(dependent.name) (\(dependent.kind.description))"
    }

    static func list(_ paths: [String]) -> String {
        paths.joined(separator: ", ")
    }

    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}

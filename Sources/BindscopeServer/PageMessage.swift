import StateBindingUI
import BindscopeSession
import Foundation

/// The messages the server sends the page, as JSON text (`docs/page-protocol.md`).
enum PageMessage {
    static func snapshot(_ snapshot: PageSnapshot) -> String {
        encode(SnapshotMessage(snapshot))
    }

    static func result(id: PageRequestID?, ok: Bool, entry: String) -> String {
        encode(ResultMessage(id: id.map(EncodedID.init), ok: ok, entry: entry))
    }

    static func error(_ message: String) -> String {
        encode(ErrorMessage(message: message))
    }

    private static func encode(_ message: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, number, bool, array or object: encoding cannot fail.
        return String(decoding: (try? encoder.encode(message)) ?? Data("{}".utf8), as: UTF8.self)
    }
}

private struct EncodedID: Encodable {
    let id: PageRequestID

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch id {
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
}

private struct ResultMessage: Encodable {
    var version = PageRequest.version
    var type = "result"
    let id: EncodedID?
    let ok: Bool
    /// The entry the action ran as, as typed at the prompt.
    let entry: String
}

private struct ErrorMessage: Encodable {
    var version = PageRequest.version
    var type = "error"
    let message: String
}

private struct SnapshotMessage: Encodable {
    struct State: Encodable {
        let name, kind, type, value: String
    }

    struct Node: Encodable {
        let id: Int
        let name, kind: String
        let type: String?
    }

    struct Edge: Encodable {
        let from, to: Int
        let paths: [String]
    }

    struct Graph: Encodable {
        let nodes: [Node]
        let edges: [Edge]
    }

    struct Change: Encodable {
        let name, path: String
        let changed: Bool
        let before, after, text: String
    }

    /// A drawn view of the mounted tree (StateBindingUI's `ViewSnapshot`), as the page draws it.
    struct View: Encodable {
        let kind, name, place: String
        let title, actionTitle, detail: String?
        let actions, modifiers: [String]
        let disabled: Bool
        let children: [View]
        /// How many times a body has run since mount; absent for a built-in view.
        let bodyRuns: Int?

        init(_ view: ViewSnapshot) {
            kind = view.kind == .body ? "body" : "element"
            name = view.name
            place = view.place
            title = view.title
            actionTitle = view.actionTitle
            detail = view.detail
            actions = view.actions
            modifiers = view.modifiers
            disabled = view.isDisabled
            children = view.children.map(View.init)
            bodyRuns = view.kind == .body ? view.bodyRuns : nil
        }
    }

    /// What the last entry's mounts and actions did to the views (`PageSnapshot.ViewChanges`).
    struct Update: Encodable {
        struct Write: Encodable {
            let name, before, after: String
        }

        struct Body: Encodable {
            let view, place, text: String
            let reasons: [String]
        }

        struct Line: Encodable {
            let place: String
            let old, new: String?
        }

        let writes: [Write]
        let bodies: [Body]
        let lines: [Line]
        let appeared, disappeared, warnings: [String]
        /// The views' report as the terminal shows it.
        let text: [String]

        init(_ changes: PageSnapshot.ViewChanges) {
            writes = changes.writes.map { Write(name: $0.name, before: $0.before, after: $0.after) }
            bodies = changes.update.bodyRuns.map { Body(view: $0.view, place: $0.place, text: $0.changesText, reasons: $0.reasons) }
            lines = changes.update.lineChanges.map { Line(place: $0.place, old: $0.old, new: $0.new) }
            appeared = changes.update.appeared
            disappeared = changes.update.disappeared
            warnings = changes.update.warnings
            text = changes.text
        }
    }

    /// The script `--step` presents (`PageSnapshot.Script`).
    struct Script: Encodable {
        struct Step: Encodable {
            let text: String
            let narration: [String]
            let pause: Bool
        }

        let file: String
        let steps: [Step]
        let current: Int

        init(_ script: PageSnapshot.Script) {
            file = script.fileName
            steps = script.steps.map { Step(text: $0.text, narration: $0.narration, pause: $0.isPause) }
            current = script.current
        }
    }

    var version = PageRequest.version
    var type = "snapshot"
    let nextEntry: Int
    let states: [State]
    let graph: Graph
    let report: [Change]
    /// Absent when no view is mounted.
    let views: View?
    /// Absent when the last entry mounted and acted on no view.
    let update: Update?
    /// Absent unless a script is being presented (`--step`).
    let script: Script?

    init(_ snapshot: PageSnapshot) {
        nextEntry = snapshot.nextEntry
        states = snapshot.states.map { State(name: $0.name, kind: $0.kind, type: $0.type, value: $0.value) }
        graph = Graph(
            nodes: snapshot.graph.nodes.map { Node(id: $0.id, name: $0.name, kind: $0.kind.description, type: $0.type) },
            edges: snapshot.graph.edges.map { Edge(from: $0.from, to: $0.to, paths: $0.paths) })
        report = snapshot.report.map {
            Change(name: $0.name, path: $0.path, changed: $0.changed, before: $0.before, after: $0.after, text: $0.text)
        }
        views = snapshot.views.map(View.init)
        update = snapshot.viewChanges.map(Update.init)
        script = snapshot.script.map(Script.init)
    }
}

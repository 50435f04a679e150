import BindscopeRuntime
import StateBindingUI

/// What the commands' mounted views hold and did, for the session's inspection commands
/// (`:why VIEW`, `:graph`, `:states`): the graph's answers, with the interpreter's sources
/// as the boxes they are.
extension ViewHosts {
    /// A mounted view with a body: its place, the state its identity owns, what its body read.
    public struct MountedView {
        /// A `@State` (or `@StateObject`) the view's identity keeps: its property's name
        /// (`_count`) and its storage.
        public struct OwnedState {
            public let property: String
            /// `State` or `StateObject`.
            public let attribute: String
            /// A State's storage; for a StateObject, the object.
            public let box: Box
        }

        public let typeName: String
        public let place: String
        public let states: [OwnedState]
        /// What its body read last, each once, in the order read: a box and the path in it.
        public let reads: [(box: Box, path: [TrackStep])]
    }

    /// The commands' mounted views with a body, in tree order; empty when nothing is mounted.
    public var commandViews: [MountedView] {
        guard let commandHost else { return [] }
        let host = hosts[commandHost]
        return host.graph.mountedBodies.map { body in
            var states: [MountedView.OwnedState] = []
            for property in body.properties {
                guard let storage = property.storage as? Box else { continue }
                if property.sources.count == 1, property.sources[0].box === storage {
                    states.append(.init(property: property.name, attribute: "State", box: storage))
                } else if let object = property.sources.first?.box, property.invalidatesUnread {
                    states.append(.init(property: property.name, attribute: "StateObject", box: object))
                }
            }
            return MountedView(
                typeName: body.typeName, place: body.place, states: states,
                reads: body.reads.map { ($0.source.box, $0.path) })
        }
    }

    /// The last body run of each of the commands' views `name` names (a place, or a type
    /// for all of its views).
    public func commandLastRuns(named name: String) -> [BodyRunCause] {
        guard let commandHost else { return [] }
        return hosts[commandHost].graph.lastRuns(named: name)
    }

    /// The commands' mounted views with a body, by type and place, in tree order.
    public var commandBodyViews: [(typeName: String, place: String)] {
        guard let commandHost else { return [] }
        return hosts[commandHost].graph.bodyViews
    }

    /// `count`, `Model.count`: a box read or written, as the update report names it.
    public static func name(of box: Box, path: [TrackStep]) -> String? {
        InterpretedViews.name(of: box, path: path)
    }
}

import StateBindingUI

/// What the projector page shows of a session at one moment, as data: its names with their
/// values (`:states`), who reads what (`:graph`), the report of the last entry, the
/// mounted view, what the last entry's mounts and actions did to it, and the script being
/// presented. Made on the session's thread (`Session.pageSnapshot`), then read anywhere.
public struct PageSnapshot: Equatable, Sendable {
    /// One line of a report (`ChangeReport.Entry`): a dependent, or a part of one, that changed.
    public struct Change: Equatable, Sendable {
        public let name: String
        /// From the dependent's value to the part shown (`.address.street`); empty for the whole.
        public let path: String
        public let changed: Bool
        public let before: String
        public let after: String
        /// The line as the terminal shows it, without colour.
        public let text: String
    }

    /// What the last entry's mounts and actions did to the mounted views (`ViewReport`s):
    /// the state they wrote, and the graph's updates, one after the other.
    public struct ViewChanges: Equatable, Sendable {
        /// A state an action wrote (a view's own `@State` among them), its values printed.
        public struct Write: Equatable, Sendable {
            public let name: String
            public let before: String
            public let after: String
        }

        public var writes: [Write] = []
        /// The bodies that ran and why, the lines that changed, the warnings.
        public var update = ViewUpdate()
        /// The views' report as the terminal shows it, without colour (a mount's: the tree).
        public var text: [String] = []
    }

    /// The script `--step` presents: its steps and which one waits for its key.
    public struct Script: Equatable, Sendable {
        public struct Step: Equatable, Sendable {
            /// The entry's text; empty for a pause.
            public let text: String
            /// The comment lines above it.
            public let narration: [String]
            public let isPause: Bool

            public init(text: String, narration: [String], isPause: Bool) {
                self.text = text
                self.narration = narration
                self.isPause = isPause
            }
        }

        public let fileName: String
        public let steps: [Step]
        /// The step shown and waiting for its key; `steps.count` once the script has ended.
        public var current: Int

        public init(fileName: String, steps: [Step], current: Int) {
            self.fileName = fileName
            self.steps = steps
            self.current = current
        }
    }

    /// The number the next entry at the prompt gets.
    public let nextEntry: Int
    public let states: [StatesListing.Row]
    public let graph: GraphSnapshot
    /// The report lines of the last entry's statements, in order; empty when it wrote nothing.
    public let report: [Change]
    /// The tree `:mount` mounted, nil when none is.
    public let views: ViewSnapshot?
    /// What the last entry's mounts and actions did; nil when it did none.
    public var viewChanges: ViewChanges? = nil
    /// The script being presented (`--step`), nil otherwise.
    public var script: Script? = nil
}

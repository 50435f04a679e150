import StateBindingUI

/// What the projector page shows of a session at one moment, as data: its names with their
/// values (`:states`), who reads what (`:graph`), the report of the last entry, and the
/// mounted view. Made on
/// the session's thread (`Session.pageSnapshot`), then read anywhere.
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

    /// The number the next entry at the prompt gets.
    public let nextEntry: Int
    public let states: [StatesListing.Row]
    public let graph: GraphSnapshot
    /// The report lines of the last entry's statements, in order; empty when it wrote nothing.
    public let report: [Change]
    /// The tree `:mount` mounted, nil when none is.
    public let views: ViewSnapshot?
}

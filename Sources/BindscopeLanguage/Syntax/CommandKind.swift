/// Every command a session understands besides Swift, with everything known about it in one
/// table (`info`): the parser reads how its argument is written, `:help` its usage and text,
/// Tab completion and "did you mean" its name, the prompt whether it is its own to act on.
public enum CommandKind: String, CaseIterable, Sendable {
    // In `:help`'s order: dependents and inspection, settings, the history (what ran, files
    // in and out, moving through it), then the session itself.
    case watch, unwatch, deps, dependents, why, graph, explain, type, set, states, model
    // Views: a mounted root and a user's actions on its controls.
    case mount, unmount, render, tap, fill, toggle, increment, decrement, slide, pick
    case history, log, undo, redo, goto, load, save
    case serve, reset, resume, quit, help

    /// A command by its name or its short name (`:t` for `:type`).
    public init?(named name: String) {
        if let kind = CommandKind(rawValue: name) {
            self = kind
        } else if let kind = CommandKind.allCases.first(where: { $0.info.shortName == name }) {
            self = kind
        } else {
            return nil
        }
    }

    /// How a command's argument is written after its name.
    public enum ArgumentSyntax: Sendable {
        /// The raw rest of the line (a name, a setting, nothing).
        case text
        /// `NAME = EXPRESSION`, the expression in Swift.
        case namedExpression
        /// A name or a Swift expression.
        case expression
    }

    public struct Info: Sendable {
        public let usage: String
        /// One line, for the `:help` list.
        public let summary: String
        /// More, for `:help NAME`.
        public let details: String
        public let argument: ArgumentSyntax
        /// Acted on by the interactive prompt itself, before anything reaches a session.
        public let belongsToPrompt: Bool
        /// Another name for it, as GHCi and IPython users type it (`:t`).
        public var shortName: String? = nil
        /// The flags its argument accepts (`--dot`), for Tab completion.
        public var options: [String] = []
    }

    /// What the words of a command's argument are, for Tab completion: a name of the session
    /// (`:why open`), a command (`:help graph`), a setting (`:set report`); nil when the
    /// argument is Swift (completed as Swift is) or a file.
    public enum ArgumentWord: Sendable {
        case sessionName, command, setting
        /// A title of the mounted view's controls (`:tap "Tap 0"`).
        case controlTitle
    }

    public var argumentWord: ArgumentWord? {
        switch self {
        case .unwatch, .deps, .dependents, .why, .graph, .states: .sessionName
        case .help: .command
        case .set: .setting
        case .tap, .fill, .toggle, .increment, .decrement, .slide, .pick: .controlTitle
        default: nil
        }
    }

    /// The settings of `:set`, as its first word.
    public static var settings: [String] { SessionSetting.allCases.map(\.name) }

    public var name: String { rawValue }

    public var info: Info {
        switch self {
        case .watch:
            Info(
                usage: ":watch NAME = EXPRESSION", summary: "follow an expression: reports show it when it changes",
                details: "A watch is re-evaluated after every statement that changes something it read, and reports show it when its value changes. Its name can be read (not assigned) in later statements and watches.\nExample: :watch total = person.address.number + 1",
                argument: .namedExpression, belongsToPrompt: false)
        case .unwatch:
            Info(
                usage: ":unwatch NAME", summary: "stop following a watch",
                details: "Stops following a watch. Refused while another watch names it.", argument: .text, belongsToPrompt: false)
        case .deps:
            Info(
                usage: ":deps NAME", summary: "what a State, binding or watch reads, as paths",
                details: "The paths a State, binding or watch read on its last evaluation: a write to one of them, or above or below one, reaches it.",
                argument: .text, belongsToPrompt: false)
        case .dependents:
            Info(
                usage: ":dependents NAME", summary: "what reads a name: the dependents a write to it reaches",
                details: "The dependents that read a name (any variable), with the paths they read; for a binding, also what a write through it reaches.",
                argument: .text, belongsToPrompt: false)
        case .why:
            Info(
                usage: ":why NAME|VIEW", summary: "which statement and which write last changed a dependent, or ran a view's body",
                details: "The statement (file:line and text) that last changed a dependent, and the write or the watch that reached it: of several writes below what it reads, the first that changed the value.\nFor a mounted view, named by its type or, when several share it, by its place (ContentView/VStack/Row[1]): the statement that last ran its body and why, its first mount (@identity), its parent making it with other inputs (@self), or the writes to what it read, with the reasons as the report said them.\nExample: :why CounterView",
                argument: .text, belongsToPrompt: false)
        case .graph:
            Info(
                usage: ":graph [NAME] [OPTIONS]",
                summary: "who reads what, as a tree; --dot, --mermaid or --svg FILE for a slide",
                details: "Draws the States, bindings, watches and the variables they read as a tree: under each, its readers, with the paths they read, the way a write travels. The mounted views are in it too: the state each one keeps, named by its place (CounterView/_count), and each view with a body, under what its body read. With NAME, only what a write to NAME reaches and what reaches NAME.\nOptions: --dot FILE writes the graph for Graphviz, --mermaid FILE for Mermaid; --svg FILE draws it with Graphviz's dot, when it is installed.\nExample: :graph person --svg person.svg",
                argument: .text, belongsToPrompt: false, options: ["--dot", "--mermaid", "--svg"])
        case .explain:
            Info(
                usage: ":explain NAME|EXPRESSION",
                summary: "what the compiler makes of a property wrapper or an expression through one",
                details: "For a wrapped name (@State, @Binding or a wrapper of your own): the storage _name with the wrapper's type, the accessors of name and what $name is. For an expression: the chain the compiler makes of it, each step with its type: $person.address.street is _person.projectedValue[dynamicMember: \\Person.address][dynamicMember: \\Address.street], and where a real member wins over the dynamic one, it says so.\nExample: :explain $person.address.street",
                argument: .expression, belongsToPrompt: false)
        case .type:
            Info(
                usage: ":type EXPRESSION", summary: "the type of an expression, checked without running it (also :t)",
                details: "Checks the expression as a statement would, runs nothing, and prints its type: :type $person.address is Binding<Address>. Short name :t, as in GHCi.\nExample: :t sample.todos.first?.title",
                argument: .expression, belongsToPrompt: false, shortName: "t")
        case .set:
            Info(
                usage: ":set [SETTING VALUE]",
                summary: "the settings and their values; or change one: "
                    + SessionSetting.allCases.map(\.usage).joined(separator: ", "),
                details: ":set alone lists every setting with its value and what it changes; :set SETTING VALUE changes one and says so.\n"
                    + SessionSetting.allCases.map(\.details).joined(separator: "\n"),
                argument: .text, belongsToPrompt: false)
        case .states:
            Info(
                usage: ":states [NAME…]", summary: "every name in the session (or those given) with its kind, type and value",
                details: "Every session-level name, or only the names given: its kind (State, binding, watch, let, var), its type and its current value. A name redeclared at the prompt is listed once, as it is now; the sample model's names belong to its module (see :model). After them, the state the mounted views keep, named by the view's place and the property (CounterView/_count).",
                argument: .text, belongsToPrompt: false)
        case .model:
            Info(
                usage: ":model [NAME]", summary: "the model (module SampleModel, or --model's) and `sample` as a tree of paths; or one of its names",
                details: "The model every session starts with (the sample unless --no-sample or --model), an imported module named SampleModel (or after --model's first file): its declarations, and `sample` as a tree of paths you can bind to. Your own declarations shadow its names (struct Person, let sample); SampleModel.Person and SampleModel.sample still name its own.\n:model NAME shows one of its names: a type with its extensions, a function or a constant as declared (:model Todo), or a path into one of its values as a tree (:model sample.todos).",
                argument: .text, belongsToPrompt: false)
        case .serve:
            Info(
                usage: ":serve [PORT|stop]",
                summary: "show the session live in a browser (the projector page); stop it",
                details: "Serves a page on http://127.0.0.1:PORT (a free port when none is given) that shows the session's States, bindings and watches with their values and the last entry's report, updated after every entry; its buttons act as the prompt's commands. It listens on the loopback address only (bindscope --serve-address ADDR listens elsewhere). :serve stop ends it; it ends with the session too.\nExample: :serve 8723",
                argument: .text, belongsToPrompt: false)
        case .reset:
            Info(
                usage: ":reset", summary: "start again: a new session with the sample model",
                details: "Throws everything declared away and starts a new session state, with the sample model loaded (unless --no-sample). The entries of :history go too, so :undo cannot bring them back; the prompt's line history (Up, Ctrl-R) is kept. In a script, the statements after it run in the new state.",
                argument: .text, belongsToPrompt: false)
        case .resume:
            Info(
                usage: ":resume", summary: "go back to the script being stepped (after l in --step; prompt only)",
                details: "In bindscope --step, the key l goes live: the normal prompt, with the state the script has built. :resume goes back to the script, at the step where it was, with everything done live kept.",
                argument: .text, belongsToPrompt: true)
        case .quit:
            Info(
                usage: ":quit", summary: "leave bindscope (or Ctrl-D); in a script, stop it there",
                details: "Leaves bindscope with status 0, as Ctrl-D on an empty line does. In a script nothing after it runs, and the exit status is 0, or 1 when a statement before it failed (--keep-going).",
                argument: .text, belongsToPrompt: false)
        case .mount:
            Info(
                usage: ":mount VIEW", summary: "mount a view as the root and draw it (a previous root is unmounted)",
                details: "Mounts the view as the root of the session's window, as ViewHost(VIEW) does: its bodies run by SwiftUI's rules and the tree is drawn, one view per line. A root mounted before is unmounted first: its onDisappear actions run and its state goes. The actions (:tap, :fill, :toggle…) act on it.\nExample: :mount CounterView()",
                argument: .expression, belongsToPrompt: false)
        case .unmount:
            Info(
                usage: ":unmount", summary: "remove the mounted view: its onDisappear actions run, its state goes",
                details: "Removes the root :mount mounted, as ViewHost.unmount() does.", argument: .text, belongsToPrompt: false)
        case .render:
            Info(
                usage: ":render [modifiers]", summary: "draw the mounted view as text (with its modifiers)",
                details: "Draws the mounted tree: each view with a body by its type, each built-in view as a line (Button \"Tap 0\", Toggle \"Agree\" isOn: true), children indented. With modifiers, each line is followed by the modifiers applied to it (.padding()). Printed in quiet mode too.",
                argument: .text, belongsToPrompt: false)
        case .tap:
            Info(
                usage: ":tap TITLE", summary: "tap the Button titled TITLE (a Swift string literal)",
                details: "Runs the action of the Button whose title (or its label's text) is TITLE, as one update, then reports the writes, the bodies that ran and why, and the lines that changed. When several controls share the title, name one by its place instead.\nExample: :tap \"Tap 0\"",
                argument: .text, belongsToPrompt: false)
        case .fill:
            Info(
                usage: ":fill TITLE TEXT", summary: "replace the text of the TextField titled TITLE with TEXT, in one write",
                details: "Sets the text of a TextField or SecureField through its binding, in one write, as a paste does.\nExample: :fill \"Name\" \"Ann\"",
                argument: .text, belongsToPrompt: false)
        case .toggle:
            Info(
                usage: ":toggle TITLE", summary: "flip the Toggle titled TITLE",
                details: "Sets the Toggle's binding to the opposite of its value.\nExample: :toggle \"Agree\"", argument: .text,
                belongsToPrompt: false)
        case .increment:
            Info(
                usage: ":increment TITLE", summary: "step the Stepper titled TITLE up", details: "Steps the Stepper up by its step, within its bounds.",
                argument: .text, belongsToPrompt: false)
        case .decrement:
            Info(
                usage: ":decrement TITLE", summary: "step the Stepper titled TITLE down",
                details: "Steps the Stepper down by its step, within its bounds.", argument: .text, belongsToPrompt: false)
        case .slide:
            Info(
                usage: ":slide TITLE VALUE", summary: "move the Slider labelled TITLE to VALUE",
                details: "Sets the Slider's value, clamped to its bounds and rounded to its step.\nExample: :slide \"Volume\" 0.5",
                argument: .text, belongsToPrompt: false)
        case .pick:
            Info(
                usage: ":pick TITLE OPTION", summary: "select the option drawn as OPTION of the Picker titled TITLE",
                details: "Sets the Picker's selection to the tag of the option whose text is OPTION.\nExample: :pick \"Flavor\" \"Vanilla\"",
                argument: .text, belongsToPrompt: false)
        case .history:
            Info(
                usage: ":history [N]", summary: "the entries that ran, numbered (or the last N)",
                details: "Every statement and command that succeeded, in order, numbered, with where it came from (<input:3> at the prompt, FILE:LINE from a script or :load) and its text. The numbers are the ones :goto takes. Failed entries are not kept; nor are :history, :log, :undo, :redo, :goto, :load and :save themselves (a :load's statements are entries of their own).",
                argument: .text, belongsToPrompt: false)
        case .log:
            Info(
                usage: ":log", summary: "the entries that changed something, each with what it changed",
                details: "The entries of :history that declared, removed or wrote something, numbered as :history numbers them, each on one line: its first line, then what it declared and which States, bindings and watches it changed.",
                argument: .text, belongsToPrompt: false)
        case .undo:
            Info(
                usage: ":undo [N]", summary: "take back the last entry that changed something (or the last N)",
                details: "Goes back to the state before the last entry that changed something (or the last N): an entry typed at the prompt (with the statements of a :load it ran), or a statement of a script. Entries that only looked (a print, :states, :graph) are no undo steps: they go with the change before them, though :history lists them. A report follows of every name whose value changed back (name: now → then, undeclared for a name that did not exist). Exact: the session is rebuilt and the entries kept are run again silently, so every State, binding, watch, object and name is as it was. :redo brings the entries back, until a new entry changes something.",
                argument: .text, belongsToPrompt: false)
        case .redo:
            Info(
                usage: ":redo [N]", summary: "bring back the entry (or N) :undo took back",
                details: "Runs again, silently, the next entry (or N) that :undo took back, with a report of what changed.",
                argument: .text, belongsToPrompt: false)
        case .goto:
            Info(
                usage: ":goto N", summary: "the state after entry N of :history (0: before the first)",
                details: "Moves back or forward to the state right after entry N, as :undo and :redo do, with the same report. The entries after N can be redone until a new entry changes something.\nExample: :goto 3",
                argument: .text, belongsToPrompt: false)
        case .load:
            Info(
                usage: ":load FILE", summary: "run a file into this session, as a script",
                details: "Runs FILE as bindscope FILE does (its types declared first) into the session as it is; it stops at the file's first error, which names FILE:LINE:COL, and what ran before the error stays. Its statements become entries of :history. Like an entry at the prompt, its declarations replace earlier ones of the same names: loading an edited file again updates it.",
                argument: .text, belongsToPrompt: false)
        case .save:
            Info(
                usage: ":save [--transcript] FILE", summary: "write the entries that ran as a script (or a transcript)",
                details: "Writes the entries of :history, in order, with the // lines above them, as a script that bindscope FILE (or :load) replays to the same state. With --transcript, writes what bindscope --echo would print for them, a lesson that bindscope --check FILE passes.",
                argument: .text, belongsToPrompt: false, options: ["--transcript"])
        case .help:
            Info(
                usage: ":help [COMMAND|TOPIC]", summary: "this list, or one command or topic explained",
                details: "Without a name, the list of commands; with one, that command explained; with a topic (reports, presenter, views), a few lines on it and the document that says the rest. Every command and flag is in docs/commands.md.", argument: .text,
                belongsToPrompt: false)
        }
    }

    /// The command a whole entry is, when it is one the prompt acts on itself (`belongsToPrompt`;
    /// none today: `:quit` and `:reset` are the session's, so that scripts may use them too).
    public static func promptCommand(in entry: String) -> CommandKind? {
        let text = entry.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        guard text.first == ":", let kind = CommandKind(named: String(text.dropFirst())), kind.info.belongsToPrompt else {
            return nil
        }
        return kind
    }
}

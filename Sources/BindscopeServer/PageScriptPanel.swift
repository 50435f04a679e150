/// The page's panel for `--step`: the script's steps with their narration, the one waiting
/// marked, and the presenter's keys pressed in the page sent to the session, where they step
/// as the same keys at the terminal do.
enum PageScriptPanel {
    static let style = #"""
        #script-section[hidden] { display: none; }
        #script-file { text-transform: none; letter-spacing: 0; font-weight: normal; }
        /* With nothing mounted the phone gives the script room. */
        .phone:has(> .empty) { min-height: 200px; }
        #script { list-style: none; margin: 0; padding: 0; max-height: 420px; overflow-y: auto; }
        #script li { padding: .35em .6em; border-left: 4px solid transparent; color: var(--muted); }
        #script li.done { color: var(--ink); }
        #script li.current { border-left-color: var(--accent); background: #dbeafe; color: var(--ink); }
        #script .narration { font-style: italic; margin: 0 0 .2em; white-space: pre-wrap; }
        #script code { font: 14px ui-monospace, monospace; white-space: pre-wrap; }
        #script-keys { color: var(--muted); font-size: .85em; margin: .3em 0 0; }
        """#

    static let script = #"""
        // The script being presented, the step waiting marked and scrolled to.
        function drawScript(script) {
          const section = document.getElementById("script-section");
          section.hidden = !script;
          if (!script) return;
          document.getElementById("script-file").textContent = script.file.split("/").pop();
          const list = document.getElementById("script");
          list.replaceChildren(...script.steps.map((step, index) =>
            el("li", { "data-step": index, class: index === script.current ? "current" : index < script.current ? "done" : null },
              ...step.narration.map(line => el("p", { class: "narration" }, line)),
              el("code", {}, step.pause ? "(pause)" : step.text))));
          if (script.current >= script.steps.length) list.append(el("li", { class: "current", "data-step": script.steps.length }, "(end of the script)"));
          list.querySelector("li.current")?.scrollIntoView({ block: "nearest" });
        }

        // Space and Enter run the next step, b steps back, as at the terminal; not while typing.
        document.addEventListener("keydown", event => {
          if (document.getElementById("script-section").hidden || event.ctrlKey || event.metaKey || event.altKey) return;
          if (event.target.closest && event.target.closest("input, textarea, button, select")) return;
          const key = event.key === " " ? " " : event.key === "Enter" ? "Enter" : event.key === "b" ? "b" : null;
          if (key === null) return;
          event.preventDefault();
          send({ verb: "key", key });
        });
        """#
}

/// The projector page: one HTML document with its CSS and JavaScript, served by bindscope
/// itself, so a page in a room without internet needs nothing else. It connects to
/// `/socket`, draws each snapshot it is sent (`docs/page-protocol.md`), and sends the
/// actions clicked or typed in it.
enum PageHTML {
    static let text = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>bindscope</title>
        <style>
        :root { --bg: #f6f7f9; --ink: #1d2330; --muted: #6b7280; --accent: #2563eb; --flash: #fde68a; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--ink); }
        header { display: flex; gap: 1em; align-items: baseline; padding: .6em 1em; background: #1d2330; color: #fff; }
        header h1 { font-size: 1.1em; margin: 0; }
        #status { color: #9ca3af; font-size: .9em; }
        #status.live { color: #86efac; }
        main { display: grid; grid-template-columns: minmax(280px, 380px) 1fr; gap: 1.5em; padding: 1.2em; }
        section h2 { font-size: .85em; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 0 0 .5em; }
        .phone { width: 340px; min-height: 560px; border: 12px solid #111827; border-radius: 40px; background: #fff;
          padding: 2.2em 1em 1.5em; box-shadow: 0 10px 30px rgba(0,0,0,.2); }
        .phone .empty { color: var(--muted); text-align: center; margin-top: 40%; }
        .v-vstack { display: flex; flex-direction: column; gap: .5em; align-items: center; }
        .v-hstack { display: flex; flex-direction: row; gap: .5em; align-items: center; justify-content: center; }
        .v-zstack { display: grid; } .v-zstack > * { grid-area: 1 / 1; }
        .v-list { width: 100%; border-radius: 10px; background: #f2f2f7; padding: .3em 0; }
        .v-list > * { background: #fff; padding: .55em .8em; border-bottom: 1px solid #e5e7eb; }
        .v-text { white-space: pre-wrap; }
        .v-button { color: var(--accent); background: none; border: none; font: inherit; cursor: pointer; padding: .2em .4em; }
        .v-button:disabled { color: var(--muted); cursor: default; }
        .v-row { display: flex; justify-content: space-between; align-items: center; gap: .6em; width: 100%; }
        .v-field { font: inherit; padding: .3em .5em; border: 1px solid #d1d5db; border-radius: 6px; width: 100%; }
        .v-other { color: var(--muted); font-size: .85em; }
        #states { width: 100%; border-collapse: collapse; background: #fff; }
        #states td, #states th { text-align: left; padding: .35em .6em; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
        #states th { font-size: .8em; color: var(--muted); font-weight: 600; }
        #states .name { font-weight: 600; } #states .kind, #states .type { color: var(--muted); font-size: .9em; }
        #states .value { font-family: ui-monospace, monospace; white-space: pre-wrap; word-break: break-word; }
        tr.changed td { animation: flash 2.5s ease-out; }
        @keyframes flash { from { background: var(--flash); } to { background: transparent; } }
        #report { font-family: ui-monospace, monospace; background: #111827; color: #e5e7eb; padding: .7em 1em;
          border-radius: 8px; min-height: 2.4em; white-space: pre-wrap; margin: 0; }
        #report .none { color: #9ca3af; }
        #graph { font-family: ui-monospace, monospace; font-size: .9em; margin: 0; white-space: pre-wrap; }
        #entry-form { display: flex; gap: .5em; margin-top: 1em; }
        #entry { flex: 1; font: 15px ui-monospace, monospace; padding: .4em .6em; }
        #message { color: #b91c1c; min-height: 1.4em; }
        .v-body { position: relative; width: 100%; border-radius: 8px; }
        .v-body.ran { animation: ran-flash 2.5s ease-out; }
        @keyframes ran-flash { from { box-shadow: 0 0 0 3px #f59e0b; background: rgba(253, 230, 138, .5); }
          to { box-shadow: 0 0 0 3px transparent; background: transparent; } }
        .run-count { position: absolute; top: -.7em; right: -.4em; z-index: 1; background: #f59e0b; color: #111827;
          font: 600 12px ui-monospace, monospace; border-radius: 9px; padding: 0 .45em; animation: count-fade 4s ease-out forwards; }
        @keyframes count-fade { 0%, 60% { opacity: 1; } to { opacity: .35; } }
        \(PageCauseGraph.style)
        \(PageScriptPanel.style)
        </style>
        </head>
        <body>
        <header><h1>bindscope</h1><span id="status">connecting…</span><span id="entry-number"></span></header>
        <main>
        <section><h2>View</h2><div class="phone" id="phone"><div class="empty">No view is mounted.</div></div>
        <div id="script-section" hidden><h2 style="margin-top:1.2em">Script <span id="script-file"></span></h2>
        <ol id="script"></ol><p id="script-keys">Space or Enter: next step · b: back</p></div></section>
        <section>
        <h2>State</h2>
        <table id="states"><thead><tr><th>name</th><th>kind</th><th>type</th><th>value</th></tr></thead><tbody></tbody></table>
        <h2 style="margin-top:1.2em">Cause → effect</h2>
        <div id="cause"><span class="none">nothing yet</span></div>
        <h2 style="margin-top:1.2em">Last change</h2>
        <pre id="report"><span class="none">nothing yet</span></pre>
        <h2 style="margin-top:1.2em">Who reads what</h2>
        <pre id="graph"></pre>
        <form id="entry-form"><input id="entry" autocomplete="off" placeholder="an entry, as at the prompt"><button>Run</button></form>
        <div id="message"></div>
        </section>
        </main>
        <script>
        "use strict";
        const VERSION = 1;
        let socket = null;
        let nextID = 1;
        let lastValues = new Map();
        // The places of the bodies the last entry ran, for the view's flash.
        let ranPlaces = new Set();

        function el(tag, attributes, ...children) {
          const node = document.createElement(tag);
          for (const [key, value] of Object.entries(attributes || {})) {
            if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
            else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value);
          }
          for (const child of children) if (child != null) node.append(child);
          return node;
        }

        function send(action) {
          if (!socket || socket.readyState !== WebSocket.OPEN) return;
          // A clicked button lets go of the focus, so that Space steps a presentation rather
          // than clicking it again.
          if (document.activeElement && document.activeElement.tagName === "BUTTON") document.activeElement.blur();
          socket.send(JSON.stringify(Object.assign({ version: VERSION, type: "action", id: nextID++ }, action)));
        }

        // Each name with its value; what the last entry changed (its report, the views' writes)
        // or what differs from the last snapshot flashes and fades.
        function drawStates(states, changedNames) {
          const body = document.querySelector("#states tbody");
          body.replaceChildren();
          const values = new Map();
          for (const state of states) {
            values.set(state.name, state.value);
            const changed = changedNames.has(state.name) || (lastValues.size > 0 && lastValues.get(state.name) !== state.value);
            body.append(el("tr", { "data-name": state.name, class: changed ? "changed" : null },
              el("td", { class: "name" }, state.name), el("td", { class: "kind" }, state.kind),
              el("td", { class: "type" }, state.type), el("td", { class: "value" }, state.value)));
          }
          lastValues = values;
        }

        // The report as the terminal shows it, then what the views' update did.
        function drawReport(report, update) {
          const pre = document.getElementById("report");
          pre.replaceChildren();
          const lines = report.map(line => line.text).concat(update ? update.text : []);
          if (lines.length === 0) { pre.append(el("span", { class: "none" }, "no change reported")); return; }
          pre.append(lines.join("\\n"));
        }

        function drawGraph(graph) {
          const names = graph.nodes.map(node => node.name);
          const lines = graph.edges.map(edge =>
            names[edge.from] + " → " + names[edge.to] + (edge.paths.length ? "  (" + edge.paths.join(", ") + ")" : ""));
          document.getElementById("graph").textContent = lines.length ? lines.join("\\n") : "no dependents yet";
        }

        // The value in a control's detail (`isOn: true`, `text: "Ada"`, `value: 3`), as text.
        function detailValue(view) {
          const detail = view.detail ?? "";
          const value = detail.slice(detail.indexOf(": ") + 2);
          if (value.startsWith('"')) { try { return JSON.parse(value); } catch (error) { return value; } }
          return value;
        }

        // A view of the session's mounted tree (StateBindingUI's ViewSnapshot), as HTML controls
        // whose actions are the controls' verbs.
        function drawView(view) {
          const children = () => (view.children || []).map(drawView);
          const title = view.actionTitle || view.title || "";
          const disabled = view.disabled ? "disabled" : null;
          const control = ({ tag = "div", ...attributes }, ...content) => el(tag,
            Object.assign({ "data-kind": view.name, "data-title": title, "data-place": view.place, disabled }, attributes), ...content);
          switch (view.kind === "body" ? "" : view.name) {
            case "VStack": case "Form": case "Section": case "Group": case "ScrollView": case "NavigationStack":
              return control({ class: "v-vstack" }, ...children());
            case "HStack": return control({ class: "v-hstack" }, ...children());
            case "ZStack": return control({ class: "v-zstack" }, ...children());
            case "List": case "ForEach": return control({ class: "v-list" }, ...children());
            case "Text": return control({ tag: "span", class: "v-text" }, view.title ?? "");
            case "Button":
              return control({ tag: "button", class: "v-button", onclick: () => send({ verb: "tap", title }) },
                ...(view.title != null ? [view.title] : children()));
            case "Toggle":
              return control({ tag: "label", class: "v-row" }, title,
                el("input", { type: "checkbox", disabled, checked: detailValue(view) === "true",
                  onchange: () => send({ verb: "toggle", title }) }));
            case "TextField": case "SecureField":
              return control({ tag: "input", class: "v-field", type: view.name === "SecureField" ? "password" : "text",
                placeholder: title, value: detailValue(view), onchange: event => send({ verb: "fill", title, text: event.target.value }) });
            case "Stepper":
              return control({ class: "v-row" }, el("span", {}, title + ": " + detailValue(view)), el("span", {},
                el("button", { class: "v-button", disabled, onclick: () => send({ verb: "decrement", title }) }, "−"),
                el("button", { class: "v-button", disabled, onclick: () => send({ verb: "increment", title }) }, "+")));
            case "Slider":
              return control({ class: "v-row" }, el("span", {}, title),
                el("input", { type: "number", step: "any", disabled, value: detailValue(view),
                  onchange: event => send({ verb: "slide", title, value: Number(event.target.value) }) }));
            case "Picker":
              return control({ class: "v-row" }, el("span", {}, title), el("span", { class: "v-text" }, detailValue(view)));
            case "": {
              // A body that ran in the last entry flashes, with how many times it has run since mount.
              const ran = ranPlaces.has(view.place);
              return control({ class: "v-vstack v-body" + (ran ? " ran" : ""), "data-view": view.name, "data-runs": view.bodyRuns },
                ran ? el("span", { class: "run-count", title: "body ran " + view.bodyRuns + " times since mount" }, "×" + view.bodyRuns) : null,
                ...children());
            }
            default:
              return (view.children || []).length ? control({ class: "v-vstack" }, ...children())
                : control({ tag: "span", class: "v-other" }, view.name);
          }
        }

        function draw(snapshot) {
          document.getElementById("entry-number").textContent = "next entry [" + snapshot.nextEntry + "]";
          const update = snapshot.update || null;
          const changedNames = new Set(snapshot.report.filter(line => line.changed).map(line => line.name)
            .concat(update ? update.writes.map(write => write.name) : []));
          ranPlaces = new Set(update ? update.bodies.map(body => body.place) : []);
          drawStates(snapshot.states, changedNames);
          drawReport(snapshot.report, update);
          drawGraph(snapshot.graph);
          drawCause(snapshot);
          drawScript(snapshot.script || null);
          const phone = document.getElementById("phone");
          phone.replaceChildren(snapshot.views ? drawView(snapshot.views) : el("div", { class: "empty" }, "No view is mounted."));
          document.body.dataset.snapshots = String(Number(document.body.dataset.snapshots || 0) + 1);
        }

        function connect() {
          const status = document.getElementById("status");
          socket = new WebSocket("ws://" + location.host + "/socket");
          socket.onopen = () => { status.textContent = "live"; status.className = "live"; };
          socket.onclose = () => { status.textContent = "disconnected: retrying…"; status.className = ""; setTimeout(connect, 1000); };
          socket.onmessage = event => {
            const message = JSON.parse(event.data);
            if (message.version !== VERSION) return;
            if (message.type === "snapshot") draw(message);
            else if (message.type === "error") document.getElementById("message").textContent = message.message;
            else if (message.type === "result") document.getElementById("message").textContent = message.ok ? ""
              : message.entry.startsWith("(key") ? "keys step the script only while --step waits for one" : message.entry + " failed (see the terminal)";
          };
        }

        document.getElementById("entry-form").addEventListener("submit", event => {
          event.preventDefault();
          const input = document.getElementById("entry");
          if (input.value.trim() === "") return;
          send({ verb: "entry", text: input.value });
          input.value = "";
        });
        \(PageCauseGraph.script)
        \(PageScriptPanel.script)
        connect();
        </script>
        </body>
        </html>
        """
}

/// The page's drawing of cause and effect for the last entry, as an SVG its own JavaScript
/// makes from the snapshot (no image, nothing from elsewhere): the write(s), then what they
/// reached, then the bodies that ran with their `_printChanges` reasons. It reads the graph's
/// nodes and edges whatever their kinds, so a kind the graph gains later is drawn too.
enum PageCauseGraph {
    static let style = #"""
        #cause svg { background: #fff; border-radius: 8px; max-width: 100%; height: auto; }
        #cause .none { color: var(--muted); }
        .ce-node rect { fill: #eef2ff; stroke: #6366f1; stroke-width: 1.5; }
        .ce-node[data-role="write"] rect { fill: #fef3c7; stroke: #d97706; }
        .ce-node[data-role="body"] rect { fill: #dcfce7; stroke: #16a34a; }
        .ce-node text { font: 13px ui-monospace, monospace; fill: #1d2330; }
        .ce-node text.ce-kind { font-size: 10px; fill: #6b7280; text-transform: uppercase; letter-spacing: .05em; }
        .ce-edge { fill: none; stroke: #6b7280; stroke-width: 1.5; marker-end: url(#ce-arrow); }
        .ce-edge.ce-guess { stroke-dasharray: 4 3; }
        #cause svg g.ce-node { animation: ce-in .5s ease-out; }
        @keyframes ce-in { from { opacity: 0; } to { opacity: 1; } }
        """#

    static let script = #"""
        // Cause and effect of the last entry: columns left to right, the writes first. A name
        // the entry changed is a node; the graph's edges between them say who reached whom;
        // a node of a kind the graph gains later (a view) is drawn when a changed node reaches it.
        function causeGraph(snapshot) {
          const update = snapshot.update || { writes: [], bodies: [] };
          const graph = snapshot.graph || { nodes: [], edges: [] };
          const nodes = new Map();
          const add = (key, fields) => { if (!nodes.has(key)) nodes.set(key, Object.assign({ key, edgesIn: [] }, fields)); return nodes.get(key); };
          for (const write of update.writes || [])
            add(write.name, { name: write.name, kind: "view state", detail: write.before + " → " + write.after });
          for (const line of snapshot.report || []) {
            if (!line.changed) continue;
            const node = add(line.name, { name: line.name, kind: "", detail: "" });
            if (!node.detail) node.detail = (line.path ? line.path + ": " : "") + line.before + " → " + line.after;
          }
          const byID = new Map(graph.nodes.map(node => [node.id, node]));
          for (const node of graph.nodes) if (nodes.has(node.name)) nodes.get(node.name).kind = node.kind;
          const bodies = update.bodies || [];
          // A view is in the graph by its place (`CounterView/VStack/Row[1]`).
          const ranViews = new Set(bodies.flatMap(body => [body.view, body.place]));
          // What the changed names reach along the graph's edges: a changed name, or a node of
          // a kind with no value of its own (not in the states list) that a body ran for.
          const valued = new Set((snapshot.states || []).map(state => state.name));
          const edges = [];
          let frontier = [...nodes.keys()];
          while (frontier.length) {
            const next = [];
            for (const name of frontier) for (const edge of graph.edges) {
              const from = byID.get(edge.from), to = byID.get(edge.to);
              if (!from || !to || from.name !== name || to.name === name) continue;
              const reached = nodes.has(to.name) || (!valued.has(to.name) && ranViews.has(to.name));
              if (!reached) continue;
              if (!nodes.has(to.name)) { add(to.name, { name: to.name, kind: to.kind, detail: "" }); next.push(to.name); }
              if (!edges.some(e => e.from === name && e.to === to.name)) edges.push({ from: name, to: to.name, paths: edge.paths || [] });
            }
            frontier = next;
          }
          // Each body that ran: from its parent's body when that ran (its inputs changed), else
          // from the graph's node of its view, else from the state its reasons name (`_count`),
          // else (a dashed guess) from every write.
          // A body whose view the changes reached along the graph is drawn as that view's node.
          const written = [...nodes.keys()];
          const keyOf = new Map(bodies.map(body => [body, nodes.has(body.place) ? body.place : "body:" + body.place]));
          for (const body of bodies) {
            const key = keyOf.get(body);
            const graphNode = body.view !== key && nodes.get(body.view);
            const fields = { name: body.view, kind: "body ran", detail: (body.reasons || []).join(", ") || "unchanged", place: body.place, text: body.text };
            Object.assign(add(key, fields), fields);
            const reachedAlongGraph = edges.some(edge => edge.to === key);
            const parent = bodies.filter(other => other !== body && body.place.startsWith(other.place + "/"))
              .sort((a, b) => b.place.length - a.place.length)[0];
            if (parent) { edges.push({ from: keyOf.get(parent), to: key, paths: [] }); continue; }
            if (graphNode) { edges.push({ from: body.view, to: key, paths: [] }); continue; }
            // `count` or `Model.count` written, or a view's own `CounterView/_count`.
            const named = written.filter(name => (body.reasons || []).some(reason =>
              reason === "_" + name.split(".").pop() || (name.endsWith("/" + reason) && body.place.startsWith(name.slice(0, -reason.length - 1)))));
            for (const name of named) if (!edges.some(edge => edge.from === name && edge.to === key)) edges.push({ from: name, to: key, paths: [] });
            if (named.length) continue;
            if (reachedAlongGraph) continue;
            for (const name of written) if (!nodes.get(name).edgesIn.length) edges.push({ from: name, to: key, paths: [], guess: true });
          }
          for (const edge of edges) if (nodes.has(edge.to)) nodes.get(edge.to).edgesIn.push(edge);
          return { nodes: [...nodes.values()], edges };
        }

        // Columns by distance from the writes (the nodes nothing reaches), bodies last.
        function layoutCause(model) {
          const column = new Map();
          const place = (node, seen) => {
            if (column.has(node.key)) return column.get(node.key);
            if (seen.has(node.key)) return 0;
            seen.add(node.key);
            const from = node.edgesIn.map(edge => model.nodes.find(other => other.key === edge.from)).filter(Boolean);
            const value = from.length ? 1 + Math.max(...from.map(other => place(other, seen))) : 0;
            column.set(node.key, value);
            return value;
          };
          for (const node of model.nodes) place(node, new Set());
          return column;
        }

        function svgEl(tag, attributes, ...children) {
          const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
          for (const [key, value] of Object.entries(attributes || {})) if (value != null) node.setAttribute(key, value);
          for (const child of children) if (child != null) node.append(child);
          return node;
        }

        function drawCause(snapshot) {
          const box = document.getElementById("cause");
          const model = causeGraph(snapshot);
          if (model.nodes.length === 0) { box.replaceChildren(el("span", { class: "none" }, "the last entry changed nothing")); return; }
          const column = layoutCause(model);
          const width = 210, height = 50, gapX = 46, gapY = 14;
          const rows = new Map(), at = new Map();
          for (const node of model.nodes) {
            const x = column.get(node.key), y = rows.get(x) || 0;
            rows.set(x, y + 1);
            at.set(node.key, { x: 8 + x * (width + gapX), y: 8 + y * (height + gapY) });
          }
          const columns = Math.max(...column.values()) + 1, tallest = Math.max(...rows.values());
          const svgWidth = 16 + columns * width + (columns - 1) * gapX, svgHeight = 16 + tallest * height + (tallest - 1) * gapY;
          // A viewBox lets a wide graph shrink to the column rather than be cut off.
          const svg = svgEl("svg", { width: svgWidth, height: svgHeight, viewBox: `0 0 ${svgWidth} ${svgHeight}`, role: "img", "aria-label": "cause and effect of the last entry" },
            svgEl("defs", {}, svgEl("marker", { id: "ce-arrow", viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" },
              svgEl("path", { d: "M 0 0 L 10 5 L 0 10 z", fill: "#6b7280" }))));
          const clip = (text, length) => text.length > length ? text.slice(0, length - 1) + "…" : text;
          for (const edge of model.edges) {
            const from = at.get(edge.from), to = at.get(edge.to);
            if (!from || !to) continue;
            const x1 = from.x + width, y1 = from.y + height / 2, x2 = to.x, y2 = to.y + height / 2, middle = (x1 + x2) / 2;
            svg.append(svgEl("path", { class: "ce-edge" + (edge.guess ? " ce-guess" : ""), "data-from": edge.from, "data-to": edge.to,
              d: `M ${x1} ${y1} C ${middle} ${y1}, ${middle} ${y2}, ${x2} ${y2}` },
              edge.paths.length ? svgEl("title", {}, edge.paths.join(", ")) : null));
          }
          for (const node of model.nodes) {
            const { x, y } = at.get(node.key);
            const role = node.kind === "body ran" ? "body" : node.edgesIn.length ? "reached" : "write";
            svg.append(svgEl("g", { class: "ce-node", "data-role": role, "data-name": node.name, "data-kind": node.kind, "data-place": node.place },
              svgEl("title", {}, node.text || (node.name + (node.detail ? ": " + node.detail : ""))),
              svgEl("rect", { x, y, width, height, rx: 8 }),
              svgEl("text", { class: "ce-kind", x: x + 10, y: y + 15 }, role === "write" ? "write · " + (node.kind || "") : node.kind || role),
              svgEl("text", { class: "ce-name", x: x + 10, y: y + 31 }, clip(node.name, 26)),
              svgEl("text", { class: "ce-detail", x: x + 10, y: y + 45 }, clip(node.detail || "", 28))));
          }
          box.replaceChildren(svg);
        }
        """#
}

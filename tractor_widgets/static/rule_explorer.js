// RuleExplorer: one position under two rule sets, side by side. Draws what Python computed
// (_view, _selection, _search) and reports what the learner did: a card toggled, a listed play
// clicked, a rule set or option chosen, a position typed, Find a case / Stop, Copy as code, and
// the search's ticks. It never decides a rule.

function rxSelect(label, value, choices, control, onChange) {
  const wrap = twEl("label", "tw-field");
  wrap.append(twEl("span", "tw-form-label", label));
  const s = twQuiet(document.createElement("select"));
  for (const [v, text] of choices) {
    const o = twEl("option", null, text);
    o.value = String(v);
    s.append(o);
  }
  s.value = String(value);
  s.dataset.control = control;
  s.addEventListener("change", () => onChange(s.value));
  wrap.append(s);
  return wrap;
}

function rxInput(label, value, control, size) {
  const wrap = twEl("label", "tw-field tw-rx-input");
  wrap.append(twEl("span", "tw-form-label", label));
  const input = twQuiet(document.createElement("input"));
  input.type = "text";
  input.value = value || "";
  input.size = size;
  input.spellcheck = false;
  input.autocomplete = "off";
  input.dataset.control = control;
  wrap.append(input);
  return [wrap, input];
}

function render({ model, el }) {
  const root = twRoot(el, "rule-explorer");
  const sel = twSelection(model, root);
  const send = sel.send;
  const open = { a: false, b: false };
  let wantCopy = false;

  const selLine = twStatus("tw-status tw-rx-selection");
  const progress = twStatus("tw-caption tw-rx-progress");
  const verdicts = {};
  const stops = [];
  const finds = [];

  function drawSelection() {
    const s = model.get("_selection") || {};
    selLine.textContent = s.text || "";
    if (s.only) selLine.dataset.only = s.only;
    else delete selLine.dataset.only;
    selLine.dataset.verdict = s.only ? "differs" : "none";
    const picked = s.picked || {};
    for (const side of ["a", "b"]) {
      const box = verdicts[side];
      if (!box) continue;
      const v = s[side] || {};
      box.dataset.verdict = v.state || "none";
      box.textContent = v.text || "";
      box.hidden = !v.text;
      for (const b of root.querySelectorAll('.tw-rx-play[data-only="' + side + '"]')) {
        b.setAttribute("aria-pressed", Number(b.dataset.k) === picked[side] ? "true" : "false");
      }
    }
  }

  function drawSearch() {
    const s = model.get("_search") || {};
    progress.textContent = s.text || "";
    progress.dataset.running = s.running ? "true" : "false";
    for (const b of stops) b.disabled = !s.running;
    for (const b of finds) b.disabled = !!s.running;
  }

  function column(c, v) {
    const col = twEl("section", "tw-rx-col");
    col.dataset.side = c.side;
    col.setAttribute("aria-label", c.title);
    const head = twEl("div", "tw-rx-col-head");
    head.append(twEl("span", "tw-rx-letter", c.letter), twEl("span", "tw-rx-col-title", c.title));
    col.append(head);

    // the rule set: a preset, and every option with the rule set's own description
    const chooser = twEl("div", "tw-rx-chooser");
    chooser.append(rxSelect("Preset", c.preset, (v.presets || []).map((p) => [p, p]),
      "preset-" + c.side, (p) => send({ type: "rules", side: c.side, preset: p })));
    const details = document.createElement("details");
    details.className = "tw-rx-options";
    details.open = open[c.side];
    details.addEventListener("toggle", () => { open[c.side] = details.open; });
    const summary = twQuiet(twEl("summary", null, "Options of rule set " + c.letter + " (" +
      (c.options || []).length + ")"));
    summary.dataset.control = "options-" + c.side;
    details.append(summary);
    const list = twEl("ul", "tw-rx-option-list");
    for (const o of c.options || []) {
      const li = twEl("li", "tw-rx-option");
      li.dataset.option = o.name;
      li.append(rxSelect(o.label, o.value, o.choices.map((text, i) => [i, text]),
        o.name + "-" + c.side,
        (i) => send({ type: "rules", side: c.side, option: o.name, choice: Number(i) })));
      li.append(twEl("div", "tw-rx-option-text", o.text));
      list.append(li);
    }
    details.append(list);
    chooser.append(details);
    col.append(chooser);

    const lead = twEl("div", "tw-rx-lead");
    lead.setAttribute("aria-label", "The lead, under rule set " + c.letter);
    lead.append(twEl("span", "tw-section-title", "Lead"), twRow(c.lead || [], { mini: true }));
    col.append(lead);

    col.append(twEl("div", "tw-section-title", "Hand under " + c.letter + " \u00b7 " + c.tally));
    const hand = twHand(c.groups || [], { selectable: true });
    hand.classList.add("tw-hand-cards");
    hand.setAttribute("aria-label", "The hand, marked by rule set " + c.letter);
    const differing = new Set(v.differing || []);
    for (const card of hand.querySelectorAll(".tw-card[data-index]")) {
      if (differing.has(Number(card.dataset.index))) {
        card.dataset.differs = "true";
        const d = card.getAttribute("aria-description") || "";
        card.setAttribute("aria-description", (d ? d + "; " : "") + "marked differently by the other rule set");
      }
    }
    col.append(hand, twEl("div", "tw-prompt tw-rx-prompt", c.prompt || ""));

    const only = twEl("div", "tw-rx-only");
    only.append(twEl("div", "tw-section-title", c.only_title || ""));
    if ((c.only || []).length) {
      const plays = twEl("div", "tw-rx-plays");
      for (const p of c.only) {
        const b = twQuiet(twEl("button", "tw-btn tw-rx-play"));
        b.type = "button";
        b.dataset.only = c.side;
        b.dataset.k = String(p.k);
        b.dataset.control = "play-" + c.side + "-" + p.k;
        b.setAttribute("aria-pressed", "false");
        b.setAttribute("aria-label", "Select " + p.text + ", legal only under rule set " + c.letter);
        b.append(twRow(p.cards, { mini: true }));
        b.addEventListener("click", () => send({ type: "play", side: c.side, k: p.k }));
        plays.append(b);
      }
      only.append(plays);
      if (c.more) only.append(twEl("div", "tw-caption", c.more));
    }
    col.append(only);
    if (c.throw) col.append(twEl("div", "tw-prompt tw-rx-throw", c.throw));
    const verdict = twEl("div", "tw-status tw-rx-verdict");
    verdict.setAttribute("aria-label", "Verdict under rule set " + c.letter);
    verdicts[c.side] = verdict;
    col.append(verdict);
    return col;
  }

  // what the learner typed stays in the fields while the kernel refuses it, to be corrected
  let typed = null;
  function position(v) {
    const box = twEl("div", "tw-rx-form");
    const shown = v.error && typed ? typed : { hand: v.hand_text, lead: v.lead_text, trump: v.trump };
    if (!v.error) typed = null;
    const [handField, hand] = rxInput("Hand", shown.hand, "hand", 36);
    const [leadField, lead] = rxInput("Lead", shown.lead, "lead", 14);
    const [trumpField, trump] = rxInput("Trump", shown.trump, "trump", 4);
    const show = () => {
      typed = { hand: hand.value, lead: lead.value, trump: trump.value };
      send({ type: "position", ...typed });
    };
    for (const input of [hand, lead, trump]) {
      input.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          show();
        }
      });
    }
    const go = twButton("Show this position", show);
    go.dataset.control = "show";
    box.append(handField, leadField, trumpField, go);
    return box;
  }

  function search(v) {
    const box = twEl("div", "tw-rx-form tw-rx-search");
    const k = v.criteria || {};
    const kind = rxSelect("Find", k.kind, v.kinds || [], "kind", () => {});
    const lead = rxSelect("Lead", k.lead, v.lead_kinds || [], "lead-kind", () => {});
    const voids = rxSelect("Follower", k.void, v.voids || [], "void", () => {});
    const find = twButton("Find a case", () => {
      send({ type: "find", kind: kind.querySelector("select").value,
        lead: lead.querySelector("select").value, void: voids.querySelector("select").value });
    });
    find.dataset.control = "find";
    const stop = twButton("Stop", () => send({ type: "stop" }));
    stop.dataset.control = "stop";
    stops.length = 0;
    finds.length = 0;
    stops.push(stop);
    finds.push(find);
    box.append(kind, lead, voids, find, stop, progress);
    return box;
  }

  function codeBox(v) {
    const box = twEl("div", "tw-rx-code-box");
    const copy = twButton("Copy as code", () => {
      wantCopy = true;
      send({ type: "copy" });
    });
    copy.dataset.control = "copy";
    box.append(copy);
    if (v.code) {
      const pre = twEl("pre", "tw-rx-code", v.code);
      pre.tabIndex = 0;
      pre.setAttribute("aria-label", "Code that rebuilds this position");
      twQuiet(pre);
      const note = twEl("span", "tw-caption tw-rx-copied", "");
      box.append(note, pre);
      if (wantCopy) {
        wantCopy = false;
        const done = (text) => { note.textContent = text; };
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(v.code).then(
            () => done("Copied: paste it into a cell."),
            () => done("Select the code below and copy it."));
        } else done("Select the code below and copy it.");
      }
    }
    return box;
  }

  const unbindView = twBind(model, ["_view"], () => {
    const v = model.get("_view") || {};
    twTheme(root, v);
    const focused = document.activeElement && root.contains(document.activeElement)
      ? document.activeElement.dataset.control || null : null;
    const parts = [];
    const setup = twEl("div", "tw-rx-setup");
    setup.append(position(v), search(v));
    parts.push(setup);
    if (v.error) {
      const err = twEl("div", "tw-error", v.error);
      err.setAttribute("role", "alert");
      parts.push(err);
    }
    const diff = twEl("div", "tw-rx-diff");
    diff.dataset.differs = v.differs ? "true" : "false";
    diff.append(twEl("div", "tw-rx-headline", (v.trump_text || "") + " \u00b7 " + (v.headline || "")));
    diff.append(twEl("div", "tw-rx-reason", v.reason || ""));
    parts.push(diff);
    if ((v.others || []).length) {
      const others = twEl("div", "tw-rx-others");
      others.append(twEl("div", "tw-section-title", "The other hands"));
      for (const o of v.others) {
        const row = twEl("div", "tw-rx-other");
        row.setAttribute("aria-label", o.label);
        row.append(twEl("span", "tw-form-label", o.label), twRow(o.cards, { mini: true }));
        others.append(row);
      }
      parts.push(others);
    }
    const cols = twEl("div", "tw-rx-cols");
    for (const c of v.columns || []) cols.append(column(c, v));
    parts.push(cols, selLine);
    const tools = twEl("div", "tw-toolbar");
    tools.append(twButton("Clear the selection", () => send({ type: "clear" })));
    parts.push(tools, twLegend(v.legend || []), codeBox(v));
    root.replaceChildren(...parts);
    root.setAttribute("aria-label", v.summary || "Rule explorer");
    sel.paint();
    drawSelection();
    drawSearch();
    if (focused) {
      const again = root.querySelector('[data-control="' + focused + '"]');
      if (again) again.focus();
    }
  });

  let lastTick = 0;
  let timer = null;
  function drawTick() {
    const t = model.get("_tick") || {};
    if (!t.id || t.id === lastTick) return;
    lastTick = t.id;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (root.isConnected) send({ type: "tick", id: t.id });
    }, t.ms || 0);
  }
  model.on("change:_selection", drawSelection);
  model.on("change:_search", drawSearch);
  model.on("change:_tick", drawTick);
  drawTick();
  return () => {
    unbindView();
    model.off("change:_selection", drawSelection);
    model.off("change:_search", drawSearch);
    model.off("change:_tick", drawTick);
    if (timer) clearTimeout(timer);
    sel.dispose();
  };
}

export default { render };

// RuleExplorer: one position under two rule sets, side by side. Draws what Python computed
// (_view, _selection, _search) and reports what the learner did: a card toggled, a listed play
// clicked, a rule set or option chosen, a position typed, Find a case / Stop, Copy as code, and
// the search's ticks. It never decides a rule. Cards come as indices into the hand and lead
// (see _view.py); `faces` says how each card value is drawn. Kept short: anywidget saves this
// module with every widget in a notebook.

// A labelled <select> of [value, text] choices, or with no choices a text <input> of `size`.
function rxField(label, control, value, choices, size) {
  const wrap = twEl("label", "tw-field");
  const e = twQuiet(document.createElement(choices ? "select" : "input"));
  for (const [v, text] of choices || []) e.append(Object.assign(twEl("option", null, text), { value: v }));
  if (!choices) Object.assign(e, { size, spellcheck: false, autocomplete: "off" });
  e.value = value;
  e.dataset.control = control;
  wrap.append(twEl("span", "tw-form-label", label), e);
  return [wrap, e];
}

const rxNums = (text) => (text ? text.split(" ").map(Number) : []);
// A page word with its {side} (and {play}) filled in.
const rxSay = (text, side, play) => text.replace("{side}", side).replace("{play}", play);

function render({ model, el }) {
  const root = twRoot(el, "rule-explorer", model);
  const sel = twSelection(model, root);
  const send = sel.send;
  const open = {};
  let copying = false;
  let typed = null; // what the learner typed stays in the fields while the kernel refuses it
  const selLine = twStatus("tw-status tw-rx-selection");
  const progress = twStatus("tw-caption tw-rx-progress");
  const verdicts = {};
  const find = twButton("", () => send({ type: "find", ...criteria() }));
  const stop = twButton("", () => send({ type: "stop" }));
  let criteria = () => ({});
  let w = {};

  function drawSelection() {
    const s = model.get("_selection") || {};
    selLine.textContent = s.text || "";
    if (s.only) selLine.dataset.only = s.only;
    else delete selLine.dataset.only;
    for (const side in verdicts) {
      const v = s[side] || {};
      Object.assign(verdicts[side], { textContent: v.text || "", hidden: !v.text });
      verdicts[side].dataset.verdict = v.state || "none";
    }
    for (const b of root.querySelectorAll(".tw-rx-play")) {
      b.setAttribute("aria-pressed", String(+b.dataset.k === s.picked?.[b.dataset.only]));
    }
  }

  function drawSearch() {
    const s = model.get("_search") || {};
    progress.textContent = s.text || "";
    progress.dataset.running = String(!!s.running);
    stop.disabled = !s.running;
    find.disabled = !!s.running;
  }

  function column(c, v) {
    const side = c.side;
    const L = side.toUpperCase();
    const hand = v.hand.split(" ");
    const lead = v.lead.split(" ");
    const states = c.states.split(" ");
    const trumps = new Set(rxNums(c.trumps));
    const face = (text, i, t, st) => {
      const [r, s, k, n] = v.faces[text].split("|");
      return { c: text, i, r, s, k, n: t ? (w.a_trump || "{card}, trump").replace("{card}", n) : n, t, st };
    };
    const held = (i) => face(hand[i], i, trumps.has(i));
    const rules = (msg) => send({ type: "rules", side, ...msg });
    const col = twEl("section", "tw-rx-col");
    col.dataset.side = side;
    col.setAttribute("aria-label", c.title);
    const head = twEl("div", "tw-rx-col-head");
    head.append(twEl("span", "tw-rx-letter", L), twEl("span", null, c.title));
    // the rule set: a preset, and every option with the rule set's own description of it
    const [preset, presetSelect] = rxField(w.preset || "Preset", "preset-" + side, c.preset, v.presets.map((p) => [p, p]));
    presetSelect.onchange = () => rules({ preset: presetSelect.value });
    const details = twEl("details", "tw-rx-options");
    details.open = !!open[side];
    details.ontoggle = () => {
      open[side] = details.open;
      if (details.open && !c.texts.length) send({ type: "describe" });
    };
    const summary = twQuiet(twEl("summary", null, rxSay(w.options_of || "Options of rule set {side}", L)));
    summary.dataset.control = "options-" + side;
    details.append(summary);
    const values = rxNums(c.values);
    Object.keys(v.options).forEach((name, k) => {
      if (values[k] < 0) return;
      const [field, s] = rxField(name.replace(/_/g, " "), name + side, values[k], v.options[name].split("|").map((t, i) => [i, t]));
      s.onchange = () => rules({ option: name, choice: +s.value });
      const row = twEl("div", "tw-rx-option");
      row.dataset.option = name;
      row.append(field, twEl("div", "tw-caption", c.texts[k]));
      details.append(row);
    });
    const leadTrumps = new Set(rxNums(c.lead_trumps));
    const leadBox = twEl("div", "tw-rx-lead");
    leadBox.append(twEl("span", "tw-section-title", w.lead || "Lead"),
      twRow(rxNums(c.lead).map((i) => face(lead[i], i, leadTrumps.has(i))), { mini: true, words: w }));
    const groups = c.groups.map((text) => {
      const [g, label, count, trump, cards] = text.split("|");
      return { g, label, count, trump: +trump, cards: rxNums(cards).map((i) => ({ ...held(i), st: states[i] })) };
    });
    const handBox = twHand(groups, { selectable: true, words: w });
    handBox.setAttribute("aria-label", rxSay(w.marked || "The hand, marked by rule set {side}", L));
    const differing = new Set(rxNums(v.differing));
    for (const e of handBox.querySelectorAll(".tw-card")) {
      if (!differing.has(+e.dataset.index)) continue;
      e.dataset.differs = "true";
      e.setAttribute("aria-description", e.getAttribute("aria-description") + "; " + (w.differs || "marked differently by the other rule set"));
    }
    const plays = twEl("div", "tw-rx-plays");
    c.only.forEach((play, k) => {
      const [text, cards] = play.split("|");
      const b = twButton("", () => send({ type: "play", side, k }));
      b.className += " tw-rx-play";
      Object.assign(b.dataset, { only: side, k, control: "play" + side + k });
      b.setAttribute("aria-label", rxSay(w.select || "Select {play}, legal only under rule set {side}", L, text));
      b.append(twRow(rxNums(cards).map(held), { mini: true, words: w }));
      plays.append(b);
    });
    verdicts[side] = twEl("div", "tw-status tw-rx-verdict");
    verdicts[side].setAttribute("aria-label", rxSay(w.verdict || "Verdict under rule set {side}", L));
    // a found trick: every seat's play in order under this rule set, the winner, and why
    const trick = twEl("div", "tw-rx-trick");
    if (c.trick.length) {
      trick.setAttribute("role", "group");
      trick.setAttribute("aria-label", c.trick_title);
      trick.append(twEl("div", "tw-section-title", c.trick_title));
      if (c.trick_throw) trick.append(twEl("div", "tw-prompt tw-rx-trick-throw", c.trick_throw));
      for (const play of c.trick) {
        const [seat, label, cards, trumps, note, win] = play.split("|");
        const flags = trumps.split(" ");
        const row = twEl("div", "tw-rx-trick-play");
        Object.assign(row.dataset, { seat, winner: String(win === "1") });
        const said = twEl("span", "tw-caption", note);
        if (win === "1") said.prepend(twEl("b", "tw-rx-wins", w.wins || "wins the trick"), " \u00b7 ");
        row.append(twEl("span", "tw-form-label", label),
          twRow(cards.split(" ").map((t, i) => face(t, i, flags[i] === "1")), { mini: true, words: w }), said);
        trick.append(row);
      }
      trick.append(twEl("div", "tw-prompt tw-rx-trick-reason", c.trick_reason));
    }
    col.append(head, preset, details, leadBox, trick,
      twEl("div", "tw-section-title", rxSay(w.hand_under || "Hand under {side}", L) + " \u00b7 " + c.tally), handBox,
      twEl("div", "tw-prompt", c.prompt), twEl("div", "tw-section-title", c.only_title), plays,
      twEl("div", "tw-caption", c.more), twEl("div", "tw-prompt", c.throw), verdicts[side]);
    return col;
  }

  function setup(v) {
    const shown = v.error && typed ? typed : v;
    if (!v.error) typed = null;
    // the typed position, shown by the button or by Enter in a field
    const form = twEl("div", "tw-rx-form");
    const fields = [[w.hand || "Hand", "hand", 36], [w.lead || "Lead", "lead", 14], [w.trump || "Trump", "trump", 4]].map(
      ([label, key, size]) => rxField(label, key, shown[key], null, size));
    const show = () => {
      typed = { hand: fields[0][1].value, lead: fields[1][1].value, trump: fields[2][1].value };
      send({ type: "position", ...typed });
    };
    for (const [, input] of fields) {
      input.onkeydown = (ev) => {
        if (ev.key !== "Enter") return;
        ev.preventDefault();
        show();
      };
    }
    form.append(...fields.map((f) => f[0]), twButton(w.show || "Show this position", show));
    const k = v.criteria;
    const search = [[w.find || "Find", "kind", v.kinds, "kind"], [w.lead || "Lead", "lead", v.lead_kinds, "lead-kind"],
      [w.follower || "Follower", "void", v.voids, "void"]].map(([label, key, choices, control]) =>
      rxField(label, control, k[key], choices.map((t) => t.split("|"))));
    criteria = () => ({ kind: search[0][1].value, lead: search[1][1].value, void: search[2][1].value });
    const row = twEl("div", "tw-rx-form");
    row.append(...search.map((f) => f[0]), find, stop, progress);
    const box = twEl("div", "tw-rx-setup");
    box.append(form, row);
    return box;
  }

  function codeBox(v) {
    const box = twEl("div", "tw-rx-form");
    box.append(twButton(w.copy || "Copy as code", () => {
      copying = true;
      send({ type: "copy" });
    }));
    if (!v.code) return box;
    const note = twEl("span", "tw-caption tw-rx-copied");
    const pre = twQuiet(twEl("pre", "tw-rx-code", v.code));
    pre.tabIndex = 0;
    pre.setAttribute("aria-label", w.code || "Code that rebuilds this position");
    box.append(note, pre);
    const say = (text) => () => { note.textContent = text; };
    if (copying) {
      const manual = say(w.copy_by_hand || "Select the code below and copy it.");
      if (navigator.clipboard) navigator.clipboard.writeText(v.code).then(say(w.copied || "Copied: paste it into a cell."), manual);
      else manual();
    }
    copying = false;
    return box;
  }

  const unbindView = twBind(model, ["_view"], () => {
    const v = model.get("_view") || {};
    if (!v.columns) return;
    w = twTheme(root, v);
    find.textContent = w.find_case || "Find a case";
    stop.textContent = w.stop || "Stop";
    const active = document.activeElement;
    const focused = root.contains(active) && (active.dataset.control || active.textContent);
    const parts = [setup(v)];
    if (v.error) {
      const err = twEl("div", "tw-error", v.error);
      err.setAttribute("role", "alert");
      parts.push(err);
    }
    const diff = twEl("div", "tw-rx-diff");
    diff.dataset.differs = String(v.differs);
    diff.append(twEl("b", null, v.trump_text + " \u00b7 " + v.headline), twEl("div", "tw-rx-reason", v.reason));
    parts.push(diff);
    for (const [label, cards] of v.others) {
      const row = twEl("div", "tw-rx-lead");
      row.append(twEl("span", "tw-form-label", label), twRow(cards.split(" ").map((c, i) => {
        const [r, s, k, n] = v.faces[c].split("|");
        return { c, i, r, s, k, n };
      }), { mini: true, words: w }));
      parts.push(row);
    }
    const cols = twEl("div", "tw-rx-cols");
    cols.append(...v.columns.map((c) => column(c, v)));
    const tools = twEl("div", "tw-toolbar");
    tools.append(twButton(w.clear || "Clear the selection", () => send({ type: "clear" })));
    parts.push(cols, selLine, tools, twLegend(v.legend, w), codeBox(v));
    root.replaceChildren(...parts);
    root.setAttribute("aria-label", v.summary);
    sel.paint();
    drawSelection();
    drawSearch();
    const again = [...root.querySelectorAll("[data-control], button")].find(
      (e) => focused && (e.dataset.control || e.textContent) === focused);
    if (again) again.focus();
  });

  let lastTick = 0;
  let timer = null;
  function drawTick() {
    const t = model.get("_tick") || {};
    if (!t.id || t.id === lastTick) return;
    lastTick = t.id;
    clearTimeout(timer);
    timer = setTimeout(() => root.isConnected && send({ type: "tick", id: t.id }), t.ms || 0);
  }
  const events = { "change:_selection": drawSelection, "change:_search": drawSearch, "change:_tick": drawTick };
  for (const e in events) model.on(e, events[e]);
  drawTick();
  return () => {
    unbindView();
    for (const e in events) model.off(e, events[e]);
    clearTimeout(timer);
    sel.dispose();
  };
}

export default { render };

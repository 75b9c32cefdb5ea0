// Table: a live hand at the table. Python (the engine) decides everything and sends it in
// parts: _faces once, _info, one _sN per seat, _trick, _controls, _status, _end, _allowed,
// _tick and _why (a bot's reason, once the learner asks "Why?"). Each part redraws only its own place on the page (an action changes one seat and the
// trick). The page reports clicks and keys: {type: "toggle", index, card} and
// {type: "act", what, ...}, and at the pace Python asks for, {type: "tick", id}. In another
// language than English, _view's "words" holds the page's own words (keyed by their English)
// and "tag_words" the tags'; every other text is Python's, in the widget's language.
function render({ model, el }) {
  const root = twRoot(el, "table", model);
  root.tabIndex = 0;
  const send = twSender(model);
  const get = (name) => model.get(name) || {};
  let faces = get("_faces");
  const words = () => get("_view").words || {};
  const say = (en) => words()[en] || en;
  // a template of the page's words with its {placeholders} filled in
  const fill = (en, values) => say(en).replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
  const tagWord = (t) => get("_view").tag_words?.[t] || t;
  // the skeleton's words, said again when the language changes: [element, English, attribute]
  const named = [];
  const label = (e, en, attr) => {
    named.push([e, en, attr]);
    return e;
  };
  const aria = (e, en) => label(e, en, "aria-label");
  function drawWords() {
    for (const [e, en, attr] of named) {
      if (attr) e.setAttribute(attr, say(en));
      else e.textContent = say(en);
    }
  }

  // every card is drawn with this table's own words
  const card = (tok, i, opts) => twTok(faces, tok, i, { ...opts, words: words() });
  const row = (text, opts) => twTokRow(faces, text, { ...opts, words: words() });

  // --- the skeleton, built once -----------------------------------------------------------
  const head = twEl("div", "tw-head tw-tb-head");
  const title = twEl("b", "tw-tb-title");
  const phase = twEl("span", "tw-phase tw-tb-phase");
  const facts = twEl("div", "tw-tb-facts");
  head.append(title, phase, facts);
  const felt = twEl("div", "tw-tb-felt");
  felt.setAttribute("role", "group");
  aria(felt, "The table");
  const center = twEl("div", "tw-tb-center");
  const centerLabel = twEl("b", "tw-tb-label");
  const centerLast = twEl("div", "tw-tb-last");
  const centerThrow = twEl("div", "tw-tb-throw");
  const lastPlays = twEl("div", "tw-tb-lastplays");
  lastPlays.setAttribute("role", "group");
  aria(lastPlays, "The last trick");
  center.append(centerLabel, centerThrow, lastPlays, centerLast);
  felt.append(center);
  const status = twStatus("tw-status tw-tb-status");
  const prompt = twEl("div", "tw-prompt tw-tb-prompt");
  const legend = twEl("div", "tw-tb-legend");
  const hands = twEl("div", "tw-tb-hands");
  hands.setAttribute("role", "list");
  aria(hands, "Hands");
  const sel = twSelection(model, hands);

  const bar = twEl("div", "tw-toolbar tw-tb-controls");
  bar.setAttribute("role", "toolbar");
  aria(bar, "Actions");
  const act = (what, extra) => send({ type: "act", what, ...extra });
  // a button of the page's words ("said": Python's, said already)
  const button = (name, en, onClick, said) => {
    const b = twButton(en, onClick);
    b.dataset.control = name;
    return said ? b : label(b, en);
  };
  const bids = twEl("span", "tw-tb-bids");
  const bidSel = button("bid-selected", "Bid the selected cards", () => act("bid"));
  const pass = button("pass", "Pass", () => act("pass"));
  const passAll = button("pass-all", "Pass for the rest of the deal", () => act("pass_all"));
  const bury = button("bury", "Bury", () => act("bury"));
  const callCard = twQuiet(twEl("select", "tw-tb-call-card"));
  aria(callCard, "The card to call");
  callCard.dataset.control = "call-card";
  const callCopy = twQuiet(twEl("select", "tw-tb-call-copy"));
  aria(callCopy, "Which copy counts");
  callCopy.dataset.control = "call-copy";
  const call = button("call", "Call", () =>
    act("call", { card: callCard.value, copy: Number(callCopy.value || 1) }));
  const play = button("play", "Play", () => act("play"));
  const hint = button("hint", "Hint", () => act("hint"));
  const clear = button("clear", "Clear", () => act("clear"));
  const undo = button("undo", "Undo", () => act("undo"));
  const next = button("next", "Next hand", () => act("next"));
  const save = button("save", "Save", () => act("save"));
  const allowedBtn = button("allowed", "What could each seat play?", () => act("allowed"));
  // the bots' level (when every bot seat plays at one): Python says which levels and their words
  const level = twQuiet(twEl("select", "tw-tb-level"));
  aria(level, "The bots' level");
  level.dataset.control = "level";
  level.addEventListener("change", () => act("level", { level: level.value }));
  allowedBtn.setAttribute("aria-expanded", "false");
  // At a pace, nothing moves until the learner's first click or key in the table (Start, or
  // anything else): a table shown at Run All waits for its player.
  const start = button("start", "Start the deal", () => {});
  start.hidden = true;
  bar.append(start, bids, bidSel, pass, passAll, bury, callCard, callCopy, call, play, hint,
    clear, undo, next, save, allowedBtn, level);
  const keys = label(twEl("div", "tw-caption tw-tb-keys"), "Keys: Tab and arrows move, Space selects; P (or Enter) plays, bids, buries or calls; H hint, U undo, N next hand, C clear.");
  const allowed = twEl("div", "tw-tb-allowed");
  const end = twEl("div", "tw-tb-end");
  // the felt, and beside it (or under it, on a narrow page) what the learner reads and presses;
  // the hand below both, so that trick, hand and controls fit on one screen; the keys last
  const side = twEl("div", "tw-tb-side");
  side.append(status, prompt, legend, bar, end, allowed);
  const layout = twEl("div", "tw-tb-main");
  layout.append(felt, side);
  root.replaceChildren(head, layout, hands, keys);

  const seatBox = [];
  const handRow = [];
  function build(n) {
    if (seatBox.length === n) return;
    for (let s = 0; s < n; s++) {
      const box = twEl("div", "tw-tb-seat");
      box.dataset.seat = s;
      box.setAttribute("role", "group");
      const name = twEl("div", "tw-seat-name");
      const tags = twEl("span", "tw-seat-tags");
      const meta = twEl("div", "tw-tb-meta");
      const slot = twEl("div", "tw-tb-slot");
      const info = twEl("div", "tw-tb-info");
      info.append(name, tags, meta);
      box.append(info, slot);
      box._parts = { name, tags, meta, slot };
      felt.append(box);
      seatBox.push(box);
      const r = twEl("div", "tw-tb-hand");
      r.dataset.seat = s;
      r.setAttribute("role", "listitem");
      hands.append(r);
      handRow.push(r);
    }
  }

  // --- drawing each part ----------------------------------------------------------------------
  function drawInfo() {
    const v = get("_info");
    twTheme(root, v);
    build(v.players || 0);
    title.textContent = v.title || "";
    phase.textContent = v.phase_label || "";
    phase.dataset.phase = v.phase || "";
    const items = (v.facts || []).map((f) => {
      const item = twEl("span", "tw-tb-fact");
      item.dataset.fact = (f.id || f.k).toLowerCase().replace(/[^a-z]+/g, "-");
      item.append(twEl("b", null, f.k), " " + f.v);
      return item;
    });
    facts.replaceChildren(...items);
    root.setAttribute("aria-label", fill("Tractor table: {title}, {phase}",
      { title: v.title || "", phase: v.phase_label || "" }));
  }

  function drawSeat(s) {
    const v = get("_s" + s);
    const box = seatBox[s];
    if (!box) return;
    const p = box._parts;
    box.className = "tw-tb-seat tw-tb-pos-" + (v.pos || "b");
    p.name.textContent = v.name || "";
    p.tags.replaceChildren(...(v.tags || []).map((t) => {
      const tag = twEl("span", "tw-tag", tagWord(t));
      tag.dataset.tag = t.toLowerCase().replace(/[^a-z]+/g, "-");
      return tag;
    }));
    p.meta.textContent = v.meta || "";
    box.setAttribute("aria-label", (v.name || "") + ": " + p.meta.textContent);
    const r = handRow[s];
    // the cards are redrawn only when they (or their marks) changed, not for points or tags
    const key = JSON.stringify([v.hidden, v.groups, v.states, v.selectable, v.big, v.turn, v.name]);
    if (r._key === key) return;
    r._key = key;
    const hadFocus = r.contains(document.activeElement);
    if (v.hidden) {
      r.hidden = true;
      r.replaceChildren();
    } else {
      r.hidden = false;
      r.dataset.active = v.selectable ? "true" : "false";
      // a big hand is fitted on one line by table.css, from each group's covered cards (--c)
      r.classList.toggle("tw-big", !!v.big);
      const states = v.states ? v.states.split(" ") : null;
      const hand = twEl("div", "tw-hand");
      let i = 0;
      for (const g of v.groups || []) {
        const group = twEl("div", "tw-group" + (g.g === "T" ? " tw-group-trump" : ""));
        group.dataset.group = g.g;
        group.setAttribute("role", "group");
        group.setAttribute("aria-label", g.label + ", " + g.count);
        group.style.setProperty("--c", g.count - 1);
        const gh = twEl("div", "tw-ghead");
        gh.append(twEl("span", "tw-glabel", g.label), twEl("span", "tw-gcount", g.count));
        const cards = twEl("div", "tw-cards");
        for (const tok of g.cards.split(" ")) {
          cards.append(card(tok, i, { selectable: !!v.selectable, mini: !v.big,
            st: states ? states[i] : undefined }));
          i++;
        }
        group.append(gh, cards);
        hand.append(group);
      }
      const heading = twEl("div", "tw-tb-hand-label", v.turn || v.name || "");
      r.setAttribute("aria-label", fill("{name}'s hand", { name: v.name || "" }));
      if (!v.count) hand.append(twEl("span", "tw-none", say("no cards")));
      r.replaceChildren(heading, hand);
    }
    sel.paint();
    if (hadFocus) {
      const first = hands.querySelector(".tw-card[role=button]");
      (first || root).focus();
    }
  }
  function drawSeats() {
    for (let s = 0; s < seatBox.length; s++) drawSeat(s);
  }

  // the learner's "Why?" beside the last bot play that has a reason; its words come from
  // Python (_why) when pressed
  const whyText = twEl("div", "tw-tb-why");
  whyText.setAttribute("role", "note");
  function drawWhy() {
    const mark = get("_trick").why;
    const v = get("_why");
    whyText.textContent = mark && v.step === mark.step ? v.text || "" : "";
    whyText.hidden = !whyText.textContent;
    const b = root.querySelector('[data-control="why"]');
    if (b) b.setAttribute("aria-expanded", String(!whyText.hidden));
  }
  function drawTrick() {
    const v = get("_trick");
    for (const box of seatBox) {
      box._parts.slot.replaceChildren(twEl("div", "tw-seat-empty", "\u2014"));
      box.dataset.toAct = Number(box.dataset.seat) === v.to_act;
      delete box.dataset.winner;
    }
    for (const p of v.plays || []) {
      const box = seatBox[p.seat];
      if (!box) continue;
      const tag = twEl("span", "tw-tag",
        tagWord(p.tag) + (p.winner && p.tag.indexOf("BID") < 0 ? " " + tagWord("\u2605 WINS") : ""));
      tag.dataset.tag = p.tag.toLowerCase().replace(/[^a-z]+/g, "-");
      const played = row(p.cards, { mini: true });
      played.classList.add("tw-tb-played");
      played.setAttribute("aria-label",
        fill("Seat {seat} {tag}", { seat: p.seat, tag: tagWord(p.tag).toLowerCase() }));
      box._parts.slot.replaceChildren(tag, played);
      if (p.why) box._parts.slot.append(twEl("div", "tw-tb-why", p.why));
      if (p.winner) box.dataset.winner = "true";
    }
    const why = v.why && seatBox[v.why.seat];
    if (why) {
      const b = twButton(say("Why?"), () => act("why"));
      b.dataset.control = "why";
      b.setAttribute("aria-label", fill("Why did seat {seat} play that?", { seat: v.why.seat }));
      why._parts.slot.append(b, whyText);
    }
    drawWhy();
    centerLabel.textContent = v.label || "";
    centerThrow.textContent = (v.throw?.text) || v.note || "";
    centerLast.textContent = v.last || "";
    lastPlays.replaceChildren(...(v.last_plays || []).map((p) => {
      const item = twEl("div", "tw-tb-lastplay");
      item.dataset.seat = p.seat;
      if (p.winner) item.dataset.winner = "true";
      item.append(twEl("span", "tw-tb-lastseat",
        fill("Seat {seat}", { seat: p.seat }) + (p.winner ? " \u2605" : "")),
        row(p.cards, { mini: true }));
      return item;
    }));
    if (v.last_plays) lastPlays.prepend(twEl("div", "tw-caption", say("Last trick")));
  }

  let ctl = {};
  function drawControls() {
    ctl = get("_controls");
    const k = ctl.kind;
    prompt.textContent = ctl.prompt || "";
    const items = ctl.legend || [];
    const key = JSON.stringify([items, words()]);
    if (key !== legend._key) {
      legend._key = key;
      legend.replaceChildren(...(items.length ? [twLegend(items, words())] : []));
    }
    bids.replaceChildren(...(ctl.bids || []).map((b) =>
      button("bid", b.label, () => act("bid", { cards: b.cards }), true)));
    const show = (b, on) => { b.hidden = !on; };
    for (const e of [bidSel, pass, passAll]) show(e, k === "bid");
    show(bury, k === "bury");
    bury.textContent = ctl.bury || say("Bury");
    for (const e of [callCard, callCopy, call]) show(e, k === "call");
    if (k === "call") {
      const keep = callCard.value;
      callCard.replaceChildren(...(ctl.calls || []).map((c) => {
        const o = twEl("option", null, c.label);
        o.value = c.card;
        return o;
      }));
      callCopy.replaceChildren(...Array.from({ length: ctl.copies || 1 }, (_, j) => {
        const o = twEl("option", null,
          j === 0 ? say("first copy played") : say("second copy played"));
        o.value = String(j + 1);
        return o;
      }));
      const h = ctl.call_hint;
      if (h) { callCard.value = h[0]; callCopy.value = String(h[1]); }
      else if (keep) callCard.value = keep;
    }
    show(play, k === "lead" || k === "follow");
    show(hint, !!ctl.hint);
    show(clear, k !== "wait" && k !== "done" && k !== "call");
    show(undo, !!ctl.undo);
    show(next, !!ctl.next);
    root.dataset.kind = k || "";
    const levels = ctl.levels || [];
    show(level, levels.length > 0);
    const levelKey = JSON.stringify(levels);
    if (level._key !== levelKey) {
      level._key = levelKey;
      level.replaceChildren(...levels.map((l) => {
        const o = twEl("option", null, l.label);
        o.value = l.name;
        return o;
      }));
    }
    if (ctl.level) level.value = ctl.level;
    for (const box of seatBox) {
      if (Number(box.dataset.seat) === ctl.thinking) box.dataset.thinking = "true";
      else delete box.dataset.thinking;
    }
  }

  function drawStatus() {
    const v = get("_status");
    status.dataset.verdict = v.verdict || "info";
    status.textContent = v.text || "";
  }

  function drawEnd() {
    const v = get("_end");
    if (!v.steps) {
      end.replaceChildren();
      end.hidden = true;
      return;
    }
    end.hidden = false;
    const list = twEl("ol", "tw-tb-steps");
    for (const s of v.steps) {
      const li = twEl("li");
      li.append(twEl("b", null, s.title + ": " + s.value), " " + s.text);
      list.append(li);
    }
    const parts = [twEl("div", "tw-section-title",
      say("End of the hand: the score, step by step")), list];
    if (v.kitty) {
      const k = twEl("div", "tw-tb-kitty");
      k.append(twEl("b", null, say("The kitty:") + " "), row(v.kitty, { mini: true }));
      parts.push(k);
    }
    parts.push(twEl("p", "tw-tb-levels", fill("Levels now: {levels}", { levels: v.levels || "" })));
    if (v.game) parts.push(twEl("p", "tw-tb-game", v.game));
    end.replaceChildren(...parts);
  }

  function drawAllowed() {
    const v = get("_allowed");
    allowedBtn.setAttribute("aria-expanded", String(!!v.title));
    if (!v.title) {
      allowed.replaceChildren();
      allowed.hidden = true;
      return;
    }
    allowed.hidden = false;
    const list = twEl("ul", "tw-tb-allowed-list");
    for (const r of v.rows || []) {
      const li = twEl("li");
      li.dataset.seat = r.seat;
      li.append(row(r.played, { mini: true }), twEl("span", null, r.text));
      if (r.must !== undefined) {
        li.append(twEl("span", "tw-caption",
          r.must ? say("must:") + " " : say("must: nothing")));
        if (r.must) li.append(row(r.must, { mini: true, st: "must" }));
        li.append(twEl("span", "tw-caption", say("may:") + " "), row(r.may, { mini: true }));
      }
      list.append(li);
    }
    allowed.replaceChildren(twEl("div", "tw-section-title", v.title), list);
  }

  let lastTick = 0;
  let timer = null;
  let started = false;
  function begin() {
    if (started) return;
    started = true;
    start.hidden = true;
    drawTick();
  }
  root.addEventListener("pointerdown", begin, true);
  root.addEventListener("keydown", begin, true);
  function drawTick() {
    const t = get("_tick");
    if (!t.id || t.id === lastTick) return;
    if (!started) {
      start.hidden = false;
      return;
    }
    lastTick = t.id;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => { timer = null; send({ type: "tick", id: t.id }); }, t.ms || 0);
  }

  // the main action (P or Enter): the kernel knows which one is due, so the page just asks
  function main() {
    act("main", callCard.hidden ? {} : { card: callCard.value, copy: Number(callCopy.value || 1) });
  }
  function onKey(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const t = ev.target;
    if (t.closest?.("button, select, input, .tw-card[role=button]") && ev.key === "Enter") return;
    if (t.closest?.("select, input")) return;
    const key = ev.key.length === 1 ? ev.key.toLowerCase() : ev.key;
    const map = { p: main, Enter: main, h: () => act("hint"), u: () => act("undo"),
      n: () => act("next"), c: () => act("clear") };
    if (!(key in map)) return;
    ev.preventDefault();
    ev.stopPropagation();
    map[key]();
  }
  root.addEventListener("keydown", onKey);

  // A message's parts arrive together (a Play: _controls, _s0, selected, _trick). The trick,
  // the status and the pace are drawn at once, so the card played shows first; the hands and
  // the rest are drawn after the next frame is painted.
  const later = new Set();
  let pending = 0;
  function flush() {
    pending = 0;
    const parts = Array.from(later);
    later.clear();
    for (const f of parts) f();
  }
  function defer(f) {
    return () => {
      later.add(f);
      if (!pending) pending = requestAnimationFrame(() => setTimeout(flush, 0));
    };
  }
  function drawAll() {
    for (const r of handRow) r._key = undefined;
    drawWords();
    drawInfo();
    drawSeats();
    drawTrick();
    drawControls();
    drawStatus();
    drawEnd();
    drawAllowed();
  }
  const handlers = [
    ["_faces", () => {
      faces = get("_faces");
      drawAll();
    }],
    ["_view", defer(drawAll)],
    ["_info", defer(drawInfo)],
    ["_trick", drawTrick],
    ["_controls", defer(drawControls)],
    ["_status", drawStatus],
    ["_end", defer(drawEnd)],
    ["_allowed", defer(drawAllowed)],
    ["_tick", drawTick],
    ["_why", drawWhy],
  ];
  for (let s = 0; s < 5; s++) handlers.push(["_s" + s, defer(() => drawSeat(s))]);
  drawAll();
  drawTick();
  for (const [name, f] of handlers) model.on("change:" + name, f);
  return () => {
    for (const [name, f] of handlers) model.off("change:" + name, f);
    root.removeEventListener("pointerdown", begin, true);
    root.removeEventListener("keydown", begin, true);
    if (timer) clearTimeout(timer);
    if (pending) cancelAnimationFrame(pending);
    sel.dispose();
  };
}

export default { render };

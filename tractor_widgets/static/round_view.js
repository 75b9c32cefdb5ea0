// RoundView: a whole round, one action at a time. Python computes every position (the "_view");
// the page draws it, patching only what changed, and asks for a step with {type: "go", step, seq}. The controls are built
// once and kept, so keyboard focus stays on them while the position redraws. (Kept short: a
// saved notebook stores this module with every RoundView.)
function render({ model, el }) {
  const root = twRoot(el, "round-view", model);
  root.tabIndex = 0;
  let seq = 0, pending = 0, queued = null, want = model.get("step") || 0, faces = {}, w = {}, spoken;
  const view = () => model.get("_view") || {};
  const total = () => view().total || 0;

  const head = twEl("div", "tw-head tw-rv-head");
  const title = twEl("b");
  const phase = twEl("span", "tw-phase tw-rv-phase");
  head.append(title, phase);
  const bar = twEl("div", "tw-toolbar tw-rv-controls");
  bar.setAttribute("role", "toolbar");
  const btn = (name, target) => {
    const b = twButton("", () => b.getAttribute("aria-disabled") !== "true" && go(target()));
    b.dataset.control = name;
    return b;
  };
  const first = btn("first", () => 0);
  const back = btn("back", () => want - 1);
  const forward = btn("forward", () => want + 1);
  const last = btn("last", total);
  const slider = twQuiet(twEl("input", "tw-rv-slider"));
  slider.type = "range";
  slider.min = "0";
  slider.dataset.control = "slider";
  // the words of the controls, in the widget's language ("words", absent in English)
  function labels() {
    bar.setAttribute("aria-label", w.steps || "Step through the round");
    first.textContent = "\u25C0\u25C0 " + (w.go_first || "First");
    back.textContent = "\u25C0 " + (w.go_back || "Back");
    forward.textContent = (w.go_forward || "Forward") + " \u25B6";
    last.textContent = (w.go_last || "Last") + " \u25B6\u25B6";
    slider.setAttribute("aria-label", w.step || "Step");
    hands.setAttribute("aria-label", w.hands || "Hands");
  }
  const steps = (text, at, n) => text.replace("{step}", at).replace("{total}", n);
  slider.addEventListener("input", () => go(Number(slider.value)));
  const counter = twEl("span", "tw-rv-counter");
  counter.setAttribute("aria-hidden", "true");
  bar.append(first, back, slider, forward, last, counter);
  const body = twEl("div");
  root.replaceChildren(head, bar, body);

  function paint() {
    const n = total();
    const at = pending || queued !== null ? want : model.get("step") || 0;
    slider.max = String(n);
    slider.value = String(at);
    slider.setAttribute("aria-valuetext", steps(w.step_of || "step {step} of {total}", at, n));
    counter.textContent = steps(w.counter || "step {step} / {total}", at, n);
    for (const b of [first, back]) b.setAttribute("aria-disabled", String(at <= 0));
    for (const b of [forward, last]) b.setAttribute("aria-disabled", String(at >= n));
  }
  function send(step) {
    pending = ++seq;
    model.send({ type: "go", step, seq });
  }
  function go(step) {
    want = Math.max(0, Math.min(total(), Math.round(step)));
    paint();
    if (pending) queued = want;
    else if (want !== model.get("step")) send(want);
  }
  function onMsg(msg) {
    if (msg?.type !== "ack" || msg.seq !== pending) return;
    pending = 0;
    const q = queued;
    queued = null;
    if (q !== null && q !== model.get("step")) send(q);
    else want = model.get("step") || 0;
    paint();
  }
  function onKey(ev) {
    if (ev.target === slider) return; // the slider moves itself with the arrow keys
    const moves = { ArrowLeft: want - 1, ArrowRight: want + 1, Home: 0, End: total() };
    if (!(ev.key in moves)) return;
    ev.preventDefault();
    ev.stopPropagation();
    go(moves[ev.key]);
  }

  // Cards come as tokens ("10H 10H* BJ*", "*" for a trump); their faces once, in _faces.
  const cards = (text, start) => twTokRow(faces, text, { mini: true, words: w }, start);
  function backs(n) {
    const row = twEl("div", "tw-cards");
    for (let i = 0; i < n; i++) row.append(twBack(i, w));
    for (const b of row.querySelectorAll(".tw-back")) b.classList.add("tw-mini");
    return row;
  }
  function who(s, tags, cls) {
    const box = twEl("div", cls);
    const list = twEl("span", "tw-seat-tags");
    for (const t of tags) {
      const tag = twEl("span", "tw-tag", view().tag_words?.[t] || t);
      tag.dataset.tag = t.toLowerCase().replace(/[^a-z]+/g, "-");
      list.append(tag);
    }
    box.append(twEl("div", "tw-seat-name", s.name), list);
    return box;
  }

  // The body is built once; a step redraws only what changed: a seat whose data changed
  // (usually the one that acted), the sentences, the facts, the centre, the kitty, the result.
  const said = twStatus("tw-status tw-rv-said");
  const facts = twEl("div", "tw-rv-facts");
  const table = twEl("div", "tw-table tw-rv-table");
  const center = twEl("div", "tw-table-center");
  const centerLabel = twEl("b");
  center.append(centerLabel);
  table.append(center);
  const hands = twEl("div", "tw-rv-hands");
  hands.setAttribute("role", "list");
  const kitty = twEl("div", "tw-rv-kitty");
  const result = twEl("div", "tw-status tw-rv-result");
  body.replaceChildren(said, facts, table, hands, kitty, result);
  const seatEls = [];
  const drawn = [];
  const put = (el, key, make) => {
    if (el._key === key) return;
    el._key = key;
    el.replaceChildren(...make());
  };

  function drawSeat(s, k) {
    if (!seatEls[k]) {
      const seat = twEl("div");
      seat.setAttribute("role", "group");
      table.append(seat);
      const row = twEl("div", "tw-rv-hand");
      row.setAttribute("role", "listitem");
      hands.append(row);
      seatEls[k] = { seat, row };
    }
    const key = JSON.stringify(s);
    if (drawn[k] === key) return;
    drawn[k] = key;
    const { seat, row } = seatEls[k];
    const tags = s.play_tag ? [s.play_tag] : [];
    const wins = s.winner && tags[0].indexOf("BID") < 0;
    if (wins) tags.push("\u2605 WINS");
    const top = who(s, tags, "tw-seat-top");
    seat.className = "tw-seat tw-pos-" + s.pos;
    seat.dataset.seat = String(s.seat);
    if (wins) seat.dataset.winner = "true";
    else delete seat.dataset.winner;
    seat.setAttribute("aria-label", s.table_label);
    seat.replaceChildren(...top.childNodes, s.play ? cards(s.play) : twEl("div", "tw-seat-empty", "\u2014"));

    row.dataset.seat = String(s.seat);
    if (s.tags.indexOf("TO ACT") >= 0) row.dataset.toAct = "true";
    else delete row.dataset.toAct;
    if (!row._label) {
      row._label = twEl("div");
      row._box = twEl("div", "tw-rv-cards");
      row.append(row._label, row._box);
    }
    // the name and tags, and the cards, each redrawn only when they changed
    put(row._label, JSON.stringify([s.name, s.tags, s.meta]), () => {
      const label = who(s, s.tags, "tw-rv-who");
      label.append(twEl("div", "tw-rv-meta", s.meta));
      return [label];
    });
    const box = row._box;
    box.setAttribute("aria-label", s.hand_label);
    put(box, JSON.stringify([s.hidden, s.count, s.groups]), () => {
      const parts = [];
      if (s.hidden && s.count) parts.push(backs(s.count));
      let index = 0;
      for (const g of s.groups || []) {
        const group = cards(g.cards, index);
        index += group.childElementCount;
        group.classList.add("tw-rv-group");
        if (g.g === "T") group.classList.add("tw-group-trump");
        group.dataset.group = g.g;
        group.setAttribute("role", "group");
        group.setAttribute("aria-label", view().groups?.[g.g] || g.g);
        parts.push(group);
      }
      if (!s.count) parts.push(twEl("span", "tw-none", w.no_cards || "no cards"));
      return parts;
    });
  }

  function draw() {
    const v = view();
    w = twTheme(root, v);
    const lang = JSON.stringify(w);
    if (lang !== spoken) {
      spoken = lang;
      labels();
      forget(); // another language: every part is drawn again
    }
    if (!pending && queued === null) want = model.get("step") || 0;
    title.textContent = v.title || "";
    phase.textContent = v.phase_label || "";
    phase.dataset.phase = v.phase || "";
    paint();
    put(said, JSON.stringify(v.said), () => (v.said || []).map((s) => twEl("p", null, s)));
    put(facts, JSON.stringify(v.facts), () => (v.facts || []).map((f) => {
      const item = twEl("span", "tw-rv-fact");
      item.append(twEl("b", null, f.k), " " + f.v);
      return item;
    }));
    (v.seats || []).forEach(drawSeat);
    centerLabel.textContent = v.trick_label || "";
    kitty.hidden = !v.kitty;
    if (v.kitty) {
      put(kitty, JSON.stringify(v.kitty), () => {
        const row = twEl("div", "tw-rv-cards");
        row.append(cards(v.kitty.cards || ""), backs(v.kitty.backs || 0));
        return [twEl("b", null, v.kitty.label), row];
      });
    }
    result.hidden = !v.result;
    put(result, v.result || "", () => (v.result ? [twEl("b", null, (w.result || "Result:") + " "), v.result] : []));
    root.setAttribute("aria-label", v.summary || w.round || "Round");
  }
  function forget() {
    drawn.length = 0;
    for (const el of [said, facts, kitty, result]) el._key = undefined;
    for (const e of seatEls) if (e?.row._box) e.row._label._key = e.row._box._key = undefined;
  }
  function redrawAll() {
    faces = model.get("_faces") || {};
    forget();
    draw();
  }
  faces = model.get("_faces") || {};
  model.on("change:_faces", redrawAll);

  root.addEventListener("keydown", onKey);
  model.on("msg:custom", onMsg);
  model.on("change:step", paint);
  const unbind = twBind(model, ["_view"], draw);
  return () => {
    unbind();
    model.off("msg:custom", onMsg);
    model.off("change:step", paint);
    model.off("change:_faces", redrawAll);
  };
}

export default { render };

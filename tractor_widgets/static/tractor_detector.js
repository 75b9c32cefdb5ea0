// TractorDetector: draws the cards, then each tractor and pair as a bracketed group with its
// reason; the trump and rule controls report changes to Python, which redraws everything.
function twSelect(label, value, choices, onChange) {
  const wrap = twEl("label", "tw-field");
  wrap.append(twEl("span", null, label));
  const s = twQuiet(document.createElement("select"));
  for (const [v, text] of choices) {
    const o = twEl("option", null, text);
    o.value = v;
    s.append(o);
  }
  s.value = value;
  s.addEventListener("change", () => onChange(s.value));
  wrap.append(s);
  return wrap;
}

function twCombo(c, faces, words) {
  const box = twEl("div", "tw-combo");
  box.dataset.kind = c.kind;
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", c.label + ": " + c.reason);
  const cards = twEl("div", "tw-combo-cards");
  for (const i of c.cards) if (faces[i]) cards.append(twCard(faces[i], { mini: true, words }));
  const text = twEl("div", "tw-combo-text");
  text.append(twEl("div", "tw-combo-kind", c.label), twEl("div", "tw-combo-reason", c.reason));
  box.append(cards, text);
  return box;
}

function render({ model, el }) {
  const root = twRoot(el, "tractor-detector", model);
  const send = twSender(model);
  return twBind(model, ["_view"], () => {
    const v = model.get("_view") || {};
    const k = v.controls || {};
    twTheme(root, v);
    const w = v.words || {};
    const focused = document.activeElement && root.contains(document.activeElement)
      ? document.activeElement.dataset.control : null;
    const tools = twEl("div", "tw-toolbar");
    const rank = twSelect(w.rank || "Trump rank", k.rank, (k.ranks || []).map((r) => [r, r]), (r) =>
      send({ type: "set", trump: r + (k.suit || "NT") }));
    const suit = twSelect(w.suit || "Trump suit", k.suit, k.suits || [], (s) =>
      send({ type: "set", trump: k.rank + s }));
    const rules = twSelect(w.rules || "Rules", k.rules, (k.presets || []).map((p) => [p, p]), (p) =>
      send({ type: "set", rules: p }));
    rank.querySelector("select").dataset.control = "rank";
    suit.querySelector("select").dataset.control = "suit";
    rules.querySelector("select").dataset.control = "rules";
    tools.append(rank, suit, rules);
    for (const opt of k.options || []) {
      const lab = twEl("label", "tw-field");
      const box = twQuiet(document.createElement("input"));
      box.type = "checkbox";
      box.checked = !!opt.value;
      box.dataset.control = opt.name;
      box.addEventListener("change", () => send({ type: "set", option: opt.name, value: box.checked }));
      lab.append(box, twEl("span", null, opt.label));
      tools.append(lab);
    }
    const parts = [tools];
    if (v.error) {
      const err = twEl("div", "tw-error", v.error);
      err.setAttribute("role", "alert");
      parts.push(err);
    }
    parts.push(twHand(v.groups || [], { words: w }), twEl("div", "tw-prompt tw-summary", v.summary || ""));
    const faces = {};
    for (const g of v.groups || []) for (const c of g.cards) faces[c.i] = c;
    const list = twEl("div", "tw-combos");
    const combos = (v.tractors || []).concat(v.pairs || []);
    for (const [kind, title, items] of [["tractor", w.tractors || "Tractors", v.tractors || []],
      ["pair", w.pairs || "Pairs", v.pairs || []]]) {
      if (!items.length) continue;
      const box = twEl("div", "tw-combo-list");
      box.dataset.kind = kind;
      for (const c of items) box.append(twCombo(c, faces, w));
      list.append(twEl("div", "tw-section-title", title + " \u00b7 " + items.length), box);
    }
    if (!combos.length) list.append(twEl("div", "tw-none", w.none || "No pairs and no tractors."));
    for (const n of v.notes || []) list.append(twEl("div", "tw-caption tw-note", n));
    parts.push(list, twEl("div", "tw-caption tw-order", v.order || ""));
    root.replaceChildren(...parts);
    root.setAttribute("aria-label", v.summary || w.title || "Pairs and tractors");
    if (focused) {
      const again = root.querySelector('[data-control="' + focused + '"]');
      if (again) again.focus();
    }
  });
}

export default { render };

// ScoreCalculator: a form whose changes go to Python, and the steps Python computed.
function render({ model, el }) {
  const root = twRoot(el, "score-calculator", model);
  const send = twSender(model);
  let uid = 0;
  function field(form, label, input) {
    uid += 1;
    input.id = "tw-sc-" + Math.random().toString(36).slice(2) + uid;
    const lab = twEl("label", null, label);
    lab.htmlFor = input.id;
    form.append(lab, input);
  }
  function text(name, value, placeholder) {
    const i = twQuiet(document.createElement("input"));
    i.type = "text";
    i.value = value == null ? "" : String(value);
    if (placeholder) i.placeholder = placeholder;
    i.dataset.field = name;
    let sent = i.value;
    const commit = () => {
      if (i.value === sent) return;
      sent = i.value;
      send({ type: "set", field: name, value: i.value });
    };
    i.addEventListener("change", commit);
    i.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter") commit();
    });
    return i;
  }
  function select(name, value, choices) {
    const s = twQuiet(document.createElement("select"));
    for (const c of choices) {
      const o = twEl("option", null, c);
      o.value = c;
      s.append(o);
    }
    s.value = value;
    s.dataset.field = name;
    s.addEventListener("change", () => send({ type: "set", field: name, value: s.value }));
    return s;
  }
  return twBind(model, ["_view"], () => {
    const v = model.get("_view") || {};
    const k = v.inputs || {};
    twTheme(root, v);
    const w = v.words || {};
    const focused = document.activeElement && root.contains(document.activeElement)
      ? document.activeElement.dataset.field : null;
    const form = twEl("div", "tw-form");
    field(form, w.rules || "Rules", select("rules", k.rules, k.presets || []));
    const pts = text("captured_points", k.captured_points, w.eg_points || "e.g. 65");
    pts.type = "number";
    pts.min = "0";
    pts.step = "5";
    field(form, w.points || "Defenders' points from tricks", pts);
    field(form, w.won || "…or the point cards they won",
      text("captured", k.captured, w.eg_won || "e.g. 5D 10S KH"));
    field(form, w.kitty || "Kitty cards", text("kitty", k.kitty, w.eg_kitty || "e.g. 5C 10D 3S"));
    const lead = text("last_lead", k.last_lead);
    lead.type = "number";
    lead.min = "1";
    field(form, w.lead || "Cards in the last lead", lead);
    const radios = twEl("div", "tw-radios");
    radios.setAttribute("role", "radiogroup");
    radios.setAttribute("aria-label", w.who || "Who won the last trick");
    const group = "tw-sc-" + Math.random().toString(36).slice(2);
    for (const [side, name] of [["defenders", w.defenders || "defenders"],
      ["declarers", w.declarers || "declarers"]]) {
      const lab = twEl("label");
      const r = twQuiet(document.createElement("input"));
      r.type = "radio";
      r.name = group;
      r.value = side;
      r.checked = k.last_trick === side;
      r.dataset.field = "last_trick-" + side;
      r.addEventListener("change", () => send({ type: "set", field: "last_trick", value: side }));
      lab.append(r, twEl("span", null, name));
      radios.append(lab);
    }
    form.append(twEl("span", "tw-form-label", w.by || "Last trick won by"), radios);
    field(form, w.level || "Declarers' level", select("level", k.level, k.ranks || []));
    const parts = [form];
    if (v.error) {
      const err = twEl("div", "tw-error", v.error);
      err.setAttribute("role", "alert");
      parts.push(err);
    }
    const steps = twEl("ol", "tw-steps");
    steps.setAttribute("aria-label", w.steps || "Calculation");
    const all = v.steps || [];
    all.forEach((s, n) => {
      const li = twEl("li", "tw-step");
      if (n === all.length - 1) li.dataset.final = "true";
      li.append(twEl("span", "tw-step-title", s.title), twEl("span", "tw-step-value", s.value),
        twEl("span", "tw-step-text", s.text));
      steps.append(li);
    });
    parts.push(steps);
    root.replaceChildren(...parts);
    root.setAttribute("aria-label", v.summary || w.title || "Score calculator");
    if (focused) {
      const again = root.querySelector('[data-field="' + focused + '"]');
      if (again) again.focus();
    }
  });
}

export default { render };

// TrickView: seats around a table, each with its play; the winner and reason from Python.
function render({ model, el }) {
  const root = twRoot(el, "trick-view", model);
  return twBind(model, ["_view"], () => {
    const v = model.get("_view") || {};
    twTheme(root, v);
    const w = v.words || {};
    const table = twEl("div", "tw-table");
    for (const s of v.seats || []) {
      const seat = twEl("div", "tw-seat tw-pos-" + s.pos);
      seat.dataset.seat = String(s.seat);
      seat.setAttribute("role", "group");
      const tags = twEl("div", "tw-seat-tags");
      if (s.order === 0) tags.append(twEl("span", "tw-tag tw-tag-lead", w.leads || "LEADS"));
      else if (s.order !== undefined) {
        tags.append(twEl("span", "tw-tag", (w.play || "PLAY {n}").replace("{n}", s.order)));
      }
      if (s.winner) {
        seat.dataset.winner = "true";
        tags.append(twEl("span", "tw-tag tw-tag-win", "\u2605 " + (w.wins || "WINS")));
      }
      const won = (w.won || "{name}, wins the trick").replace("{name}", () => s.name);
      seat.setAttribute("aria-label", s.winner ? won : s.name);
      seat.append(twEl("div", "tw-seat-name", s.name), tags);
      if (s.cards) {
        seat.append(twRow(s.cards, { mini: true, words: w }));
        if (s.note) seat.append(twEl("div", "tw-seat-note", s.note));
      } else {
        seat.append(twEl("div", "tw-seat-empty", w.empty || "not played yet"));
      }
      table.append(seat);
    }
    const center = twEl("div", "tw-table-center");
    const reason = twStatus("tw-reason", v.reason || "");
    center.append(reason, twEl("div", "tw-caption", v.trump || ""));
    if (v.direction) center.append(twEl("div", "tw-caption tw-direction", v.direction));
    table.dataset.direction = v.direction || "";
    table.append(center);
    root.replaceChildren(table);
    root.setAttribute("aria-label", v.summary || w.trick || "Trick");
  });
}

export default { render };

// HandViewer: draws _view (groups of cards) and reports toggled cards.
function render({ model, el }) {
  const root = twRoot(el, "hand-viewer", model);
  const sel = twSelection(model, root);
  const unbind = twBind(model, ["_view"], () => {
    const v = model.get("_view") || {};
    twTheme(root, v);
    const w = v.words || {};
    const parts = [];
    if (v.caption) parts.push(twEl("div", "tw-caption tw-title", v.caption));
    if (v.face_down) parts.push(twBacks(v.count || 0, w));
    else parts.push(twHand(v.groups || [], { selectable: !!v.selectable, words: w }));
    root.replaceChildren(...parts);
    root.setAttribute("aria-label", v.summary || w.hand || "Hand");
    sel.paint();
  });
  return () => {
    unbind();
    sel.dispose();
  };
}

export default { render };

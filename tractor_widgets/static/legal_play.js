// LegalPlayHighlighter: draws the lead, the hand marked must / may / cannot, the legend and
// the engine's verdict; reports toggled cards and the "show me" and "clear" buttons.
function render({ model, el }) {
  const root = twRoot(el, "legal-play-highlighter", model);
  const sel = twSelection(model, root);
  const status = twStatus("tw-status");
  function drawVerdict() {
    const v = model.get("_verdict") || {};
    status.dataset.verdict = v.state || "none";
    status.textContent = v.text || "";
  }
  const unbindView = twBind(model, ["_view"], () => {
    const v = model.get("_view") || {};
    const w = twTheme(root, v);
    const lead = twEl("div", "tw-lead-box tw-lead");
    lead.setAttribute("aria-label", w.the_lead || "The lead");
    lead.append(twEl("span", "tw-section-title", w.lead || "Lead"), twRow(v.lead || [], { mini: false, words: w }));
    lead.append(twEl("span", "tw-lead-text", v.lead_text || ""));
    const hand = twHand(v.groups || [], { selectable: true, words: w });
    hand.classList.add("tw-hand-cards");
    hand.setAttribute("aria-label", w.hand || "Your hand");
    const tools = twEl("div", "tw-toolbar");
    tools.append(
      twButton(w.hint || "Show me a legal play", () => sel.send({ type: "hint" })),
      twButton(w.clear || "Clear", () => sel.send({ type: "clear" })),
      twEl("span", "tw-caption", v.tally || ""),
    );
    root.replaceChildren(
      lead,
      twEl("div", "tw-section-title", w.hand || "Your hand"),
      hand,
      twEl("div", "tw-prompt", v.prompt || ""),
      twLegend(v.legend || [], w),
      tools,
      status,
    );
    root.setAttribute("aria-label", v.summary || w.follow || "Follow the lead");
    sel.paint();
    drawVerdict();
  });
  model.on("change:_verdict", drawVerdict);
  return () => {
    unbindView();
    model.off("change:_verdict", drawVerdict);
    sel.dispose();
  };
}

export default { render };

// Exercise: draws the prompt, the context (plays or a lead), the cards to select and/or the
// options to choose, the Check / Try again / Show me buttons and the feedback. Every check is
// made in Python; the page only reports clicks: toggle, choose, check, reset, reveal.
function render({ model, el }) {
  const root = twRoot(el, "exercise", model);
  const sel = twSelection(model, root);
  const status = twStatus("tw-status tw-ex-status");
  let optionButtons = [];
  let showMe = null;
  let w = {};
  function drawStatus() {
    const s = model.get("_status") || {};
    if (showMe) {
      // held back until reveal_after wrong tries: still focusable, and pressing it says why
      const held = s.can_reveal === false;
      showMe.setAttribute("aria-disabled", held ? "true" : "false");
      showMe.classList.toggle("tw-ex-held", held);
      showMe.title = held
        ? w.held || "Available after more tries"
        : w.show_title || "Show the engine's answer";
    }
    status.dataset.result = s.state || "none";
    // right / wrong reuse the shared verdict look (a green tick, a red cross)
    status.dataset.verdict = { right: "legal", wrong: "illegal" }[s.state] || "none";
    status.textContent = s.text || "";
    optionButtons.forEach((b, i) => {
      const on = s.chosen === i;
      b.setAttribute("aria-pressed", on ? "true" : "false");
      b.classList.toggle("tw-ex-chosen", on);
      if (s.correct === i) b.dataset.answer = "true";
      else delete b.dataset.answer;
      if (on && s.state === "wrong") b.dataset.wrong = "true";
      else delete b.dataset.wrong;
    });
  }
  function playRow(label, cards) {
    const box = twEl("div", "tw-ex-play");
    box.setAttribute("role", "group");
    if (label) {
      box.setAttribute("aria-label", label);
      box.append(twEl("div", "tw-ex-play-label", label));
    }
    box.append(twRow(cards || [], { mini: true, words: w }));
    return box;
  }
  const unbind = twBind(model, ["_view"], () => {
    const v = model.get("_view") || {};
    w = twTheme(root, v);
    const parts = [twEl("div", "tw-ex-prompt", v.prompt || "")];
    if (v.context?.length) {
      const ctx = twEl("div", "tw-ex-context");
      for (const g of v.context) ctx.append(playRow(g.label, g.cards));
      parts.push(ctx);
    }
    if (v.lead?.length) {
      const lead = twEl("div", "tw-lead-box tw-lead");
      lead.setAttribute("aria-label", w.the_lead || "The lead");
      lead.append(twEl("span", "tw-section-title", w.lead || "Lead"), twRow(v.lead, { words: w }));
      parts.push(lead);
    }
    optionButtons = [];
    if (v.groups) {
      const hand = twHand(v.groups, { selectable: true, words: w });
      hand.classList.add("tw-hand-cards");
      hand.setAttribute("aria-label", w.cards || "Your cards");
      parts.push(twEl("div", "tw-section-title", w.cards || "Your cards"), hand);
    }
    if (v.options) {
      const opts = twEl("div", "tw-ex-options");
      opts.setAttribute("role", "group");
      opts.setAttribute("aria-label", w.answers || "Answers");
      (v.options || []).forEach((text, i) => {
        const b = twButton(text, () => sel.send({ type: "choose", index: i }));
        b.classList.add("tw-ex-option");
        b.dataset.option = String(i);
        b.setAttribute("aria-pressed", "false");
        optionButtons.push(b);
        opts.append(b);
      });
      parts.push(opts);
    }
    const tools = twEl("div", "tw-toolbar tw-ex-tools");
    const check = twButton(w.check || "Check", () => sel.send({ type: "check" }));
    check.classList.add("tw-ex-check");
    tools.append(check, twButton(w.again || "Try again", () => sel.send({ type: "reset" })));
    showMe = null;
    if (v.has_answer) {
      showMe = twButton(w.show || "Show me", () => sel.send({ type: "reveal" }));
      showMe.classList.add("tw-ex-reveal");
      tools.append(showMe);
    }
    tools.append(twEl("span", "tw-caption tw-ex-trump", v.trump || ""));
    parts.push(tools, status);
    root.replaceChildren(...parts);
    root.setAttribute("aria-label", v.summary || w.exercise || "Exercise");
    sel.paint();
    drawStatus();
  });
  model.on("change:_status", drawStatus);
  return () => {
    unbind();
    model.off("change:_status", drawStatus);
    sel.dispose();
  };
}

export default { render };

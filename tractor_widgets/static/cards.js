// tractor-widgets: the one place that draws a card. Concatenated (by Python) before each
// widget's own module. It only draws what Python computed (the model's "_view") and reports
// clicks; it never decides a rule. Text from Python goes in with textContent only.

function twEl(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = String(text);
  return e;
}

// A live status line (role="status", polite): where a widget says the engine's verdict or sentence.
function twStatus(cls, text) {
  const e = twEl("div", cls, text);
  e.setAttribute("role", "status");
  return e;
}

// JupyterLab's notebook shortcuts match the focused element itself, so every focusable
// element carries the attribute that tells Lumino to leave its key presses alone.
function twQuiet(e) {
  e.setAttribute("data-lm-suppress-shortcuts", "true");
  return e;
}

// The widget's root in el; it also shows the kernel's error (an alert).
function twRoot(el, name, model) {
  const root = twQuiet(twEl("div", "tw-root tw-" + name));
  root.setAttribute("role", "group");
  el.replaceChildren(root);
  twAlert(model, root);
  return root;
}

// The error the kernel met handling this widget's last message (the model's "_page_error", set
// when a handler failed, emptied when a message is handled again): an alert, its text put in as
// text, on the page only while there is an error. It is the root's first child: the root's
// replaceChildren (each widget's draw) replaces only the children after it.
function twAlert(model, root) {
  const box = twEl("div", "tw-page-error");
  box.setAttribute("role", "alert");
  const show = () => {
    box.textContent = model.get("_page_error") || "";
    if (!box.textContent) box.remove();
    else if (root.firstChild !== box) root.prepend(box);
  };
  root.replaceChildren = (...nodes) => {
    for (const n of [...root.childNodes]) if (n !== box) n.remove();
    root.append(...nodes);
  };
  show();
  model.on("change:_page_error", show);
}

// The view's colours and size: a four-colour deck, and the widget's own scale (else the page's
// --tw-scale, which the stylesheet reads). Returns the widget's words: its view's "words"
// (absent in English). Each widget hands its own words to the functions below that draw words
// (a card's opts.words, their twW argument): two widgets in two languages each say their own.
function twTheme(root, view) {
  root.classList.toggle("tw-four-color", !!(view?.four_color));
  if (view?.scale) root.style.setProperty("--tw-scale", String(view.scale));
  else root.style.removeProperty("--tw-scale");
  return (view?.words) || {};
}

// One card face. c = {i, c, r, s, k, n, t?, st?} from Python; opts {mini, selectable, words}.
function twCard(c, opts) {
  const o = opts || {};
  const twW = o.words || {};
  const joker = c.k === "BJ" || c.k === "SJ";
  const e = twEl("div", "tw-card tw-s-" + c.k + (joker ? " tw-joker" : "") + (o.mini ? " tw-mini" : ""));
  e.dataset.card = c.c;
  if (c.i !== undefined) e.dataset.index = c.i;
  e.setAttribute("aria-label", c.n);
  if (c.t) e.classList.add("tw-trump");
  if (c.st) e.dataset.state = c.st;
  if (o.selectable) {
    e.setAttribute("role", "button");
    e.tabIndex = 0;
    twQuiet(e);
    e.setAttribute("aria-pressed", "false");
    if (c.st) e.setAttribute("aria-description", twW[c.st] || (c.st === "cannot" ? "cannot be played" : c.st + " play"));
  } else {
    e.setAttribute("role", "img");
  }
  // A joker's index is a star (filled: big, outlined: small) over BIG / SMALL written sideways,
  // its face a large star with JOKER up the right edge (Python's words, in the widget's
  // language); cards.css sizes a long word to fit from its length (--n, --m).
  const star = c.k === "BJ" ? "\u2605" : "\u2606";
  const corner = twEl("span", "tw-corner");
  corner.append(twEl("span", "tw-rank", joker ? star : c.r), twEl("span", "tw-suit", joker ? c.r : c.s));
  e.append(corner, twEl("span", "tw-pip", joker ? star : c.s));
  if (joker) {
    e.append(twEl("span", "tw-jlabel", c.s));
    e.style.cssText = "--n:" + c.r.length + ";--m:" + c.s.length;
  }
  // the face's parts are pictures: the card's label names it
  for (const part of e.children) part.setAttribute("aria-hidden", "true");
  if (c.st === "must" || c.st === "cannot") e.append(twBadge(c.st, twW));
  return e;
}

function twBadge(state, twW = {}) {
  const badge = twEl("span", "tw-badge", state === "must" ? twW.badge || "MUST" : "\u2715");
  badge.setAttribute("aria-hidden", "true");
  return badge;
}

function twBack(i, twW = {}) {
  const e = twEl("div", "tw-card tw-back");
  e.dataset.card = "back";
  e.dataset.index = i;
  e.setAttribute("role", "img");
  e.setAttribute("aria-label", twW.back || "face-down card");
  return e;
}

// A row of cards: small cards overlap by a fixed amount, others sit side by side unless a hand
// fits them (twFit).
function twRow(cards, opts) {
  const mini = !!(opts?.mini);
  const row = twEl("div", "tw-cards" + (mini ? " tw-cards-mini" : ""));
  row.dataset.overlap = mini ? "true" : "false";
  for (const c of cards) row.append(twCard(c, opts));
  return row;
}

// Overlaps the cards of a hand only as much as its width requires: the groups take as few lines
// as they would at the narrowest strip (40 px a card at scale 1, enough for the corner index and
// a click), and within that many lines each covered card shows as much as it can. A group too
// long for one line wraps inside itself (data-wrap).
function twFit(hand) {
  const rows = Array.from(hand.querySelectorAll(":scope > .tw-group > .tw-cards"));
  const first = rows.length ? rows[0].querySelector(".tw-card") : null;
  const room = hand.clientWidth - 2;
  if (!first || room <= 0) return;
  const w = first.offsetWidth;
  const u = w / 64;
  const gap = parseFloat(getComputedStyle(hand).columnGap) || 0;
  const sizes = rows.map((r) => r.children.length);
  // cards of a wrapping group per line: each takes a strip, the last one's face spills into
  // the row's right padding (w - strip)
  const perLine = (strip) => Math.max(1, Math.floor((room - 2 * u - Math.max(0, w - strip)) / strip));
  const lines = (strip) => {
    let count = 0;
    let used = room;
    for (const n of sizes) {
      const width = w + (n - 1) * strip + 2 * u;
      if (width > room) {
        count += Math.ceil(n / perLine(strip));
        used = room;
      } else if (used + gap + width > room) {
        count += 1;
        used = width;
      } else used += gap + width;
    }
    return count;
  };
  let lo = 40 * u;
  let hi = w + 6 * u;
  if (lines(hi) > lines(lo)) {
    const target = lines(lo);
    for (let k = 0; k < 16; k++) {
      const mid = (lo + hi) / 2;
      if (lines(mid) <= target) lo = mid;
      else hi = mid;
    }
  } else lo = hi;
  const strip = Math.floor(lo * 10) / 10;
  rows.forEach((r, k) => {
    r.style.setProperty("--tw-strip", strip + "px");
    r.dataset.overlap = strip < w ? "true" : "false";
    r.dataset.wrap = w + (sizes[k] - 1) * strip + 2 * u > room ? "true" : "false";
  });
}

// Fits the hand now and whenever its width changes (until it leaves the page).
function twFitOnResize(hand) {
  let width = -1;
  const observer = new ResizeObserver(() => {
    if (!hand.isConnected) {
      if (width >= 0) observer.disconnect();
      return;
    }
    if (hand.clientWidth === width) return;
    width = hand.clientWidth;
    twFit(hand);
  });
  observer.observe(hand);
}

// A hand: groups [{g, label, count, trump?, cards}] side by side, wrapping.
function twHand(groups, opts) {
  const hand = twEl("div", "tw-hand");
  twFitOnResize(hand);
  for (const g of groups) {
    const box = twEl("div", "tw-group" + (g.trump ? " tw-group-trump" : ""));
    box.dataset.group = g.g;
    const head = twEl("div", "tw-ghead");
    head.append(twEl("span", "tw-glabel", g.label), twEl("span", "tw-gcount", g.count));
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", g.label + ", " + g.count);
    box.append(head, twRow(g.cards, opts));
    hand.append(box);
  }
  return hand;
}

function twBacks(n, words) {
  const hand = twEl("div", "tw-hand");
  const box = twEl("div", "tw-group");
  const row = twEl("div", "tw-cards");
  twFitOnResize(hand);
  for (let i = 0; i < n; i++) row.append(twBack(i, words));
  box.append(twEl("div", "tw-ghead", n + " cards, face down"), row);
  hand.append(box);
  return hand;
}

function twButton(label, onClick) {
  const b = twQuiet(twEl("button", "tw-btn", label));
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

// Local selection that mirrors the model's "selected". A click (or Enter / Space) toggles a
// card at once on the page and sends {type: "toggle", index, card, seq}; Python answers with
// {type: "ack", seq}, then the page takes the kernel's "selected" as the truth again.
function twSelection(model, root) {
  let seq = 0;
  let pending = 0;
  let local = new Set(model.get("selected") || []);
  function paint() {
    for (const e of root.querySelectorAll(".tw-card[role=button]")) {
      const on = local.has(Number(e.dataset.index));
      e.setAttribute("aria-pressed", on ? "true" : "false");
      e.classList.toggle("tw-selected", on);
    }
  }
  function fromModel() {
    local = new Set(model.get("selected") || []);
    paint();
  }
  function send(msg) {
    seq += 1;
    pending = seq;
    msg.seq = seq;
    model.send(msg);
  }
  function toggle(card) {
    const i = Number(card.dataset.index);
    if (local.has(i)) local.delete(i);
    else local.add(i);
    paint();
    send({ type: "toggle", index: i, card: card.dataset.card });
  }
  function target(ev) {
    const card = ev.target.closest?.(".tw-card[role=button]");
    return card && root.contains(card) ? card : null;
  }
  function onClick(ev) {
    const card = target(ev);
    if (card) toggle(card);
  }
  function onKey(ev) {
    const card = target(ev);
    if (!card) return;
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      ev.stopPropagation();
      toggle(card);
    } else if (ev.key === "ArrowRight" || ev.key === "ArrowLeft") {
      const all = Array.from(root.querySelectorAll(".tw-card[role=button]"));
      const k = all.indexOf(card) + (ev.key === "ArrowRight" ? 1 : -1);
      if (k >= 0 && k < all.length) {
        ev.preventDefault();
        all[k].focus();
      }
    }
  }
  function onChange() {
    if (!pending) fromModel();
  }
  function onMsg(msg) {
    if (msg && msg.type === "ack" && msg.seq === pending) {
      pending = 0;
      fromModel();
    }
  }
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  model.on("change:selected", onChange);
  model.on("msg:custom", onMsg);
  return {
    paint,
    send,
    dispose() {
      model.off("change:selected", onChange);
      model.off("msg:custom", onMsg);
    },
  };
}

// Sends page events that are not selections (buttons, inputs) with a sequence number.
function twSender(model) {
  let seq = 0;
  return (msg) => {
    seq += 1;
    msg.seq = seq;
    model.send(msg);
  };
}

// Calls draw() now and whenever one of the traits changes; returns the cleanup function.
function twBind(model, traits, draw) {
  draw();
  for (const t of traits) model.on("change:" + t, draw);
  return () => {
    for (const t of traits) model.off("change:" + t, draw);
  };
}

function twLegend(items, twW = {}) {
  // items: [{st, text}]: a small swatch drawn like a card in that state, and its meaning.
  const box = twEl("div", "tw-legend");
  box.setAttribute("role", "list");
  box.setAttribute("aria-label", twW.legend || "Legend");
  for (const it of items) {
    const row = twEl("span", "tw-legend-item");
    row.setAttribute("role", "listitem");
    const sw = twEl("span", "tw-swatch");
    sw.dataset.swatch = it.st;
    sw.setAttribute("aria-hidden", "true");
    if (it.st === "must" || it.st === "cannot") sw.append(twBadge(it.st, twW));
    row.append(sw, twEl("span", "tw-legend-text", it.text));
    box.append(row);
  }
  return box;
}

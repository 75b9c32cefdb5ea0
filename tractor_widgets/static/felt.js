// Shared by Table and RoundView (concatenated after cards.js): a card travels as a token,
// its canonical text with "*" when it is a trump ("10H", "BJ*"); how to draw each value comes
// once, in the widget's _faces: a joker's "rank|symbol|colour key|accessible name", a suited
// card's accessible name alone, its rank and suit read from its text ({"10H": "10 of hearts"});
// under "*" a trump's label, its name in the template ("{card}, trump").
function twTok(faces, tok, i, opts) {
  const t = tok.endsWith("*");
  const c = t ? tok.slice(0, -1) : tok;
  // f: a joker's four parts, or a suited card's name (f[1] undefined: rank and suit from c)
  const f = (faces[c] || c).split("|");
  const k = f[2] || c.slice(-1);
  const o = opts || {};
  return twCard({ c, i, r: f[1] ? f[0] : c.slice(0, -1), s: f[1] || "\u2660\u2665\u2666\u2663"["SHDC".indexOf(k)],
    k, n: t ? (faces["*"] || "{card}, trump").replace("{card}", f[3] || f[0]) : f[3] || f[0], t,
    st: o.st }, o);
}

// A row of cards from tokens separated by spaces; data-index counts from ``start``.
function twTokRow(faces, text, opts, start) {
  const box = twEl("div", "tw-cards");
  (text ? text.split(" ") : []).forEach((tok, j) => {
    box.append(twTok(faces, tok, (start || 0) + j, opts));
  });
  return box;
}

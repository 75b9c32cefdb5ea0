// Shared by Table and RoundView (concatenated after cards.js): a card travels as a token,
// its canonical text with "*" when it is a trump ("10H", "BJ*"); how to draw each value comes
// once, in the widget's _faces ({"10H": "rank|symbol|suit key|accessible name"}).
function twTok(faces, tok, i, opts) {
  const t = tok.endsWith("*");
  const c = t ? tok.slice(0, -1) : tok;
  const [r, s, k, n] = (faces[c] || "?|?|S|" + c).split("|");
  const o = opts || {};
  return twCard({ c, i, r, s, k, n: n + (t ? ", trump" : ""), t, st: o.st }, o);
}

// A row of cards from tokens separated by spaces; data-index counts from ``start``.
function twTokRow(faces, text, opts, start) {
  const box = twEl("div", "tw-cards");
  (text ? text.split(" ") : []).forEach((tok, j) => box.append(twTok(faces, tok, (start || 0) + j, opts)));
  return box;
}

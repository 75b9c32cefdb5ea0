// What the furo theme leaves out for WCAG 2 A/AA (axe-core checks every page in the tests):
// the sidebar's "Contents" caption has role="heading" but no level, and a code block or
// printed output that scrolls sideways cannot be reached with the keyboard.
document.addEventListener("DOMContentLoaded", () => {
  for (const e of document.querySelectorAll('[role="heading"]:not([aria-level])')) {
    e.setAttribute("aria-level", "2");
  }
  for (const e of document.querySelectorAll("pre")) {
    if (!e.hasAttribute("tabindex")) e.tabIndex = 0;
  }
});

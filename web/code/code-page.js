// A view's code panel (web/code/code-panel.js) wired to the view: opened and closed by its Code button,
// following the run on screen and its step, a line's click seeking the view. The panel's code loads on
// first use, so the first load does not wait for it.
// toggle: the Code checkbox; panel: the view's empty code <section>; run(): the run on screen
// (what web/code/code-step.js reads) or null; algorithm(): the listing to show without a run; seek(step);
// onUpdate(listener): calls listener whenever the run, its step or the algorithm chosen changes; world():
// the world the listing is in (web/code/pseudocode.js pseudocodeFor).
export function wireCodePanel({ toggle, panel, run, algorithm, seek, onUpdate, world = () => 'grid' }) {
  let made = null; // a promise of the CodePanel, from the first open
  let code = null;
  const follow = () => {
    if (!code?.open) return;
    const shown = run();
    code.show(shown, shown?.options.algorithm ?? algorithm(), world());
  };
  const toggled = async () => {
    if (!toggle.checked && !code) return;
    made ??= Promise.all([import('./code-panel.js'), import('./code-tabs.js')]).then(([{ CodePanel }, { CODE_TABS }]) =>
      new CodePanel({ panel, tabs: CODE_TABS, seek }));
    code = await made;
    // Read after the wait: a second change may have come meanwhile.
    code.setOpen(toggle.checked);
    follow();
  };
  toggle.addEventListener('change', toggled);
  onUpdate(follow);
  // Ticked before this view was built (a link, another view's Code: web/app/main.js keeps them together).
  if (toggle.checked) void toggled();
}

// One Code switch for the page: the code panel opened (or closed) in one view is so in the others (toggles:
// each view's Code checkbox).
export function oneCodeSwitch(toggles) {
  for (const toggle of toggles) {
    toggle.addEventListener('change', () => {
      for (const other of toggles) {
        if (other.checked === toggle.checked) continue;
        other.checked = toggle.checked;
        other.dispatchEvent(new Event('change'));
      }
    });
  }
}

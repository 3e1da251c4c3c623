// The explore view's code panel (web/code/code-panel.js) wired to its controller: opened and closed by the
// Code button, following the run on screen and its step, its lines' clicks seeking the controller. The
// panel's code loads on first use, so the first load does not wait for it.
// toggle: the Code button (aria-pressed); panel: the #code-panel section; form: the options form, whose
// changes show the algorithm chosen before it runs; algorithm(): the chosen one.
export function wireCodePanel({ controller, toggle, panel, form, algorithm }) {
  let made = null; // a promise of the CodePanel, from the first open
  let code = null;
  const follow = () => code?.show(controller.run, controller.run?.options.algorithm ?? algorithm());
  toggle.addEventListener('click', async () => {
    toggle.setAttribute('aria-pressed', String(toggle.getAttribute('aria-pressed') !== 'true'));
    made ??= Promise.all([import('./code-panel.js'), import('./code-tabs.js')]).then(([{ CodePanel }, { CODE_TABS }]) =>
      new CodePanel({ panel, tabs: CODE_TABS, seek: (step) => controller.seek(step) }));
    code = await made;
    // Read after the wait: a second click may have come meanwhile.
    code.setOpen(toggle.getAttribute('aria-pressed') === 'true');
    follow();
  });
  controller.on('update', follow);
  form.addEventListener('change', follow);
}

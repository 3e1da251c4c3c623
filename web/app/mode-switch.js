// The header's Explore / Compare / Walk / Roads switch: which view is showing. The explore view pauses while
// another shows; compare runs its columns and Walk its walk on the current maze when they open; Roads is
// the road network world, with a network of its own (docs/STATES.md). The Walk and Roads views are built
// the first time they show (web/app/lazy-views.js).
import { t } from '../i18n/i18n.js';

export class ModeSwitch {
  // controller: the explore view's; compare: the CompareView; views: the LazyViews of walk and roads;
  // scene: the explore view's scene (redrawn on return); optionsForm: its options seed compare's first
  // column; showError(text): the line above the maze; settle(): ends an animated generation first.
  constructor({ controller, compare, views, scene, optionsForm, announce, showError, settle }) {
    this.mode = 'explore';
    this.shown = 0; // which show() is the latest: one still loading its view gives way to a later one
    this.controller = controller;
    this.compare = compare;
    this.views = views;
    this.scene = scene;
    this.optionsForm = optionsForm;
    this.announce = announce;
    this.showError = showError;
    this.settle = settle;
    for (const radio of document.querySelectorAll('input[name="mode"]')) {
      radio.addEventListener('change', () => { if (radio.checked) this.show(radio.value); });
    }
  }

  get exploring() {
    return this.mode === 'explore';
  }

  // The view whose playback the keys drive.
  get playback() {
    return { explore: this.controller, compare: this.compare, walk: this.views.get('walk'), roads: this.views.get('roads') }[this.mode];
  }

  // Resolves once `mode` shows (after its view is built, the first time).
  async show(mode) {
    const number = ++this.shown;
    if (mode === 'walk' || mode === 'roads') {
      try {
        await this.views.load(mode);
      } catch (error) {
        // Its code did not arrive (offline, say): the view on screen stays, and says why.
        if (number !== this.shown) return;
        document.querySelector(`input[name="mode"][value="${this.mode}"]`).checked = true;
        this.showError(t(`mode.loadFailed.${mode}`, { error: error.message }));
        return;
      }
    }
    if (number !== this.shown) return;
    this.settle();
    this.mode = mode;
    document.body.dataset.mode = mode;
    const radio = document.querySelector(`input[name="mode"][value="${mode}"]`);
    if (radio) radio.checked = true; // a shared link switches views too
    document.getElementById('explore-view').hidden = mode !== 'explore';
    document.getElementById('compare-view').hidden = mode !== 'compare';
    document.getElementById('walk-view').hidden = mode !== 'walk';
    document.getElementById('roads-view').hidden = mode !== 'roads';
    if (mode !== 'explore') this.controller.pause();
    if (mode === 'compare') this.compare.activate(this.optionsForm.values);
    else this.compare.deactivate();
    for (const name of ['walk', 'roads']) {
      if (mode === name) this.views.get(name).activate();
      else this.views.get(name)?.deactivate();
    }
    if (mode === 'explore') this.scene.requestRender();
    this.announce(t(`mode.announce.${mode}`));
  }
}

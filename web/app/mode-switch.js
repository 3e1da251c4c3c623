// The header's Explore / Compare switch: which view is showing. The explore view pauses while compare
// shows; compare runs its columns on the current maze when it opens (docs/STATES.md).

export class ModeSwitch {
  // controller: the explore view's; compare: the CompareView; scene: the explore view's scene (redrawn
  // on return); optionsForm: its options seed compare's first column; settle(): ends an animated
  // generation first.
  constructor({ controller, compare, scene, optionsForm, announce, settle }) {
    this.mode = 'explore';
    this.controller = controller;
    this.compare = compare;
    this.scene = scene;
    this.optionsForm = optionsForm;
    this.announce = announce;
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
    return this.exploring ? this.controller : this.compare;
  }

  show(mode) {
    this.settle();
    this.mode = mode;
    document.body.dataset.mode = mode;
    document.getElementById('explore-view').hidden = mode !== 'explore';
    document.getElementById('compare-view').hidden = mode !== 'compare';
    if (mode === 'compare') {
      this.controller.pause();
      this.compare.activate(this.optionsForm.values);
    } else {
      this.compare.deactivate();
      this.scene.requestRender();
    }
    this.announce(mode === 'compare' ? 'Compare view.' : 'Explore view.');
  }
}

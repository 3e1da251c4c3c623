// The Walk and Roads views, each built on first use: their modules (a third of the page's code) are fetched
// then, so a page that opens on Explore does not wait for them (issue 29 item 29, the first load).
export class LazyViews {
  // makers: {name: () => Promise of the view}, each called once.
  constructor(makers) {
    this.makers = makers;
    this.built = {};
    this.loading = {};
  }

  // The view, or null while it has not been built.
  get(name) {
    return this.built[name] ?? null;
  }

  // Resolves to the view, building it the first time; rejects when its code could not be fetched (offline),
  // and the next call tries again.
  load(name) {
    this.loading[name] ??= this.makers[name]().then((view) => {
      this.built[name] = view;
      return view;
    }, (error) => {
      delete this.loading[name];
      throw error;
    });
    return this.loading[name];
  }
}

// The page's two: each built with the engine if it has loaded by then (getEngine()), and an embed's speed
// (embedSpeed: a slider position, or null; web/share/embed.js applies it to the views already built).
export function pageViews({ maze, getOptions, announce, reducedMotion, onChange, getEngine, embedSpeed }) {
  const built = (view) => {
    if (getEngine()) view.setEngine(getEngine());
    if (embedSpeed != null) {
      view.speedChosen = true;
      view.setSpeedIndex(embedSpeed);
    }
    return view;
  };
  return new LazyViews({
    walk: async () => {
      const { createWalkView } = await import('../walk/walk-page.js');
      return built(createWalkView({ maze, getOptions, announce, reducedMotion, onChange }));
    },
    roads: async () => {
      const { createRoadsView } = await import('../roads/roads-page.js');
      return built(createRoadsView({ announce, reducedMotion, onChange }));
    },
  });
}

// The Walk and Roads scenes as share links keep and open them (web/share/share.js's walk and roads): what a link
// keeps of the view on screen (null when another view shows, or a Roads network from a file, which a link
// cannot carry), and opening a shared scene in its view. modes(): the page's ModeSwitch.
export function linkedScenes(views, modes) {
  return {
    walk: {
      current: () => {
        const walkView = modes().mode === 'walk' ? views.get('walk') : null;
        return walkView?.walk ? { settings: walkView.settings(), step: walkView.player.step } : null;
      },
      open: async (settings, step) => {
        (await views.load('walk')).restore(settings, step);
        await modes().show('walk');
      },
    },
    roads: {
      current: () => {
        const roadsView = modes().mode === 'roads' ? views.get('roads') : null;
        if (!roadsView?.network) return null;
        const settings = roadsView.settings();
        return { settings, step: settings?.shown === 'search' || settings?.shown === 'drive' ? roadsView.player.step : null };
      },
      open: async (settings, step) => {
        const restored = (await views.load('roads')).restore(settings, step);
        await modes().show('roads');
        return restored;
      },
    },
  };
}

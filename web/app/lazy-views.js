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

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

  // Resolves to the view, building it the first time.
  load(name) {
    this.loading[name] ??= this.makers[name]().then((view) => {
      this.built[name] = view;
      return view;
    });
    return this.loading[name];
  }
}

// On a phone each view's stage (tools, canvas, narration, playback) fills the first screen under the
// header: web/style.css sizes it from --above-stage, the height of what sits above it, which only layout
// knows (the header wraps to more or fewer lines, a link's message can show under it).
export function fitStagesUnderHeader(aboveElements, root = document.documentElement) {
  const measure = () => {
    const above = aboveElements.reduce((sum, element) => sum + element.offsetHeight, 0);
    root.style.setProperty('--above-stage', `${above}px`);
  };
  measure(); // now, so the first layout (and the default maze's size, read from it) already has it
  const observer = new ResizeObserver(measure);
  for (const element of aboveElements) observer.observe(element);
  return () => observer.disconnect();
}

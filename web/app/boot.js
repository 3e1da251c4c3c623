// Starts compiling the engine's WebAssembly the moment the page is parsed, while main.js's modules are still
// loading: index.html loads this first, async, with no imports of its own. loadEngine (web/core/engine.js)
// instantiates what it compiled (window.frontierWasmModule, a promise of a WebAssembly.Module) instead of
// fetching and compiling the file again after every module has arrived.
window.frontierWasmModule = WebAssembly.compileStreaming(fetch(new URL('../wasm/frontier_core.wasm', import.meta.url)));
// A host that serves .wasm with another type refuses streaming: loadEngine then loads it the usual way.
window.frontierWasmModule.catch(() => {});

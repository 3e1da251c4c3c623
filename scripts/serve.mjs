// A small static file server for the demo: serves the repository root on localhost with the right
// MIME types (application/wasm lets the browser compile while downloading), nothing outside it, and
// the headers that make the page cross-origin isolated and restrict it to its own code.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8000);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.map': 'text/plain; charset=utf-8',
  '.scen': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

// Only the page's own scripts, styles and wasm; nothing inline, no eval (the wasm module is built with
// -sDYNAMIC_EXECUTION=0). Images may be data: or blob: URLs (the favicon, PNG export).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const server = http.createServer((request, response) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  } catch {
    response.writeHead(400).end('bad request');
    return;
  }
  const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file.startsWith(root + path.sep) || file.includes(`${path.sep}.`)) {
    response.writeHead(404).end('not found');
    return;
  }
  fs.readFile(file, (error, data) => {
    if (error) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      // Cross-origin isolation: browsers then let performance.now() tick every 5 µs instead of 100 µs,
      // so the search times the page shows mean something for small searches.
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    });
    response.end(data);
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Frontier is being served on http://localhost:${port}/ (Ctrl+C to stop)`);
});

// The bytes of a share link (web/share/share-codec.js and the scene codecs beside it): a writer and a reader
// of bytes, whole numbers, floats and short strings, the checksum, base64url and deflate. A damaged link is
// a LinkError, which decoding turns into {error}: its message the catalogue's (web/i18n/*/refusals.js), in
// the page's language.
import { tPlain } from '../i18n/i18n.js';

export const MAX_SEED = Number.MAX_SAFE_INTEGER; // the largest whole number a link carries (a seed, a step)
const MAX_NAME = 64; // the longest option name or value a v2 link may carry

export class LinkError extends Error {}
// fail('link.damaged.speed', {speed}): the refusal `key` of the catalogue with its values; failWith(message): a
// refusal already worded (the puzzle fields' or the registry's check).
export const fail = (key, values) => { throw new LinkError(tPlain(key, values)); };
export const failWith = (message) => { throw new LinkError(message); };

// --- bytes ----------------------------------------------------------------------------------------

export class Writer {
  constructor() { this.bytes = []; }
  byte(value) { this.bytes.push(value & 255); }
  // Unsigned integers up to 2^53, seven bits a byte. Anything else is refused here, whoever asks: Infinity
  // (JSON's 1e999 in a lesson's scene) never ended the loop below, which ate memory for seconds.
  uint(value) {
    // (2^53 itself is written, for the tests of the reader's refusal.)
    if (!(Number.isInteger(value) && value >= 0 && value <= 2 ** 53)) fail('link.wholeNumbers', { value: typeof value === 'number' ? value : typeof value });
    let rest = value;
    while (rest >= 128) {
      this.bytes.push((rest % 128) | 128);
      rest = Math.floor(rest / 128);
    }
    this.bytes.push(rest);
  }
  float(value) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, value);
    for (let i = 0; i < 8; i++) this.bytes.push(view.getUint8(i));
  }
  // A short ASCII name (option names and values are plain identifiers).
  string(text) {
    this.uint(text.length);
    for (let i = 0; i < text.length; i++) this.byte(text.charCodeAt(i));
  }
  // Any text, as UTF-8 (a lesson's words).
  text(text) {
    const bytes = new TextEncoder().encode(text);
    this.uint(bytes.length);
    for (const byte of bytes) this.bytes.push(byte);
  }
  array() { return Uint8Array.from(this.bytes); }
}

export class Reader {
  constructor(bytes) { this.bytes = bytes; this.at = 0; }
  byte() {
    if (this.at >= this.bytes.length) fail('link.truncated');
    return this.bytes[this.at++];
  }
  uint() {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.byte();
      value += (byte & 127) * scale;
      if (!(byte & 128)) break;
      scale *= 128;
      if (scale > MAX_SEED) fail('link.damaged.numberTooLong');
    }
    if (value > MAX_SEED) fail('link.damaged.numberTooLong');
    return value;
  }
  float() {
    if (this.at + 8 > this.bytes.length) fail('link.truncated');
    const value = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.at, 8).getFloat64(0);
    this.at += 8;
    return value;
  }
  // `refusal`: the catalogue's key for an index past the list ('link.damaged.algorithm': "unknown algorithm 9").
  pick(list, refusal) {
    const index = this.byte();
    if (index >= list.length) fail(refusal, { index });
    return list[index];
  }
  string() {
    const length = this.uint();
    if (length > MAX_NAME) fail('link.damaged.nameTooLong');
    let text = '';
    for (let i = 0; i < length; i++) text += String.fromCharCode(this.byte());
    return text;
  }
  text() {
    const length = this.uint();
    if (length > this.bytes.length - this.at) fail('link.truncated');
    const bytes = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return fail('link.damaged.notUtf8');
    }
  }
}

// FNV-1a over the body: a bit flip anywhere is caught rather than shown as some other puzzle.
export function checksum(bytes) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193) >>> 0;
  return hash;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64_VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) BASE64_VALUE[BASE64URL.charCodeAt(i)] = i;

export function toBase64url(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) text += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return text;
}

export function fromBase64url(text) {
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let buffer = 0;
  let out = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? BASE64_VALUE[code] : -1;
    if (value < 0) fail('link.damaged.base64', { character: text[i], at: i + 1 });
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 255;
    }
  }
  if (text.length % 4 === 1) fail('link.truncated'); // no encoder ends on a lone character
  return bytes;
}

// 'deflate' (zlib framing), not 'deflate-raw': Node 18, Debian 12's, has only 'deflate' and 'gzip'.
export const COMPRESSION = 'deflate';

export async function compress(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream(COMPRESSION));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Adler-32 (RFC 1950), the checksum that ends a zlib stream.
function adler32(bytes) {
  let a = 1, b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return (b * 65536 + a) >>> 0;
}

// Inflates at most `limit` bytes: a small link that inflates to gigabytes stops at the limit.
// Bytes after the end of the zlib stream are refused here, by its closing Adler-32: browsers' and
// Node's DecompressionStream disagree on them (Chromium fails, Node ignores them), and a link must
// get one verdict everywhere.
export async function decompress(bytes, limit) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(COMPRESSION)).getReader();
  const out = new Uint8Array(limit);
  let length = 0;
  try {
    for (;;) {
      let chunk;
      try {
        chunk = await reader.read();
      } catch {
        if (length === limit && !endsWithChecksumOf(bytes, out)) fail('link.damaged.leftOver');
        fail('link.damaged.inflate');
      }
      if (chunk.done) break;
      if (length + chunk.value.length > limit) fail('link.damaged.longer');
      out.set(chunk.value, length);
      length += chunk.value.length;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  if (length !== limit) fail('link.damaged.shorter');
  if (!endsWithChecksumOf(bytes, out)) fail('link.damaged.leftOver');
  return out;
}

export function endsWithChecksumOf(stream, data) {
  const n = stream.length;
  const trailer = n < 4 ? -1 : ((stream[n - 4] << 24) | (stream[n - 3] << 16) | (stream[n - 2] << 8) | stream[n - 1]) >>> 0;
  return trailer === adler32(data);
}

// A zip archive of files stored as they are (no compression), for the course packages (./scorm-package.js).
// Written here rather than taken from npm: stored entries need only the headers and a CRC-32 (APPNOTE 6.3.x,
// sections 4.3 and 4.4), it runs unchanged in the page and in Node, and the wasm module, most of a package's
// bytes, would not shrink anyway. Every entry carries the same date (1980-01-01), so the same files make the
// same bytes wherever the archive is made. No zip64: an archive stops at 4 GiB and 65,535 entries.
import { tPlain } from '../i18n/i18n.js';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

// The CRC-32 of `bytes` (a Uint8Array), as zip and gzip take it.
export function crc32(bytes) {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01, the format's first day
const UTF8_NAMES = 1 << 11; // general purpose flag: names are UTF-8
const LIMIT = 0xffffffff;

// files: [{path, bytes (Uint8Array)}] in the order to store them -> the archive's bytes. Refuses what a plain
// zip cannot hold or an unzip would put outside its folder (an absolute path, `..`).
export function zipFiles(files) {
  if (files.length > 0xffff) throw new Error(tPlain('course.zip.files', { count: files.length }));
  const encoder = new TextEncoder();
  const entries = files.map(({ path, bytes }) => {
    if (!path || path.startsWith('/') || path.split('/').some((part) => part === '..' || part === '')) throw new Error(tPlain('course.zip.path', { path }));
    return { name: encoder.encode(path), bytes, crc: crc32(bytes) };
  });
  const localSize = entries.reduce((sum, { name, bytes }) => sum + 30 + name.length + bytes.length, 0);
  const centralSize = entries.reduce((sum, { name }) => sum + 46 + name.length, 0);
  if (localSize + centralSize + 22 > LIMIT) throw new Error(tPlain('course.zip.size'));
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (value) => { view.setUint16(at, value, true); at += 2; };
  const u32 = (value) => { view.setUint32(at, value, true); at += 4; };
  const put = (bytes) => { out.set(bytes, at); at += bytes.length; };
  // The fields a local header and its central directory record share, from "version needed" to the name's length.
  const common = ({ name, bytes, crc }) => {
    u16(10); u16(UTF8_NAMES); u16(0); u16(0); u16(DOS_DATE); // version 1.0, flags, stored, time, date
    u32(crc); u32(bytes.length); u32(bytes.length); u16(name.length);
  };
  const offsets = [];
  for (const entry of entries) {
    offsets.push(at);
    u32(0x04034b50);
    common(entry);
    u16(0); // no extra field
    put(entry.name);
    put(entry.bytes);
  }
  const centralStart = at;
  entries.forEach((entry, k) => {
    u32(0x02014b50);
    u16(0x031e); // made by: Unix, spec 3.0
    common(entry);
    u16(0); u16(0); u16(0); u16(0); // extra, comment, disk, internal attributes
    u32(0o100644 << 16); // external attributes: a plain file, rw-r--r--
    u32(offsets[k]);
    put(entry.name);
  });
  const centralLength = at - centralStart;
  u32(0x06054b50);
  u16(0); u16(0); u16(entries.length); u16(entries.length);
  u32(centralLength);
  u32(centralStart);
  u16(0);
  return out;
}

// Reads back a zip as the course packages' writer makes it (web/lessons/zip-writer.js: stored entries), by its
// own reading of the format (APPNOTE 4.3), checking each entry's headers as it goes: for the package's Node
// test and for the browser test that unpacks a package onto a server.
import assert from 'node:assert/strict';

// CRC-32 bit by bit, as the format defines it: a check that shares nothing with the writer's table (and Node 18
// has no zlib.crc32).
export function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

// The entries of a zip read back from its central directory: {name -> {bytes, crc (as stored)}}. Stored
// entries only, as the writer makes them.
export function readZip(buffer) {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, 'an end of central directory record');
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const entries = new Map();
  for (let k = 0; k < count; k++) {
    assert.equal(buffer.readUInt32LE(at), 0x02014b50, `central record ${k}`);
    const method = buffer.readUInt16LE(at + 10);
    const crc = buffer.readUInt32LE(at + 16);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extra = buffer.readUInt16LE(at + 30);
    const comment = buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    assert.equal(method, 0, `${name} is stored`);
    assert.equal(buffer.readUInt32LE(local), 0x04034b50, `${name}'s local header`);
    assert.equal(buffer.readUInt32LE(local + 14), crc, `${name}: the local header's CRC is the directory's`);
    const data = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    entries.set(name, { bytes: buffer.subarray(data, data + size), crc });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}


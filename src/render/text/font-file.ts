import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * A WOFF font as a plain TrueType/OpenType file on disk, made once. The canvas holds a font registered from
 * a compressed file decompressed in memory (the colour emoji font: 25 MB, and some 60 MB of the process
 * once drawn with), but maps a plain file, of which only the pages read count (about 7 MB). WOFF 1.0 is a
 * table directory with each table deflated on its own, so unpacking it is a few lines (W3C WOFF 1.0, §4–5).
 */
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface WoffTable {
  readonly tag: number;
  readonly offset: number;
  readonly compLength: number;
  readonly origLength: number;
  readonly checksum: number;
}

const padded = (n: number) => (n + 3) & ~3;

/** Writes the sfnt of a WOFF 1.0 font to an open file, one table in memory at a time. */
function writeSfnt(woff: Buffer, fd: number): void {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: WoffTable[] = [];
  for (let i = 0; i < count; i++) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    tables.push({
      tag: woff.readUInt32BE(at),
      offset: woff.readUInt32BE(at + 4),
      compLength: woff.readUInt32BE(at + 8),
      origLength: woff.readUInt32BE(at + 12),
      checksum: woff.readUInt32BE(at + 16),
    });
  }
  const head = Buffer.alloc(SFNT_HEADER + SFNT_ENTRY * count);
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log++;
  }
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * SFNT_ENTRY, 6);
  head.writeUInt16BE(log, 8);
  head.writeUInt16BE((count - power) * SFNT_ENTRY, 10);
  let offset = head.length;
  const offsets = tables.map((t, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    head.writeUInt32BE(t.tag, entry);
    head.writeUInt32BE(t.checksum, entry + 4);
    head.writeUInt32BE(offset, entry + 8);
    head.writeUInt32BE(t.origLength, entry + 12);
    const at = offset;
    offset += padded(t.origLength);
    return at;
  });
  writeSync(fd, head, 0, head.length, 0);
  tables.forEach((t, i) => {
    const stored = woff.subarray(t.offset, t.offset + t.compLength);
    const data = t.compLength < t.origLength ? inflateSync(stored) : stored;
    if (data.length !== t.origLength) throw new Error('a WOFF table does not unpack to its length');
    const block = Buffer.alloc(padded(t.origLength));
    data.copy(block);
    writeSync(fd, block, 0, block.length, offsets[i]);
  });
}

/**
 * The path of a plain font file for the WOFF 1.0 file `woffPath`: made once (beside the installed packages
 * in `node_modules/.cache/blokus-fonts`, else in the system's temporary folder), named by the source's size
 * and time so a new version of the package makes a new file, and written under a temporary name then
 * renamed, so a crash never leaves half a font. If neither folder can be written, the WOFF file itself.
 */
export function plainFontFile(woffPath: string, cacheDirs: readonly string[]): string {
  const source = statSync(woffPath);
  const name = `${basename(woffPath, '.woff')}-${source.size}-${Math.trunc(source.mtimeMs)}.ttf`;
  for (const dir of [...cacheDirs, join(tmpdir(), 'blokus-fonts')]) {
    const path = join(dir, name);
    try {
      if (statSync(path).size > 0) return path;
    } catch {
      // not made yet
    }
    const partial = `${path}.${process.pid}.part`;
    try {
      mkdirSync(dir, { recursive: true });
      const fd = openSync(partial, 'w');
      try {
        writeSfnt(readFileSync(woffPath), fd);
      } finally {
        closeSync(fd);
      }
      renameSync(partial, path);
      return path;
    } catch {
      try {
        unlinkSync(partial);
      } catch {
        // never made
      }
    }
  }
  return woffPath;
}

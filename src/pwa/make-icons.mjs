#!/usr/bin/env node
/**
 * Writes the app icons under public/icons/ (run: node src/pwa/make-icons.mjs). The PNGs are
 * drawn here from the same geometry as icon.svg and encoded with zlib, so no image tool is
 * needed. The output is committed; rerun only when the design changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../../public/icons/', import.meta.url);
const RED = [0xa8, 0x10, 0x2b];
const WHITE = [0xff, 0xff, 0xff];

// Geometry on a 512 grid: a rounded tile, a white diamond, a red diamond inside it.
const TILE_RADIUS = 96;
const OUTER = { cx: 256, cy: 256, hw: 168, hh: 184 };
const INNER = { cx: 256, cy: 256, hw: 80, hh: 88 };

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${TILE_RADIUS}" fill="#a8102b"/>
  <path d="${diamondPath(OUTER)}" fill="#fff"/>
  <path d="${diamondPath(INNER)}" fill="#a8102b"/>
</svg>
`;

function diamondPath({ cx, cy, hw, hh }) {
  return `M${cx} ${cy - hh} ${cx + hw} ${cy} ${cx} ${cy + hh} ${cx - hw} ${cy}Z`;
}

const inDiamond = (d, x, y) => Math.abs(x - d.cx) / d.hw + Math.abs(y - d.cy) / d.hh <= 1;

function inRoundedTile(x, y, r) {
  const qx = Math.max(r - x, x - (512 - r), 0);
  const qy = Math.max(r - y, y - (512 - r), 0);
  return qx * qx + qy * qy <= r * r;
}

/** RGBA pixels of the icon at `size`; `maskable` fills the whole square and shrinks the mark. */
function draw(size, { maskable = false, opaque = false } = {}) {
  const scale = maskable ? 0.72 : 1; // keeps the mark inside the maskable safe zone (80% circle)
  const shrink = (d) => ({ cx: 256, cy: 256, hw: d.hw * scale, hh: d.hh * scale });
  const outer = shrink(OUTER);
  const inner = shrink(INNER);
  const pixels = Buffer.alloc(size * size * 4);
  const SS = 4; // 4×4 samples a pixel, for smooth edges
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = ((px + (sx + 0.5) / SS) * 512) / size;
          const y = ((py + (sy + 0.5) / SS) * 512) / size;
          const tile = maskable || opaque || inRoundedTile(x, y, TILE_RADIUS);
          if (!tile) continue;
          const c = inDiamond(outer, x, y) && !inDiamond(inner, x, y) ? WHITE : RED;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 255;
        }
      }
      const n = SS * SS;
      const i = (py * size + px) * 4;
      const cover = a / n;
      // Colours are averaged over covered samples only (straight, not premultiplied, alpha).
      const k = a ? 255 / a : 0;
      pixels[i] = Math.round(r * k);
      pixels[i + 1] = Math.round(g * k);
      pixels[i + 2] = Math.round(b * k);
      pixels[i + 3] = Math.round(cover);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each row starts with filter type 0 (none).
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
writeFileSync(new URL('icon.svg', OUT), svg);
writeFileSync(new URL('icon-192.png', OUT), png(192, draw(192)));
writeFileSync(new URL('icon-512.png', OUT), png(512, draw(512)));
writeFileSync(new URL('maskable-512.png', OUT), png(512, draw(512, { maskable: true })));
// iOS shows transparency as black, so its icon is a full square (iOS rounds the corners itself).
writeFileSync(new URL('apple-touch-icon.png', OUT), png(180, draw(180, { opaque: true })));
console.log('icons written to public/icons/');

/**
 * Draws the home page backgrounds as SVG and rasterises them with sharp (borrowed from the
 * api package: a build-time tool, not a dependency of this remote). Run once by hand:
 *   node mf-content/scripts/make-backgrounds.mjs
 * The webp files are committed; nothing is downloaded.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng, sharp } from './image-kit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../src/features/home/assets');

const W = 1600;
const H = 1000;

function sky(id, stops) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

/** Singers on risers, seen from the hall. */
function singers(random, { rows = 3, y0 = 0.52, skin = '#e9c9a8', robe = '#120d12', scale = 1 }) {
  const parts = [];
  for (let row = 0; row < rows; row++) {
    const y = H * (y0 + row * 0.11);
    const count = 14 + row * 3;
    for (let i = 0; i < count; i++) {
      const x = W * (0.04 + (0.92 * (i + 0.5)) / count) + (random() - 0.5) * 14;
      const r = H * (0.022 + row * 0.004) * scale;
      parts.push(
        `<rect x="${x - r * 1.45}" y="${y + r * 0.9}" width="${r * 2.9}" height="${H * 0.2}" rx="${r * 1.1}" fill="${robe}"/>`,
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${skin}" opacity="0.85"/>`,
      );
    }
  }
  return parts.join('');
}

function hills(random, base, colors) {
  return colors
    .map((color, layer) => {
      const b = H * (base + layer * 0.09);
      let d = `M0 ${H} L0 ${b}`;
      for (let x = 0; x <= W; x += W / 6)
        d += ` Q ${x + W / 12} ${b - H * 0.09 * random()} ${x + W / 6} ${b}`;
      return `<path d="${d} L${W} ${H} Z" fill="${color}"/>`;
    })
    .join('');
}

function trees(random, count, baseY, color) {
  const parts = [];
  for (let i = 0; i < count; i++) {
    const x = random() * W;
    const h = H * (0.12 + random() * 0.18);
    const w = h * 0.32;
    const y = baseY + random() * H * 0.04;
    parts.push(
      `<polygon points="${x},${y - h} ${x - w / 2},${y} ${x + w / 2},${y}" fill="${color}"/>`,
    );
  }
  return parts.join('');
}

const scenes = {
  // No column active: the choir on stage in deep blue light.
  default: (r) => `<defs>${sky('s', [
    [0, '#0d1b2a'],
    [0.55, '#1b3a5c'],
    [1, '#0a0f16'],
  ])}
  <radialGradient id="l" cx="0.5" cy="0.15" r="0.7"><stop offset="0" stop-color="#9cc3e6" stop-opacity="0.55"/><stop offset="1" stop-color="#9cc3e6" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/><rect width="${W}" height="${H}" fill="url(#l)"/>
  ${singers(r, { robe: '#070b12', skin: '#c9d6e3' })}`,
  // Darbs: rehearsal and concert work, warm stage lights on a red curtain.
  darbs: (r) => `<defs>${sky('s', [
    [0, '#3b0a0a'],
    [0.6, '#7a1a14'],
    [1, '#140606'],
  ])}
  <radialGradient id="l" cx="0.5" cy="0.05" r="0.8"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.75"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * (W / 12)}" y="0" width="${W / 24}" height="${H}" fill="#000" opacity="0.12"/>`).join('')}
  ${[0.2, 0.5, 0.8].map((x) => `<polygon points="${W * x - 20},0 ${W * x + 20},0 ${W * x + 260},${H} ${W * x - 260},${H}" fill="#ffe3a3" opacity="0.12"/>`).join('')}
  <rect width="${W}" height="${H}" fill="url(#l)"/>
  ${singers(r, { robe: '#140607', skin: '#f0cfa6' })}`,
  // Draudzība: a midsummer evening, friends around a bonfire under a dusk sky.
  draudziba: (r) => `<defs>${sky('s', [
    [0, '#1f2a5a'],
    [0.5, '#8b4f7a'],
    [0.75, '#f19a5b'],
    [1, '#f6c177'],
  ])}
  <radialGradient id="f" cx="0.5" cy="0.86" r="0.35"><stop offset="0" stop-color="#ffb347" stop-opacity="0.9"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  ${Array.from({ length: 40 }, () => `<circle cx="${r() * W}" cy="${r() * H * 0.35}" r="${1 + r() * 2}" fill="#fff" opacity="${0.4 + r() * 0.5}"/>`).join('')}
  ${hills(r, 0.62, ['#3a2b4a', '#24192f'])}
  ${trees(r, 26, H * 0.72, '#120c18')}
  <rect y="${H * 0.8}" width="${W}" height="${H * 0.2}" fill="#0d0810"/>
  <rect width="${W}" height="${H}" fill="url(#f)"/>
  <polygon points="${W * 0.5},${H * 0.74} ${W * 0.47},${H * 0.86} ${W * 0.53},${H * 0.86}" fill="#ffd27a"/>
  ${Array.from({ length: 16 }, (_, i) => {
    const x = W * (0.2 + (0.6 * i) / 15);
    const y = H * 0.86 - Math.abs(i - 7.5) * 4;
    return `<circle cx="${x}" cy="${y - 86}" r="20" fill="#0b070d"/><rect x="${x - 30}" y="${y - 68}" width="60" height="110" rx="24" fill="#0b070d"/>`;
  }).join('')}`,
  // Daiļums: a Latvian summer landscape at sunrise, river and birches.
  dailums: (r) => `<defs>${sky('s', [
    [0, '#9fd3e6'],
    [0.45, '#f7e7b4'],
    [1, '#f2b880'],
  ])}
  <radialGradient id="sun" cx="0.68" cy="0.4" r="0.3"><stop offset="0" stop-color="#fff6d8"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>
  ${hills(r, 0.5, ['#7fa37a', '#4f7a52', '#2f5a3a', '#1f3f2a'])}
  <path d="M${W * 0.35} ${H} C ${W * 0.45} ${H * 0.85}, ${W * 0.62} ${H * 0.8}, ${W * 0.7} ${H * 0.66} L ${W * 0.74} ${H * 0.66} C ${W * 0.7} ${H * 0.8}, ${W * 0.62} ${H * 0.9}, ${W * 0.6} ${H} Z" fill="#bfe0ea" opacity="0.85"/>
  ${Array.from({ length: 14 }, () => {
    const x = r() * W;
    const h = H * (0.25 + r() * 0.3);
    return `<rect x="${x}" y="${H - h}" width="${10 + r() * 6}" height="${h}" fill="#f4f1ea"/><rect x="${x}" y="${H - h * 0.6}" width="9" height="6" fill="#222"/><rect x="${x + 4}" y="${H - h * 0.35}" width="8" height="5" fill="#222"/><circle cx="${x + 6}" cy="${H - h}" r="${40 + r() * 30}" fill="#5d8a3c" opacity="0.8"/>`;
  }).join('')}`,
};

for (const [name, draw] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw(rng(name.length * 97 + 13))}</svg>`;
  const base = sharp(Buffer.from(svg)).blur(1.2);
  const wide = await base
    .clone()
    .webp({ quality: 50, effort: 6 })
    .toFile(path.join(out, `${name}-1600.webp`));
  // Narrow screens: the centre of the scene, portrait.
  const narrow = await base
    .clone()
    .extract({ left: 400, top: 0, width: 800, height: 1000 })
    .resize(640, 800)
    .webp({ quality: 50, effort: 6 })
    .toFile(path.join(out, `${name}-640.webp`));
  console.log(name, wide.size, narrow.size);
}

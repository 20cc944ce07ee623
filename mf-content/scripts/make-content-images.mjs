/**
 * Draws the small pictures of the quiz and the centenary page as SVG and rasterises them with
 * sharp (borrowed from the api package, as make-backgrounds.mjs does). Run once by hand:
 *   node mf-content/scripts/make-content-images.mjs
 * The webp files are committed; nothing is downloaded, and nobody real is pictured: the
 * singers are drawn from shapes and colours.
 *
 * File names never say which singer is a right answer of the quiz (singer-1 … singer-9).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng, sharp } from './image-kit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const quizOut = path.join(here, '../src/features/quiz/assets');
const centenaryOut = path.join(here, '../src/features/centenary/assets');

const SKIN = ['#f1d3b5', '#e8bf98', '#d9a77c', '#f5dcc6', '#c98f63'];
const HAIR = ['#2b1d14', '#6b4423', '#c9a15a', '#8a2f1c', '#1a1a1a', '#9c9c9c'];

/** One singer as a bust: hair, face, concert clothes. `look` picks the features. */
function bust({ cx, cy, size, skin, hair, robe, look, accent }) {
  const r = size * 0.2;
  const parts = [];
  // Shoulders and concert dress or jacket.
  parts.push(
    `<path d="M${cx - size * 0.42} ${cy + size * 0.62} Q ${cx - size * 0.4} ${cy + size * 0.28} ${cx} ${cy + size * 0.26} Q ${cx + size * 0.4} ${cy + size * 0.28} ${cx + size * 0.42} ${cy + size * 0.62} Z" fill="${robe}"/>`,
    `<rect x="${cx - r * 0.35}" y="${cy + r * 0.6}" width="${r * 0.7}" height="${r * 0.9}" fill="${skin}"/>`,
  );
  if (look.collar) {
    parts.push(
      `<path d="M${cx - r * 0.6} ${cy + size * 0.27} L${cx} ${cy + size * 0.4} L${cx + r * 0.6} ${cy + size * 0.27} Z" fill="#f4f1ea"/>`,
      `<path d="M${cx - r * 0.25} ${cy + size * 0.3} L${cx + r * 0.25} ${cy + size * 0.3} L${cx} ${cy + size * 0.36} Z" fill="${accent}"/>`,
    );
  } else {
    parts.push(
      `<path d="M${cx - r * 0.9} ${cy + size * 0.28} Q ${cx} ${cy + size * 0.42} ${cx + r * 0.9} ${cy + size * 0.28}" fill="none" stroke="${accent}" stroke-width="${r * 0.18}"/>`,
    );
  }
  // Long hair falls behind the face.
  if (look.hair === 'long') {
    parts.push(
      `<rect x="${cx - r * 1.15}" y="${cy - r * 0.6}" width="${r * 2.3}" height="${r * 2.2}" rx="${r * 0.9}" fill="${hair}"/>`,
    );
  }
  parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 1.12}" fill="${skin}"/>`);
  // Hair on top.
  if (look.hair === 'short' || look.hair === 'long') {
    parts.push(
      `<path d="M${cx - r * 1.02} ${cy - r * 0.1} Q ${cx - r * 1.05} ${cy - r * 1.35} ${cx} ${cy - r * 1.25} Q ${cx + r * 1.05} ${cy - r * 1.35} ${cx + r * 1.02} ${cy - r * 0.1} Q ${cx + r * 0.6} ${cy - r * 0.75} ${cx} ${cy - r * 0.7} Q ${cx - r * 0.6} ${cy - r * 0.75} ${cx - r * 1.02} ${cy - r * 0.1} Z" fill="${hair}"/>`,
    );
  } else if (look.hair === 'bun') {
    parts.push(
      `<circle cx="${cx}" cy="${cy - r * 1.35}" r="${r * 0.45}" fill="${hair}"/>`,
      `<path d="M${cx - r * 1.02} ${cy - r * 0.05} Q ${cx - r} ${cy - r * 1.3} ${cx} ${cy - r * 1.2} Q ${cx + r} ${cy - r * 1.3} ${cx + r * 1.02} ${cy - r * 0.05} Q ${cx} ${cy - r * 0.85} ${cx - r * 1.02} ${cy - r * 0.05} Z" fill="${hair}"/>`,
    );
  } else if (look.hair === 'curly') {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (1.05 + (i * 0.9) / 8);
      parts.push(
        `<circle cx="${cx + Math.cos(a) * r * 1.02}" cy="${cy - r * 0.15 + Math.sin(a) * r * 1.1}" r="${r * 0.34}" fill="${hair}"/>`,
      );
    }
  }
  if (look.beard) {
    parts.push(
      `<path d="M${cx - r * 0.85} ${cy + r * 0.2} Q ${cx} ${cy + r * 1.7} ${cx + r * 0.85} ${cy + r * 0.2} Q ${cx} ${cy + r * 0.8} ${cx - r * 0.85} ${cy + r * 0.2} Z" fill="${hair}"/>`,
    );
  }
  // Eyes, brows, a singing or smiling mouth.
  for (const side of [-1, 1]) {
    parts.push(
      `<circle cx="${cx + side * r * 0.38}" cy="${cy - r * 0.08}" r="${r * 0.09}" fill="#1d232b"/>`,
      `<path d="M${cx + side * r * 0.55} ${cy - r * 0.32} L${cx + side * r * 0.22} ${cy - r * 0.36}" stroke="#1d232b" stroke-width="${r * 0.07}" stroke-linecap="round"/>`,
    );
  }
  if (look.glasses) {
    for (const side of [-1, 1]) {
      parts.push(
        `<circle cx="${cx + side * r * 0.38}" cy="${cy - r * 0.08}" r="${r * 0.26}" fill="none" stroke="#1d232b" stroke-width="${r * 0.06}"/>`,
      );
    }
    parts.push(
      `<path d="M${cx - r * 0.12} ${cy - r * 0.1} L${cx + r * 0.12} ${cy - r * 0.1}" stroke="#1d232b" stroke-width="${r * 0.06}"/>`,
    );
  }
  parts.push(
    look.singing
      ? `<ellipse cx="${cx}" cy="${cy + r * 0.45}" rx="${r * 0.2}" ry="${r * 0.26}" fill="#7a1f1f"/>`
      : `<path d="M${cx - r * 0.3} ${cy + r * 0.38} Q ${cx} ${cy + r * 0.65} ${cx + r * 0.3} ${cy + r * 0.38}" fill="none" stroke="#7a1f1f" stroke-width="${r * 0.08}" stroke-linecap="round"/>`,
  );
  return parts.join('');
}

/**
 * The nine quiz singers: different looks, the same framing, nothing that gives an answer. A row
 * is the background, the skin and hair tones (indexes into SKIN and HAIR), the robe, the look.
 */
const SINGERS = [
  ['#d9e7f2', 0, 1, '#1c2b39', { hair: 'long', singing: true }],
  ['#f2e3d0', 3, 4, '#111', { hair: 'short', collar: true }],
  ['#e4efe0', 1, 2, '#8c1c13', { hair: 'bun', glasses: true }],
  ['#efe0ec', 4, 4, '#1c2b39', { hair: 'short', beard: true, collar: true }],
  ['#f4efd6', 2, 3, '#111', { hair: 'curly', singing: true }],
  ['#dfe5f0', 0, 5, '#1c2b39', { hair: 'none', glasses: true, collar: true }],
  ['#f0dcd6', 3, 0, '#8c1c13', { hair: 'long' }],
  ['#e0efee', 1, 1, '#111', { hair: 'short', collar: true, singing: true }],
  ['#ece6f4', 2, 2, '#1c2b39', { hair: 'bun' }],
].map(([bg, skin, hair, robe, look]) => ({ bg, skin, hair, robe, look }));

const Q = 320;
for (const [index, s] of SINGERS.entries()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Q}" height="${Q}" viewBox="0 0 ${Q} ${Q}">
  <rect width="${Q}" height="${Q}" fill="${s.bg}"/>
  <circle cx="${Q * 0.5}" cy="${Q * 0.42}" r="${Q * 0.34}" fill="#fff" opacity="0.45"/>
  ${bust({ cx: Q / 2, cy: Q * 0.44, size: Q, skin: SKIN[s.skin], hair: HAIR[s.hair], robe: s.robe, look: s.look, accent: '#c9a15a' })}
  </svg>`;
  const info = await sharp(Buffer.from(svg))
    .webp({ quality: 60, effort: 6 })
    .toFile(path.join(quizOut, `singer-${index + 1}.webp`));
  console.log(`singer-${index + 1}`, info.size);
}

/** The centenary group picture: the choir on the steps of the hall, three rows. */
const W = 1280;
const H = 720;
const random = rng(100);
const people = [];
const rows = [
  { y: 0.56, count: 11, size: 150 },
  { y: 0.69, count: 10, size: 165 },
  { y: 0.83, count: 9, size: 180 },
];
for (const row of rows) {
  for (let i = 0; i < row.count; i++) {
    const cx = W * (0.07 + (0.86 * (i + 0.5)) / row.count) + (random() - 0.5) * 16;
    people.push(
      bust({
        cx,
        cy: H * row.y,
        size: row.size,
        skin: SKIN[Math.floor(random() * SKIN.length)],
        hair: HAIR[Math.floor(random() * HAIR.length)],
        robe: random() < 0.5 ? '#111' : '#1c2b39',
        accent: '#c9a15a',
        look: {
          hair: ['short', 'long', 'bun', 'curly', 'none'][Math.floor(random() * 5)],
          collar: random() < 0.5,
          glasses: random() < 0.25,
          beard: random() < 0.12,
          singing: random() < 0.5,
        },
      }),
    );
  }
}
const group = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7d9a8"/><stop offset="1" stop-color="#e9b97a"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect x="${W * 0.05}" y="${H * 0.08}" width="${W * 0.9}" height="${H * 0.5}" fill="#efe6d6"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect x="${W * (0.09 + i * 0.115)}" y="${H * 0.12}" width="${W * 0.04}" height="${H * 0.46}" fill="#d8ccb6"/>`).join('')}
  <polygon points="${W * 0.03},${H * 0.09} ${W * 0.5},${H * 0.01} ${W * 0.97},${H * 0.09}" fill="#d8ccb6"/>
  <text x="${W / 2}" y="${H * 0.075}" font-family="Georgia, serif" font-size="30" text-anchor="middle" fill="#8c1c13">1925 · 100 · 2025</text>
  ${Array.from({ length: 4 }, (_, i) => `<rect x="0" y="${H * (0.58 + i * 0.105)}" width="${W}" height="${H * 0.105}" fill="${i % 2 ? '#b9ad98' : '#c8bca6'}"/>`).join('')}
  ${people.join('')}
  </svg>`;
for (const width of [640, 1280]) {
  const info = await sharp(Buffer.from(group))
    .resize(width)
    .webp({ quality: 62, effort: 6 })
    .toFile(path.join(centenaryOut, `group-${width}.webp`));
  console.log(`group-${width}`, info.size);
}

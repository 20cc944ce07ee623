/**
 * Draws the small pictures of the about pages as SVG and rasterises them with sharp (borrowed
 * from the api package, as make-backgrounds.mjs does; nothing is downloaded, no real people):
 *   - 50 singer portraits for the KORA BALSIS grid (160×200 webp) and the
 *     module that imports them (src/features/about/data/singer-photos.ts);
 *   - the two pictures of the English about page's link to the events (640×400 webp).
 * Run once by hand: node mf-content/scripts/make-about-images.mjs. The files are committed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng, sharp } from './image-kit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const about = path.join(here, '../src/features/about');
const english = path.join(here, '../src/features/english-about/assets');

const PHOTOS = 50;
const W = 160;
const H = 200;

const pick = (random, list) => list[Math.floor(random() * list.length)];

const SKIN = ['#f1d3b5', '#e8c09a', '#d9a77f', '#f5dcc6', '#c98f65', '#eac7a4'];
const HAIR = [
  '#2b1d14',
  '#5a3b22',
  '#8a5a2b',
  '#c9a15a',
  '#e3c77f',
  '#3a3a3a',
  '#7b2e1d',
  '#b0b0b0',
];
const BACK = [
  '#8c1c13',
  '#1c2b39',
  '#4f7a52',
  '#8b4f7a',
  '#c07a2c',
  '#2f5a7a',
  '#6b4a8c',
  '#7a6a3a',
];
const ROBE = ['#120d12', '#1c2b39', '#3b0a0a', '#0d1b2a'];

/** A stylised singer: shoulders in the choir's dark concert dress, a face and a haircut. */
function portrait(i) {
  const r = rng(i * 131 + 7);
  const skin = pick(r, SKIN);
  const hair = pick(r, HAIR);
  const back = BACK[i % BACK.length];
  const robe = pick(r, ROBE);
  const long = r() > 0.5;
  const cx = W / 2 + (r() - 0.5) * 10;
  const cy = 84 + (r() - 0.5) * 8;
  const rx = 30 + r() * 6;
  const ry = 38 + r() * 5;
  const hairBack = long
    ? `<path d="M${cx - rx - 8} ${cy - 6} Q ${cx} ${cy - ry - 26} ${cx + rx + 8} ${cy - 6} L ${cx + rx + 12} ${cy + 62} L ${cx - rx - 12} ${cy + 62} Z" fill="${hair}"/>`
    : '';
  const hairTop = `<path d="M${cx - rx - 3} ${cy - 4} Q ${cx - rx} ${cy - ry - 14} ${cx} ${cy - ry - 8} Q ${cx + rx} ${cy - ry - 14} ${cx + rx + 3} ${cy - 4} Q ${cx + rx * (0.2 + r() * 0.5)} ${cy - ry + 8} ${cx - rx * 0.2} ${cy - ry + 12 + r() * 8} Q ${cx - rx * 0.8} ${cy - ry + 16} ${cx - rx - 3} ${cy - 4} Z" fill="${hair}"/>`;
  const mouthOpen = r() > 0.4;
  const mouth = mouthOpen
    ? `<ellipse cx="${cx}" cy="${cy + 20}" rx="6" ry="${4 + r() * 3}" fill="#5a1f1a"/>`
    : `<path d="M${cx - 8} ${cy + 18} Q ${cx} ${cy + 25} ${cx + 8} ${cy + 18}" stroke="#5a1f1a" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  const eyes = [-11, 11]
    .map(
      (dx) =>
        `<path d="M${cx + dx - 5} ${cy - 2} Q ${cx + dx} ${cy - 6} ${cx + dx + 5} ${cy - 2}" stroke="#2b1d14" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  const folder = r() > 0.6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><radialGradient id="g" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="${back}"/><rect width="${W}" height="${H}" fill="url(#g)"/>
  ${hairBack}
  <path d="M${cx - 70} ${H} Q ${cx - 64} ${cy + 58} ${cx} ${cy + 52} Q ${cx + 64} ${cy + 58} ${cx + 70} ${H} Z" fill="${robe}"/>
  <rect x="${cx - 10}" y="${cy + 28}" width="20" height="24" fill="${skin}"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>
  ${hairTop}${eyes}${mouth}
  ${folder ? `<rect x="${cx - 44}" y="${H - 34}" width="88" height="34" rx="3" fill="#111" transform="rotate(${(r() - 0.5) * 10} ${cx} ${H - 17})"/>` : ''}
</svg>`;
}

const names = [];
for (let i = 1; i <= PHOTOS; i++) {
  const name = String(i).padStart(2, '0');
  const info = await sharp(Buffer.from(portrait(i)))
    .webp({ quality: 45, effort: 6 })
    .toFile(path.join(about, 'assets/singers', `${name}.webp`));
  names.push(name);
  if (i === 1 || i === PHOTOS) console.log(`singer ${name}`, info.size);
}

await writeFile(
  path.join(about, 'data/singer-photos.ts'),
  `/**
 * Written by mf-content/scripts/make-about-images.mjs: the generated singer portraits
 * (${W}×${H} webp). A singer's \`photo\` in singers.ts is an index into this list.
 */
${names.map((n) => `import p${n} from '../assets/singers/${n}.webp';`).join('\n')}

export const PHOTO_SIZE = { width: ${W}, height: ${H} } as const;

export const SINGER_PHOTOS: readonly string[] = [
${names.map((n) => `  p${n},`).join('\n')}
];
`,
);

/** The English about page's link to the events: a stage before and during a concert. */
function stage(lit) {
  const r = rng(lit ? 41 : 17);
  const w = 640;
  const h = 400;
  const heads = [];
  for (let row = 0; row < 3; row++) {
    const count = 9 + row * 2;
    for (let i = 0; i < count; i++) {
      const x = w * (0.06 + (0.88 * (i + 0.5)) / count) + (r() - 0.5) * 6;
      const y = h * (0.5 + row * 0.12);
      const rad = 9 + row * 1.5;
      heads.push(
        `<rect x="${x - rad * 1.4}" y="${y + rad * 0.9}" width="${rad * 2.8}" height="${h * 0.3}" rx="${rad}" fill="${lit ? '#16090a' : '#0b0f16'}"/>`,
        `<circle cx="${x}" cy="${y}" r="${rad}" fill="${lit ? '#f0cfa6' : '#55606c'}"/>`,
      );
    }
  }
  const sky = lit
    ? '<stop offset="0" stop-color="#3b0a0a"/><stop offset="0.6" stop-color="#8c1c13"/><stop offset="1" stop-color="#140606"/>'
    : '<stop offset="0" stop-color="#0d1b2a"/><stop offset="0.6" stop-color="#1c2b39"/><stop offset="1" stop-color="#0a0f16"/>';
  const light = lit
    ? '<radialGradient id="l" cx="0.5" cy="0.05" r="0.8"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.8"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>'
    : '<radialGradient id="l" cx="0.5" cy="0.1" r="0.5"><stop offset="0" stop-color="#9cc3e6" stop-opacity="0.35"/><stop offset="1" stop-color="#9cc3e6" stop-opacity="0"/></radialGradient>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">${sky}</linearGradient>${light}</defs>
  <rect width="${w}" height="${h}" fill="url(#s)"/><rect width="${w}" height="${h}" fill="url(#l)"/>
  ${lit ? [0.25, 0.5, 0.75].map((x) => `<polygon points="${w * x - 10},0 ${w * x + 10},0 ${w * x + 120},${h} ${w * x - 120},${h}" fill="#ffe3a3" opacity="0.14"/>`).join('') : ''}
  ${heads.join('')}
</svg>`;
}

for (const [name, lit] of [
  ['events-1', false],
  ['events-2', true],
]) {
  const info = await sharp(Buffer.from(stage(lit)))
    .blur(0.6)
    .webp({ quality: 55, effort: 6 })
    .toFile(path.join(english, `${name}.webp`));
  console.log(name, info.size);
}

import { loadSharp } from '../plugins/app/images';

/**
 * Demo pictures drawn as SVG and rasterised by sharp: no downloads, no binary assets in git.
 * Motifs: a choir on risers under stage lights, a concert hall, a landscape, a score.
 * The seed uploads them as camera-like JPEG originals (`cameraOriginals`), through the same
 * `ImageStore.store` an upload goes through. Translucent shapes use fill-/stroke-opacity, not
 * `opacity`: the same pixels (±2 levels), without an offscreen canvas per shape, which halves
 * the rendering time at 2400 px.
 */

export const PALETTES: [string, string, string][] = [
  ['#1d2b53', '#7e2553', '#ffcc66'],
  ['#0b3954', '#087e8b', '#ff5a5f'],
  ['#2d1e2f', '#6b2737', '#f2c57c'],
  ['#14213d', '#3a506b', '#fca311'],
  ['#283618', '#606c38', '#fefae0'],
  ['#3d405b', '#81b29a', '#f2cc8f'],
  ['#22223b', '#4a4e69', '#c9ada7'],
  ['#003049', '#d62828', '#fcbf49'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
  ['#1b4332', '#40916c', '#d8f3dc'],
  ['#3c1642', '#086375', '#affc41'],
  ['#5f0f40', '#9a031e', '#fb8b24'],
];

type Motif = 'choir' | 'hall' | 'landscape' | 'score' | 'portrait';

function rng(seed: number) {
  let state = seed * 2654435761 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10000) / 10000;
  };
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

function choir(w: number, h: number, accent: string, random: () => number): string {
  const shapes: string[] = [];
  // Stage lights.
  for (let i = 0; i < 4; i++) {
    const x = w * (0.15 + i * 0.23);
    shapes.push(
      `<polygon points="${x},0 ${x - w * 0.12},${h} ${x + w * 0.12},${h}" fill="${accent}" fill-opacity="0.10"/>`,
    );
  }
  // Three rows of singers on risers.
  for (let row = 0; row < 3; row++) {
    const y = h * (0.5 + row * 0.14);
    const count = 11 + row * 2;
    for (let i = 0; i < count; i++) {
      const x = w * (0.08 + (0.84 * (i + 0.5)) / count) + (random() - 0.5) * 10;
      const r = h * (0.028 + row * 0.004);
      const tone = row % 2 === 0 ? '#111' : '#1b1b1b';
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#f1d3b3" fill-opacity="0.9"/>`);
      shapes.push(
        `<rect x="${x - r * 1.3}" y="${y + r}" width="${r * 2.6}" height="${h * 0.16}" rx="${r}" fill="${tone}"/>`,
      );
    }
  }
  shapes.push(`<rect x="0" y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="#0d0d0d"/>`);
  return shapes.join('');
}

function hall(w: number, h: number, accent: string): string {
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = w * (0.05 + i * 0.113);
    shapes.push(
      `<rect x="${x}" y="${h * 0.15}" width="${w * 0.04}" height="${h * 0.6}" fill="${accent}" fill-opacity="0.35"/>`,
      `<path d="M${x - w * 0.02} ${h * 0.15} Q ${x + w * 0.0565} ${h * 0.02} ${x + w * 0.113} ${h * 0.15}" stroke="${accent}" stroke-width="6" fill="none" stroke-opacity="0.5"/>`,
    );
  }
  for (let row = 0; row < 6; row++) {
    shapes.push(
      `<rect x="${w * (0.05 - row * 0.01)}" y="${h * (0.78 + row * 0.035)}" width="${w * (0.9 + row * 0.02)}" height="${h * 0.02}" rx="6" fill="#000" fill-opacity="0.45"/>`,
    );
  }
  return shapes.join('');
}

function landscape(w: number, h: number, accent: string, random: () => number): string {
  const hills: string[] = [];
  for (let layer = 0; layer < 4; layer++) {
    const base = h * (0.55 + layer * 0.12);
    let d = `M0 ${h} L0 ${base}`;
    for (let x = 0; x <= w; x += w / 8)
      d += ` Q ${x + w / 16} ${base - h * 0.1 * random()} ${x + w / 8} ${base}`;
    d += ` L${w} ${h} Z`;
    hills.push(`<path d="${d}" fill="#000" fill-opacity="${0.18 + layer * 0.15}"/>`);
  }
  return `<circle cx="${w * (0.2 + random() * 0.6)}" cy="${h * 0.3}" r="${h * 0.12}" fill="${accent}" fill-opacity="0.85"/>${hills.join('')}`;
}

function score(w: number, h: number, accent: string, random: () => number): string {
  const parts: string[] = [];
  for (let staff = 0; staff < 3; staff++) {
    const top = h * (0.2 + staff * 0.25);
    for (let line = 0; line < 5; line++) {
      const y = top + line * h * 0.022;
      parts.push(
        `<line x1="${w * 0.06}" y1="${y}" x2="${w * 0.94}" y2="${y}" stroke="${accent}" stroke-width="3" stroke-opacity="0.7"/>`,
      );
    }
    for (let n = 0; n < 12; n++) {
      const x = w * (0.12 + n * 0.068);
      const y = top + Math.floor(random() * 9) * h * 0.011;
      parts.push(
        `<ellipse cx="${x}" cy="${y}" rx="${h * 0.016}" ry="${h * 0.011}" fill="${accent}" transform="rotate(-20 ${x} ${y})"/>`,
        `<line x1="${x + h * 0.015}" y1="${y}" x2="${x + h * 0.015}" y2="${y - h * 0.08}" stroke="${accent}" stroke-width="3"/>`,
      );
    }
  }
  return parts.join('');
}

function portrait(w: number, h: number, accent: string): string {
  return [
    `<circle cx="${w / 2}" cy="${h * 0.38}" r="${w * 0.2}" fill="#f1d3b3" fill-opacity="0.92"/>`,
    `<path d="M${w * 0.38} ${h * 0.32} Q ${w / 2} ${h * 0.18} ${w * 0.62} ${h * 0.32}" stroke="#3b2a20" stroke-width="${w * 0.06}" fill="none"/>`,
    `<path d="M${w * 0.1} ${h} Q ${w * 0.12} ${h * 0.6} ${w / 2} ${h * 0.6} Q ${w * 0.88} ${h * 0.6} ${w * 0.9} ${h} Z" fill="#111"/>`,
    `<polygon points="${w / 2},${h * 0.62} ${w * 0.46},${h * 0.7} ${w / 2},${h * 0.9} ${w * 0.54},${h * 0.7}" fill="${accent}"/>`,
  ].join('');
}

export interface PictureSpec {
  motif: Motif;
  palette: number;
  seed: number;
  caption?: string;
  width?: number;
  height?: number;
}

/** The picture as SVG, drawn on a `width` × `height` canvas and rendered `scale` times that. */
export function pictureSvg(spec: PictureSpec, scale = 1): string {
  const w = spec.width ?? 1280;
  const h = spec.height ?? 853;
  const [from, to, accent] = PALETTES[spec.palette % PALETTES.length]!;
  const random = rng(spec.seed);
  const angle = Math.floor(random() * 360);
  const body =
    spec.motif === 'choir'
      ? choir(w, h, accent, random)
      : spec.motif === 'hall'
        ? hall(w, h, accent)
        : spec.motif === 'landscape'
          ? landscape(w, h, accent, random)
          : spec.motif === 'score'
            ? score(w, h, accent, random)
            : portrait(w, h, accent);
  const caption = spec.caption
    ? `<text x="${w * 0.05}" y="${h * 0.1}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(h * 0.055)}" font-weight="bold" fill="#fff" fill-opacity="0.92">${escapeXml(spec.caption)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${body}<rect width="${w}" height="${h}" fill="url(#v)"/>${caption}</svg>`;
}

/** Long edge of the seed's originals: a camera photo as it is usually uploaded, downsized. */
export const ORIGINAL_LONG_EDGE = 2400;
/** Standard deviation of the grain, in 8-bit levels (visible, like a phone photo indoors). */
const GRAIN_SIGMA = 6;
const ORIGINAL_QUALITY = 90;

/**
 * Luminance grain (sensor noise), roughly gaussian (the sum of four uniform draws), from a
 * fixed seed: every seed writes the same originals, byte for byte.
 */
function grain(pixels: number, sigma: number): Int8Array {
  const out = new Int8Array(pixels);
  let state = 0x9e3779b9;
  const scale = sigma * Math.sqrt(3); // the sum of 4 uniforms on [0, 1) has variance 1/3
  for (let i = 0; i < pixels; i++) {
    let sum = 0;
    for (let j = 0; j < 4; j++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      sum += (state >>> 0) / 4294967296;
    }
    out[i] = Math.max(-127, Math.min(127, Math.round((sum - 2) * scale)));
  }
  return out;
}

/**
 * Makes each picture into what a staff member would upload: the SVG rendered with its long edge
 * at ORIGINAL_LONG_EDGE (2400 × 1600 for the 3:2 pictures), grain added so that it compresses
 * like a photograph rather than flat colour (docs/decisions/016), encoded as
 * a quality-90 JPEG. The grain is drawn once per seed and shared by every picture.
 */
export function cameraOriginals(): (spec: PictureSpec) => Promise<Buffer> {
  let noise: Int8Array | undefined;
  return async (spec) => {
    const sharp = await loadSharp();
    const scale = ORIGINAL_LONG_EDGE / Math.max(spec.width ?? 1280, spec.height ?? 853);
    const { data, info } = await sharp(Buffer.from(pictureSvg(spec, scale)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = info.width * info.height;
    if (!noise || noise.length < pixels) noise = grain(pixels, GRAIN_SIGMA);
    const rgb = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length); // clamps to 0–255
    for (let p = 0, i = 0; p < pixels; p++, i += 3) {
      const n = noise[p]!;
      rgb[i] = rgb[i]! + n;
      rgb[i + 1] = rgb[i + 1]! + n;
      rgb[i + 2] = rgb[i + 2]! + n;
    }
    return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      .jpeg({ quality: ORIGINAL_QUALITY })
      .toBuffer();
  };
}

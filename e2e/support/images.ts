/**
 * Real images for the staff tests, drawn by sharp: no downloads. JPEG files in a temporary
 * folder (deleted by `remove`), and PNG bytes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** One JPEG: a `background` ground of `width` × `height` with the SVG shapes `svg` over it. */
export interface Drawing {
  file: string;
  width: number;
  height: number;
  background: string;
  svg: string;
}

export interface DrawnImages {
  /** The drawn files' paths, in the order of the drawings. */
  files: string[];
  remove: () => void;
}

/** The drawings as JPEG files in a new temporary folder named after `label`. */
export async function drawJpegs(label: string, drawings: Drawing[]): Promise<DrawnImages> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `koris-e2e-${label}-`));
  const files: string[] = [];
  for (const { file, width, height, background, svg } of drawings) {
    const target = path.join(dir, file);
    const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`;
    await sharp({ create: { width, height, channels: 3, background } })
      .composite([{ input: Buffer.from(shapes) }])
      .jpeg({ quality: 80 })
      .toFile(target);
    files.push(target);
  }
  return { files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A plain PNG of `colour`, 480 × 320. */
export function pngOf(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

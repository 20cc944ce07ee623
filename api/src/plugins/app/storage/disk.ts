import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredFile, StoredFileInfo, UploadStorage } from './upload-storage';

const TYPES: Record<string, string> = { '.webp': 'image/webp' };

/** Files in one folder (DATA_DIR/uploads), the embedded default. */
export class DiskStorage implements UploadStorage {
  readonly kind = 'disk' as const;

  constructor(readonly dir: string) {}

  file(name: string): string {
    return path.join(this.dir, name);
  }

  async put(name: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    if (Buffer.isBuffer(body)) await fsp.writeFile(this.file(name), body);
    else await pipeline(body, fs.createWriteStream(this.file(name)));
  }

  async stat(name: string): Promise<StoredFileInfo | undefined> {
    try {
      const stat = await fsp.stat(this.file(name));
      if (!stat.isFile()) return undefined;
      return {
        length: stat.size,
        contentType: TYPES[path.extname(name)],
        lastModified: stat.mtime,
      };
    } catch (_missing) {
      return undefined;
    }
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const info = await this.stat(name);
    if (!info) return undefined;
    return { ...info, body: fs.createReadStream(this.file(name)) };
  }

  async exists(name: string): Promise<boolean> {
    return (await this.stat(name)) !== undefined;
  }

  async copy(from: string, to: string): Promise<void> {
    await fsp.copyFile(this.file(from), this.file(to));
  }

  async delete(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => fsp.rm(this.file(name), { force: true })));
  }

  async list(): Promise<string[]> {
    try {
      return await fsp.readdir(this.dir);
    } catch (_missing) {
      return [];
    }
  }

  async close(): Promise<void> {}
}

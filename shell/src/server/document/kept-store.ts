import { LRUCache } from 'lru-cache';

export const DEFAULT_DOCUMENT_CACHE_MB = 32;

/** DOCUMENT_CACHE_MB: megabytes of documents kept (0: none, every document rendered anew). */
export function documentCacheBytes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_DOCUMENT_CACHE_MB * 1024 * 1024;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(
      `DOCUMENT_CACHE_MB must be a whole number of megabytes (0 keeps no documents), not "${value}"`,
    );
  }
  return Number(value.trim()) * 1024 * 1024;
}

/** One kept document: its encoded bytes and what it was written under. */
export interface KeptDocument {
  body: Buffer;
  etag: string;
  styleHashes: readonly string[];
  version: string;
  release: string;
  /** The server's date it was drawn on, when its render decided by the date; else null. */
  day: string | null;
}

/** What one entry costs beyond its body: its key, its validator, the record. */
const ENTRY_OVERHEAD = 512;

/**
 * The kept documents, bounded in bytes (their encoded bodies, keys and records): the least
 * recently used go first. Null for a budget of 0 (nothing is kept).
 */
export function keptDocuments(maxBytes: number): LRUCache<string, KeptDocument> | null {
  if (maxBytes <= 0) return null;
  return new LRUCache<string, KeptDocument>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.body.length + key.length + ENTRY_OVERHEAD,
  });
}

export type KeptDocuments = NonNullable<ReturnType<typeof keptDocuments>>;

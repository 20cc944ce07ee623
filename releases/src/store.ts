/**
 * The one interface of a remote's release store, whichever holds the releases: a folder
 * (FolderReleaseStore, what the remote's own server serves) or an S3-compatible bucket
 * (S3ReleaseStore, which the bucket serves itself). `pnpm deploy:remote` and
 * `pnpm rollback:remote` choose one from `--to` (releaseStoreAt) and use nothing else.
 */

/** What was deployed: the release's metadata file. */
export interface ReleaseMeta {
  id: string;
  /** The remote's federation name (`mf_content`). */
  remote: string;
  createdAt: string;
  files: number;
  bytes: number;
  /** Shared singleton → the version the build was made with. */
  shared: Record<string, string>;
}

/** A release just published, or found already there with the same bytes (`created: false`). */
export interface Published extends ReleaseMeta {
  created: boolean;
}

export type SwitchAction = 'deploy' | 'rollback';

/** A switch of the current release. */
export interface Switch {
  id: string;
  previous: string | null;
}

/** One line of the store's history. */
export interface HistoryEntry {
  at: string;
  action: SwitchAction;
  release: string;
  previous: string | null;
}

export interface PublishOptions {
  remote: string;
  shared: Record<string, string>;
}

export interface ReleaseStore {
  /** Where the releases are, for messages: a folder, or `s3://BUCKET/PREFIX/releases/`. */
  readonly location: string;
  /** The address the shell's REMOTE_*_URL takes when the store is served as it is, else null. */
  readonly publicUrl: string | null;
  /** The id being served, or null before the first deploy. */
  current(): Promise<string | null>;
  /** Metadata of every release, oldest first. */
  list(): Promise<ReleaseMeta[]>;
  /** A release by id or unique id prefix; throws a ReleaseStoreError otherwise. */
  find(idOrPrefix: string): Promise<ReleaseMeta>;
  /**
   * Adds a build as an immutable release (unless the same bytes are there already). Does not
   * switch to it.
   */
  publish(buildDir: string, options: PublishOptions): Promise<Published>;
  /** Makes `id` current and records the switch. */
  activate(id: string, action: SwitchAction): Promise<Switch>;
  /** The switches, oldest first. */
  history(): Promise<HistoryEntry[]>;
}

/** A failure the person deploying can act on: printed as it is, never with a stack. */
export class ReleaseStoreError extends Error {
  override name = 'ReleaseStoreError';
}

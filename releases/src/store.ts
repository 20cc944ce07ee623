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

/**
 * What a line of the history records: a switch of the current release (`deploy`, `rollback`,
 * `promote`: a canary made current), or a change of the rollout beside it (`preview`: a release
 * published for preview links; `canary`: one given to a share of visitors; `canary-end`: a
 * canary ended, by a person or by the error rates).
 */
export type SwitchAction = 'deploy' | 'rollback' | 'promote' | 'preview' | 'canary' | 'canary-end';

/** A release given to a share of visitors before it is current. */
export interface Canary {
  release: string;
  /** The share of browsers assigned to it, 0 < percent < 100. */
  percent: number;
  since: string;
}

/** How the last canary ended: kept so that status:remote and the staff can say why. */
export interface CanaryEnd {
  release: string;
  at: string;
  action: 'promote' | 'rollback' | 'auto-rollback';
  reason: string;
}

/**
 * What the store says beside its current release (`rollout.json`, read by every shell's
 * server at the manifest interval): the canary, if any, and how the last one ended.
 */
export interface Rollout {
  canary: Canary | null;
  lastEnded: CanaryEnd | null;
}

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
  /** Why, for a change a person did not ask for (an ended canary). */
  reason?: string;
}

/** A change of the rollout, as the history records it. */
export interface RolloutChange {
  action: SwitchAction;
  release: string;
  reason?: string;
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
  /** The rollout beside the current release (no canary before the first one). */
  rollout(): Promise<Rollout>;
  /**
   * Replaces the rollout and records the change in the history (`release` is the one it
   * concerns); without `change`, it records nothing (a switch recorded it already).
   */
  setRollout(rollout: Rollout, change?: RolloutChange): Promise<void>;
}

/** A failure the person deploying can act on: printed as it is, never with a stack. */
export class ReleaseStoreError extends Error {
  override name = 'ReleaseStoreError';
}

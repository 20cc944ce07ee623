/**
 * The federation contract (docs/architecture.md#routes, #federation): every module every remote exposes, with its props.
 * Types only (erased from every bundle), so it is not a shared singleton.
 *
 * - each remote's `webpack.config.cjs` types its `exposes` with {@link RemoteExposesConfig},
 *   and its `src/exposes/contract.ts` checks each exposed component against {@link ExposedComponents};
 * - the shell's route table takes {@link PageModuleId}s and its remote mounts pass
 *   {@link PropsOf} the module they mount.
 *
 * So renaming or removing an exposed module, or changing its props, fails `pnpm typecheck` in
 * the package that broke the contract. Changing the contract itself is a change for every team:
 * the shell and the remote concerned must both follow.
 */
import type { ComponentType } from 'react';

/** Exposed pages take no props: they read route params through the shared router (docs/architecture.md#federation). */
export type NoProps = Record<string, never>;

/** What the shell's header passes to the account modal it mounts in its slot. */
export interface AccountModalProps {
  open: boolean;
  onClose: () => void;
}

/** Remote name → exposed module → its props. */
export interface FederationContract {
  mf_content: {
    HomePage: NoProps;
    EnglishHomePage: NoProps;
    EnglishAboutPage: NoProps;
    EventsPage: NoProps;
    ArchivePage: NoProps;
    AboutPage: NoProps;
    HistoryPage: NoProps;
    GetInvolvedPage: NoProps;
    JoinPage: NoProps;
    CentenaryPage: NoProps;
    QuizPage: NoProps;
  };
  mf_media: {
    VideosPage: NoProps;
    PhotoPage: NoProps;
    AlbumPage: NoProps;
  };
  mf_admission: {
    AdmissionPage: NoProps;
    ApplicationsPage: NoProps;
  };
  mf_account: {
    AccountModal: AccountModalProps;
  };
}

export type RemoteName = keyof FederationContract;

/** The modules one remote exposes: `'HomePage' | 'EventsPage' | …`. */
export type ExposedModule<R extends RemoteName> = keyof FederationContract[R] & string;

/** `mf_content/EventsPage` …: remote name / exposed module, every one in the contract. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${ExposedModule<R>}`;
}[RemoteName];

type RemoteOf<Id extends RemoteModuleId> = Id extends `${infer R extends RemoteName}/${string}`
  ? R
  : never;
type ModuleOf<Id extends RemoteModuleId> = Id extends `${string}/${infer M}` ? M : never;

/** The props the module behind `Id` takes. */
export type PropsOf<Id extends RemoteModuleId> =
  ModuleOf<Id> extends keyof FederationContract[RemoteOf<Id>]
    ? FederationContract[RemoteOf<Id>][ModuleOf<Id>]
    : never;

/** Modules that take no props: the ones a route can mount. */
export type PageModuleId = {
  [Id in RemoteModuleId]: PropsOf<Id> extends NoProps ? Id : never;
}[RemoteModuleId];

/** What a remote's `src/exposes/contract.ts` must match: one component per exposed module. */
export type ExposedComponents<R extends RemoteName> = {
  readonly [M in ExposedModule<R>]: ComponentType<FederationContract[R][M]>;
};

/**
 * The `exposes` of a remote's webpack config: exactly one `./Module` key per contract module,
 * each pointing at `./src/exposes/Module.tsx`.
 */
export type RemoteExposesConfig<R extends RemoteName> = {
  readonly [M in ExposedModule<R> as `./${M}`]: `./src/exposes/${M}.tsx`;
};

/**
 * A remote's exposed components, checked against the contract: the type argument fails when a
 * module is missing, when one is extra, or when a component needs other props.
 */
export type CheckExposed<
  R extends RemoteName,
  T extends ExposedComponents<R> & { readonly [K in Exclude<keyof T, ExposedModule<R>>]: never },
> = T;

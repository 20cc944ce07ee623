/**
 * Entities of docs/product.md#entities, as the API (api/README.md) returns them: generated from the API's
 * OpenAPI document (./api.gen.ts, `pnpm --filter @koris/api openapi`), never written by hand.
 */
import type { components, paths } from './api.gen';

export type { components, paths };
type Schemas = components['schemas'];

/** Responsive variants the API makes for every uploaded image (width/height: no layout shift). */
export type ImageVariants = Schemas['ImageVariants'];
export type GalleryRef = Schemas['GalleryRef'];
export type Event = Schemas['Event'];
export type GalleryImage = Schemas['GalleryImage'];
/** `images` only on a single gallery (GET /api/galleries/{id}). */
export type Gallery = Schemas['Gallery'];
export type Conductor = Schemas['Conductor'];
export type Achievement = Schemas['Achievement'];
export type SystemSetting = Schemas['SystemSetting'];
export type Decoration = Schemas['HistoryEvent']['decoration'];
export type HistoryEvent = Schemas['HistoryEvent'];
export type Video = Schemas['Video'];
export type RoleName = Schemas['RoleName'];
export type User = Schemas['User'];
export type AuthResponse = Schemas['AuthResponse'];
/** A right password of an account with a second factor: the ticket of its second step. */
export type SecondStep = Schemas['SecondStep'];
/** `{ message }` of deletes and other plain answers. */
export type MessageResponse = Schemas['Message'];
/** A delete's answer: `trash_id` undoes it (POST /api/trash/{trash_id}/restore). */
export type DeletedResponse = Schemas['Deleted'];
/** What staff deleted, waiting in the trash. */
export type TrashItem = Schemas['TrashItem'];
export type TrashKind = TrashItem['kind'];
/** An earlier version of an item or a system text. */
export type Version = Schemas['Version'];
export type VersionKind = Version['kind'];
/** One line of the activity log. */
export type ActivityEntry = Schemas['ActivityEntry'];
export type ActivityAction = ActivityEntry['action'];
/** Real-user measurements per page and client errors per remote release (GET /api/rum/summary). */
export type RumSummary = Schemas['RumSummary'];
export type RumWindow = RumSummary['window'];
export type RumPage = Schemas['RumPage'];
export type RumRelease = Schemas['RumRelease'];
/** What a browser reports of one page view (POST /api/rum). */
export type RumReport = Schemas['RumReport'];
/** A restore's answer (from the trash or a version). */
export type RestoredResponse = Schemas['Restored'];
/** Every 4xx/5xx: `{ message }`, a 422 adds `errors: { field: [message] }`. */
export type ErrorResponse = Schemas['Error'];

type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The JSON answer of a call: `ApiResponse<'/api/events/{id}', 'get'>` is an Event. */
export type ApiResponse<
  Path extends keyof paths,
  Method extends ApiMethod,
> = paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : paths[Path][Method] extends {
        responses: { 201: { content: { 'application/json': infer Body } } };
      }
    ? Body
    : never;

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Where each call of a client goes: call name → its path and method in the OpenAPI document. */
export type ApiRoutes = Record<string, readonly [path: keyof paths, method: ApiMethod]>;

/** The names in `Table` that are no call of `Calls` or whose answer is not their route's. */
type ContractBreaks<Calls, Table> = {
  [Name in keyof Table]: Name extends keyof Calls
    ? Table[Name] extends readonly [infer Path extends keyof paths, infer Method extends ApiMethod]
      ? Calls[Name] extends (...args: never[]) => Promise<infer Answer>
        ? Equal<Answer, ApiResponse<Path, Method>> extends true
          ? never
          : Name
        : Name
      : Name
    : Name;
}[keyof Table];

/**
 * A compile-time contract (a `contract.check.ts`, type-checked, never bundled): `true` when
 * every call named in `Table` answers exactly the type the API's OpenAPI document gives for
 * its route; otherwise the names that break it, so `const contract: ApiContractHolds<…> = true`
 * fails the type check naming them.
 */
export type ApiContractHolds<Calls, Table extends ApiRoutes> = [
  ContractBreaks<Calls, Table>,
] extends [never]
  ? true
  : ContractBreaks<Calls, Table>;

export interface ApplicationInput {
  name: string;
  age: string;
  email: string;
  phone: string;
  experience?: string;
  is_lu_student: boolean;
  can_come_1: boolean;
  can_come_2: boolean;
  find_out: string;
  free?: string;
}

/** As listed (`GET /api/applications`): optional texts left out on apply come back null. */
export type Application = Schemas['Application'];

/** The names of docs/product.md#entities plus our `admission_open` and `admission_privacy`. */
export type SystemSettingName = Schemas['SystemSettingName'];

export interface Paging {
  skip: number;
  take: number;
}

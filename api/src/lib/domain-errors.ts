/**
 * What the data layer (db/, the repositories) throws when a change cannot be made, in the
 * domain's terms. It never chooses an HTTP status: the route that asked does (`httpErrorOf` in
 * ./errors.ts).
 */
export class DomainError extends Error {}

/** The change contradicts what is stored: the row is already there, or what it belongs to is gone. */
export class ConflictError extends DomainError {}

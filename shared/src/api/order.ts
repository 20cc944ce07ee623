/**
 * Two texts in the order the database sorts them (code point by code point), as the API's
 * lists are ordered by their ISO 8601 timestamps. Not `localeCompare`: a language's collation
 * is not the database's order, and a page's first call to it makes the browser set ICU up, one
 * long task on a phone while the page hydrates.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

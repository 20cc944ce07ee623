/** How many paths' answers are kept; past it they are forgotten together and worked out again. */
const KEPT_PATHS = 1_000;

/**
 * `compute`, kept per path: for work the server render repeats on every request although its
 * answer depends on the path alone (matching the route table). Bounded, since paths come from
 * anyone.
 */
export function perPath<T>(compute: (pathname: string) => T): (pathname: string) => T {
  const kept = new Map<string, T>();
  return (pathname) => {
    if (kept.has(pathname)) return kept.get(pathname) as T;
    const answer = compute(pathname);
    if (kept.size >= KEPT_PATHS) kept.clear();
    kept.set(pathname, answer);
    return answer;
  };
}

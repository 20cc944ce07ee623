/** Milliseconds as people read them: "850 ms", "2.5 s". */
export const formatMs = (ms: number) =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** CLS is a score without a unit. */
export const formatCls = (value: number) => value.toFixed(2);

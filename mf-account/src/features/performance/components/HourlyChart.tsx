import { useId } from 'react';
import type { RumPage } from '@koris/shared/types';
import { texts } from '../../../texts';
import { formatMs } from '../format';
import styles from './performance.module.css';

const WIDTH = 120;
const HEIGHT = 32;

/**
 * A page's LCP (75th percentile) hour by hour, as a line: a glance shows whether a page got
 * slower. Its name and description say in words what it draws (the slowest and fastest hour,
 * the hours without a report).
 */
export function HourlyChart({ page }: { page: RumPage }) {
  const titleId = useId();
  const descId = useId();
  const values = page.hourly.map((h) => h.lcp_p75);
  const known = values.filter((v): v is number => v !== null);
  const top = Math.max(...known, 1);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  // One polyline per run of hours that have a value: an hour without a report is a gap.
  const runs: string[][] = [];
  let run: string[] = [];
  values.forEach((value, i) => {
    if (value === null) {
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    run.push(`${(i * step).toFixed(1)},${(HEIGHT - 2 - (value / top) * (HEIGHT - 4)).toFixed(1)}`);
  });
  if (run.length) runs.push(run);

  const description =
    known.length === 0
      ? texts.performance.chartEmpty
      : texts.performance.chartDescription(
          formatMs(Math.min(...known)),
          formatMs(Math.max(...known)),
          values.length - known.length,
          values.length,
        );
  return (
    <svg
      className={styles.chart}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{texts.performance.chartTitle(page.route)}</title>
      <desc id={descId}>{description}</desc>
      {runs.map((points, i) =>
        points.length === 1 ? (
          <circle key={i} cx={points[0]!.split(',')[0]} cy={points[0]!.split(',')[1]} r="1.5" />
        ) : (
          <polyline key={i} points={points.join(' ')} fill="none" />
        ),
      )}
    </svg>
  );
}

import { useState } from 'react';
import { getRumSummary, resource, useResource } from '@koris/shared/api';
import type { RumPage, RumRelease, RumWindow } from '@koris/shared/types';
import { Loader, notifyError } from '@koris/shared/ui';
import { texts } from '../../../texts';
import formStyles from '../../../components/form.module.css';
import { formatCls, formatMs } from '../format';
import { HourlyChart } from './HourlyChart';
import styles from './performance.module.css';

type Measure = RumPage['lcp'];

const summaryOf = (window: RumWindow) =>
  resource(`account:rum:${window}`, () => getRumSummary(window));

/** A 75th percentile and its rating by Google's thresholds ("Good", "Needs improvement", "Poor"). */
function Rated({ measure, format }: { measure: Measure; format: (value: number) => string }) {
  if (measure.p75 === null || measure.rating === null) return <>{texts.performance.noData}</>;
  return (
    <>
      {format(measure.p75)}
      <span className={`${styles.rating} ${styles[measure.rating]}`}>
        {texts.performance.ratings[measure.rating]}
      </span>
    </>
  );
}

function Pages({ pages }: { pages: RumPage[] }) {
  const t = texts.performance;
  return (
    <table className={styles.table}>
      <caption>{t.pagesCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.columns.page}</th>
          <th scope="col">{t.columns.views}</th>
          <th scope="col">{t.columns.lcp}</th>
          <th scope="col">{t.columns.inp}</th>
          <th scope="col">{t.columns.cls}</th>
          <th scope="col">{t.columns.chart}</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={page.route}>
            <th scope="row" className={styles.route}>
              {page.route}
            </th>
            <td>{page.views}</td>
            <td>
              <Rated measure={page.lcp} format={formatMs} />
            </td>
            <td>
              <Rated measure={page.inp} format={formatMs} />
            </td>
            <td>
              <Rated measure={page.cls} format={formatCls} />
            </td>
            <td>
              <HourlyChart page={page} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Releases({ releases }: { releases: RumRelease[] }) {
  const t = texts.performance;
  return (
    <table className={styles.table}>
      <caption>{t.releasesCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.columns.remote}</th>
          <th scope="col">{t.columns.newest}</th>
          <th scope="col">{t.columns.errors}</th>
          <th scope="col">{t.columns.previous}</th>
          <th scope="col">{t.columns.errors}</th>
        </tr>
      </thead>
      <tbody>
        {releases.map((r) => (
          <tr key={r.remote}>
            <th scope="row">{r.remote}</th>
            <td>
              <code>{r.release}</code>
            </td>
            <td>{t.errorsInViews(r.errors, r.views)}</td>
            <td>{r.previous ? <code>{r.previous.release}</code> : t.noPrevious}</td>
            <td>{r.previous ? t.errorsInViews(r.previous.errors, r.previous.views) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Performance (role update-data): what visitors' browsers measured, per page, for the last
 * 24 hours or 7 days, and the client errors of each remote's newest release beside the one
 * before it.
 */
export function PerformancePanel() {
  const t = texts.performance;
  const [period, setPeriod] = useState<RumWindow>('24h');
  const { data, loading } = useResource(summaryOf(period), { onError: notifyError });
  return (
    <div aria-busy={loading}>
      <p className={formStyles.hint}>{t.intro}</p>
      <fieldset className={styles.windows}>
        <legend className="k-visually-hidden">{t.windowLegend}</legend>
        {(['24h', '7d'] as const).map((w) => (
          <label key={w}>
            <input
              type="radio"
              name="rum-window"
              value={w}
              checked={period === w}
              onChange={() => setPeriod(w)}
            />{' '}
            {t.windows[w]}
          </label>
        ))}
      </fieldset>
      {loading && !data ? <Loader /> : null}
      {data ? (
        data.pages.length === 0 && data.releases.length === 0 ? (
          <p>{t.empty}</p>
        ) : (
          <>
            <Pages pages={data.pages} />
            <Releases releases={data.releases} />
          </>
        )
      ) : null}
    </div>
  );
}

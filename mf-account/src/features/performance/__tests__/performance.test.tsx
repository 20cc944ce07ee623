import { screen, within } from '@testing-library/react';
import { aUser, recordRequests, server } from '@koris/shared/testing';
import { renderAccountModal } from '../../../testing/render';
import { aRumPage, performanceHandlers } from './performance-handlers';

const DAY = {
  window: '24h' as const,
  pages: [
    aRumPage(),
    aRumPage({
      route: '/',
      views: 3,
      lcp: { p75: 4500, rating: 'poor', samples: 2 },
      inp: { p75: null, rating: null, samples: 0 },
      cls: { p75: 0.05, rating: 'good', samples: 2 },
      hourly: aRumPage().hourly.map((h) => ({ ...h, lcp_p75: null })),
    }),
  ],
  releases: [
    {
      remote: 'mf-media',
      release: '9f8e7d6c5b4a3210',
      errors: 3,
      views: 41,
      previous: { release: '0123456789abcdef', errors: 0, views: 120 },
      seen: [
        { release: '9f8e7d6c5b4a3210', errors: 3, views: 41 },
        { release: '0123456789abcdef', errors: 0, views: 120 },
      ],
    },
    {
      remote: 'mf-content',
      release: 'aaaabbbbccccdddd',
      errors: 1,
      views: 1,
      previous: null,
      seen: [{ release: 'aaaabbbbccccdddd', errors: 1, views: 1 }],
    },
  ],
};

const WEEK = {
  window: '7d' as const,
  pages: [
    aRumPage({ views: 900, lcp: { p75: 2600, rating: 'needs-improvement', samples: 700 } }, 168),
  ],
  releases: [],
};

async function openPerformance() {
  server.use(...performanceHandlers({ '24h': DAY, '7d': WEEK }));
  const view = renderAccountModal({ user: aUser({ roles: ['update-data'] }) });
  await view.user.click(screen.getByRole('tab', { name: 'Performance' }));
  const panel = screen.getByRole('tabpanel', { name: 'Performance' });
  await within(panel).findByRole('table', { name: 'Pages' });
  return { ...view, panel: within(panel) };
}

/** A table's body rows as the texts of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('Performance', () => {
  it("shows each page's views and 75th percentiles with Google's ratings for the last 24 hours", async () => {
    const calls = recordRequests();
    const { panel } = await openPerformance();
    expect(panel.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
    expect(rowsOf(panel.getByRole('table', { name: 'Pages' }))).toEqual([
      [
        '/photo/gallery/:id',
        '40',
        '2.2 sGood',
        '250 msNeeds improvement',
        '0.30Poor',
        expect.any(String),
      ],
      ['/', '3', '4.5 sPoor', 'No data', '0.05Good', expect.any(String)],
    ]);
    expect(calls.map((c) => `${c.method} ${c.path}?${c.search}`)).toEqual([
      'GET /api/rum/summary?window=24h',
    ]);
  });

  it('draws the LCP of each hour with a name and a description in words', async () => {
    const { panel } = await openPerformance();
    const chart = panel.getByRole('img', { name: 'LCP (p75) by hour on /photo/gallery/:id' });
    expect(chart).toHaveAccessibleDescription(
      'Between 1.0 s and 3.2 s over 24 hours; 4 of them without a report.',
    );
    expect(chart.querySelectorAll('polyline')).toHaveLength(4);
    expect(panel.getByRole('img', { name: 'LCP (p75) by hour on /' })).toHaveAccessibleDescription(
      'No LCP reported in this period.',
    );
  });

  it("sets each remote's newest release beside the one before it, with their client errors", async () => {
    const { panel } = await openPerformance();
    expect(rowsOf(panel.getByRole('table', { name: 'Client errors by release' }))).toEqual([
      [
        'mf-media',
        '9f8e7d6c5b4a3210',
        '3 errors in 41 views',
        '0123456789abcdef',
        '0 errors in 120 views',
      ],
      ['mf-content', 'aaaabbbbccccdddd', '1 error in 1 view', 'None', ''],
    ]);
  });

  it('switches to the last 7 days', async () => {
    const { panel, user } = await openPerformance();
    await user.click(panel.getByRole('radio', { name: 'Last 7 days' }));
    expect(await panel.findByRole('cell', { name: '900' })).toBeInTheDocument();
    expect(panel.getByRole('cell', { name: /^2\.6 s ?Needs improvement$/ })).toBeInTheDocument();
    expect(panel.getByRole('img', { name: /by hour/ })).toHaveAccessibleDescription(
      /over 168 hours/,
    );
    expect(panel.queryByRole('table', { name: 'Client errors by release' })).toBeInTheDocument();
  });

  it('says so when nothing was measured', async () => {
    server.use(...performanceHandlers());
    const { user } = renderAccountModal({ user: aUser({ roles: ['update-data'] }) });
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(await screen.findByText('No measurements in this period.')).toBeInTheDocument();
  });

  it('is not there for staff without update-data', () => {
    renderAccountModal({ user: aUser({ roles: ['update-users', 'see-applications'] }) });
    expect(screen.queryByRole('tab', { name: 'Performance' })).not.toBeInTheDocument();
  });
});

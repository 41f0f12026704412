import type { DashboardStats, PrecheckSummary } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { Dashboard } from './dashboard';
import { DashboardInsights } from './dashboard-insights';
import type { MonthlyChartProps } from './monthly-chart';

// recharts draws nothing in jsdom (no layout, so its container measures 0×0): the lazily loaded
// chart is replaced by a stand-in that shows what it was given.
vi.mock('./monthly-chart', () => ({
  default: ({ data }: MonthlyChartProps) => (
    <div data-testid="monthly-chart">
      {data.map((point) => `${point.label}:${point.pos}/${point.ecom}`).join(' ')}
    </div>
  ),
}));

function summary(n: number, overrides: Partial<PrecheckSummary> = {}): PrecheckSummary {
  return {
    id: `id-${n}`,
    type: n % 2 === 0 ? 'POS' : 'ECOM',
    company: `ACME ${n} GMBH`,
    contact: `jANE DOE ${n}`,
    createdAt: `2024-01-${String(n + 1).padStart(2, '0')}T12:00:00.000Z`,
    ...overrides,
  };
}

const stats: DashboardStats = {
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `2024-${String(i + 1).padStart(2, '0')}`,
    pos: i,
    ecom: 12 - i,
  })),
  latest: Array.from({ length: 10 }, (_, i) => summary(i)),
  queue: { submitted: 3, in_review: 2, information_requested: 1, approval_pending: 0, overdue: 2 },
  decisions: { days: 30, approved: 4, declined: 1, medianHoursToDecision: 19.5 },
};

function renderDashboard(role: 'admin' | 'merchant' = 'admin') {
  return renderAt(<Dashboard role={role} staffInsights={<DashboardInsights />} />, '/dashboard', {
    entries: ['/dashboard'],
  });
}

describe('admin dashboard insights', () => {
  it('shows the chart and the ten latest pre-checks with View links to the right detail routes', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, stats));
    renderDashboard();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const chartSection = await screen.findByRole('region', { name: 'Pre-checks per month' });
    const chart = await within(chartSection).findByTestId('monthly-chart');
    expect(chart).toHaveTextContent('Jan 2024:0/12');
    expect(chart).toHaveTextContent('Dec 2024:11/1');
    // The picture is hidden from assistive technology, which reads the same figures as a table.
    // eslint-disable-next-line testing-library/no-node-access -- the chart's box is what hides it
    expect(chart.parentElement).toHaveAttribute('aria-hidden', 'true');
    const figures = within(chartSection).getByRole('table', { name: 'Pre-checks per month' });
    expect(within(figures).getAllByRole('row')).toHaveLength(13);
    expect(within(figures).getByRole('row', { name: 'Dec 2024 11 1' })).toBeInTheDocument();

    const table = screen.getByRole('region', { name: 'Latest pre-checks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Company', 'Contact', 'Type', 'Submitted', 'Actions']);

    // Row 0 is a POS pre-check, row 1 an e-commerce one.
    const [pos, ecom] = rows as [HTMLElement, HTMLElement];
    expect(within(pos).getByText('Acme 0 gmbh')).toBeInTheDocument();
    expect(within(pos).getByText('Jane doe 0')).toBeInTheDocument();
    expect(within(pos).getByText('POS')).toBeInTheDocument();
    expect(within(pos).getByText('Jan 1, 2024')).toBeInTheDocument();
    expect(within(pos).getByRole('link', { name: 'View the pre-check of Acme 0 gmbh' })).toHaveAttribute(
      'href',
      '/precheck-pos/id-0',
    );
    expect(within(ecom).getByText('ECOM')).toBeInTheDocument();
    expect(within(ecom).getByRole('link', { name: /View/ })).toHaveAttribute('href', '/precheck/id-1');

    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/stats/dashboard']);
  });

  it('shows the review queue by status, the late ones, and the last 30 days of decisions', async () => {
    mockFetch(() => jsonResponse(200, stats));
    renderDashboard();
    const queue = await screen.findByRole('region', { name: 'Review queue' });
    const figure = (region: HTMLElement, term: string) =>
      within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(queue, 'Received')).toBe('3');
    expect(figure(queue, 'In review')).toBe('2');
    expect(figure(queue, 'Waiting for the applicant')).toBe('1');
    expect(figure(queue, 'Overdue')).toBe('2');
    const decisions = screen.getByRole('region', { name: 'Decisions in the last 30 days' });
    expect(figure(decisions, 'Approved')).toBe('4');
    expect(figure(decisions, 'Declined')).toBe('1');
    expect(figure(decisions, 'Median time to decision')).toBe('19.5 hr');
  });

  it('speaks the UI language: headings, month names and dates', async () => {
    await i18n.changeLanguage('de');
    mockFetch(() => jsonResponse(200, stats));
    renderDashboard();
    const chart = await screen.findByTestId('monthly-chart');
    expect(chart).toHaveTextContent('März 2024:2/10');
    expect(screen.getByRole('region', { name: 'Neueste Vorabprüfungen' })).toBeInTheDocument();
    expect(screen.getByText('1. Jan. 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /ansehen$/ })).toHaveLength(10);
  });

  it('names the kinds in the UI language: a Spanish POS pre-check is a TPV one', async () => {
    await i18n.changeLanguage('es');
    mockFetch(() => jsonResponse(200, stats));
    renderDashboard();
    const table = await screen.findByRole('region', { name: 'Últimas preverificaciones' });
    const [pos, ecom] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(pos).getByText('TPV')).toBeInTheDocument();
    expect(within(pos).getByText('1 ene 2024')).toBeInTheDocument();
    expect(within(ecom).getByText('ECOM')).toBeInTheDocument();
  });

  it('logs a failed load and says so, with Try again, rather than showing empty sections', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockFetch(() =>
      fail ? errorResponse(500, 'internal_error', 'Something went wrong') : jsonResponse(200, stats),
    );
    const { user } = renderDashboard();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('The dashboard figures could not be loaded.');
    expect(screen.queryByText('No pre-checks yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('No figures to show yet.')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: /^View/ })).toHaveLength(10);
  });

  it('is not fetched for merchants, who see only the title and the two buttons', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, stats));
    renderDashboard('merchant');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/add-precheck-pos',
      '/add-precheck',
    ]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

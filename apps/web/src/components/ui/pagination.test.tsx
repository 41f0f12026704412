import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { Pagination, type PaginationProps } from './pagination';

function renderPagination(props: Partial<PaginationProps> & Pick<PaginationProps, 'page' | 'totalPages'>) {
  const onChange = vi.fn();
  const view = renderWithTheme(<Pagination onChange={onChange} {...props} />);
  return { ...view, onChange, user: userEvent.setup() };
}

/** What the control shows between "Previous" and "Next", e.g. ['1', '2', '…', '7']. */
function shownItems(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByText(/^(\d+|…)$/)
    .map((element) => element.textContent ?? '');
}

describe('Pagination', () => {
  it('is hidden for a single page', () => {
    const { container } = renderPagination({ page: 1, totalPages: 1, range: { total: 5, pageSize: 20 } });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('results');
  });

  it('shows both pages when there are two', () => {
    renderPagination({ page: 1, totalPages: 2 });
    expect(shownItems()).toEqual(['1', '2']);
  });

  it('shows all five pages without ellipses', () => {
    renderPagination({ page: 3, totalPages: 5 });
    expect(shownItems()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('with seven pages, shows every one of them wherever the current page is', () => {
    for (const page of [1, 4, 7]) {
      const { unmount } = renderPagination({ page, totalPages: 7 });
      expect(shownItems()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      unmount();
    }
  });

  it('near the start of many pages, ends with an ellipsis and the last page', () => {
    renderPagination({ page: 1, totalPages: 20 });
    expect(shownItems()).toEqual(['1', '2', '3', '4', '5', '…', '20']);
  });

  it('near the end of many pages, starts with the first page and an ellipsis', () => {
    renderPagination({ page: 20, totalPages: 20 });
    expect(shownItems()).toEqual(['1', '…', '16', '17', '18', '19', '20']);
  });

  it('far from both ends, shows both ellipses', () => {
    renderPagination({ page: 10, totalPages: 20 });
    expect(shownItems()).toEqual(['1', '…', '9', '10', '11', '…', '20']);
  });

  it('always shows the first, the last, the current page and one either side, in order, and at most five others', () => {
    const { rerender } = renderPagination({ page: 1, totalPages: 2 });
    // Every page count up to where both ellipses appear, and a long list.
    for (const totalPages of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 25]) {
      for (let page = 1; page <= totalPages; page += 1) {
        rerender(<Pagination page={page} totalPages={totalPages} onChange={() => undefined} />);
        const items = shownItems();
        const numbers = items.filter((item) => item !== '…').map(Number);
        const near = [page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages);
        expect(numbers).toEqual(expect.arrayContaining([1, totalPages, ...near]));
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(numbers.filter((n) => n !== 1 && n !== totalPages).length).toBeLessThanOrEqual(5);
        // At most seven places, so the control keeps its width while paging; an ellipsis never
        // stands for a single page, which could as well be shown.
        expect(items.length).toBeLessThanOrEqual(7);
        items.forEach((item, index) => {
          if (item === '…') expect(Number(items[index + 1]) - Number(items[index - 1])).toBeGreaterThan(2);
        });
      }
    }
  });

  it('marks the current page', () => {
    renderPagination({ page: 3, totalPages: 5 });
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('reads "x - y out of N results" when a total is given', () => {
    renderPagination({ page: 3, totalPages: 3, range: { total: 45, pageSize: 20 } });
    expect(screen.getByText('41 - 45 out of 45 results')).toBeInTheDocument();
  });

  it('reads "N+" when the server stopped counting, numbers written as the language writes them', async () => {
    renderPagination({ page: 2, totalPages: 500, range: { total: 10_100, pageSize: 20, capped: true } });
    expect(screen.getByText('21 - 40 out of 10,100+ results')).toBeInTheDocument();
  });

  it('has no range text without a total', () => {
    renderPagination({ page: 1, totalPages: 3 });
    expect(screen.queryByText(/out of/)).not.toBeInTheDocument();
  });

  it('reports the clicked page, and previous and next', async () => {
    const { onChange, user } = renderPagination({ page: 3, totalPages: 7 });
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderPagination({ page: 1, totalPages: 3 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('in its compact form reads "Page x of y" between previous and next, under its own name', async () => {
    const { onChange, user } = renderPagination({
      page: 2,
      totalPages: 3,
      range: { total: 25, pageSize: 10 },
      compact: true,
      label: 'Merchant pages',
    });
    const nav = screen.getByRole('navigation', { name: 'Merchant pages' });
    expect(nav).toHaveTextContent(/^PreviousPage 2 of 3Next$/);
    expect(within(nav).queryByRole('button', { name: /^Page/ })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('in its compact form is hidden for a single page too', () => {
    renderPagination({ page: 1, totalPages: 1, compact: true, label: 'Merchant pages' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('de');
    renderPagination({ page: 1, totalPages: 3, range: { total: 45, pageSize: 20 } });
    expect(screen.getByText('1 - 20 von 45 Ergebnissen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    renderPagination({ page: 1, totalPages: 500, range: { total: 10_100, pageSize: 20, capped: true } });
    expect(screen.getByText('1 - 20 von 10.100+ Ergebnissen')).toBeInTheDocument();
  });
});

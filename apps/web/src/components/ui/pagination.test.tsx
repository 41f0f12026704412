import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { Pagination, type PaginationProps } from './pagination';

function renderPagination(props: Partial<PaginationProps> & Pick<PaginationProps, 'page' | 'totalPages'>) {
  const onChange = vi.fn();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Pagination onChange={onChange} {...props} />
    </MantineProvider>,
  );
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

  it('with seven pages at the start, ends with an ellipsis and the last page', () => {
    renderPagination({ page: 1, totalPages: 7 });
    expect(shownItems()).toEqual(['1', '2', '3', '4', '5', '…', '7']);
  });

  it('with seven pages in the middle, shows every page since first and last are adjacent', () => {
    renderPagination({ page: 4, totalPages: 7 });
    expect(shownItems()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('with seven pages at the end, starts with the first page and an ellipsis', () => {
    renderPagination({ page: 7, totalPages: 7 });
    expect(shownItems()).toEqual(['1', '…', '3', '4', '5', '6', '7']);
  });

  it('far from both ends, shows both ellipses', () => {
    renderPagination({ page: 10, totalPages: 20 });
    expect(shownItems()).toEqual(['1', '…', '8', '9', '10', '11', '12', '…', '20']);
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
    rerender(
      <MantineProvider theme={theme} env="test">
        <Pagination page={3} totalPages={3} onChange={() => undefined} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is translated', async () => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('de');
    renderPagination({ page: 1, totalPages: 3, range: { total: 45, pageSize: 20 } });
    expect(screen.getByText('1 - 20 von 45 Ergebnissen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });
});

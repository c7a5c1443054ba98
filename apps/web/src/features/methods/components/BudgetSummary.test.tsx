import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import i18n from '@/lib/i18n';
import { BudgetSummary } from './BudgetSummary';
import { MethodFormModal } from './MethodFormModal';
import { budgetSummary } from './budget-summary';

describe('uncertainty budget shown while typed', () => {
  it('is the root sum of squares of the components, and k times it', () => {
    expect(budgetSummary([{ u_rel: '1.00' }, { u_rel: '0.75' }], '2')).toEqual({ combined: '1.25', expanded: '2.50' });
    expect(budgetSummary([{ u_rel: '1.0' }, { u_rel: '0.5' }, { u_rel: '0.8' }], '2')).toEqual({
      combined: '1.37',
      expanded: '2.75',
    });
    // Half-typed or empty components are left out; nothing usable shows nothing.
    expect(budgetSummary([{ u_rel: '3' }, { u_rel: '4.' }, undefined], '')).toEqual({
      combined: '3.00',
      expanded: null,
    });
    expect(budgetSummary([{ u_rel: '' }], '2')).toBeNull();
  });

  it('prints u_c,rel and U_rel with k in both languages', async () => {
    const { rerender } = render(<BudgetSummary components={[{ u_rel: '3' }, { u_rel: '4' }]} k="2" />);
    expect(screen.getByTestId('method-budget-summary').textContent).toBe('u_c,rel = 5.00 %U_rel = 10.0 %（k = 2）');
    await i18n.changeLanguage('en-US');
    rerender(<BudgetSummary components={[{ u_rel: '3' }, { u_rel: '4' }]} k="2" />);
    expect(screen.getByTestId('method-budget-summary').textContent).toBe('u_c,rel = 5.00 %U_rel = 10.0 % (k = 2)');
    rerender(<BudgetSummary components={[]} k="2" />);
    expect(screen.getByTestId('method-budget-summary').textContent).toContain('once a component is given');
    await i18n.changeLanguage('zh-CN');
  });

  it('updates in the method form as a component is typed and added', async () => {
    // The standards' search is not needed here: an empty answer, fresh for the whole test.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(['standards', 'method-choices', ''], { list: [], total: 0, current: 1, pageSize: 50 });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MethodFormModal open editing={null} onClose={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const summary = () => screen.getByTestId('method-budget-summary').textContent;
    fireEvent.change(await screen.findByTestId('method-component-u-0'), { target: { value: '1.00' } });
    await waitFor(() => expect(summary()).toContain('u_c,rel = 1.00 %'));
    fireEvent.click(screen.getByText('添加分量'));
    fireEvent.change(await screen.findByTestId('method-component-u-1'), { target: { value: '0.75' } });
    await waitFor(() => expect(summary()).toContain('u_c,rel = 1.25 %'));
    expect(summary()).toContain('U_rel = 2.50 %（k = 2）');
  }, 30_000);
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterField, InFilterDrawer } from './filter-field';

describe('FilterField', () => {
  it('leaves the control alone on the desktop toolbar', () => {
    const { container } = render(
      <FilterField label="状态">
        <input aria-label="状态" />
      </FilterField>,
    );
    expect(container.querySelector('.filter-drawer__label')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('INPUT');
  });

  it('writes the label above the control in the phone drawer', () => {
    const { container } = render(
      <InFilterDrawer.Provider value={true}>
        <FilterField label="状态">
          <input aria-label="状态" defaultValue="已上线" />
        </FilterField>
      </InFilterDrawer.Provider>,
    );
    const label = container.querySelector('.filter-drawer__label');
    expect(label?.textContent).toBe('状态');
    // The control keeps its own name; the visible label is not read twice.
    expect(label?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('textbox', { name: '状态' })).toHaveProperty('value', '已上线');
  });
});

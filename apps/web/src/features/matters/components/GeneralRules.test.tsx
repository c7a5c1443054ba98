import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CHP_PESTICIDE_RULE_NUM, type MatterDetail } from '@yaoshi/contracts';
import i18n from '@/lib/i18n';
import { GeneralRules } from './GeneralRules';

afterEach(cleanup);

const withRules = (regulation_num: string) =>
  ({
    regulations: [
      {
        id: 7,
        regulation_num,
        regulation_name: '中华人民共和国药典 2020年版 四部 通则0212 药材和饮片检定通则（禁用农药）',
        regulation_type: 'standard',
        issued_at: null,
        in_force: false,
      },
    ],
  }) as unknown as MatterDetail;

it('names 通则0212 under the tests, with its source, where the rule is linked', async () => {
  await i18n.changeLanguage('en-US');
  render(
    <MemoryRouter>
      <GeneralRules m={withRules(CHP_PESTICIDE_RULE_NUM)} />
    </MemoryRouter>,
  );
  const line = screen.getByTestId('general-rule-pesticides').textContent ?? '';
  expect(line).toContain('33 banned pesticides');
  expect(line).toContain('2020年版 四部 通则0212');
  cleanup();
  render(
    <MemoryRouter>
      <GeneralRules m={withRules('2024年第4号')} />
    </MemoryRouter>,
  );
  expect(screen.queryByTestId('general-rule-pesticides')).toBeNull();
  await i18n.changeLanguage('zh-CN');
});

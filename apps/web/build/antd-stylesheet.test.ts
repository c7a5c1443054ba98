import { describe, expect, it } from 'vitest';
import { keepUsedRules, usedPrefixes } from './antd-stylesheet.ts';

const KNOWN = new Set(['btn', 'input', 'input-number', 'table', 'picker']);

describe('antd stylesheet', () => {
  it('drops the rules of components the app does not bundle, keeps the rest', () => {
    const css =
      '.ant-btn{color:red}.ant-picker-cell{color:blue}.ant-input-number{width:1px}.ant-input{width:2px}' +
      '.ant-table .ant-picker{margin:0}.ant-zoom-big-enter{opacity:0}.anticon{display:inline-flex}' +
      '@media (max-width: 575px){.ant-picker{display:none}.ant-btn{display:block}}' +
      '@media (min-width: 1px){.ant-picker{display:none}}@keyframes antZoomIn{0%{opacity:0}}' +
      '.css-var-_R_0_.ant-btn{--ant-btn-x:1px}.ant-btn::after{content:"}"}';
    const out = keepUsedRules(css, new Set(['btn', 'input', 'table']), KNOWN);
    expect(out).toBe(
      '.ant-btn{color:red}.ant-input{width:2px}.ant-table .ant-picker{margin:0}.ant-zoom-big-enter{opacity:0}' +
        '.anticon{display:inline-flex}@media (max-width: 575px){.ant-btn{display:block}}' +
        '@keyframes antZoomIn{0%{opacity:0}}.ant-btn::after{content:"}"}',
    );
  });

  it('reads the class prefixes antd modules name', () => {
    const files: Record<string, string> = {
      '/x/node_modules/antd/es/button/button.js': "const prefixCls = getPrefixCls('btn', customizePrefixCls);",
      '/x/node_modules/antd/es/table/Table.js': 'getPrefixCls(\'table\'); getPrefixCls("dropdown", p);',
      '/x/src/Mine.js': "getPrefixCls('mine')",
    };
    expect([...usedPrefixes(Object.keys(files), (id) => files[id]!)].sort()).toEqual(['btn', 'dropdown', 'table']);
  });
});

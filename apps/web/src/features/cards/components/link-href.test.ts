import { describe, expect, it } from 'vitest';
import { linkHref } from './RuleCards';

describe('linkHref', () => {
  it('puts the rule filter on the list route', () => {
    expect(linkHref({ path: '/formList/matter-list', query: { quality: 'matter-without-dna' } })).toBe(
      '/formList/matter-list?quality=matter-without-dna',
    );
    expect(linkHref({ path: '/productList/product-list', query: {} })).toBe('/productList/product-list');
  });
});

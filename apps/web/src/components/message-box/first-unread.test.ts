import { describe, expect, it } from 'vitest';
import { firstUnreadTab } from './first-unread';

const TYPES = ['message', 'notice', 'todo'] as const;

describe('firstUnreadTab', () => {
  it('opens on the first tab with unread items', () => {
    expect(firstUnreadTab(TYPES, { message: 0, notice: 5, todo: 2, total: 7 })).toBe('notice');
    expect(firstUnreadTab(TYPES, { message: 1, notice: 5, todo: 2, total: 8 })).toBe('message');
    expect(firstUnreadTab(TYPES, { message: 0, notice: 0, todo: 2, total: 2 })).toBe('todo');
  });

  it('opens on the first tab when nothing is unread or the counts are not known yet', () => {
    expect(firstUnreadTab(TYPES, { message: 0, notice: 0, todo: 0, total: 0 })).toBe('message');
    expect(firstUnreadTab(TYPES, undefined)).toBe('message');
  });
});

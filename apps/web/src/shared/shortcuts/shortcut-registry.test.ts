import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerShortcut, shortcutFor, shortcutsStore } from './shortcut-registry.ts';

const press = (key: string, target: EventTarget, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

const base = { labelKey: 'x', keys: ['?'], ariaKeys: 'Shift+?' };

describe('keyboard shortcut registry', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((undo) => undo()));

  it('runs "?" outside text fields only, and Ctrl+K in them too', () => {
    const help = { ...base, id: 'help', matches: (e: KeyboardEvent) => e.key === '?', run: vi.fn() };
    const search = {
      ...base,
      id: 'search',
      whileTyping: true,
      matches: (e: KeyboardEvent) => e.ctrlKey && e.key === 'k',
      run: vi.fn(),
    };
    cleanups.push(registerShortcut(help), registerShortcut(search));
    const input = document.createElement('input');
    const button = document.createElement('button');
    expect(shortcutFor(press('?', button))).toBe(help);
    expect(shortcutFor(press('?', input))).toBeUndefined();
    expect(shortcutFor(press('k', input, { ctrlKey: true }))).toBe(search);
    expect(shortcutFor(press('k', button))).toBeUndefined();
  });

  it('runs the second key of a sequence only right after the first', () => {
    const go = {
      ...base,
      id: 'go-d',
      after: 'g',
      matches: (e: KeyboardEvent) => e.key === 'd',
      run: vi.fn(),
    };
    cleanups.push(registerShortcut(go));
    const button = document.createElement('button');
    expect(shortcutFor(press('d', button), 'g')).toBe(go);
    expect(shortcutFor(press('d', button))).toBeUndefined();
    expect(shortcutFor(press('d', button), 'x')).toBeUndefined();
  });

  it('lists each action once, and forgets it when unregistered', () => {
    const first = { ...base, id: 'help', matches: () => true, run: vi.fn() };
    const undo = registerShortcut(first);
    const again = registerShortcut({ ...first, run: vi.fn() });
    expect(shortcutsStore.get().filter((s) => s.id === 'help')).toHaveLength(1);
    again();
    undo();
    expect(shortcutsStore.get()).toEqual([]);
  });
});

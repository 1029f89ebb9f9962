import { useEffect, useRef } from 'react';
import { createStore } from '@/shared/storage/store.ts';

/**
 * One keyboard action: what it does, the keys that run it and its label, in one registered object, so the
 * help dialog ("?") lists exactly the shortcuts that work on the current screen.
 */
export interface Shortcut {
  id: string;
  /** i18n key of what it does, in the shell's texts. */
  labelKey: string;
  /** The keys as shown, e.g. ['Ctrl', 'K']; `mod` is Ctrl, or ⌘ on a Mac. */
  keys: string[];
  /** For `aria-keyshortcuts` on the control that does the same. */
  ariaKeys: string;
  matches: (event: KeyboardEvent) => boolean;
  /** Runs while the focus is in a text field too (Ctrl+K does; "?" must not, or nobody could type it). */
  whileTyping?: boolean;
  /** The key pressed just before, for a sequence: `g` then `d`. */
  after?: string;
  /** i18n key of the page it opens, which the label names. */
  target?: string;
  run: () => void;
}

export const isMac = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');

/** Ctrl, or ⌘ on a Mac, as the key legend shows it. */
export const modKey = () => (isMac() ? '⌘' : 'Ctrl');

const registry = createStore<Shortcut[]>([]);
export const shortcutsStore = registry;

export function registerShortcut(shortcut: Shortcut): () => void {
  registry.set((list) => [...list.filter((s) => s.id !== shortcut.id), shortcut]);
  return () => registry.set((list) => list.filter((s) => s !== shortcut));
}

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The first registered shortcut this key press runs, if any, `previous` being the key pressed before. */
export function shortcutFor(event: KeyboardEvent, previous?: string): Shortcut | undefined {
  const typing = typingIn(event.target);
  return registry
    .get()
    .find((s) => (s.whileTyping || !typing) && (!s.after || s.after === previous) && s.matches(event));
}

const plainKey = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;

/** Whether this key press begins a sequence (`g` of `g` `d`). */
const startsSequence = (event: KeyboardEvent) =>
  plainKey(event) && !typingIn(event.target) && registry.get().some((s) => s.after === event.key);

/** Listens on the window for the registered shortcuts; the signed-in shell mounts it once. */
export function useShortcutListener() {
  useEffect(() => {
    // The first key of a sequence waits for the next key press, whatever it is.
    let previous: string | undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const shortcut = shortcutFor(event, previous);
      previous = !shortcut && startsSequence(event) ? event.key : undefined;
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Registers `shortcut` while the calling component is mounted; `run` always sees the latest render. */
export function useShortcut(shortcut: Omit<Shortcut, 'run'>, run: () => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const { id } = shortcut;
  const definition = useRef(shortcut);
  useEffect(() => registerShortcut({ ...definition.current, id, run: () => latest.current() }), [id]);
}

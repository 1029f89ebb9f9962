import { lazy } from 'react';
import { createStore } from '@/shared/storage/store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { shortcutsStore, useShortcut, useShortcutListener } from '@/shared/shortcuts/shortcut-registry.ts';
import { MountOnceOpen } from '@/shared/ui/mount-once-open.tsx';
import { useGoToShortcuts } from './go-to-shortcuts.ts';

const KeyboardHelpTable = lazy(() =>
  import('./keyboard-help-table.tsx').then((m) => ({ default: m.KeyboardHelpTable })),
);

const openStore = createStore(false);
export const openKeyboardHelp = () => openStore.set(true);

const HELP_SHORTCUT = {
  id: 'keyboard-help',
  labelKey: 'shortcuts.help',
  keys: ['?'],
  ariaKeys: 'Shift+?',
  matches: (event: KeyboardEvent) => event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey,
};

/**
 * The signed-in shell's keyboard: listens for the registered shortcuts, `g` then a letter opens an area, and
 * "?" (outside text fields) lists them with their keys.
 */
export function KeyboardHelp() {
  const open = useStore(openStore);
  const shortcuts = useStore(shortcutsStore);
  useShortcutListener();
  useShortcut(HELP_SHORTCUT, openKeyboardHelp);
  useGoToShortcuts();
  return (
    <MountOnceOpen open={open}>
      <KeyboardHelpTable open={open} onClose={() => openStore.set(false)} shortcuts={shortcuts} />
    </MountOnceOpen>
  );
}

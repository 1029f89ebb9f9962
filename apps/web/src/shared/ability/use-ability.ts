import { useSyncExternalStore } from 'react';
import { ability, type AppAbility } from './ability.ts';

let version = 0;
ability.on('updated', () => {
  version += 1;
});
const subscribe = (listener: () => void) => ability.on('updated', listener);
const getVersion = () => version;

/** The ability, re-rendering the caller whenever the rules change. */
export function useAbility(): AppAbility {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return ability;
}

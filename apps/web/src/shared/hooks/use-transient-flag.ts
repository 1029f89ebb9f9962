import { useCallback, useEffect, useRef, useState } from 'react';
import { TRANSIENT_FLAG_MS } from '@alvorada/contracts';

/** The spec's transient flag: `raise()` sets it, and it clears itself after 3000 ms (a "copiado" notice). */
export function useTransientFlag(ms = TRANSIENT_FLAG_MS) {
  const [up, setUp] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setUp(true);
    timer.current = setTimeout(() => setUp(false), ms);
  }, [ms]);
  return [up, raise] as const;
}

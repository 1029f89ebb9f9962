import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SelfCheckResult } from '@alvorada/contracts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { SelfCheckResults } from './self-check-results.tsx';

const result = (name: SelfCheckResult['name'], detail: string): SelfCheckResult => ({
  name,
  outcome: 'pass',
  duration_ms: 3,
  detail,
});

describe('the self-check results', () => {
  beforeAll(() => loadNamespace('development'));

  it('say backends in words and figures in the reader’s numbers, never the raw codes', () => {
    renderInApp(
      <SelfCheckResults
        results={[
          result('queue', 'memory'),
          result('database', 'pglite'),
          result('disk', '73.6 GiB'),
          result('clock', '-2 ms'),
        ]}
      />,
    );
    const detail = (name: string) =>
      document.querySelector(`[data-check="${name}"]`)!.lastElementChild!.textContent;
    expect(detail('queue')).toBe('em memória (uma instância só)');
    expect(detail('database')).toBe('PGlite (embutido)');
    expect(detail('disk')).toContain('73,6');
    expect(screen.queryByText('memory')).toBeNull();
  });
});

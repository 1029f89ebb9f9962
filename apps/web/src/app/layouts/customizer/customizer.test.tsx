import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n.ts';
import { CustomizerDrawer } from './customizer.tsx';

describe('customizer', () => {
  it('titles its groups one level below its own title', async () => {
    render(<CustomizerDrawer open onClose={() => undefined} />);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(2);
    expect(new Set(levels.slice(1))).toEqual(new Set([3]));
  });
});

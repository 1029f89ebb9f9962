import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('reads a throttling window in minutes, rounded up, in each locale', () => {
    expect(formatDuration(895, 'pt-BR')).toBe('15 minutos');
    expect(formatDuration(895, 'en')).toBe('15 minutes');
    expect(formatDuration(895, 'fr')).toBe('15 minutes');
    expect(formatDuration(895, 'ar')).toBe('15 دقيقة');
    expect(formatDuration(61, 'pt-BR')).toBe('2 minutos');
  });

  it('keeps seconds under a minute and adds hours from an hour on', () => {
    expect(formatDuration(45, 'pt-BR')).toBe('45 segundos');
    expect(formatDuration(1, 'pt-BR')).toBe('1 segundo');
    expect(formatDuration(3600, 'pt-BR')).toBe('1 hora');
    expect(formatDuration(3900, 'pt-BR')).toBe('1 hora e 5 minutos');
  });
});

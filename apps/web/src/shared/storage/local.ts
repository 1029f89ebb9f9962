import { logger } from '@/shared/logging/logger.ts';

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch (error) {
    logger.warn('unreadable local storage entry', key, error);
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

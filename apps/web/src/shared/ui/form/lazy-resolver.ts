import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose module (and the schema library it brings) loads on first use, so the page's first
 * scripts stay small. `preload` starts loading before the first validation, e.g. on the first keystroke.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () => (loading ??= load());
  const resolver: Resolver<T> = async (...args) => (await preload())(...args);
  return { resolver, preload };
}

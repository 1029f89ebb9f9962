import type { Plugin } from 'vite';

/**
 * Adds a `<link rel="preload">` to index.html for each built font file whose name matches: the browser
 * fetches it with the scripts instead of after the first render has found text that needs it.
 */
export function preloadFonts(names: RegExp): Plugin {
  return {
    name: 'alvorada:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => file.endsWith('.woff2') && names.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          })),
    },
  };
}

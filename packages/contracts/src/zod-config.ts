import { z } from 'zod';

// zod compiles object parsers with `new Function`, after a probe that itself calls it. A browser page's
// Content-Security-Policy forbids eval, so in a browser every page load would log a violation: there zod
// parses without compiling. Servers keep the compiled parsers. Every module that builds schemas imports this
// one, so it runs before the first schema wherever the bundler puts them (the first screens carry no zod).
if ('window' in globalThis) z.config({ jitless: true });

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait until what they look for appears, however busy the machine: the default gives up
// after one second. The suite's safety net still ends a case that hangs.
configure({ asyncUtilTimeout: 600_000 });

afterEach(() => {
  cleanup();
  // Tests of the tooling (lint rules) run in Node, without a DOM.
  globalThis.localStorage?.clear();
});

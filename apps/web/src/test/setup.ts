import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Tests of the tooling (lint rules) run in Node, without a DOM.
  globalThis.localStorage?.clear();
});

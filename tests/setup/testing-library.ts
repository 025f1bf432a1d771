import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens and the frame's overlays are lazy chunks: under a loaded machine (two cores running the
// browser suite beside this one) their first import can take longer than findBy's default second.
// A wait that long only costs time when something is really missing.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library cleans up by itself only with test globals, which this project does not use.
// The hook lives here, not in a support module: a setup file runs for every test file, while a
// module (tests/ui/support/render-app.tsx) is evaluated once per worker when files share a module
// graph (isolate: false), so a hook it registered would guard only the first file.
afterEach(() => {
  cleanup();
  document.body.className = '';
  window.scrollTo(0, 0);
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what a person would see; on a busy two-core machine a Run through
// in-process workers can take longer than the default second. Waiting longer never makes a wrong page pass.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Node-environment suites (the CLI and content checks) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  window.location.hash = '';
  // An exercise's address is a path now (`/<slug>/`, see src/ui/route.ts): the next test starts at the site's root.
  history.replaceState(null, '', '/');
});

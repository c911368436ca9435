import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Node-environment suites (the CLI and content checks) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  window.location.hash = '';
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
// Screens load on demand (one chunk per group): the first import of a group's module, on a loaded
// machine, may take longer than Testing Library's default wait of one second.
configure({ asyncUtilTimeout: 5000 });

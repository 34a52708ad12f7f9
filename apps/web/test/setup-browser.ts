import { afterEach, beforeEach } from 'vitest';

// Every test starts from empty storage, as a first visit would.
beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

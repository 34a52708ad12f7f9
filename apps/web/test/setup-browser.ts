import { afterEach, beforeEach } from 'vitest';
import { connectApiToSession } from '../src/state/apiSession';

// As the app does at start (entry.client.tsx): API calls carry the stored session's token.
connectApiToSession();

// Every test starts from empty storage, as a first visit would. The storage event (key null = cleared) makes
// the app's stored values, which cache what they read, see it too.
const clearStorage = () => {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
};
beforeEach(clearStorage);
afterEach(clearStorage);

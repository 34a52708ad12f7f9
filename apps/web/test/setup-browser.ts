import { afterEach, beforeEach } from 'vitest';

// Every test starts from empty storage, as a first visit would. The storage event (key null = cleared) makes
// the app's stored values, which cache what they read, see it too.
const clearStorage = () => {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
};
beforeEach(clearStorage);
afterEach(clearStorage);

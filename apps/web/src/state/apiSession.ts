import { configureApi } from '../api/client';
import { navigateTo } from './navigation';
import { session } from './session';

/** Gives the API client the stored session's token; a rejected one signs out and goes to /login. */
export function connectApiToSession(): void {
  configureApi({
    token: session.token,
    onUnauthorized: () => {
      session.clear();
      navigateTo('/login');
    },
  });
}

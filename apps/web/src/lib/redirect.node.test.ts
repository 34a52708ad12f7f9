import { describe, expect, it } from 'vitest';
import { loginRedirect, returnPath } from './redirect';

describe('sign-in return path', () => {
  it('remembers the page with its query', () => {
    expect(loginRedirect({ pathname: '/account', search: '?tab=orders' })).toEqual({
      to: '/login',
      state: { from: '/account?tab=orders' },
    });
  });

  it('returns to app paths only, else home', () => {
    expect(returnPath({ from: '/purchase' })).toBe('/purchase');
    expect(returnPath({ from: '//evil.example/x' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
  });
});

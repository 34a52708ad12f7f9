export type Navigator = (path: string, options?: { replace?: boolean }) => void;

// The router registers its navigate function here, so modules outside React (the 401 handler, logout) move
// the app without a page reload. Until then a plain browser navigation is the only honest option.
let navigator: Navigator = (path) => window.location.assign(path);

export function setNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = (path) => window.location.assign(path);
  };
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigator(path, options);
}

import { DecoratorHelpers } from '@storybook/addon-themes';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeRoot, themeClassNames, type ThemeName } from '../packages/ui/src/theme';
import { DirectionProvider } from '../packages/ui/src/components/DirectionProvider';

const { initializeThemeState, pluckThemeFromContext } = DecoratorHelpers;
const defaultTheme: ThemeName = 'light';
initializeThemeState(Object.keys(themeClassNames), defaultTheme);
// The visual tests (test-runner.ts) switch a rendered story to the other theme with these.
Object.assign(window, { keyshopThemeClassNames: themeClassNames });

const isTheme = (name: unknown): name is ThemeName =>
  typeof name === 'string' && Object.hasOwn(themeClassNames, name);

/** Puts one theme's class (and no other) and the text direction on `<html>`. */
function setPageTheme(theme: ThemeName, direction: string) {
  const html = document.documentElement;
  html.classList.remove(...Object.values(themeClassNames));
  html.classList.add(themeClassNames[theme]);
  html.dataset.theme = theme;
  html.dir = direction;
}

function PageTheme({
  theme,
  direction,
  children,
}: {
  theme: ThemeName;
  direction: string;
  children: ReactNode;
}) {
  useLayoutEffect(() => setPageTheme(theme, direction), [theme, direction]);
  return children;
}

/**
 * Themes and text direction. On a story's own canvas the story's theme goes on `<html>`, so portalled
 * content (menus, toasts) is themed too. A docs page shows many stories on one `<html>`: there the page
 * follows the toolbar's theme, and each story is wrapped in its own theme's container, so a "Dark" story
 * never restyles its neighbours or the page.
 */
export const withThemeAndDirection: Decorator = (Story, context) => {
  const storyTheme = pluckThemeFromContext(context);
  const theme = isTheme(storyTheme) ? storyTheme : defaultTheme;
  const toolbarTheme = isTheme(context.userGlobals?.theme) ? context.userGlobals.theme : defaultTheme;
  const direction = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  const docs = context.viewMode === 'docs';
  if (!docs) {
    return (
      <PageTheme theme={theme} direction={direction}>
        <Story />
      </PageTheme>
    );
  }
  return (
    <PageTheme theme={toolbarTheme} direction="ltr">
      <ThemeRoot theme={theme} dir={direction} data-story-theme={theme} style={{ padding: '1rem' }}>
        {/* The page stays left to right: the story's widgets take its direction from here. */}
        <DirectionProvider dir={direction}>
          <Story />
        </DirectionProvider>
      </ThemeRoot>
    </PageTheme>
  );
};

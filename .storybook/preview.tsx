import { withThemeByClassName } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import { darkTheme, lightTheme } from '../packages/ui/src/theme';
import '../packages/ui/src/theme/global.css';
import './preview.css';

const preview: Preview = {
  // The theme class goes on <html> so portalled content (menus, toasts) is themed too.
  decorators: [
    withThemeByClassName({
      themes: { light: lightTheme, dark: darkTheme },
      defaultTheme: 'light',
      parentSelector: 'html',
    }),
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story in the test-runner.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;

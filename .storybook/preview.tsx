import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/theme/global.css';
import { ComponentDocsPage } from './ComponentDocsPage';
import { withThemeAndDirection } from './decorators';
import { showSource } from './sourceSnippet';
import './preview.css';

const viewport = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: width < 600 ? 'mobile' : width < 1000 ? 'tablet' : 'desktop',
});

const preview: Preview = {
  decorators: [withThemeAndDirection],
  globalTypes: {
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: 'ltr' },
  parameters: {
    // One layout for every component's Docs page, with its accessibility section (docs.accessibility).
    // "Show code" shows what a developer would write (see sourceSnippet.ts).
    docs: { page: ComponentDocsPage, source: { transform: showSource } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story in the test-runner.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: viewport('Phone (360)', 360, 740),
        tablet: viewport('Tablet (768)', 768, 1024),
        desktop: viewport('Desktop (1280)', 1280, 800),
      },
    },
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Introduction', '*'],
          'Core',
          'Forms',
          'Navigation',
          'Commerce',
          'Content',
          'Data',
          'Account',
          'Pages',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;

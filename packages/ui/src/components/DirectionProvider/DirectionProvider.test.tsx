import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as accordionStories from '../Accordion/Accordion.stories';
import * as carouselStories from '../Carousel/Carousel.stories';
import * as dropdownStories from '../DropdownMenu/DropdownMenu.stories';
import * as radioStories from '../RadioGroup/RadioGroup.stories';
import * as tabsStories from '../Tabs/Tabs.stories';
import { CardFields } from '../CardFields';
import { Tabs, TabsList, TabsTrigger } from '../Tabs';
import { DirectionProvider } from './DirectionProvider';

const { ArrowKeysFollowDirection: TabsKeys } = composeStories(tabsStories);
const { Horizontal: RadioKeys } = composeStories(radioStories);
const { HorizontalKeys: AccordionKeys } = composeStories(accordionStories);
const { FollowsDirection: MenuDirection } = composeStories(dropdownStories);
const { ArrowKeysFollowDirection: CarouselKeys } = composeStories(carouselStories);

const tabs = (dir?: 'ltr' | 'rtl') => (
  <Tabs defaultValue="a" dir={dir}>
    <TabsList aria-label="Sections">
      <TabsTrigger value="a">A</TabsTrigger>
      <TabsTrigger value="b">B</TabsTrigger>
    </TabsList>
  </Tabs>
);

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('right to left from the page', () => {
  // The stories' plays read the page's direction: here they run as in the test-runner's right-to-left pass.
  const composites = { TabsKeys, RadioKeys, AccordionKeys, MenuDirection, CarouselKeys };
  for (const [name, Story] of Object.entries(composites)) {
    it(`${name}: mirrored, ArrowLeft moves to the next item`, async () => {
      document.documentElement.dir = 'rtl';
      await renderAndPlay(Story as Parameters<typeof renderAndPlay>[0]);
    });
  }

  it('keeps card digits left to right, at the start of a right-to-left form', async () => {
    document.documentElement.dir = 'rtl';
    await render(<CardFields />);
    const number = page.getByRole('textbox', { name: /card number/i });
    await expect.element(number).toHaveAttribute('dir', 'ltr');
    await expect.element(number).toHaveStyle({ direction: 'ltr', textAlign: 'right' });
  });

  it('follows <html dir> when it changes after the first render', async () => {
    await render(tabs());
    await expect.element(page.getByRole('tablist')).toHaveStyle({ direction: 'ltr' });
    document.documentElement.dir = 'rtl';
    await expect.element(page.getByRole('tablist')).toHaveStyle({ direction: 'rtl' });
  });
});

describe('DirectionProvider', () => {
  it('overrides the page, and a component’s own dir overrides the provider', async () => {
    document.documentElement.dir = 'rtl';
    await render(
      <DirectionProvider dir="ltr">
        {tabs()}
        <DirectionProvider dir="rtl">{tabs('ltr')}</DirectionProvider>
      </DirectionProvider>,
    );
    const [outer, own] = page.getByRole('tablist').all();
    await expect.element(outer!).toHaveStyle({ direction: 'ltr' });
    await expect.element(own!).toHaveStyle({ direction: 'ltr' });
    await page.getByRole('tab', { name: 'A' }).first().click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'B' }).first()).toHaveFocus();
  });

  it('gives its direction to everything inside', async () => {
    await render(<DirectionProvider dir="rtl">{tabs()}</DirectionProvider>);
    await expect.element(page.getByRole('tablist')).toHaveStyle({ direction: 'rtl' });
  });
});

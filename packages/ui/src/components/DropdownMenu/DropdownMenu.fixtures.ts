import { fn } from 'storybook/test';

/** The story menu's actions: spies its play functions and the tests check (Storybook clears them per story). */
export const documentMenuActions = {
  rename: fn().mockName('rename'),
  duplicate: fn().mockName('duplicate'),
  remove: fn().mockName('remove'),
  pin: fn<(pinned: boolean) => void>().mockName('pin'),
};

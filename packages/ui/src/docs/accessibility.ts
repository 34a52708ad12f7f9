/**
 * The keyboard and screen-reader section and the do/don't list of a component's Docs page, given in its stories
 * meta as `parameters.docs.accessibility` and laid out by the shared Docs page (`.storybook/ComponentDocsPage`).
 * Each entry is one Markdown line; `test/docsAccessibility.node.test.ts` fails when a page lacks one of them.
 */
export interface AccessibilityDocs {
  /** What each key does, or that the component takes no focus. */
  keyboard: readonly string[];
  /** The roles, names and announcements a screen reader meets. */
  screenReader: readonly string[];
  /** Uses the component is made for. */
  do: readonly string[];
  /** Uses that break it, with what to use instead. */
  dont: readonly string[];
}

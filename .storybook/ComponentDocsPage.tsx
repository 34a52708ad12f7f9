import {
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { AccessibilityDocs } from '../packages/ui/src/docs/accessibility';

const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

/** The component's `parameters.docs.accessibility`: keyboard, screen reader, do and don't. */
function Accessibility() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const docs: AccessibilityDocs | undefined = preparedMeta.parameters.docs?.accessibility;
  if (!docs) return null;
  return (
    <>
      <Heading>Keyboard</Heading>
      <Markdown>{list(docs.keyboard)}</Markdown>
      <Heading>Screen readers</Heading>
      <Markdown>{list(docs.screenReader)}</Markdown>
      <Heading>Do</Heading>
      <Markdown>{list(docs.do)}</Markdown>
      <Heading>Don't</Heading>
      <Markdown>{list(docs.dont)}</Markdown>
    </>
  );
}

/** Every component's Docs page: what it is for, the first story, its props, accessibility, then its stories. */
export function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <Accessibility />
      <Stories />
    </>
  );
}

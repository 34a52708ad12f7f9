import { describe, expect, it } from 'vitest';
import { showSource, unwrittenCode, unwrittenElement } from '../../../.storybook/sourceSnippet';

// The Docs pages' "Show code" transform (.storybook/preview.tsx); the docs check (tooling/check-docs-themes.ts)
// holds every story's snippet in the built Storybook to `unwrittenCode`.
describe('"Show code" snippets', () => {
  it('print function props as arrows, whatever the build named the placeholder', () => {
    const code = '<Button onClick={function yY(){}} onFocus={function noRefCheck() {}} />';
    expect(showSource(code)).toBe('<Button onClick={() => {}} onFocus={() => {}} />');
  });

  it('print inline pictures as a path, in attributes and in objects', () => {
    const svg = `data:image/svg+xml,${encodeURIComponent("<svg><text>Baldur's Gate</text></svg>")}`;
    expect(showSource(`<ProductCard image="${svg}" />`)).toBe('<ProductCard image="/images/example.svg" />');
    expect(showSource(`{ image: '${svg.replace("'", "\\'")}', name: 'Hades' }`)).toBe(
      "{ image: '/images/example.svg', name: 'Hades' }",
    );
    expect(showSource("image: 'data:image/png;base64,broken'")).toBe("image: '/images/example.png'");
  });

  it('leave what a developer writes, and the check flags only the rest', () => {
    const written = 'render: function Render(args) {\n  return <Button onClick={() => {}} />;\n}';
    expect(showSource(written)).toBe(written);
    expect(unwrittenCode.test(written)).toBe(false);
    expect(unwrittenCode.test('html="javascript:alert(1) and data:text/html,<b>hi</b>"')).toBe(false);
    expect(unwrittenCode.test('onClick={function yY(){}}')).toBe(true);
    expect(unwrittenCode.test('onClick={function yY(e){return e}}')).toBe(true);
    expect(unwrittenCode.test('image="data:image/svg+xml,%3Csvg"')).toBe(true);
    expect(
      unwrittenCode.test(showSource('image="data:image/svg+xml,%3Csvg" onClick={function yY(){}}')),
    ).toBe(false);
  });

  it('show the exported components at the top, and the check flags helpers and minified names', () => {
    const exported = new Set(['Accordion', 'AccordionItem', 'InventoryCard', 'Tabs']);
    const card = '<InventoryCard\n  name="Elden Ring"\n  onReveal={() => {}}\n/>';
    expect(unwrittenElement(card, exported)).toBeNull();
    expect(
      unwrittenElement('<Accordion type="single">\n  <AccordionItem value="a" />\n</Accordion>', exported),
    ).toBeNull();
    expect(unwrittenElement('<>\n  <InventoryCard />\n</>', exported)).toBeNull();
    expect(unwrittenElement('<div style={{ gap: 16 }}>\n  <InventoryCard />\n</div>', exported)).toBeNull();
    expect(unwrittenElement('<ul>\n  <li>\n    <InventoryCard />\n  </li>\n</ul>', exported)).toBeNull();
    // A story object (static source) with a render: its element, not the generic before it.
    const story =
      '{\n  render: () => {\n    const [tab] = useState<string>();\n    return <Tabs value={tab} />;\n  }\n}';
    expect(unwrittenElement(story, exported)).toBeNull();
    expect(unwrittenElement('<s\n  image="/images/example.svg"\n  name="Elden Ring"\n/>', exported)).toMatch(
      /top element <s>/,
    );
    expect(unwrittenElement('<Gt />', exported)).toMatch(/<Gt>, not a component the package exports/);
    expect(unwrittenElement('{\n  render: () => <UrlDrivenTabs />\n}', exported)).toMatch(/<UrlDrivenTabs>/);
    expect(unwrittenElement('<div>\n  <Xe />\n</div>', exported)).toMatch(/<Xe>/);
    expect(unwrittenElement('<Tabs>\n  <React.Fragment key="a" />\n</Tabs>', exported)).toBeNull();
    expect(unwrittenElement('<Tabs>\n  <React.ForwardRef asChild />\n</Tabs>', exported)).toMatch(
      /<React.ForwardRef>/,
    );
    expect(unwrittenElement('{\n  ...Playground,\n  globals: { theme: "dark" }\n}', exported)).toBe(
      'no element',
    );
  });
});

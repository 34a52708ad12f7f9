import { describe, expect, it } from 'vitest';
import { showSource, unwrittenCode } from '../../../.storybook/sourceSnippet';

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
});

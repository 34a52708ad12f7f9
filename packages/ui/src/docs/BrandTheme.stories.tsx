import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { ProductCard } from '../components/ProductCard';
import { sampleProduct } from '../components/ProductCard/ProductCard.fixtures';
import { applyBrandTheme, createBrandTheme, type BrandThemeOptions } from '../theme/brandTheme';
import { contrastRatio } from '../theme/contrast';
import { sampleProductHref } from '../utils/routes.fixtures';

/** A few components under a brand theme, with the contrast checker's report beside them. */
function BrandPreview(options: BrandThemeOptions) {
  const brand = createBrandTheme(options);
  applyBrandTheme(brand);
  return (
    <div
      className={brand.className}
      style={{ padding: 16, background: 'var(--ks-color-background)', color: 'var(--ks-color-text)' }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <Button>Add to cart</Button>
        <Button variant="secondary">Wishlist</Button>
        <Badge variant="accent">New</Badge>
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <Button variant="danger">Remove</Button>
        <Badge variant="danger">-40%</Badge>
        <Badge variant="success">In stock</Badge>
        <a href="#faq" style={{ color: 'var(--ks-color-link)' }}>
          How to activate
        </a>
      </div>
      <div style={{ maxWidth: 260 }}>
        <ProductCard getHref={sampleProductHref} product={sampleProduct(0)} />
      </div>
      <h3 style={{ marginTop: 16 }}>Contrast check</h3>
      {brand.contrastIssues.length === 0 ? (
        <p>Every promised pair meets WCAG AA.</p>
      ) : (
        <ul aria-label="Pairs below WCAG AA">
          {brand.contrastIssues.map((issue) => (
            <li key={`${issue.foreground}-${issue.background}`}>
              {issue.foreground} on {issue.background}: {issue.ratio}:1 (needs {issue.minimum}:1)
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What a store writes for the brand: the theme from its options, applied, and its class on the app. */
const brandCode = (options: BrandThemeOptions) =>
  `const brand = createBrandTheme(${JSON.stringify(options, null, 2)});
applyBrandTheme(brand);

<div className={brand.className}>{/* the store */}</div>`;

const meta = {
  title: 'Foundations/Brand themes',
  component: BrandPreview,
  tags: ['!autodocs'],
  // "Show code" shows the theme's code, not the preview that demonstrates it.
  parameters: {
    docs: { source: { transform: (_: string, { args }: { args: BrandThemeOptions }) => brandCode(args) } },
  },
  args: { name: 'forest', accent: '#1b5e20', surface: '#fbfdf7', background: '#f1f6ec' },
} satisfies Meta<typeof BrandPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomBrand: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every promised pair meets WCAG AA.')).toBeVisible();
  },
};

export const DarkBrand: Story = {
  args: { name: 'night', base: 'dark', accent: '#ffb74d', surface: '#1a1410', background: '#120d0a' },
};

/** A deliberately poor brand: light yellow on white. The checker lists what fails (the story shows it). */
export const LowContrastBrand: Story = {
  args: { name: 'lemon', accent: '#fff176', text: '#9e9e9e', surface: undefined, background: undefined },
  parameters: { a11y: { test: 'off' } },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement).getByRole('list', { name: 'Pairs below WCAG AA' });
    await expect(within(report).getAllByRole('listitem').length).toBeGreaterThan(3);
  },
};

/**
 * A yellow brand: dark text on its yellow buttons, while the red and green fills keep their own white text
 * (`textOnDanger`, `textOnSuccess`). The report still lists the yellow fill on white (under 3:1).
 */
export const YellowBrand: Story = {
  args: {
    name: 'yellow',
    accent: '#ffd600',
    surface: undefined,
    background: undefined,
    colors: { link: '#6b5900', focusRing: '#6b5900' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fills = [
      canvas.getAllByRole('button', { name: 'Add to cart' })[0]!,
      canvas.getByRole('button', { name: 'Remove' }),
      canvas.getByText('New'),
      canvas.getByText('-40%'),
      canvas.getByText('In stock'),
    ];
    for (const fill of fills) {
      const { color, backgroundColor } = getComputedStyle(fill);
      await expect(contrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
    const report = canvas.getByRole('list', { name: 'Pairs below WCAG AA' });
    await expect(report).toHaveTextContent('accent on surface');
    await expect(report).not.toHaveTextContent('textOn');
  },
};

import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SettingsSection } from './SettingsSection';

describe('SettingsSection', () => {
  it('is a region named by its heading, at the level asked for', async () => {
    await render(
      <SettingsSection title="Email Settings" headingLevel={3} description="Change the address we write to.">
        <p>form</p>
      </SettingsSection>,
    );
    const region = page.getByRole('region', { name: 'Email Settings' });
    await expect.element(region.getByRole('heading', { level: 3, name: 'Email Settings' })).toBeVisible();
    await expect.element(region.getByText('Change the address we write to.')).toBeVisible();
    await expect.element(region).toHaveAttribute('data-variant', 'default');
  });

  it('marks the danger tone', async () => {
    await render(<SettingsSection title="Delete Account" tone="danger" />);
    await expect
      .element(page.getByRole('region', { name: 'Delete Account' }))
      .toHaveAttribute('data-variant', 'danger');
  });
});

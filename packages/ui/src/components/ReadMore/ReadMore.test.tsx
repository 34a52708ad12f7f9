import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ReadMore } from './ReadMore';

const long = 'A sentence that goes on for a while. '.repeat(30);

describe('ReadMore', () => {
  it('clamps long text and toggles with the mouse and the keyboard', async () => {
    const onExpandedChange = vi.fn();
    await render(
      <div style={{ width: 300 }}>
        <ReadMore onExpandedChange={onExpandedChange}>
          <p>{long}</p>
        </ReadMore>
      </div>,
    );
    const toggle = page.getByRole('button', { name: 'Read More' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(toggle.element().getAttribute('aria-controls')!)!;
    expect(content.textContent).toBe(long);
    const clampedHeight = content.clientHeight;
    await toggle.click();
    await expect
      .element(page.getByRole('button', { name: 'Read Less' }))
      .toHaveAttribute('aria-expanded', 'true');
    expect(content.clientHeight).toBeGreaterThan(clampedHeight * 2);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Read More' })).toBeVisible();
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows no toggle for text that fits', async () => {
    await render(<ReadMore>Short.</ReadMore>);
    await expect.element(page.getByText('Short.')).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('shows the toggle once the box narrows enough to cut the text', async () => {
    const text = 'Word '.repeat(40);
    const { container } = await render(
      <div style={{ width: 2000 }}>
        <ReadMore>{text}</ReadMore>
      </div>,
    );
    expect(page.getByRole('button').elements()).toHaveLength(0);
    (container.firstElementChild as HTMLElement).style.width = '120px';
    await expect.element(page.getByRole('button', { name: 'Read More' })).toBeVisible();
  });

  it('keeps each instance independent', async () => {
    await render(
      <div style={{ width: 300 }}>
        <ReadMore>{long}</ReadMore>
        <ReadMore>{long}</ReadMore>
      </div>,
    );
    const toggles = page.getByRole('button');
    await toggles.nth(0).click();
    await expect.element(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect.element(toggles.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });
});

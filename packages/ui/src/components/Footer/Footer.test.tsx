import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './Footer.stories';

// The stories are the fixtures: the sample content, route table and copyright line. `Footer` is the story
// without the stand-in request (InvalidEmail's args are the meta's), so the newsletter's status comes from props.
const { InvalidEmail: Footer } = composeStories(stories);

const email = () => page.getByRole('textbox', { name: 'Email address' });

describe('Footer', () => {
  it('shows the spec content: selling points, link groups, legal links, payments, SSL, copyright', async () => {
    await render(<Footer year={2031} />);
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
    for (const point of ['Quick delivery', 'Great prices', '24/7 customer service']) {
      await expect.element(page.getByText(point)).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Footer' });
    for (const [group, links] of [
      ['Product', ['How to Buy', 'How to Activate', 'FAQ']],
      ['Security', ['Terms', 'Privacy', 'Cookies']],
      ['Company', ['About Us', 'Contact Us']],
    ] as const) {
      await expect.element(nav.getByRole('heading', { name: group })).toBeVisible();
      for (const link of links) await expect.element(nav.getByRole('link', { name: link })).toBeVisible();
    }
    await expect
      .element(page.getByRole('link', { name: 'Impressum' }))
      .toHaveAttribute('href', '#/Impressum');
    await expect.element(page.getByRole('link', { name: 'Accessibility' })).toBeVisible();
    for (const mark of ['Credit and debit cards', 'PayPal', 'Bank transfer']) {
      await expect.element(page.getByRole('img', { name: mark })).toBeVisible();
    }
    await expect.element(page.getByText(/SSL/)).toBeVisible();
    await expect.element(page.getByText('© 2031 Keyshop. All rights reserved.')).toBeVisible();
  });

  it('takes its content and links from props (the app passes content/footer.ts)', async () => {
    await render(
      <Footer
        year={2030}
        sellingPoints={[{ id: 'quick-delivery', title: 'Fast', description: 'Keys in seconds.' }]}
        linkGroups={[{ heading: 'Help', links: [{ label: 'Support', href: '/support' }] }]}
        legalLinks={[{ label: 'Imprint', href: '/Impressum' }]}
        paymentMethods={[{ id: 'wallet', label: 'Digital wallets' }]}
        labels={{
          paymentHeading: 'We accept',
          sslNote: 'Encrypted.',
          copyright: (year) => `(c) ${year} Test Ltd.`,
        }}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    await expect.element(page.getByText('Keys in seconds.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Support' })).toHaveAttribute('data-router', 'yes');
    await expect.element(page.getByRole('heading', { name: 'We accept' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Digital wallets' })).toBeVisible();
    await expect.element(page.getByText('Encrypted.')).toBeVisible();
    await expect.element(page.getByText('(c) 2030 Test Ltd.')).toBeVisible();
  });

  it('names no store by default: the copyright line is neutral', async () => {
    await render(<Footer year={2031} labels={{}} />);
    await expect.element(page.getByText('© 2031. All rights reserved.')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
  });

  it('newsletter: requires a valid e-mail, then calls onSubscribe with the trimmed address', async () => {
    const onSubscribe = fn();
    await render(<Footer onSubscribe={onSubscribe} />);
    await expect.element(email()).toBeRequired();
    await expect.element(email()).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await email().fill('nope');
    await userEvent.keyboard('{Enter}');
    expect(onSubscribe).not.toHaveBeenCalled();
    await email().fill(' gamer@example.com ');
    await userEvent.keyboard('{Enter}');
    expect(onSubscribe).toHaveBeenCalledExactlyOnceWith('gamer@example.com');
  });

  it('newsletter: posts the address to a URL action, which works before scripts run', async () => {
    const onSubscribe = fn();
    await render(<Footer onSubscribe={onSubscribe} subscribeAction="/newsletter" />);
    const form = page.getByRole('contentinfo').element().querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/newsletter');
    // With scripts, onSubscribe still takes it in place.
    await email().fill('gamer@example.com');
    await userEvent.keyboard('{Enter}');
    expect(onSubscribe).toHaveBeenCalledExactlyOnceWith('gamer@example.com');
  });

  it('newsletter states: Loading... disabled, success message (field cleared), error alert', async () => {
    const onSubscribe = fn();
    const { rerender } = await render(<Footer onSubscribe={onSubscribe} />);
    await email().fill('gamer@example.com');
    await rerender(<Footer onSubscribe={onSubscribe} newsletterStatus="submitting" />);
    const busy = page.getByRole('button', { name: 'Loading...' });
    await expect.element(busy).toBeDisabled();
    await rerender(<Footer onSubscribe={onSubscribe} newsletterStatus="success" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Email sent successfully!');
    await expect.element(email()).toHaveValue('');
    await rerender(
      <Footer onSubscribe={onSubscribe} newsletterStatus="success" newsletterMessage="Subscribed!" />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Subscribed!');
    await rerender(<Footer onSubscribe={onSubscribe} newsletterStatus="error" />);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Failed to send email. Please try again.');
    await expect.element(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('does not overflow at 360 px', async () => {
    const { container } = await render(
      <div style={{ width: 360 }}>
        <Footer />
      </div>,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.scrollWidth).toBeLessThanOrEqual(360);
  });
});

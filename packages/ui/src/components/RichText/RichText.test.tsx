import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { linkify, safeHref } from './linkify';
import * as stories from './RichText.stories';

// The stories are the fixtures: activation steps with links, pasted text, hostile input and blank text.
const { Playground, PastedText, HostileInput, Blank } = composeStories(stories);

const links = (text: string) => linkify(text).filter((token) => token.type === 'link');

describe('safeHref', () => {
  it('accepts http and https URLs only', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('HTTP://EXAMPLE.COM/a')).toBe('http://example.com/a');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHref('ftp://example.com')).toBeNull();
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('https://user:pass@example.com')).toBeNull();
  });
});

describe('linkify', () => {
  it('keeps the text around links, in order', () => {
    expect(linkify('See https://example.com now')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { type: 'text', text: ' now' },
    ]);
  });

  it('leaves trailing punctuation and unbalanced brackets outside the link', () => {
    expect(links('Go to https://example.com/a.').map((l) => l.text)).toEqual(['https://example.com/a']);
    expect(links('(https://example.com/b), ok').map((l) => l.text)).toEqual(['https://example.com/b']);
    expect(links('https://example.com/c?!').map((l) => l.text)).toEqual(['https://example.com/c']);
    expect(links('https://en.wikipedia.org/wiki/Foo_(bar).').map((l) => l.text)).toEqual([
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    ]);
  });

  it('never links other schemes or markup', () => {
    const hostile = `javascript:alert(1) JAVASCRIPT:alert(1) data:text/html;base64,PHNjcmlwdD4= <a href="javascript:x">x</a>
      jav&#x09;ascript:alert(1) vbscript:msgbox file:///etc/passwd //evil.example`;
    expect(links(hostile)).toEqual([]);
    expect(linkify(hostile)).toEqual([{ type: 'text', text: hostile }]);
  });

  it('stops a URL at quotes and angle brackets', () => {
    expect(links('<a href="https://evil.example/x">https://ok.example</a>').map((l) => l.href)).toEqual([
      'https://evil.example/x',
      'https://ok.example/',
    ]);
    expect(links("javascript:alert('https://example.com')").map((l) => l.href)).toEqual([
      'https://example.com/',
    ]);
  });
});

describe('RichText', () => {
  it('renders paragraphs on blank lines and keeps line breaks', async () => {
    const { container } = await render(<PastedText />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelectorAll('br')).toHaveLength(1);
    await expect.element(page.getByText('Activate on Steam.')).toBeVisible();
  });

  it('makes safe links that open in a new tab and say so', async () => {
    await render(<Playground />);
    const link = page.getByRole('link', {
      name: 'https://store.steampowered.com/about/ (opens in a new tab)',
    });
    await expect.element(link).toHaveAttribute('href', 'https://store.steampowered.com/about/');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('prints markup as text, never as HTML', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { container } = await render(<HostileInput />);
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('renders nothing for blank text', async () => {
    const { container } = await render(<Blank />);
    expect(container).toBeEmptyDOMElement();
  });
});

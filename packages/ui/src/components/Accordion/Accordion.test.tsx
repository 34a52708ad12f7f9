import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion';

const faq = [
  {
    value: 'refunds',
    q: 'Can I get a refund?',
    a: 'Refund requests are accepted within 14 days of purchase.',
  },
  { value: 'validity', q: 'Do keys expire?', a: 'Keys are valid indefinitely unless stated otherwise.' },
  { value: 'currencies', q: 'Which currencies do you accept?', a: 'We accept USD, EUR and GBP.' },
];

function Faq(props: AccordionProps) {
  return (
    <Accordion {...props}>
      {faq.map(({ value, q, a }) => (
        <AccordionItem key={value} value={value} heading={q}>
          {a}
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const header = (index: number) => page.getByRole('button', { name: faq[index]!.q });
const answer = (index: number) => page.getByText(faq[index]!.a);

describe('Accordion', () => {
  it('single mode keeps one item open and closes the open item when clicked again', async () => {
    await render(<Faq type="single" />);
    await expect.element(header(0)).toHaveAttribute('aria-expanded', 'false');
    await header(0).click();
    await expect.element(header(0)).toHaveAttribute('aria-expanded', 'true');
    await expect.element(answer(0)).toBeVisible();
    await expect.element(page.getByRole('region', { name: faq[0]!.q })).toBeVisible();
    await header(1).click();
    await expect.element(header(1)).toHaveAttribute('aria-expanded', 'true');
    await expect.element(header(0)).toHaveAttribute('aria-expanded', 'false');
    await expect.element(answer(0)).not.toBeInTheDocument();
    await header(1).click();
    await expect.element(header(1)).toHaveAttribute('aria-expanded', 'false');
    await expect.element(answer(1)).not.toBeInTheDocument();
  });

  it('multiple mode lets several items stay open', async () => {
    await render(<Faq type="multiple" defaultValue={['refunds']} />);
    await expect.element(answer(0)).toBeVisible();
    await header(2).click();
    await expect.element(answer(0)).toBeVisible();
    await expect.element(answer(2)).toBeVisible();
  });

  it('follows the APG accordion keyboard model: Enter/Space toggle, arrows and Home/End move', async () => {
    await render(<Faq type="single" />);
    (header(0).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(header(0)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect.element(header(0)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(header(1)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(header(2)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(header(0)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(header(2)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(answer(2)).toBeVisible();
  });

  it('puts each header button inside a heading of the configured level', async () => {
    await render(<Faq type="single" headingLevel={2} />);
    const heading = page.getByRole('heading', { level: 2, name: faq[1]!.q });
    await expect.element(heading).toBeVisible();
    expect(heading.element().querySelector('button')).toBe(header(1).element());
    await expect.element(page.getByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});

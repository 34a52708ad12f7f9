import { composeStories } from '@storybook/react-vite';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CardFields } from './CardFields';
import * as stories from './CardFields.stories';
import { cardErrors, formatCardNumber, formatExpiry, passesLuhn, type CardDetails } from './cardRules';

const { Empty, Required, InvalidNumber, Expired, Disabled } = composeStories(stories);
const today = new Date(2026, 10, 26);

describe('card rules', () => {
  it('checks the Luhn digit of the test cards and refuses a changed digit', () => {
    for (const card of ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000003220']) {
      expect(passesLuhn(card)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('formats what is pasted, whatever its separators', () => {
    expect(formatCardNumber('4242-4242 4242.4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242 4242 4242 4242')).toBe('4242 4242 4242 4242 424');
    expect(formatExpiry('7')).toBe('07');
    expect(formatExpiry('1/30')).toBe('01/30');
    expect(formatExpiry('12 / 2030')).toBe('12/20');
  });

  it('finds each field’s first problem', () => {
    const card = (number: string, expiry: string, cvc: string): CardDetails => ({ number, expiry, cvc });
    expect(cardErrors(card('4242 4242 4242 4242', '12/30', '123'), today)).toEqual({});
    expect(cardErrors(card('', '', ''), today)).toEqual({
      number: 'numberRequired',
      expiry: 'expiryRequired',
      cvc: 'cvcRequired',
    });
    expect(cardErrors(card('4242 4242 4242 4241', '00/30', '1'), today)).toEqual({
      number: 'numberInvalid',
      expiry: 'expiryInvalid',
      cvc: 'cvcIncomplete',
    });
    // Valid to the end of its month: November 2026 still works on 26 November 2026, October does not.
    expect(cardErrors(card('4242 4242 4242 4242', '11/26', '123'), today)).toEqual({});
    expect(cardErrors(card('4242 4242 4242 4242', '10/26', '123'), today).expiry).toBe('expiryPast');
    expect(cardErrors(card('3782 822463 10005', '12/30', '123'), today).cvc).toBe('cvcIncomplete');
  });
});

describe('CardFields', () => {
  it('labels each input and gives the browser its autocomplete tokens', async () => {
    await render(<Empty />);
    await expect.element(page.getByRole('group', { name: 'Card details' })).toBeVisible();
    const tokens = {
      'Card number': 'cc-number',
      'Expiry date (MM/YY)': 'cc-exp',
      'Security code (CVC)': 'cc-csc',
    };
    for (const [name, token] of Object.entries(tokens)) {
      const input = page.getByRole('textbox', { name });
      await expect.element(input).toHaveAttribute('autocomplete', token);
      await expect.element(input).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('keeps the caret after the digit it followed when a digit goes in mid-number', async () => {
    await render(<Empty />);
    const number = page.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '42424242');
    const input = number.element() as HTMLInputElement;
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('1');
    await expect.element(number).toHaveValue('4242 1424 2');
    expect(input.selectionStart).toBe(6);
  });

  it('moves through the fields with Tab and shows a message only once a field is left', async () => {
    await render(<Empty />);
    await userEvent.keyboard('{Tab}');
    const number = page.getByRole('textbox', { name: 'Card number' });
    await expect.element(number).toHaveFocus();
    await userEvent.keyboard('4242');
    await expect.element(number).toBeValid();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveFocus();
    await expect.element(number).toBeInvalid();
    await expect.element(number).toHaveAccessibleDescription('Your card number is incomplete.');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveFocus();
  });

  it('shows every message after a submit attempt, and the one for a bad number on leaving it', async () => {
    await render(
      <>
        <Required />
        <InvalidNumber />
      </>,
    );
    await expect.element(page.getByText('Enter your card number.')).toBeVisible();
    const mistyped = page.getByRole('textbox', { name: 'Card number' }).nth(1);
    await expect.element(mistyped).toBeValid();
    await mistyped.click();
    await userEvent.keyboard('{Tab}');
    await expect
      .element(mistyped)
      .toHaveAccessibleDescription('Your card number is invalid: check the digits.');
  });

  it('refuses an expired card and a disabled group takes no input', async () => {
    await render(
      <>
        <Expired />
        <Disabled />
      </>,
    );
    await expect.element(page.getByText('Your card has expired.')).toBeVisible();
    await expect
      .element(page.getByRole('group', { name: 'Card details' }).nth(1))
      .toHaveAttribute('disabled');
    await expect.element(page.getByRole('textbox', { name: 'Card number' }).nth(1)).toBeDisabled();
  });

  it('works controlled and takes its texts as labels', async () => {
    const seen: object[] = [];
    function Controlled() {
      const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '' });
      return (
        <CardFields
          value={card}
          today={today}
          onChange={(next, errors) => {
            seen.push(errors);
            setCard(next);
          }}
          labels={{ legend: 'Karte', number: 'Kartennummer', numberIncomplete: 'Zu kurz.' }}
          showErrors
        />
      );
    }
    await render(<Controlled />);
    const number = page.getByRole('textbox', { name: 'Kartennummer' });
    await userEvent.type(number, '4000 0000 0000 0002');
    await expect.element(number).toHaveValue('4000 0000 0000 0002');
    await expect.element(page.getByRole('group', { name: 'Karte' })).toBeVisible();
    expect(seen.at(-1)).toEqual({ expiry: 'expiryRequired', cvc: 'cvcRequired' });
    await userEvent.clear(number);
    await userEvent.type(number, '4000');
    await expect.element(number).toHaveAccessibleDescription('Zu kurz.');
  });
});

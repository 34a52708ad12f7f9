import type { MailMessage } from './mailer';
import { escapeHtml } from './escape-html';

/** A message of plain paragraphs and at most one link, written once for the text and the HTML part. */
function message(to: string, subject: string, paragraphs: string[], link?: string): MailMessage {
  const text = [...paragraphs, ...(link ? [link] : [])].join('\n\n');
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '');
  return { to, subject, text, html };
}

const ignore = 'If this was not you, ignore this e-mail: nothing changes.';

export const verifyEmailMail = (to: string, username: string, link: string) =>
  message(
    to,
    'Confirm your e-mail address',
    [
      `Hello ${username},`,
      'Please confirm your e-mail address for your Keyshop account by opening this link within 24 hours:',
      ignore,
    ],
    link,
  );

export const registrationAttemptMail = (to: string, username: string, signInLink: string) =>
  message(
    to,
    'Someone tried to register with your address',
    [
      `Hello ${username},`,
      'Someone just tried to create a Keyshop account with your e-mail address, which already has an account: no new account was made.',
      'If it was you, sign in instead (or reset your password from the sign-in page):',
    ],
    signInLink,
  );

export const confirmNewEmailMail = (to: string, username: string, link: string) =>
  message(
    to,
    'Confirm your new e-mail address',
    [
      `Hello ${username},`,
      'You asked to use this address for your Keyshop account. Open this link within 24 hours to confirm it; until then your account keeps its old address:',
      ignore,
    ],
    link,
  );

export const emailChangeRequestedMail = (to: string, username: string, newEmail: string) =>
  message(to, 'E-mail change requested', [
    `Hello ${username},`,
    `Someone signed in to your Keyshop account asked to change its e-mail address to ${newEmail}. It changes only once that address confirms it.`,
    'If this was not you, change your password now.',
  ]);

export const emailChangedMail = (to: string, username: string, newEmail: string) =>
  message(to, 'Your e-mail address was changed', [
    `Hello ${username},`,
    `Your Keyshop account now uses ${newEmail}; every session was signed out. This address no longer signs in.`,
    'If this was not you, contact our support at once.',
  ]);

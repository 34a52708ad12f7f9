import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where a reset link leads: the store's page that takes the new password. */
export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;

function message(to: string, subject: string, paragraphs: { text: string; html?: string }[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.map((p) => p.text).join('\n\n') + '\n',
    html:
      '<!doctype html><html lang="en"><body>' +
      paragraphs.map((p) => `<p>${p.html ?? escapeHtml(p.text)}</p>`).join('\n') +
      '</body></html>',
  };
}

export function resetPasswordMessage(to: string, link: string): MailMessage {
  return message(to, 'Reset your Keyshop password', [
    { text: 'Someone (we hope you) asked to reset the password of your Keyshop account.' },
    {
      text: `Choose a new password here (the link works once, within an hour): ${link}`,
      html: `<a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within an hour).`,
    },
    { text: 'If you did not ask for this, ignore this e-mail: your password stays as it is.' },
  ]);
}

export function passwordChangedMessage(to: string): MailMessage {
  return message(to, 'Your Keyshop password was changed', [
    { text: 'The password of your Keyshop account was just changed, and every device was signed out.' },
    { text: 'If this was not you, reset your password at once with "Forgot password?" on the sign-in page.' },
  ]);
}

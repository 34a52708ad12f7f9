import type { MessageRow } from '../db/schema';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

const kindText = { contact: 'Contact message', support: 'Support request' };

/** Plain text as HTML paragraphs, its line breaks kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** To OPERATOR_EMAIL for each new message: who wrote, what, and where to answer it. */
export function newMessageMail(to: string, message: MessageRow, publicUrl: string): MailMessage {
  const from = message.name ? `${message.name} <${message.email}>` : message.email;
  const link = `${publicUrl}/admin/inbox/${message.id}`;
  const about = message.subject ? `: ${message.subject}` : '';
  return {
    to,
    subject: `${kindText[message.kind]} from ${message.email}${about}`,
    text: `From: ${from}\n\n${message.message || '(no message)'}\n\nAnswer it in the admin: ${link}\n`,
    html:
      `<p>From: ${escapeHtml(from)}</p>${paragraphs(message.message || '(no message)')}` +
      `<p><a href="${escapeHtml(link)}">Answer it in the admin</a></p>`,
  };
}

/** The operator's answer, to the message's address, quoting what it answers. */
export function replyMail(message: MessageRow, reply: string): MailMessage {
  const quoted = message.message && `\n\n${message.message.replace(/^/gm, '> ')}`;
  return {
    to: message.email,
    subject: `Re: ${message.subject ?? `Your ${kindText[message.kind].toLowerCase()} to Keyshop`}`,
    text: `${reply}${quoted}\n`,
    html: paragraphs(reply) + (message.message && `<blockquote>${paragraphs(message.message)}</blockquote>`),
  };
}

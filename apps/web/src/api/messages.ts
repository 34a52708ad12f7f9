import {
  apiPaths,
  messageResponseSchema,
  type ContactRequest,
  type MessageResponse,
  type SubscribeRequest,
  type SupportRequest,
} from '@keyshop/contracts';
import { apiFetch } from './client';

/** Newsletter: the page shows the answer's message, else 'Email sent successfully!'. */
export function subscribe(body: SubscribeRequest): Promise<MessageResponse> {
  return apiFetch(apiPaths.subscribe, {
    method: 'POST',
    body,
    schema: messageResponseSchema,
    errorMessage: 'Failed to send email. Please try again.',
  });
}

export function sendContactMessage(body: ContactRequest): Promise<MessageResponse> {
  return apiFetch(apiPaths.contact, { method: 'POST', body, schema: messageResponseSchema });
}

export function sendSupportMessage(body: SupportRequest): Promise<MessageResponse> {
  return apiFetch(apiPaths.support, { method: 'POST', body, schema: messageResponseSchema });
}

import { mutationOptions, useMutation } from '@tanstack/react-query';
import { contactRoutes } from '@indiwave/domain/contract/contact';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

/** The contact form's values as typed, before the contract trims them. */
export type ContactMessageInput = z.input<typeof contactRoutes.contactUs.body>;

/** Sends the contact-us form to POST /api/contact_us; the server mails the support team. */
export function sendContactMessage(body: ContactMessageInput) {
  return callApi(contactRoutes.contactUs, { body });
}

/** Mutation options for sending the contact form. */
export function getSendContactMessageOptions() {
  return mutationOptions({
    mutationKey: ['contact', 'send'] as const,
    mutationFn: sendContactMessage,
  });
}

/** Sends the contact form; exposes the pending state and the ApiError of a failure. */
export function useSendContactMessage() {
  return useMutation(getSendContactMessageOptions());
}

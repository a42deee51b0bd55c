import { messagingRoutes } from '@indiwave/domain/contract/messaging';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { mockApi, fakeFailure, fakeReply, type ReplyOf } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { ComposePanel, readRecipientSlug } from './ComposePanel';

const TEAM: ReplyOf<typeof messagingRoutes.adminAccount> = {
  success: true,
  result: {
    id: 1,
    slug_username: 'indiwave-team',
    name: 'Indiwave Team',
    profile_pic: null,
    is_team: true,
    can_reply: true,
  },
};

describe('composing a message', () => {
  it('reads a profile address or a slug as the slug', () => {
    expect(
      ['asha-menon', ' /Asha-Menon/ ', 'https://indiwave.in/asha-menon?x=1', '@asha-menon'].map(readRecipientSlug),
    ).toEqual(['asha-menon', 'asha-menon', 'asha-menon', 'asha-menon']);
  });

  it('is prefilled from ?to=, sends to that slug, and says plainly when sending too fast', async () => {
    const api = mockApi({
      'GET /api/admin_account': fakeReply(messagingRoutes.adminAccount, TEAM),
      'POST /api/message_compose': fakeFailure(messagingRoutes.compose, 429, MESSAGES.tooManyRequests),
    });
    renderAt(<ComposePanel initialRecipient="asha-menon" isTvInitially={false} onSent={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('asha-menon');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    expect(api.sent.find((call) => call.key === 'POST /api/message_compose')?.body).toEqual({
      receipient: 'asha-menon',
      body: 'Hello',
      tv_communication: false,
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('sends a TV communication to the team without a recipient', async () => {
    const onSent = vi.fn();
    const api = mockApi({
      'GET /api/admin_account': fakeReply(messagingRoutes.adminAccount, TEAM),
      'POST /api/message_compose': fakeReply(messagingRoutes.compose, {
        success: true,
        message: MESSAGES.messageSent,
        result: {
          id: 5,
          body: 'Pitch',
          is_mine: true,
          tv_communication: true,
          is_read: false,
          created_date: new Date().toISOString(),
        },
        user: TEAM.result,
      }),
    });
    renderAt(<ComposePanel initialRecipient="" isTvInitially={false} onSent={onSent} onCancel={vi.fn()} />);
    // Without a recipient nothing is sent.
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Pitch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGES.recipientRequired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /TV communication/ }));
    expect(await screen.findByDisplayValue('Indiwave Team (TV team)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('indiwave-team'));
    expect(api.sent.filter((call) => call.key === 'POST /api/message_compose').map((call) => call.body)).toEqual([
      { body: 'Pitch', tv_communication: true },
    ]);
  });
});

import { agreementTemplateRoutes, type AgreementTemplate } from '@indiwave/domain/contract/agreement-templates';
import { staffRoutes } from '@indiwave/domain/contract/staff';
import { AGREEMENT_TEMPLATE_MESSAGES as M } from '@indiwave/domain/messages';
import { DEFAULT_AGREEMENT_TEMPLATE } from '@indiwave/domain/rules/agreement-template';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeReply, mockApi } from '../test/mock-api';
import { buildSessionUser, renderRoutes, signIn } from '../test/render';
import { appRoutes } from './router';

const SLOW = { timeout: 5_000 };
const first: AgreementTemplate = { id: 1, version: 1, body: DEFAULT_AGREEMENT_TEMPLATE, note: 'The first version.', author: null, created_at: '2030-01-01T00:00:00.000Z', is_current: true };

afterEach(() => {
  signIn(null);
  vi.unstubAllGlobals();
});

describe('agreement templates in the console (issue 21 item 5)', () => {
  it('edits the text with a live check and preview, publishes a new version, and lists the versions', async () => {
    const added = `${DEFAULT_AGREEMENT_TEMPLATE}\n\n6. This agreement follows the laws of India.`;
    let versions = [first];
    const api = mockApi({
      'GET /api/admin/me': fakeReply(staffRoutes.me, { success: true, result: { role: 'staff', slug: 'sam', name: 'Sam Staff' } }),
      'GET /api/staff/agreement_templates': () => fakeReply(agreementTemplateRoutes.list, { success: true, results: versions }),
      'POST /api/staff/agreement_templates': () => {
        const second: AgreementTemplate = { id: 2, version: 2, body: added, note: 'Governing law', author: { slug: 'sam', name: 'Sam Staff' }, created_at: '2030-01-02T00:00:00.000Z', is_current: true };
        versions = [second, { ...first, is_current: false }];
        return fakeReply(agreementTemplateRoutes.publish, { success: true, message: M.published, result: second });
      },
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/agreement-templates');

    const form = await screen.findByRole('form', { name: 'New version' }, SLOW);
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Agreement templates' })).toHaveAttribute('href', '/admin/agreement-templates');
    const text = within(form).getByLabelText('Text of the agreement');
    const publish = within(form).getByRole('button', { name: 'Publish new version' });
    // The current text: nothing to publish yet; the preview fills a sample release in.
    expect(within(form).getByText(M.unchanged)).toBeInTheDocument();
    expect(publish).toBeDisabled();
    expect(screen.getByTestId('agreement-preview')).toHaveTextContent('Between Asha Menon <asha@example.com> (the Artist)');

    fireEvent.change(text, { target: { value: DEFAULT_AGREEMENT_TEMPLATE.replace('{{stores}}', 'the stores') } });
    expect(within(form).getByText(M.missingPlaceholder('stores'))).toBeInTheDocument();
    expect(publish).toBeDisabled();
    fireEvent.change(text, { target: { value: `${DEFAULT_AGREEMENT_TEMPLATE} {{royalty}}` } });
    expect(within(form).getByText(M.unknownPlaceholder('royalty'))).toBeInTheDocument();

    fireEvent.change(text, { target: { value: added } });
    expect(screen.getByTestId('agreement-preview')).toHaveTextContent('6. This agreement follows the laws of India.');
    fireEvent.change(within(form).getByLabelText('What changed', { exact: false }), { target: { value: 'Governing law' } });
    fireEvent.click(publish);
    await waitFor(() => expect(api.sent.find((call) => call.key === 'POST /api/staff/agreement_templates')?.body).toEqual({ body: added, note: 'Governing law' }));

    const list = await screen.findByRole('list', { name: 'Versions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(within(newest).getByRole('heading', { name: /Version 2/ })).toHaveTextContent('Current');
    expect(within(newest).getByText('Governing law')).toBeInTheDocument();
    expect(within(older).getByText('The first version.')).toBeInTheDocument();
    // An older version can be the start of the next one.
    fireEvent.click(within(older).getByRole('button', { name: 'Start from version 1' }));
    expect(within(form).getByLabelText('Text of the agreement')).toHaveValue(DEFAULT_AGREEMENT_TEMPLATE);
  });
});

import { proPerksRoutes, type ProPerksDocument } from '@indiwave/domain/contract/pro-perks';
import { staffRoutes } from '@indiwave/domain/contract/staff';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFailure, fakeReply, mockApi } from '../test/mock-api';
import { buildSessionUser, renderRoutes, signIn } from '../test/render';
import { appRoutes } from './router';

const SLOW = { timeout: 5_000 };
const document: ProPerksDocument = {
  masterclasses: [
    { title: 'Mixing at home', description: '', image: '', date: '01/09/2030 at 07:00 PM', duration: '90 minutes', ended: false, startingSoon: false, whatsappGroupLink: 'https://chat.whatsapp.com/x' },
    { title: 'Old session', description: '', image: '', date: '01/01/2020 at 07:00 PM', duration: '1 hour', ended: true, startingSoon: false, whatsappGroupLink: null },
  ],
  couponCodes: [{ companyName: 'Acme', brandImage: '', subtitle: 'Half off', code: 'ACME50', details: ['One a member'], isNew: true, redeemNowLink: 'https://acme.example/r' }],
  learningResources: [],
};

afterEach(() => {
  signIn(null);
  vi.unstubAllGlobals();
});

describe('the Pro Perks editor (issue 21 item 5)', () => {
  it('edits the document in a form, adding and removing rows; shows the server’s message per field; saves it with PUT pro_perks', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/admin/me': fakeReply(staffRoutes.me, { success: true, result: { role: 'staff', slug: 'sam', name: 'Sam Staff' } }),
      // After a save the document is read again with its new time: the form keeps its message.
      'GET /api/staff/pro_perks': () => fakeReply(proPerksRoutes.staffRead, { success: true, updated_at: attempts > 1 ? '2030-08-02T00:00:00.000Z' : '2030-08-01T00:00:00.000Z', is_default: false, ...document }),
      'PUT /api/pro_perks': ({ body }) => {
        attempts += 1;
        if (attempts === 1) return fakeFailure(proPerksRoutes.save, 400, COMMERCE_MESSAGES.proPerksInvalid, { 'learningResources.0.title': COMMERCE_MESSAGES.proPerksInvalid });
        return fakeReply(proPerksRoutes.save, { success: true, message: COMMERCE_MESSAGES.proPerksSaved, updated_at: '2030-08-02T00:00:00.000Z', is_pro: true, ...(body as ProPerksDocument) });
      },
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/pro-perks');
    const form = await screen.findByRole('form', { name: 'Pro Perks' }, SLOW);
    expect(within(form).getByLabelText('Code (coupon 1)')).toHaveValue('ACME50');
    expect(within(form).getByLabelText('Details (coupon 1)', { exact: false })).toHaveValue('One a member');

    // Remove the old session, add a resource, change the code, add a detail line.
    fireEvent.click(within(form).getByRole('button', { name: 'Remove session 2' }));
    expect(within(form).queryByLabelText('Title (session 2)')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Add a resource' }));
    fireEvent.change(within(form).getByLabelText('Code (coupon 1)'), { target: { value: 'ACME60' } });
    fireEvent.change(within(form).getByLabelText('Details (coupon 1)', { exact: false }), { target: { value: 'One a member\n\n Ends in June ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Pro Perks' }));
    // The empty resource is refused: the message shows under its title.
    expect(await within(form).findAllByText(COMMERCE_MESSAGES.proPerksInvalid)).not.toHaveLength(0);
    expect(within(form).getByLabelText('Title (resource 1)')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form).getByLabelText('Title (resource 1)'), { target: { value: 'Release checklist' } });
    fireEvent.change(within(form).getByLabelText('Link (resource 1)', { exact: false }), { target: { value: '/distribution-guide' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Pro Perks' }));
    expect(await screen.findByText(COMMERCE_MESSAGES.proPerksSaved)).toBeInTheDocument();
    await waitFor(() => expect(api.sent.filter((call) => call.key === 'GET /api/staff/pro_perks')).toHaveLength(2));
    expect(screen.getByText(COMMERCE_MESSAGES.proPerksSaved)).toBeInTheDocument();
    const sent = api.sent.filter((call) => call.key === 'PUT /api/pro_perks').at(-1)?.body as ProPerksDocument;
    expect(sent.masterclasses.map((entry) => entry.title)).toEqual(['Mixing at home']);
    expect(sent.couponCodes[0]).toEqual({ companyName: 'Acme', code: 'ACME60', subtitle: 'Half off', details: ['One a member', 'Ends in June'], brandImage: '', redeemNowLink: 'https://acme.example/r', isNew: true });
    expect(sent.learningResources).toEqual([{ title: 'Release checklist', description: '', link: '/distribution-guide', pdfName: '', image: '' }]);
  });
});

describe('the Pro Perks page (spec 2 §2.3)', () => {
  it('shows the three sections; a member who is not Pro gets masked codes, no links and the way to Pro', async () => {
    mockApi({ 'GET /api/pro_perks': fakeReply(proPerksRoutes.read, { success: true, updated_at: '2030-08-01T00:00:00.000Z', is_pro: false, ...document, couponCodes: [{ ...document.couponCodes[0], code: 'AC****', redeemNowLink: null }], masterclasses: document.masterclasses.map((entry) => ({ ...entry, whatsappGroupLink: null })) }) });
    signIn(buildSessionUser());
    renderRoutes(appRoutes, '/pro-perks');
    expect(await screen.findByRole('heading', { level: 2, name: COMMERCE_MESSAGES.proSessions }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: COMMERCE_MESSAGES.couponCodes })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: COMMERCE_MESSAGES.learningResources })).toBeInTheDocument();
    expect(screen.getByTestId('perk-code')).toHaveTextContent('AC****');
    expect(screen.queryByRole('link', { name: COMMERCE_MESSAGES.redeemNow })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Acme code' })).toBeNull();
    expect(screen.getByRole('link', { name: COMMERCE_MESSAGES.getPro })).toHaveAttribute('href', '/subscription');
    expect(screen.getByText('Class Ended')).toBeInTheDocument();
  });

  it('gives a Pro member the code to copy, the redeem link and the WhatsApp group', async () => {
    mockApi({ 'GET /api/pro_perks': fakeReply(proPerksRoutes.read, { success: true, updated_at: '2030-08-01T00:00:00.000Z', is_pro: true, ...document }) });
    signIn(buildSessionUser({ isProMember: 1 }));
    renderRoutes(appRoutes, '/pro-perks');
    expect(await screen.findByTestId('perk-code', {}, SLOW)).toHaveTextContent('ACME50');
    expect(screen.getByRole('link', { name: COMMERCE_MESSAGES.redeemNow })).toHaveAttribute('href', 'https://acme.example/r');
    expect(screen.getByRole('button', { name: 'Copy Acme code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMMERCE_MESSAGES.joinWhatsapp })).toHaveAttribute('href', 'https://chat.whatsapp.com/x');
  });
});

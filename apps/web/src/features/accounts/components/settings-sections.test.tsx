import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { getSessionUser } from '../../../lib/session.ts';
import { answerConfirm, useConfirmStore } from '../../../ui/confirm.ts';
import { mockApi, fakeFailure, fakeReply } from '../../../test/mock-api.ts';
import { buildSessionUser, renderAt, signIn } from '../../../test/render.tsx';
import { checkPictureFile } from './picture-checks.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { PicturesSection } from './PicturesSection.tsx';
import { SocialLinksSection } from './SocialLinksSection.tsx';

beforeEach(() => signIn(buildSessionUser()));
afterEach(() => vi.unstubAllGlobals());

describe('profile and cover pictures (spec 2 §5.5)', () => {
  it('refuses a wrong format, more than 2 MB and less than 500x500 in the spec words', () => {
    expect(checkPictureFile({ type: 'image/gif', size: 10 })).toBe(MESSAGES.imageFormat);
    expect(checkPictureFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(MESSAGES.imageTooLarge);
    expect(checkPictureFile({ type: 'image/jpeg', size: 1000 }, { width: 499, height: 800 })).toBe(
      MESSAGES.imageTooSmall,
    );
    expect(checkPictureFile({ type: 'image/jpeg', size: 1000 }, { width: 500, height: 500 })).toBeNull();
  });

  it("shows the server's refusal of an upload", async () => {
    mockApi({
      'POST /api/indiwaveuser/update_profile_cover_pic': fakeFailure(
        accountSettingsRoutes.updateProfileCoverPic,
        400,
        MESSAGES.imageTooSmall,
      ),
    });
    // jsdom decodes no images: this one reports 800x800.
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 800;
        naturalHeight = 800;
        onload: (() => void) | null = null;
        set src(_value: string) {
          setTimeout(() => this.onload?.(), 0);
        }
      },
    );
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    renderAt(<PicturesSection profilePic={null} coverPic={null} name="Maya" />);
    const input = screen.getByLabelText('Change profile picture');
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.imageTooSmall);
    fireEvent.change(screen.getByLabelText('Change cover picture'), {
      target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText(MESSAGES.imageFormat)).toBeInTheDocument();
  });
});

describe('change password (spec 2 §5.5 last line)', () => {
  it('old + new + confirm when the account has a password', async () => {
    const api = mockApi({
      'POST /api/indiwaveuser/change_password': fakeReply(accountSettingsRoutes.changePassword, {
        success: true,
        message: MESSAGES.passwordChanged,
      }),
    });
    renderAt(<PasswordSection hasPassword />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.oldPasswordRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Old password'), { target: { value: 'old-one' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-one-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-one-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-one-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(api.sent[0]?.body).toEqual({
      old_password: 'old-one',
      new_password: 'new-one-1',
      confirm_new_password: 'new-one-1',
    });
  });

  it('only new + confirm for an account without a password', async () => {
    const api = mockApi({
      'POST /api/indiwaveuser/change_password': fakeReply(accountSettingsRoutes.changePassword, {
        success: true,
        message: MESSAGES.passwordChanged,
      }),
    });
    renderAt(<PasswordSection hasPassword={false} />);
    expect(screen.queryByLabelText('Old password')).toBeNull();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-one-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-one-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(api.sent[0]?.body).toEqual({ new_password: 'new-one-1', confirm_new_password: 'new-one-1' }),
    );
    expect(getSessionUser()?.isPwdSet).toBe(true);
  });
});

describe('social links', () => {
  it('checks each link with its pattern', async () => {
    mockApi({});
    renderAt(<SocialLinksSection links={{ instagram: '', facebook: '', twitter: '', youtube: '' }} />);
    fireEvent.change(screen.getByLabelText('Instagram'), { target: { value: 'https://example.com/me' } });
    fireEvent.change(screen.getByLabelText('YouTube'), { target: { value: '<script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText(MESSAGES.instagramInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidInput)).toBeInTheDocument();
  });
});

describe('delete account', () => {
  it('asks for a reason and a confirmation, then signs out', async () => {
    const api = mockApi({
      'POST /api/indiwaveuser/delete_account': fakeReply(accountSettingsRoutes.deleteAccount, {
        success: true,
        message: MESSAGES.accountDeleted,
      }),
    });
    const { router } = renderAt(<DeleteAccountSection />, '/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(MESSAGES.deleteReasonRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Why are you leaving/), { target: { value: 'Taking a break' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(useConfirmStore.getState().queue).toHaveLength(1));
    answerConfirm(useConfirmStore.getState().queue[0]!.id, true);
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(api.sent[0]?.body).toEqual({ reason: 'Taking a break' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

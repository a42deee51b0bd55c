import { registrationRoutes } from '@indiwave/domain/contract/registration';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { getSessionUser } from '../../../lib/session.ts';
import { mockApi, fakeFailure, fakeReply, type ReplyOf } from '../../../test/mock-api.ts';
import { buildSessionUser, renderInDialog, signIn } from '../../../test/render.tsx';
import { VerifyEmailDialogContent } from './VerifyEmailDialogContent.tsx';

const verified: ReplyOf<typeof registrationRoutes.verifyOtp> = {
  success: true,
  result: 'Success',
  message: MESSAGES.emailVerified,
  email: 'maya@example.com',
};

function typeDigits(code: string) {
  code
    .split('')
    .forEach((digit, index) =>
      fireEvent.keyDown(screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }), { key: digit }),
    );
}

beforeEach(() => signIn(buildSessionUser({ email: 'maya@example.com', isEmailVerified: false })));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Verify Email dialog (spec 2 §2.1, §4, §8)', () => {
  it('shows the target address and the spam note; Verify is disabled until all six boxes are filled', () => {
    mockApi({});
    renderInDialog(<VerifyEmailDialogContent isCodeSent />);
    expect(screen.getByRole('heading', { name: MESSAGES.verifyEmailTitle })).toBeInTheDocument();
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: MESSAGES.verifyEmailTitle });
    expect(verify).toBeDisabled();
    typeDigits('12345');
    expect(verify).toBeDisabled();
    typeDigits('123456');
    expect(verify).toBeEnabled();
  });

  it("a wrong code: 'Invaild OTP' and red boxes", async () => {
    mockApi({
      'POST /api/verify_otp': fakeFailure(registrationRoutes.verifyOtp, 400, MESSAGES.invalidOtp, {
        otp: MESSAGES.invalidOtp,
      }),
    });
    renderInDialog(<VerifyEmailDialogContent isCodeSent />);
    typeDigits('000000');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.verifyEmailTitle }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidOtp);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("the right code: verify_otp type email, then the user is verified and 'Email verified successfully' shows", async () => {
    const api = mockApi({ 'POST /api/verify_otp': fakeReply(registrationRoutes.verifyOtp, verified) });
    renderInDialog(<VerifyEmailDialogContent isCodeSent />);
    typeDigits('424242');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.verifyEmailTitle }));
    await waitFor(() => expect(getSessionUser()?.isEmailVerified).toBe(true));
    expect(api.sent[0]?.body).toEqual({ otp: '424242', type: 'email', nemail: 'maya@example.com' });
    expect(await screen.findByText(MESSAGES.emailVerified)).toBeInTheDocument();
  });

  it("Resend OTP waits out the 2:00 countdown, then sends: 'OTP sent on your email address.'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'POST /api/change_user_email': fakeReply(registrationRoutes.changeUserEmail, {
        success: true,
        message: MESSAGES.otpSentEmail,
      }),
    });
    renderInDialog(<VerifyEmailDialogContent isCodeSent />);
    expect(screen.getByRole('button', { name: MESSAGES.resendOtp })).toBeDisabled();
    expect(screen.getByText('in 2:00')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    const resend = screen.getByRole('button', { name: MESSAGES.resendOtp });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    expect(await screen.findByText(MESSAGES.otpSentEmail)).toBeInTheDocument();
    expect(api.sent[0]).toMatchObject({ key: 'POST /api/change_user_email', body: { email: 'maya@example.com' } });
    expect(screen.getByRole('button', { name: MESSAGES.resendOtp })).toBeDisabled();
  });

  it('opened without a fresh code it sends one, and Resend stays off for 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'POST /api/change_user_email': fakeFailure(registrationRoutes.changeUserEmail, 429, MESSAGES.tooManyRequests),
    });
    renderInDialog(<VerifyEmailDialogContent />);
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledOnce());
    // Refused as too soon: a code is on its way already, so no error shows.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.resendOtp })).toBeDisabled();
  });
});

import { registrationRoutes } from '@indiwave/domain/contract/registration';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { getSessionUser } from '../../../lib/session.ts';
import { mockApi, fakeFailure, fakeReply, type ReplyOf } from '../../../test/mock-api.ts';
import { buildSessionUser, renderInDialog, signIn } from '../../../test/render.tsx';
import { readPhoneErrorMessage, VerifyPhoneDialogContent } from './VerifyPhoneDialogContent.tsx';

const countries: ReplyOf<typeof referenceRoutes.country> = {
  success: true,
  results: [{ id: 101, name: 'India', iso_code: 'IN', phone_code: '91', states: [] }],
};

function typeDigits(code: string) {
  code
    .split('')
    .forEach((digit, index) =>
      fireEvent.keyDown(screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }), { key: digit }),
    );
}

beforeEach(() => signIn(buildSessionUser()));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Verify Phone Number dialog (spec 2 §2.1, §4, §8)', () => {
  it("says 'Client-side error occured' without the '!' (READING)", () => {
    expect(readPhoneErrorMessage(new ApiError(MESSAGES.clientError, 0))).toBe(MESSAGES.clientErrorPhone);
    expect(readPhoneErrorMessage(new TypeError('offline'))).toBe('Client-side error occured');
    expect(readPhoneErrorMessage(new ApiError(MESSAGES.serverError, 500))).toBe('Server-side error occured');
    expect(readPhoneErrorMessage(new ApiError(MESSAGES.invalidOtp, 400))).toBe(MESSAGES.invalidOtp);
  });

  it('takes exactly 10 digits, typed as digits only', async () => {
    const api = mockApi({ 'GET /api/country': fakeReply(referenceRoutes.country, countries) });
    renderInDialog(<VerifyPhoneDialogContent mode="change" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MESSAGES.mobileRequired)).toBeInTheDocument();
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    fireEvent.change(mobile, { target: { value: '98a7-6' } });
    expect(mobile).toHaveValue('9876');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MESSAGES.mobileTenDigits)).toBeInTheDocument();
    expect(api.sent.filter((call) => call.key.includes('mobile'))).toHaveLength(0);
  });

  it('an auto-sent code: boxes at once, Resend off for 10 s; a wrong code shows the text and red boxes; the right one stores the mobile and flags', async () => {
    let isRight = false;
    const api = mockApi({
      'GET /api/country': fakeReply(referenceRoutes.country, countries),
      'POST /api/send_otp': fakeReply(registrationRoutes.sendOtp, { success: true, message: MESSAGES.otpSentMobile }),
      'POST /api/verify_otp': () =>
        isRight
          ? fakeReply(registrationRoutes.verifyOtp, {
              success: true,
              result: 'Success',
              message: MESSAGES.mobileVerified,
              mobile: '9876543210',
              iswhatsapp_verify: true,
            })
          : fakeFailure(registrationRoutes.verifyOtp, 400, MESSAGES.invalidOtp),
    });
    renderInDialog(<VerifyPhoneDialogContent mode="verify" mobile="9876543210" code="91" isWhatsapp isAutoSend />);
    expect(await screen.findByRole('textbox', { name: 'Digit 1 of 6' })).toBeInTheDocument();
    expect(api.sent.find((call) => call.key === 'POST /api/send_otp')?.body).toEqual({
      mobile_number: '9876543210',
      code: '91',
      whatsapp: true,
    });
    expect(screen.getByRole('button', { name: MESSAGES.resendOtp })).toBeDisabled();
    typeDigits('111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidOtp);
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveAttribute('aria-invalid', 'true');
    isRight = true;
    typeDigits('222222');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(getSessionUser()).toMatchObject({
        mobile: '9876543210',
        isMobVerified: true,
        iswhatsapp_verify: true,
        whatsapp_number: '9876543210',
        mobileCountryCode: '91',
      }),
    );
    expect(await screen.findByText(MESSAGES.mobileVerified)).toBeInTheDocument();
  });
});

import { registrationRoutes } from '@indiwave/domain/contract/registration';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { useAccountDialogs } from '../../../lib/account-dialogs.ts';
import { getSessionUser } from '../../../lib/session.ts';
import { buildSessionReply, mockApi, fakeReply, type ReplyOf } from '../../../test/mock-api.ts';
import { buildSessionUser, renderInDialog, signIn } from '../../../test/render.tsx';
import { USERNAME_CHECK_DELAY_MS } from '../api/check-username.ts';
import { CityStepForm } from './CityStepForm.tsx';
import { RegisterEntry } from './RegisterEntry.tsx';
import { SkillsStepForm } from './SkillsStepForm.tsx';

// The real robot check loads ALTCHA; a button stands in and hands over a proof.
vi.mock('../../../ui/RobotCheck.tsx', () => ({
  RobotCheck: ({ onChange }: { onChange: (value: string | null) => void }) => (
    <button type="button" onClick={() => onChange('altcha-proof')}>
      I am not a robot
    </button>
  ),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

function Title({ children }: { children?: React.ReactNode }) {
  return <h2>{children}</h2>;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = (name = 'Register') => fireEvent.click(screen.getByRole('button', { name }));

describe("register step 1, 'Add Your Artist Detail' (spec 2 §5.1)", () => {
  it('shows the required messages, and the robot check', async () => {
    mockApi({});
    renderInDialog(<RegisterEntry Title={Title} />);
    expect(screen.getByRole('heading', { name: MESSAGES.registerStepArtist })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/about/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/about/privacy-policy');
    submit();
    expect(await screen.findByText(MESSAGES.artistNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.robotRequired)).toBeInTheDocument();
  });

  it('checks names, usernames, e-mails, passwords and markup with the spec words', async () => {
    mockApi({
      'POST /api/is_username_exists': fakeReply(registrationRoutes.isUsernameExists, {
        success: true,
        is_username_exists: false,
        suggest: '',
      }),
    });
    renderInDialog(<RegisterEntry Title={Title} />);
    type('Artist / stage name', '   ');
    type('Username', 'ab');
    type('Email', 'nope@');
    type('Password', '12345');
    submit();
    expect(await screen.findByText(MESSAGES.artistNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usernameMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMin)).toBeInTheDocument();
    type('Artist / stage name', '<b>Band</b>');
    type('Username', 'bad name!');
    type('Password', 'x'.repeat(21));
    submit();
    expect(await screen.findByText(MESSAGES.invalidInput)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usernameInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMax)).toBeInTheDocument();
    type('Artist / stage name', 'a'.repeat(51));
    type('Username', 'u'.repeat(51));
    submit();
    expect(await screen.findByText(MESSAGES.artistNameMax)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usernameMax)).toBeInTheDocument();
    type('Artist / stage name', '@@@');
    submit();
    expect(await screen.findByText(MESSAGES.artistNameInvalid)).toBeInTheDocument();
  });

  it("checks the username once longer than 2 characters and offers a clickable 'Suggestion'", async () => {
    const api = mockApi({
      'POST /api/is_username_exists': fakeReply(registrationRoutes.isUsernameExists, {
        success: true,
        is_username_exists: true,
        suggest: 'asha-menon42',
      }),
    });
    renderInDialog(<RegisterEntry Title={Title} />);
    vi.useFakeTimers();
    type('Username', 'as');
    // Well past the check's delay: a 2-character name is never sent.
    await act(() => vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS * 3));
    expect(api.fetchMock).not.toHaveBeenCalled();
    vi.useRealTimers();
    type('Username', 'asha-menon');
    expect(await screen.findByText(MESSAGES.usernameTaken)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'asha-menon42' }));
    expect(screen.getByLabelText('Username')).toHaveValue('asha-menon42');
  });

  it("an e-mail in use: 'The Email ID entered already exist' in the Register dialog, 'The email ID …' in the popup", async () => {
    mockApi({
      'POST /api/registration/is_email_exists': fakeReply(registrationRoutes.isEmailExists, {
        success: true,
        is_email_exists: true,
      }),
    });
    const { unmount } = renderInDialog(<RegisterEntry Title={Title} />);
    type('Email', 'taken@example.com');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText(MESSAGES.emailTakenRegistration)).toBeInTheDocument();
    unmount();
    renderInDialog(<RegisterEntry Title={Title} emailTakenMessage={MESSAGES.emailTakenPopup} />);
    type('Email', 'taken@example.com');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText(MESSAGES.emailTakenPopup)).toBeInTheDocument();
  });

  it('the mobile takes digits only, up to 18', () => {
    mockApi({});
    renderInDialog(<RegisterEntry Title={Title} />);
    const mobile = screen.getByLabelText(/^Mobile/);
    const key = fireEvent.keyDown(mobile, { key: 'a' });
    expect(key).toBe(false);
    fireEvent.change(mobile, { target: { value: '+91 98765-43210 1234567' } });
    expect(mobile).toHaveValue('919876543210123456');
  });

  it('saves step 1 with register_from 0, signs in and moves on to the city step', async () => {
    const api = mockApi({
      'POST /api/is_username_exists': fakeReply(registrationRoutes.isUsernameExists, {
        success: true,
        is_username_exists: false,
        suggest: '',
      }),
      'POST /api/registration/is_email_exists': fakeReply(registrationRoutes.isEmailExists, {
        success: true,
        is_email_exists: false,
      }),
      'POST /api/v2/registration/save': fakeReply(
        registrationRoutes.registrationSave,
        buildSessionReply({ artist_type: [], country: null, ismail_verify: false }),
      ),
    });
    renderInDialog(<RegisterEntry Title={Title} />);
    type('Artist / stage name', 'Maya Rao');
    type('Username', 'maya-rao');
    type('Email', 'Maya@Example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    submit();
    await waitFor(() => expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'register', step: 2 }));
    const save = api.sent.find((call) => call.key === 'POST /api/v2/registration/save');
    expect(save?.body).toMatchObject({
      formType: 1,
      register_type: 'artist',
      register_from: 0,
      formData: { fname: 'Maya Rao', username: 'maya-rao', email: 'maya@example.com', recaptcha: 'altcha-proof' },
    });
    expect(getSessionUser()).toMatchObject({ token: 'Token key-1', status: 1 });
    expect(useAccountDialogs.getState().flow).toMatchObject({
      via: 'registration',
      isArtistRegistration: true,
      isEmailCodeSent: true,
    });
  });

  it("'Not an Artist? Click here' switches to step 4 and 'Are you an Artist? Click here' back", async () => {
    mockApi({});
    renderInDialog(<RegisterEntry Title={Title} />);
    expect(screen.getByText(/Not an Artist\?/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Click here' }));
    expect(screen.getByRole('heading', { name: MESSAGES.registerStepListener })).toBeInTheDocument();
    submit();
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    type('First name', 'x'.repeat(51));
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'y'.repeat(51) } });
    submit();
    expect(await screen.findByText(MESSAGES.nameMax)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lastNameMax)).toBeInTheDocument();
    expect(screen.getByText(/Are you an Artist\?/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Click here' }));
    expect(screen.getByRole('heading', { name: MESSAGES.registerStepArtist })).toBeInTheDocument();
  });
});

const countries: ReplyOf<typeof referenceRoutes.country> = {
  success: true,
  results: [{ id: 101, name: 'India', iso_code: 'IN', phone_code: '91', states: [{ id: 19, name: 'Kerala' }] }],
};

describe("register step 2, 'Tell Us City Of Your Stay' (spec 2 §5.1)", () => {
  it("requires country, state and city; 'Other' asks for a name of letters", async () => {
    const api = mockApi({
      'GET /api/country': fakeReply(referenceRoutes.country, countries),
      'GET /api/cities/19': fakeReply(referenceRoutes.cities, { success: true, results: [{ id: 5, name: 'Kochi' }] }),
      'POST /api/v2/registration/save': fakeReply(registrationRoutes.registrationSave, buildSessionReply()),
    });
    const onSaved = vi.fn();
    renderInDialog(<CityStepForm onSaved={onSaved} />);
    submit('Continue');
    expect(await screen.findByText(MESSAGES.countryRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.cityRequired)).toBeInTheDocument();
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).not.toHaveAttribute('aria-busy'));
    fireEvent.change(country, { target: { value: 'Ind' } });
    fireEvent.click(screen.getByRole('option', { name: 'India' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'Ker' } });
    fireEvent.click(screen.getByRole('option', { name: 'Kerala' }));
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).not.toHaveAttribute('aria-busy'));
    fireEvent.click(city);
    // 'Other' comes after the state's cities.
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Kochi', 'Other']);
    fireEvent.click(screen.getByRole('option', { name: 'Other' }));
    submit('Continue');
    expect(await screen.findByText(MESSAGES.otherCityRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your city'), { target: { value: 'Kochi 2' } });
    submit('Continue');
    expect(await screen.findByText(MESSAGES.otherCityInvalid)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your city'), { target: { value: 'Fort Kochi' } });
    submit('Continue');
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.sent.find((call) => call.key === 'POST /api/v2/registration/save')?.body).toMatchObject({
      formType: 2,
      formData: { country: 101, state: 19, city: 'other', otherCity: 'Fort Kochi' },
    });
  });
});

describe("register step 3, 'Great, tell us bit more about you' (spec 2 §5.1)", () => {
  const categories: ReplyOf<typeof referenceRoutes.artistcat> = {
    success: true,
    results: ['Singer', 'Band', 'Composer', 'Rapper'].map((name, index) => ({
      id: index + 1,
      name,
      slug: name.toLowerCase(),
    })),
  };

  it("'Please choose atleast one option.' and 'You can only select 3'", async () => {
    signIn(buildSessionUser());
    const api = mockApi({
      'GET /api/artistcat': fakeReply(referenceRoutes.artistcat, categories),
      'POST /api/v2/registration/save': fakeReply(registrationRoutes.registrationSave, buildSessionReply()),
    });
    const onSaved = vi.fn();
    const onSkip = vi.fn();
    renderInDialog(<SkillsStepForm onSaved={onSaved} onSkip={onSkip} />);
    await screen.findByText('Singer');
    submit('Continue');
    expect(await screen.findByText(MESSAGES.skillsMin)).toBeInTheDocument();
    for (const name of ['Singer', 'Band', 'Composer', 'Rapper'])
      fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByText(MESSAGES.skillsMax)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Rapper' })).not.toBeChecked();
    submit('Continue');
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.sent.find((call) => call.key === 'POST /api/v2/registration/save')?.body).toMatchObject({
      formType: 3,
      formData: { artistType: [1, 2, 3] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });
});

import { contactRoutes } from '@indiwave/domain/contract/contact';
import { MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFailure, fakeReply, respond } from '../../../test/mock-api.ts';
import { renderAt, renderRoutes } from '../../../test/render.tsx';
import ContactUsPage from '../pages/ContactUsPage.tsx';
import { ContactForm } from './ContactForm.tsx';

// The real robot check loads ALTCHA's web component and its workers; here a button stands in
// for it and hands the form a proof, as the widget does once verified.
vi.mock('../../../ui/RobotCheck.tsx', () => ({
  RobotCheck: ({ onChange }: { onChange: (value: string | null) => void }) => (
    <button type="button" onClick={() => onChange('altcha-proof')}>
      I am not a robot
    </button>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function fill(values: Partial<Record<'Your name' | 'Email address' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactForm', () => {
  it('shows the required message of every blank field, and sends nothing', async () => {
    renderAt(<ContactForm />);
    submit();
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactSubjectRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactMessageRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.robotRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(MESSAGES.nameRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a value that is blank after trimming as missing', async () => {
    renderAt(<ContactForm />);
    fill({ 'Your name': '   ', 'Email address': ' ', Subject: '\t', Message: '  \n ' });
    submit();
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactSubjectRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactMessageRequired)).toBeInTheDocument();
  });

  it('refuses < and > as invalid input', async () => {
    renderAt(<ContactForm />);
    fill({ 'Your name': 'Maya <b>', 'Email address': 'maya@example.com', Subject: 'a > b', Message: '<script>' });
    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    submit();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.invalidInput)).toHaveLength(3));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(MESSAGES.invalidInput);
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(MESSAGES.invalidInput);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(new RegExp(`^${MESSAGES.invalidInput}`));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an invalid email address with the spec message', async () => {
    renderAt(<ContactForm />);
    fill({ 'Email address': 'maya@' });
    submit();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('sends the trimmed form, confirms and resets', async () => {
    fetchMock.mockImplementation((input, init) =>
      respond(fakeReply(contactRoutes.contactUs, { success: true, message: 'sent' }), input, init),
    );
    renderAt(<ContactForm />);
    fill({
      'Your name': '  Maya Rao ',
      'Email address': 'Maya@Example.com',
      Subject: 'Distribution',
      Message: 'When will my album be live on JioSaavn?',
    });
    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    submit();

    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact_us');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Maya Rao',
      email: 'maya@example.com',
      subject: 'Distribution',
      message: 'When will my album be live on JioSaavn?',
      recaptcha: 'altcha-proof',
    });
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's per-field messages, and asks for a new robot check", async () => {
    fetchMock.mockImplementation((input, init) =>
      respond(
        fakeFailure(contactRoutes.contactUs, 400, 'Invalid input', {
          email: MESSAGES.emailInvalid,
          recaptcha: MESSAGES.robotFailed,
        }),
        input,
        init,
      ),
    );
    renderAt(<ContactForm />);
    fill({ 'Your name': 'Maya', 'Email address': 'maya@example.com', Subject: 'Hi', Message: 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    submit();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.robotFailed)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.contactSent)).not.toBeInTheDocument();

    // The spent proof was dropped: sending again without a new check is refused on the client.
    fill({ 'Email address': 'maya@example.org' });
    submit();
    expect(await screen.findByText(MESSAGES.robotRequired)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a failure without field messages as an alert', async () => {
    fetchMock.mockImplementation((input, init) =>
      respond(fakeFailure(contactRoutes.contactUs, 500, MESSAGES.serverError), input, init),
    );
    renderAt(<ContactForm />);
    fill({ 'Your name': 'Maya', 'Email address': 'maya@example.com', Subject: 'Hi', Message: 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });
});

describe('ContactUsPage', () => {
  it('prefills the subject from ?subject=', () => {
    renderRoutes(
      [{ path: '/about/contact-us', Component: ContactUsPage }],
      '/about/contact-us?subject=Brand%20partnership',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Brand partnership');
  });

  it('ignores a ?subject= with markup', () => {
    renderRoutes([{ path: '/about/contact-us', Component: ContactUsPage }], '/about/contact-us?subject=%3Cscript%3E');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });
});

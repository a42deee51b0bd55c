import { reportRoutes } from '@indiwave/domain/contract/reports';
import { MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFailure, fakeReply, respond } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useReportDialog } from '../../../lib/report-dialog.ts';
import ReportDialog from './ReportDialog.tsx';

vi.mock('../../../ui/RobotCheck.tsx', () => ({
  RobotCheck: ({ onChange }: { onChange: (value: string | null) => void }) => (
    <button type="button" onClick={() => onChange('altcha-proof')}>
      I am not a robot
    </button>
  ),
}));
vi.mock('../../../ui/toast.ts', () => ({ showToast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useReportDialog.setState({ url: 'http://localhost/songs/monsoon' });
});
afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Report' }));

describe('ReportDialog (spec 2 §5.3)', () => {
  it('offers the complaint types verbatim and prefills the url', () => {
    renderAt(<ReportDialog url="http://localhost/songs/monsoon" />);
    expect(screen.getByRole('dialog', { name: 'Report Abuse' })).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveValue('http://localhost/songs/monsoon');
    const options = [...(screen.getByLabelText('Complaint type') as HTMLSelectElement).options]
      .map((option) => option.text)
      .slice(1);
    expect(options).toEqual([
      'Copyright Infringement',
      'Abusive Image',
      'Abusive Videos',
      'Abusive Lyrics',
      'Scam',
      'Harrassment',
      'Spam',
      'Unwanted Contact by Adult',
      'Others',
    ]);
  });

  it("shows each rule's message and sends nothing; the mobile takes digits only, and exactly 10", async () => {
    renderAt(<ReportDialog url="" />);
    fireEvent.change(screen.getByLabelText(/^Mobile/), { target: { value: '98a76' } });
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('9876');
    submit();
    expect(await screen.findByText(MESSAGES.reportUrlRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.complaintInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.reportDescriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mobileTenDigits)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.robotRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    submit();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the report, says 'Reported successfully' and closes", async () => {
    fetchMock.mockImplementation((input, init) =>
      respond(
        fakeReply(reportRoutes.reportAbuse, { success: true, message: MESSAGES.reportedSuccessfully }),
        input,
        init,
      ),
    );
    renderAt(<ReportDialog url="http://localhost/songs/monsoon" />);
    fireEvent.change(screen.getByLabelText('Complaint type'), { target: { value: 'Spam' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Posted everywhere' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(MESSAGES.reportedSuccessfully, 'success'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/report_abuse');
    expect(JSON.parse(init?.body as string)).toEqual({
      url: 'http://localhost/songs/monsoon',
      complaint: 'Spam',
      description: 'Posted everywhere',
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '',
      recaptcha: 'altcha-proof',
    });
    expect(useReportDialog.getState().url).toBeNull();
  });

  it("puts the server's field messages on the fields", async () => {
    fetchMock.mockImplementation((input, init) =>
      respond(
        fakeFailure(reportRoutes.reportAbuse, 400, MESSAGES.robotFailed, { recaptcha: MESSAGES.robotFailed }),
        input,
        init,
      ),
    );
    renderAt(<ReportDialog url="/songs/x" />);
    fireEvent.change(screen.getByLabelText('Complaint type'), { target: { value: 'Scam' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Fake' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    submit();
    expect(await screen.findByText(MESSAGES.robotFailed)).toBeInTheDocument();
  });
});

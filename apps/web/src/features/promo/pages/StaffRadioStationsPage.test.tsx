import { radioStationRoutes, type StaffStation } from '@indiwave/domain/contract/promo';
import { CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirm } from '../../../ui/confirm.ts';
import { fakeFailure, fakeReply, mockApi } from '../../../test/mock-api.ts';
import { buildSessionUser, renderAt, signIn } from '../../../test/render.tsx';
import StaffRadioStationsPage from './StaffRadioStationsPage.tsx';

vi.mock('../../../ui/confirm.ts', async (importOriginal) => ({ ...(await importOriginal<Record<string, unknown>>()), confirm: vi.fn(async () => true) }));

function buildStation(slug: string, name: string, city: string, overrides: Partial<StaffStation> = {}): StaffStation {
  return { slug, name, city, genre_focus: 'Indie, rock', email: `${slug}@radio.example`, position: 0, retired_at: null, pitch_count: 0, ...overrides };
}

const STATIONS = [buildStation('radio-city-mumbai', 'Radio City', 'Mumbai', { pitch_count: 2 }), buildStation('radio-mango-goa', 'Radio Mango', 'Goa', { retired_at: '2031-01-01T00:00:00.000Z' })];

afterEach(() => vi.clearAllMocks());

describe('StaffRadioStationsPage', () => {
  it('lists stations with the retired one marked; retiring asks first and sends the choice', async () => {
    signIn(buildSessionUser());
    const { sent } = mockApi({
      'GET /api/staff/radio_stations': fakeReply(radioStationRoutes.staffStations, { success: true, results: STATIONS }),
      'POST /api/staff/radio_stations/radio-city-mumbai/retire': fakeReply(radioStationRoutes.retireStation, { success: true, message: CATALOGUE_MESSAGES.stationRetiredDone, result: { ...STATIONS[0], retired_at: '2031-01-02T00:00:00.000Z' } }),
    });
    renderAt(<StaffRadioStationsPage />, '/admin/radio-stations');
    const items = await within(await screen.findByRole('list', { name: 'Radio stations' })).findAllByRole('listitem');
    expect(within(items[0]).getByText('2 pitches', { exact: false })).toBeInTheDocument();
    expect(within(items[1]).getByText('Retired')).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: 'Bring back Radio Mango, Goa' })).toBeInTheDocument();
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Retire Radio City, Mumbai' }));
    await waitFor(() => expect(sent.find((call) => call.key === 'POST /api/staff/radio_stations/radio-city-mumbai/retire')?.body).toEqual({ retired: true }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('its 2 pitches stay'));
  });

  it('edits a station and shows the server’s message under the name when it is taken', async () => {
    signIn(buildSessionUser());
    const { sent } = mockApi({
      'GET /api/staff/radio_stations': fakeReply(radioStationRoutes.staffStations, { success: true, results: STATIONS }),
      'PUT /api/staff/radio_stations/radio-city-mumbai': fakeFailure(radioStationRoutes.updateStation, 400, CATALOGUE_MESSAGES.stationTaken, { name: CATALOGUE_MESSAGES.stationTaken }),
    });
    renderAt(<StaffRadioStationsPage />, '/admin/radio-stations');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Radio City, Mumbai' }));
    const form = screen.getByRole('form', { name: 'Edit Radio City' });
    expect(within(form).getByLabelText('E-mail for pitches')).toHaveValue('radio-city-mumbai@radio.example');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Radio Mirchi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save station' }));
    expect(await within(form).findByText(CATALOGUE_MESSAGES.stationTaken)).toBeInTheDocument();
    expect(sent.find((call) => call.key === 'PUT /api/staff/radio_stations/radio-city-mumbai')?.body).toEqual({ name: 'Radio Mirchi', city: 'Mumbai', genre_focus: 'Indie, rock', email: 'radio-city-mumbai@radio.example' });
  });
});

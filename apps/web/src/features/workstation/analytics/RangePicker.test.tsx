import { fireEvent, screen, within } from '@testing-library/react';
import { WORKSTATION_MESSAGES } from '@indiwave/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import type { AnalyticsRange } from './analytics-range';
import { RangePicker } from './RangePicker';

const TODAY = '2026-03-31';

function renderPicker(value: AnalyticsRange = { kind: 'preset', days: 28 }) {
  const onChange = vi.fn();
  renderAt(<RangePicker value={value} shownFrom="2026-03-04" shownTo={TODAY} today={TODAY} onChange={onChange} />);
  return onChange;
}

describe('the analytics range picker', () => {
  it('offers 7, 28 and 90 days and custom, with the current one checked; a preset applies at once', () => {
    const onChange = renderPicker();
    expect(screen.getByRole('radio', { name: '28 days' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '7 days' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Custom' })).not.toBeChecked();
    expect(screen.queryByRole('form', { name: 'Custom range' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '90 days' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'preset', days: 90 });
  });

  it('custom days start from the range shown and apply with Apply', () => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom range' });
    expect(within(form).getByLabelText('From')).toHaveValue('2026-03-04');
    expect(within(form).getByLabelText('To')).toHaveValue(TODAY);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-03-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'custom', from: '2026-03-10', to: '2026-03-20' });
  });

  it('refuses reversed and too long ranges with the message, and sends nothing', () => {
    const onChange = renderPicker({ kind: 'custom', from: '2026-03-01', to: '2026-03-05' });
    const form = screen.getByRole('form', { name: 'Custom range' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-03-06' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(WORKSTATION_MESSAGES.analyticsRangeInvalid);
    expect(within(form).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(WORKSTATION_MESSAGES.analyticsRangeMax);
    expect(onChange).not.toHaveBeenCalled();
  });
});

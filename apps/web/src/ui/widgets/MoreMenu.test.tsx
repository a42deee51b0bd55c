import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { MoreMenu } from './MoreMenu';

describe('the more-menu (spec 2 §2.2, §4)', () => {
  it('opens on hover with a mouse and lists only the entries it has handlers for', async () => {
    const onAddToPlaylist = vi.fn();
    renderAt(<MoreMenu label="Rain" onAddToPlaylist={onAddToPlaylist} artistPath="/asha-menon" />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'More options for Rain' }), { pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Add to Playlist');
    expect(menu).toHaveTextContent('Go to Artist Profile');
    expect(menu).not.toHaveTextContent('Share');
    expect(menu).not.toHaveTextContent('Report Abuse');
    expect(menu).not.toHaveTextContent('Edit');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add to Playlist' }));
    expect(onAddToPlaylist).toHaveBeenCalled();
  });

  it('opens on click (and keyboard) too, with share and report once their handlers exist', async () => {
    renderAt(<MoreMenu label="Rain" onShare={() => {}} onReport={() => {}} editPath="/upload/song?slug=rain" />);
    const trigger = screen.getByRole('button', { name: 'More options for Rain' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Share');
    expect(menu).toHaveTextContent('Report Abuse');
    expect(menu).toHaveTextContent('Edit');
  });
});

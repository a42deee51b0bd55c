import { fireEvent, screen, within } from '@testing-library/react';
import { DASHBOARD_TODO_LIMIT } from '@indiwave/domain/constants';
import type { TodoItem, TodoKey } from '@indiwave/domain/contract/workstation';
import { DASHBOARD_TODO_TEXTS } from '@indiwave/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { renderAt } from '../../../test/render';
import { TodoList } from './TodoList';

afterEach(() => {
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

const LINKS: Partial<Record<TodoKey, string>> = {
  first_song: '/upload/tracks',
  first_video: '/upload/video',
  bio: '/settings',
  city: '/settings',
  genres: '/settings',
  cover_pic: '/settings',
  verify_email: '/settings',
};

function buildTodo(key: TodoKey): TodoItem {
  return { key, ...DASHBOARD_TODO_TEXTS[key], link: LINKS[key] ?? '/maya-rao' };
}

describe('the to-do list (issue 8; spec 2 §8 limit 5)', () => {
  it('shows at most 5 steps, each a link to where it is done, and says how many remain', () => {
    const keys: TodoKey[] = ['first_song', 'bio', 'genres', 'city', 'cover_pic', 'first_video'];
    renderAt(<TodoList items={keys.map(buildTodo)} remaining={8} />);
    const list = screen.getByRole('list', { name: 'Next steps' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(DASHBOARD_TODO_LIMIT);
    expect(within(list).getByRole('link', { name: /Upload your first song/ })).toHaveAttribute(
      'href',
      '/upload/tracks',
    );
    expect(within(list).getByRole('link', { name: /Write your bio/ })).toHaveAttribute('href', '/settings');
    expect(within(list).queryByRole('link', { name: /Add a video/ })).toBeNull();
    expect(screen.getByText('3 more steps after these.')).toBeInTheDocument();
  });

  it('opens the Verify Email dialog for the e-mail step instead of leaving the page', () => {
    renderAt(<TodoList items={[buildTodo('verify_email'), buildTodo('first_song')]} remaining={2} />);
    fireEvent.click(screen.getByRole('button', { name: /Verify your email/ }));
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'verify-email', mode: 'account' });
    expect(screen.queryByText(/more step/)).toBeNull();
  });

  it('a done step is gone when the server no longer lists it, and an empty list says all is done', () => {
    const view = renderAt(<TodoList items={[buildTodo('first_song'), buildTodo('bio')]} remaining={2} />);
    expect(screen.getByRole('link', { name: /Upload your first song/ })).toBeInTheDocument();
    view.unmount();
    const after = renderAt(<TodoList items={[buildTodo('bio')]} remaining={1} />);
    expect(screen.queryByRole('link', { name: /Upload your first song/ })).toBeNull();
    after.unmount();
    renderAt(<TodoList items={[]} remaining={0} />);
    expect(screen.getByText(/All done/)).toBeInTheDocument();
  });
});

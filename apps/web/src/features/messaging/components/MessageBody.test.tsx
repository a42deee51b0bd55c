import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBody } from './MessageBody';

describe('a message body', () => {
  it('shows markup as typed, never as HTML, and makes links clickable in a new tab', () => {
    const { container } = render(<MessageBody body={'<img src=x onerror="alert(1)"> hi\nsee www.indiwave.in/asha'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> hi');
    const link = screen.getByRole('link', { name: 'www.indiwave.in/asha' });
    expect(link).toHaveAttribute('href', 'https://www.indiwave.in/asha');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

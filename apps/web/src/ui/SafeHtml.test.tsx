import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps the markup and drops scripts, handlers and javascript links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<b>Maya</b> clapped <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>'
        }
      />,
    );
    expect(container.querySelector('b')).toHaveTextContent('Maya');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('a')).toHaveAttribute('href', 'about:blank');
  });
});

import { render, screen } from '@testing-library/react';
import { lazy, Suspense, useId } from 'react';
import { createPortal } from 'react-dom';
import { expect, it } from 'vitest';

function Labelled({ name }: { name: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{name}</label>
      <input id={id} />
    </>
  );
}

const LazyLabelled = lazy(async () => ({ default: Labelled }));

it('gives every useId caller its own id, across lazy parts and portals of one page', async () => {
  render(
    <>
      <Suspense fallback={null}>
        <LazyLabelled name="In the page" />
      </Suspense>
      {createPortal(
        <Suspense fallback={null}>
          <LazyLabelled name="In a dialog" />
        </Suspense>,
        document.body,
      )}
      <Labelled name="Outside" />
    </>,
  );
  const fields = [await screen.findByLabelText('In the page'), await screen.findByLabelText('In a dialog'), screen.getByLabelText('Outside')];
  expect(new Set(fields.map((field) => field.id)).size).toBe(3);
});

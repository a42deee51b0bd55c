import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeBoxes, emptyCode, fillCode } from './CodeBoxes.tsx';

function Harness({ isInvalid = false }: { isInvalid?: boolean }) {
  const [code, setCode] = useState(emptyCode);
  return (
    <>
      <CodeBoxes label="6-digit code" value={code} onChange={setCode} isInvalid={isInvalid} />
      <output>{code.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('the six code boxes (spec 2 §2.1, §5.1)', () => {
  it('a digit fills its box and moves forward; other characters do not go in', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.keyDown(box(1), { key: '4' });
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    fireEvent.keyDown(box(2), { key: 'x' });
    expect(box(2)).toHaveValue('');
    fireEvent.keyDown(box(2), { key: '2' });
    expect(box(3)).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('42');
  });

  it('Backspace clears and moves back', () => {
    render(<Harness />);
    for (const [index, digit] of ['1', '2', '3'].entries()) fireEvent.keyDown(box(index + 1), { key: digit });
    expect(box(4)).toHaveFocus();
    fireEvent.keyDown(box(4), { key: 'Backspace' });
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(box(2)).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^1$/);
  });

  it('a pasted code spreads over the boxes', () => {
    render(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 987 654 ' } });
    expect(screen.getByRole('status')).toHaveTextContent('987654');
    expect(box(6)).toHaveFocus();
    expect(fillCode(emptyCode(), 2, '12')).toEqual({ code: ['', '', '1', '2', '', ''], focusIndex: 4 });
  });

  it('a phone keyboard or auto-fill without key events still fills the boxes', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '5' } });
    expect(box(2)).toHaveFocus();
    fireEvent.change(box(1), { target: { value: '123456' } });
    expect(screen.getByRole('status')).toHaveTextContent('123456');
  });

  it('turns red (aria-invalid) after a failed check', () => {
    render(<Harness isInvalid />);
    for (let n = 1; n <= 6; n += 1) expect(box(n)).toHaveAttribute('aria-invalid', 'true');
  });
});

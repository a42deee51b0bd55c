import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { INPUT_CLASS } from './Field';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password box with a show/hide toggle (spec 2 §2.1); the toggle says what it does to screen readers. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className = '', ...props },
  ref,
) {
  const [isShown, setIsShown] = useState(false);
  const Icon = isShown ? EyeOff : Eye;
  return (
    <div className="relative">
      <input ref={ref} type={isShown ? 'text' : 'password'} className={`${INPUT_CLASS} pr-12 ${className}`} {...props} />
      <button
        type="button"
        className="absolute inset-y-0 right-1 my-auto grid size-10 place-items-center rounded-full text-fg-muted hover:text-fg"
        aria-label={isShown ? 'Hide password' : 'Show password'}
        aria-pressed={isShown}
        onClick={() => setIsShown((value) => !value)}
      >
        <Icon aria-hidden size={18} />
      </button>
    </div>
  );
});

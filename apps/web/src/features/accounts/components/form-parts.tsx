import { Link } from 'react-router';
import { RobotCheck } from '../../../ui/RobotCheck.tsx';
import { FieldError } from '../../../ui/Field.tsx';

const LINK_CLASS = 'font-semibold text-accent-soft underline underline-offset-4 hover:text-fg';

/** The terms and privacy links of the register forms (spec 2 §2.1); new tab, so the form stays. */
export function TermsNote() {
  return (
    <p className="text-xs text-fg-muted">
      By registering you agree to our{' '}
      <Link to="/about/terms-of-use" target="_blank" rel="noopener" className={LINK_CLASS}>
        Terms of Use
      </Link>{' '}
      and{' '}
      <Link to="/about/privacy-policy" target="_blank" rel="noopener" className={LINK_CLASS}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}

/** The robot check of the register forms, with its error (spec 2 §5.1 'Please prove that you're not a robot'). */
export function RobotCheckField({ id, error, onChange }: { id: string; error?: string; onChange: (value: string | null) => void }) {
  return (
    <div>
      <RobotCheck errorId={error ? `${id}-error` : undefined} onChange={onChange} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** 'Not an Artist? Click here' / 'Are you an Artist? Click here': switches between the artist and listener forms. */
export function FormSwitchLink({ label, onClick }: { label: string; onClick: () => void }) {
  const [question, action] = label.split('?');
  return (
    <p className="text-center text-sm text-fg-muted">
      {question}?{' '}
      <button type="button" className={LINK_CLASS} onClick={onClick}>
        {action.trim()}
      </button>
    </p>
  );
}

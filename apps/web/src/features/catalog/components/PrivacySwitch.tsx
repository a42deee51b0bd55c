type PrivacySwitchProps = {
  isPublic: boolean;
  /** What it toggles, for screen readers ('Public: My song'). */
  title: string;
  isDisabled?: boolean;
  onToggle: (isPublic: boolean) => void;
};

/** The public/private toggle of the dashboard lists (spec 2 §4), as an accessible switch. */
export function PrivacySwitch({ isPublic, title, isDisabled, onToggle }: PrivacySwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isPublic}
      aria-label={`Public: ${title}`}
      disabled={isDisabled}
      onClick={() => onToggle(!isPublic)}
      className="inline-flex items-center gap-2 rounded-full text-xs font-semibold text-fg disabled:opacity-60"
    >
      <span className={`flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors ${isPublic ? 'justify-end bg-accent' : 'justify-start bg-border-strong'}`}>
        <span className="block size-5 rounded-full bg-white shadow" />
      </span>
      <span aria-hidden="true" className="w-12 text-left">{isPublic ? 'Public' : 'Private'}</span>
    </button>
  );
}

type UploadProgressBarProps = {
  /** 0–1. */
  fraction: number;
  /** What is uploading, for screen readers ('Uploading song.mp3'). */
  label: string;
  status?: 'uploading' | 'done' | 'failed';
};

/** A labelled progress bar of one upload, fed by XMLHttpRequest's upload events. */
export function UploadProgressBar({ fraction, label, status = 'uploading' }: UploadProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const barColour = status === 'failed' ? 'bg-danger' : status === 'done' ? 'bg-success' : 'bg-accent';
  return (
    <div className="mt-2">
      <div className="flex justify-between text-xs text-fg-muted">
        <span className="truncate">{label}</span>
        <span aria-hidden="true">{status === 'done' ? 'Uploaded' : status === 'failed' ? 'Failed' : `${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-surface-raised"
      >
        <div className={`h-full rounded-full transition-[width] ${barColour}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { AGREEMENT_TEMPLATE_MAX, AGREEMENT_TEMPLATE_NOTE_MAX } from '@indiwave/domain/constants';
import type { AgreementTemplate } from '@indiwave/domain/contract/agreement-templates';
import { AGREEMENT_TEMPLATE_MESSAGES } from '@indiwave/domain/messages';
import { AGREEMENT_PLACEHOLDERS, fillAgreementTemplate, findTemplateProblem, type AgreementFields } from '@indiwave/domain/rules/agreement-template';
import { ApiError } from '../../../lib/api-client.ts';
import { BRAND } from '../../../lib/config.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS, describeField } from '../../../ui/Field.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useAgreementTemplates, usePublishAgreementTemplate } from '../api/agreement-templates.ts';

/** The release the preview is filled with: an album of two, as an artist would send it. */
const SAMPLE: AgreementFields = {
  brand: BRAND.name,
  artist_name: 'Asha Menon',
  artist_email: 'asha@example.com',
  release_title: 'Rain Songs',
  release: 'An album titled "Rain Songs" by Asha Menon, to be released on 2031-02-01, with these recordings:',
  recordings: '   1. "Monsoon" by Asha Menon, ISRC INXYZ3100001\n   2. "Petrichor" by Asha Menon feat. Ravi, ISRC INXYZ3100002',
  stores: 'Spotify, Apple Music, JioSaavn',
  territories: 'Worldwide',
};

/** What is wrong with a draft, in the words the server would use; null when it can be published. */
function describeProblem(body: string): string | null {
  const problem = findTemplateProblem(body);
  if (!problem) return null;
  return problem.kind === 'unknown' ? AGREEMENT_TEMPLATE_MESSAGES.unknownPlaceholder(problem.placeholder) : AGREEMENT_TEMPLATE_MESSAGES.missingPlaceholder(problem.placeholder);
}

/** The editor of the next version, beside its placeholders and a preview with a sample release. */
function NewVersionForm({ current, draft, onDraft }: { current: AgreementTemplate; draft: string; onDraft: (body: string) => void }) {
  const publish = usePublishAgreementTemplate();
  const id = useId();
  const [note, setNote] = useState('');
  const fields = publish.error instanceof ApiError ? (publish.error.fields ?? {}) : {};
  const problem = describeProblem(draft);
  const isUnchanged = draft.trim() === current.body;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(
      { body: draft, note },
      {
        onSuccess: (reply) => {
          showToast(reply.message, 'success');
          setNote('');
        },
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form onSubmit={handleSubmit} noValidate aria-label="New version" className="grid min-w-0 gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6">
        <h2 className="text-xl font-bold text-fg">New version</h2>
        <Field id={`${id}-body`} label="Text of the agreement" error={fields.body} hint={problem ?? (isUnchanged ? AGREEMENT_TEMPLATE_MESSAGES.unchanged : 'Ready to publish.')}>
          <textarea
            id={`${id}-body`}
            className={`${INPUT_CLASS} font-mono text-sm`}
            rows={18}
            maxLength={AGREEMENT_TEMPLATE_MAX}
            value={draft}
            onChange={(event) => onDraft(event.target.value)}
            aria-invalid={Boolean(fields.body)}
            aria-describedby={describeField(`${id}-body`, { error: fields.body, hint: true })}
          />
        </Field>
        <Field id={`${id}-note`} label="What changed" labelNote="optional" error={fields.note}>
          <input id={`${id}-note`} className={INPUT_CLASS} maxLength={AGREEMENT_TEMPLATE_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} aria-invalid={Boolean(fields.note)} />
        </Field>
        <FormAlert message={publish.error && Object.keys(fields).length === 0 ? readErrorMessage(publish.error) : null} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={getButtonClass('primary', 'md')} disabled={publish.isPending || problem !== null || isUnchanged}>
            Publish new version
          </button>
          <button type="button" className={getButtonClass('ghost', 'md')} disabled={isUnchanged} onClick={() => onDraft(current.body)}>
            Start again from the current version
          </button>
        </div>
      </form>
      <div className="grid min-w-0 content-start gap-6">
        <section aria-labelledby={`${id}-placeholders`} className="rounded-2xl border border-border bg-surface p-4">
          <h2 id={`${id}-placeholders`} className="font-semibold text-fg">
            Placeholders
          </h2>
          <dl className="mt-2 grid gap-2 text-sm">
            {Object.entries(AGREEMENT_PLACEHOLDERS).map(([name, meaning]) => (
              <div key={name}>
                <dt className="font-mono text-accent-soft">{`{{${name}}}`}</dt>
                <dd className="text-fg-muted">{meaning}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby={`${id}-preview`} className="rounded-2xl border border-border bg-surface p-4">
          <h2 id={`${id}-preview`} className="font-semibold text-fg">
            Preview with a sample release
          </h2>
          <pre data-testid="agreement-preview" className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-fg">
            {fillAgreementTemplate(draft, SAMPLE)}
          </pre>
        </section>
      </div>
    </div>
  );
}

/** One version in the history: who wrote it, when, why, and its text on demand. */
function VersionItem({ version, onStartFrom }: { version: AgreementTemplate; onStartFrom: (body: string) => void }) {
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-fg">
          Version {version.version}
          {version.is_current && <span className="ml-2 rounded-full border border-accent-soft px-2 text-xs font-medium text-accent-soft">Current</span>}
        </h3>
        <p className="text-sm text-fg-muted">
          {version.author ? version.author.name : 'The first version'} · <RelativeTime value={version.created_at} />
        </p>
      </div>
      {version.note && <p className="text-sm text-fg">{version.note}</p>}
      <details>
        <summary className="cursor-pointer text-sm text-accent-soft">Read version {version.version}</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words font-mono text-xs text-fg-muted">{version.body}</pre>
      </details>
      {!version.is_current && (
        <div>
          <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => onStartFrom(version.body)}>
            Start from version {version.version}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * /admin/agreement-templates (issue 21 item 5): the distribution agreement's text, with
 * placeholders for each release's facts. Publishing makes a new version; agreements signed from
 * then on use it, and what anyone signed before stays as they signed it.
 */
export default function StaffAgreementTemplatesPage() {
  const versions = useAgreementTemplates();
  const current = versions.data?.[0];
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl font-bold text-fg md:text-3xl">Agreement templates</h1>
        <p className="mt-1 text-fg-muted">The distribution agreement artists sign with a code. Each publish is a new version; a signed agreement keeps the text that was signed.</p>
      </div>
      {versions.isError && <FormAlert message={readErrorMessage(versions.error)} />}
      {versions.isPending && <p role="status" className="text-fg-muted">Loading the agreement…</p>}
      {current && <NewVersionForm current={current} draft={draft ?? current.body} onDraft={setDraft} />}
      {versions.data && (
        <section aria-labelledby="agreement-versions" className="grid gap-3">
          <h2 id="agreement-versions" className="text-xl font-bold text-fg">
            Versions
          </h2>
          <ol aria-label="Versions" className="grid gap-3">
            {versions.data.map((version) => (
              <VersionItem key={version.id} version={version} onStartFrom={(body) => setDraft(body)} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

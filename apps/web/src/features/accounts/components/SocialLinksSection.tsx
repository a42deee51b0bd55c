import { SOCIAL_LINK_MAX } from '@indiwave/domain/constants';
import type { socialLinksSchema } from '@indiwave/domain/contract/account-settings';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FormAlert, FormSuccess, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useChangeSocialLinks } from '../api/change-social-links.ts';
import { SettingsSection } from './SettingsSection.tsx';

type LinksInput = z.input<typeof socialLinksSchema>;
type LinksOutput = z.output<typeof socialLinksSchema>;
type Network = keyof LinksOutput;
const resolver = lazyZodResolver<LinksInput, LinksOutput>(() => import('@indiwave/domain/contract/account-settings').then((module) => module.socialLinksSchema));

const NETWORKS: { name: Network; label: string; example: string }[] = [
  { name: 'instagram', label: 'Instagram', example: 'https://www.instagram.com/yourname' },
  { name: 'facebook', label: 'Facebook', example: 'https://www.facebook.com/yourpage' },
  { name: 'twitter', label: 'Twitter / X', example: 'https://x.com/yourname' },
  { name: 'youtube', label: 'YouTube', example: 'https://www.youtube.com/@yourchannel' },
];

/** The four social links of the e-Press Kit (spec 2 §7 change_social_links), each checked with its pattern. */
export function SocialLinksSection({ links }: { links: LinksOutput }) {
  const formId = useId();
  const save = useChangeSocialLinks();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LinksInput, unknown, LinksOutput>({ resolver, defaultValues: links });

  const handleValid = async (values: LinksOutput) => {
    setFormError(null);
    setSaved(null);
    try {
      const reply = await save.mutateAsync(values);
      setSaved(reply.message);
    } catch (error) {
      setFormError(applyServerErrors(error, NETWORKS.map((network) => network.name), setError));
    }
  };

  return (
    <SettingsSection id="social" title="Social links" description="Shown on your e-Press Kit. Leave a box empty to remove a link.">
      <form noValidate onSubmit={handleSubmit(handleValid)} className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          {NETWORKS.map(({ name, label, example }) => {
            const id = `${formId}-${name}`;
            const error = errors[name]?.message;
            return (
              <Field key={name} id={id} label={label} error={error}>
                <input
                  id={id}
                  type="url"
                  inputMode="url"
                  maxLength={SOCIAL_LINK_MAX}
                  placeholder={example}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describeField(id, { error })}
                  className={INPUT_CLASS}
                  {...register(name)}
                />
              </Field>
            );
          })}
        </div>
        <FormAlert message={formError} />
        <FormSuccess message={saved} />
        <div>
          <button type="submit" disabled={isSubmitting} className={getButtonClass('primary')}>
            {isSubmitting ? 'Saving…' : 'Save links'}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}

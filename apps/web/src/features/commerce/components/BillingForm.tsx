import { zodResolver } from '@hookform/resolvers/zod';
import { billingBodySchema, type OrderDetail } from '@indiwave/domain/contract/commerce';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FormAlert, FormSuccess, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useSaveBilling } from '../api/orders.ts';

type BillingInput = z.input<typeof billingBodySchema>;
type BillingOutput = z.output<typeof billingBodySchema>;
const FIELD_NAMES = ['name', 'gstin', 'address'] as const;

/**
 * The buyer's billing details on an invoice (issue 17 item 5): the name, GSTIN and address a
 * business needs on its tax invoice, checked with the server's own schema and saved on the order.
 */
export function BillingForm({ order }: { order: OrderDetail }) {
  const id = useId();
  const save = useSaveBilling();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const buyer = order.invoice.buyer;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BillingInput, unknown, BillingOutput>({
    resolver: zodResolver(billingBodySchema),
    defaultValues: { name: buyer.name, gstin: buyer.gstin ?? '', address: buyer.address },
  });

  const handleValidSubmit = async (values: BillingOutput) => {
    setFormError(null);
    setSaved(null);
    try {
      const reply = await save.mutateAsync({ order: order.id, billing: values });
      setSaved(reply.message);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELD_NAMES, setError));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValidSubmit)} aria-labelledby={`${id}-title`} className="mt-8 grid gap-4 rounded-2xl border border-border p-4 print:hidden">
      <h2 id={`${id}-title`} className="font-bold">
        Billing details
      </h2>
      <p className="-mt-2 text-sm text-fg-muted">For a business purchase: the name, GSTIN and address to show on this invoice.</p>
      <Field id={`${id}-name`} label="Name on the invoice" error={errors.name?.message}>
        <input id={`${id}-name`} className={INPUT_CLASS} aria-invalid={Boolean(errors.name)} aria-describedby={describeField(`${id}-name`, { error: errors.name?.message })} {...register('name')} />
      </Field>
      <Field id={`${id}-gstin`} label="GSTIN" labelNote="optional" error={errors.gstin?.message}>
        <input id={`${id}-gstin`} className={`${INPUT_CLASS} uppercase`} autoComplete="off" aria-invalid={Boolean(errors.gstin)} aria-describedby={describeField(`${id}-gstin`, { error: errors.gstin?.message })} {...register('gstin')} />
      </Field>
      <Field id={`${id}-address`} label="Billing address" labelNote="optional" error={errors.address?.message}>
        <textarea id={`${id}-address`} rows={3} className={INPUT_CLASS} aria-invalid={Boolean(errors.address)} aria-describedby={describeField(`${id}-address`, { error: errors.address?.message })} {...register('address')} />
      </Field>
      <FormAlert message={formError} />
      <FormSuccess message={saved} />
      <div>
        <button type="submit" disabled={isSubmitting} className={getButtonClass('primary', 'sm')}>
          Save billing details
        </button>
      </div>
    </form>
  );
}

import {
  AD_ORDER_DAYS_DEFAULT,
  AD_ORDER_DAYS_MAX,
  type AdPosition,
  type AdProduct,
  adPositions,
  currencyDigits,
  isStripeCurrency,
  majorAmountText,
  parseMajorAmount,
} from '@newsletter-os/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Checkbox } from '../../shared/ui/Checkbox';
import { SelectField, TextAreaField, TextField, type TextFieldProps } from '../../shared/ui/Field';
import { FormDialog } from '../../shared/ui/FormDialog';
import { useSaveAdProduct } from './api';

const positionLabels: Record<AdPosition, string> = {
  top: 'Top of the issue',
  middle: 'Middle of the issue',
  bottom: 'Bottom of the issue',
  any: 'Anywhere',
};
const positionOptions = adPositions.map((value) => ({ value, label: positionLabels[value] }));

interface FormState {
  name: string;
  position: AdPosition;
  capacity: string;
  price: string;
  currency: string;
  leadDays: string;
  maxDaysPerOrder: string;
  description: string;
  active: boolean;
}

function stateOf(product: AdProduct | null): FormState {
  return {
    name: product?.name ?? '',
    position: product?.position ?? 'any',
    capacity: String(product?.capacity ?? 1),
    price: product ? majorAmountText(product.priceCents, product.currency) : '',
    currency: product?.currency ?? 'USD',
    leadDays: String(product?.leadDays ?? 2),
    maxDaysPerOrder: String(product?.maxDaysPerOrder ?? AD_ORDER_DAYS_DEFAULT),
    description: product?.description ?? '',
    active: product?.active ?? true,
  };
}

/** "5000" yen, "150.00" dollars, "1.250" dinars: what the price field's example says for the currency. */
function examplePrice(currency: string): string {
  const digits = isStripeCurrency(currency) ? currencyDigits(currency) : 2;
  return digits === 0 ? '5000' : digits === 3 ? '1.250' : '150.00';
}

/** The fields whose text is stored as typed and whose server error comes back under their own name. */
type PlainTextKey = 'name' | 'capacity' | 'leadDays' | 'maxDaysPerOrder';

/** A text input bound to one key of the form: the value shown, the error under it, each edit stored. */
function PlainTextField({
  field,
  values,
  errors,
  onEdit,
  ...input
}: Omit<TextFieldProps, 'value' | 'error' | 'onChange'> & {
  field: PlainTextKey;
  values: FormState;
  errors: Partial<Record<string, string>>;
  onEdit: (key: PlainTextKey, value: string) => void;
}) {
  return (
    <TextField {...input} value={values[field]} error={errors[field]} onChange={(e) => onEdit(field, e.target.value)} />
  );
}

/** Creates an ad product or edits `product`: what is sold, where in the issue, how many per issue, at what price. */
export function ProductFormDialog({
  open,
  onOpenChange,
  workspaceId,
  product,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  product: AdProduct | null;
}) {
  const save = useSaveAdProduct(workspaceId);
  const [form, setForm] = useState<FormState>(stateOf(product));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setForm(stateOf(product));
    setErrors({});
    setFormError(null);
  }, [open, product]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  // What every PlainTextField takes from the form.
  const binding = { values: form, errors, onEdit: set };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // Typed in the currency's major unit and stored in its minor unit: 5000 JPY is 5000, 150.00 USD is 15000.
    const priceCents = parseMajorAmount(form.price, form.currency);
    const local: Record<string, string> = {};
    if (!form.name.trim()) local.name = 'Name is required';
    if (!isStripeCurrency(form.currency)) local.currency = 'Currency must be an ISO code Stripe accepts, e.g. USD';
    else if (priceCents === null) local.priceCents = `Price must be an amount such as ${examplePrice(form.currency)}`;
    setErrors(local);
    if (Object.keys(local).length > 0 || priceCents === null) return;
    const values = {
      name: form.name,
      position: form.position,
      capacity: Number(form.capacity),
      priceCents,
      currency: form.currency,
      leadDays: Number(form.leadDays),
      maxDaysPerOrder: Number(form.maxDaysPerOrder),
      description: form.description,
      active: form.active,
    };
    save.mutate(
      { id: product?.id, values },
      {
        onSuccess: () => {
          showSuccess(product ? 'Ad product saved' : 'Ad product created');
          onOpenChange(false);
        },
        onError: (error) => {
          const fields = Object.fromEntries(fieldErrorsOf(error).map((f) => [f.field, f.message]));
          if (Object.keys(fields).length > 0) setErrors(fields);
          else setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Edit ad product' : 'New ad product'}
      size="lg"
      submitLabel={product ? 'Save product' : 'Create product'}
      pending={save.isPending}
      error={formError}
      onSubmit={submit}
    >
      <PlainTextField {...binding} field="name" label="Name" placeholder="Presenting sponsor" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Position"
          options={positionOptions}
          value={form.position}
          error={errors.position}
          onChange={(e) => set('position', e.target.value as AdPosition)}
        />
        <PlainTextField
          {...binding}
          field="capacity"
          label="Ads per issue"
          type="number"
          min={1}
          max={100}
          hint="1 makes it exclusive: one advertiser per issue."
        />
        <TextField
          label="Price per issue"
          inputMode="decimal"
          placeholder={examplePrice(form.currency)}
          value={form.price}
          error={errors.priceCents}
          onChange={(e) => set('price', e.target.value)}
        />
        <TextField
          label="Currency"
          maxLength={3}
          value={form.currency}
          error={errors.currency}
          hint="ISO code, e.g. USD, EUR, GBP."
          onChange={(e) => set('currency', e.target.value.toUpperCase())}
        />
        <PlainTextField
          {...binding}
          field="leadDays"
          label="Lead time (days)"
          type="number"
          min={0}
          max={365}
          hint="Advertisers booking themselves must book this many days ahead."
        />
        <PlainTextField
          {...binding}
          field="maxDaysPerOrder"
          label="Days per order"
          type="number"
          min={1}
          max={AD_ORDER_DAYS_MAX}
          hint="The most days one advertiser can hold while paying online."
        />
      </div>
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={280}
        value={form.description}
        error={errors.description}
        hint="Shown to advertisers on the public ad page."
        onChange={(e) => set('description', e.target.value)}
      />
      <Checkbox label="On sale" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
    </FormDialog>
  );
}

export { positionLabels };

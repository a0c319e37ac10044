import { zodResolver } from '@hookform/resolvers/zod';
import {
  createLlmKeyBodySchema,
  type LlmKey,
  type LlmProvider,
  type LlmProviderOption,
  llmProviderSchema,
} from '@newsletter-os/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerError } from '../../shared/forms';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { PasswordField, SelectField, TextField } from '../../shared/ui/Field';
import { FormDialogFooter, Modal } from '../../shared/ui/Modal';
import { useSaveLlmKey } from './api';

/** A model each provider is sure to offer, proposed until the publisher picks one from the provider's list. */
export const suggestedModels: Record<LlmProvider, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'llama3.2',
  demo: 'gpt-4o-mini',
};

const DEMO_KEY_HINT = 'The offline demo provider accepts the key demo-offline-key.';

const fields = createLlmKeyBodySchema.shape;
const keyFormSchema = z
  .object({
    provider: llmProviderSchema,
    baseUrl: z.string().trim(),
    apiKey: fields.apiKey,
    defaultModel: fields.defaultModel,
  })
  .superRefine((values, context) => {
    if (values.provider !== 'openai-compatible') return;
    const checked = z
      .url({ message: 'Base URL must be a full URL such as https://llm.example.com/v1' })
      .safeParse(values.baseUrl);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        path: ['baseUrl'],
        message: checked.error.issues[0]?.message ?? 'Base URL is required',
      });
    }
  });
type KeyFormValues = z.infer<typeof keyFormSchema>;

function valuesOf(current: LlmKey | null, providers: LlmProviderOption[]): KeyFormValues {
  const provider = current?.provider ?? providers[0]?.id ?? 'openai';
  return {
    provider,
    baseUrl: current?.baseUrl ?? '',
    apiKey: '',
    defaultModel: current?.defaultModel ?? suggestedModels[provider],
  };
}

/**
 * Enters or replaces the workspace's LLM key. The key is sent once, checked by the provider (a refused key is
 * "Invalid key", under the field) and afterwards only its last four characters are ever shown.
 */
export function LlmKeyFormDialog({
  open,
  onOpenChange,
  workspaceId,
  current,
  providers,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  current: LlmKey | null;
  providers: LlmProviderOption[];
}) {
  const save = useSaveLlmKey(workspaceId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, setValue, watch, getFieldState, formState } = useForm<KeyFormValues>(
    {
      resolver: zodResolver(keyFormSchema),
      defaultValues: valuesOf(current, providers),
    },
  );
  const { errors } = formState;
  const provider = watch('provider');

  useEffect(() => {
    if (!open) return;
    reset(valuesOf(current, providers));
    setFormError(null);
  }, [open, current, providers, reset]);

  // A new provider proposes its own model, unless the publisher already typed one.
  const providerField = register('provider', {
    onChange: (event: { target: { value: string } }) => {
      const next = llmProviderSchema.safeParse(event.target.value);
      if (next.success && !getFieldState('defaultModel').isDirty) setValue('defaultModel', suggestedModels[next.data]);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(
      {
        kind: 'create',
        values: {
          provider: values.provider,
          apiKey: values.apiKey,
          defaultModel: values.defaultModel,
          ...(values.provider !== 'demo' && values.baseUrl ? { baseUrl: values.baseUrl } : {}),
        },
      },
      {
        onSuccess: () => {
          showSuccess(current ? 'LLM key replaced' : 'LLM key saved');
          onOpenChange(false);
        },
        onError: (error) => {
          const rest = applyServerError(error, setError, ['provider', 'baseUrl', 'apiKey', 'defaultModel']);
          if (rest?.startsWith('Invalid key'))
            setError('apiKey', { type: 'server', message: rest }, { shouldFocus: true });
          else setFormError(rest);
        },
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={current ? 'Replace LLM key' : 'Add LLM key'}
      description="The key is checked with the provider before it is saved. Afterwards only its last four characters are shown."
      footer={
        <FormDialogFooter
          formId="llm-key-form"
          submitLabel={current ? 'Replace key' : 'Save key'}
          pending={save.isPending}
          pendingLabel="Checking key…"
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id="llm-key-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <SelectField
          label="Provider"
          options={providers.map((option) => ({ value: option.id, label: option.label }))}
          error={errors.provider?.message}
          {...providerField}
        />
        {provider === 'openai-compatible' || (provider !== 'demo' && current?.baseUrl) ? (
          <TextField
            label="Base URL"
            placeholder="https://llm.example.com/v1"
            hint={
              provider === 'openai-compatible'
                ? 'The API root of the server, e.g. an Ollama at …/v1.'
                : 'Leave empty for the provider’s own address.'
            }
            autoComplete="off"
            error={errors.baseUrl?.message}
            {...register('baseUrl')}
          />
        ) : null}
        <PasswordField
          label="API key"
          autoComplete="off"
          spellCheck={false}
          hint={
            provider === 'demo'
              ? DEMO_KEY_HINT
              : current
                ? `Replaces the key ending in ${current.lastFour}.`
                : undefined
          }
          error={errors.apiKey?.message}
          {...register('apiKey')}
        />
        <TextField
          label="Default model"
          hint="Once the key is saved, pick from the provider’s own list of models."
          autoComplete="off"
          error={errors.defaultModel?.message}
          {...register('defaultModel')}
        />
      </form>
    </Modal>
  );
}

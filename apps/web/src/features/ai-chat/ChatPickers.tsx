import { useEffect, useState } from 'react';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { useModelList, useTones } from '../llm-settings';
import type { ChatChoices } from './transport';

const NO_TONE = '';

export interface ChatChoiceState {
  values: ChatChoices;
  tones: { value: string; label: string }[];
  models: { value: string; label: string }[];
  setToneId: (toneId: string | null) => void;
  setModel: (model: string) => void;
}

/** The tone (the default one until another is picked) and the model (the workspace's default until then). */
export function useChatChoices(workspaceId: string, keyConfigured: boolean): ChatChoiceState {
  const tones = useTones(workspaceId);
  const models = useModelList(workspaceId, keyConfigured);
  const [toneId, setToneId] = useState<string | null | undefined>(undefined);
  const [model, setModel] = useState<string | undefined>(undefined);
  const defaultTone = tones.data?.find((tone) => tone.isDefault)?.id ?? null;

  useEffect(() => {
    if (toneId === undefined && tones.data) setToneId(defaultTone);
  }, [toneId, tones.data, defaultTone]);

  const modelOptions = (models.data?.models ?? []).map((m) => ({ value: m.id, label: m.label }));
  const defaultModel = models.data?.defaultModel;
  if (defaultModel && !modelOptions.some((option) => option.value === defaultModel)) {
    modelOptions.unshift({ value: defaultModel, label: defaultModel });
  }
  return {
    values: { toneId: toneId ?? defaultTone, model: model ?? defaultModel },
    tones: [
      { value: NO_TONE, label: 'No tone' },
      ...(tones.data ?? []).map((tone) => ({
        value: tone.id,
        label: tone.isDefault ? `${tone.name} (default)` : tone.name,
      })),
    ],
    models: modelOptions,
    setToneId,
    setModel,
  };
}

const selectClass = cn(
  'min-w-0 flex-1 truncate rounded-lg sm:max-w-[11rem] sm:flex-none border border-gray-300 bg-white py-1.5 pr-7 pl-2.5 text-sm text-gray-800 shadow-sm',
  focusRing,
);

/** The tone and model pickers above the conversation. */
export function ChatPickers({ choices }: { choices: ChatChoiceState }) {
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label className="flex min-w-0 flex-1 items-center gap-1.5 text-xs font-medium text-gray-600 sm:flex-none">
        Tone
        <select
          className={selectClass}
          value={choices.values.toneId ?? NO_TONE}
          onChange={(event) => choices.setToneId(event.target.value === NO_TONE ? null : event.target.value)}
        >
          {choices.tones.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {choices.models.length ? (
        <label className="flex min-w-0 flex-1 items-center gap-1.5 text-xs font-medium text-gray-600 sm:flex-none">
          Model
          <select
            className={selectClass}
            value={choices.values.model ?? ''}
            onChange={(event) => choices.setModel(event.target.value)}
          >
            {choices.models.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

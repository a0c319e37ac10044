import { AI_TOKEN_BUDGET_MAX, type AiChatAccess } from '@newsletter-os/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { TextField } from '../../shared/ui/Field';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useAiAccess, useUpdateAiAccess } from './api';

const numberFormat = new Intl.NumberFormat('en-US');

/** Settings → LLM, second part: whether the assistant is on for this newsletter, and its monthly token budget. */
export function AiAccessSection({ workspaceId }: { workspaceId: string }) {
  const access = useAiAccess(workspaceId);
  return (
    <SettingsSection
      title="AI assistant"
      description="Turn the assistant on or off for everyone on this newsletter, and cap the tokens it may use each month."
    >
      {access.isPending ? (
        <LoadingState label="Loading AI assistant settings..." />
      ) : access.isError ? (
        <ErrorState message={errorMessage(access.error)} onRetry={() => access.refetch()} />
      ) : (
        <AccessForm workspaceId={workspaceId} access={access.data} />
      )}
    </SettingsSection>
  );
}

function budgetError(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const budget = Number(value);
  if (!Number.isInteger(budget)) return 'Monthly token budget must be a whole number';
  if (budget < 1000) return 'Monthly token budget must be at least 1000';
  if (budget > AI_TOKEN_BUDGET_MAX)
    return `Monthly token budget must be at most ${numberFormat.format(AI_TOKEN_BUDGET_MAX)}`;
  return undefined;
}

function AccessForm({ workspaceId, access }: { workspaceId: string; access: AiChatAccess }) {
  const update = useUpdateAiAccess(workspaceId);
  const [budget, setBudget] = useState(access.monthlyTokenBudget === null ? '' : String(access.monthlyTokenBudget));
  const [touched, setTouched] = useState(false);
  useEffect(
    () => setBudget(access.monthlyTokenBudget === null ? '' : String(access.monthlyTokenBudget)),
    [access.monthlyTokenBudget],
  );
  const invalid = touched ? budgetError(budget) : undefined;
  const saved = access.monthlyTokenBudget === null ? '' : String(access.monthlyTokenBudget);

  // The box follows the click at once; a refused change puts it back.
  const [enabled, setEnabled] = useState(access.enabled);
  useEffect(() => setEnabled(access.enabled), [access.enabled]);
  const toggle = (next: boolean) => {
    setEnabled(next);
    update.mutate(
      { enabled: next },
      {
        onSuccess: () => showSuccess(next ? 'AI assistant turned on' : 'AI assistant turned off'),
        onError: () => setEnabled(access.enabled),
      },
    );
  };

  const saveBudget = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (budgetError(budget)) return;
    update.mutate(
      { monthlyTokenBudget: budget.trim() === '' ? null : Number(budget) },
      { onSuccess: () => showSuccess('Monthly token budget saved') },
    );
  };

  const share =
    access.monthlyTokenBudget === null ? null : Math.min(1, access.tokensUsedThisMonth / access.monthlyTokenBudget);

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      {/* The label says the state the box shows, so an unticked box never reads "on". */}
      <Checkbox
        label={enabled ? 'AI assistant is on for this newsletter' : 'AI assistant is off for this newsletter'}
        checked={enabled}
        disabled={update.isPending}
        onChange={(event) => toggle(event.target.checked)}
      />
      {!access.keyConfigured ? (
        <Alert tone="info">No LLM key is saved yet: the assistant cannot answer until one is added above.</Alert>
      ) : null}
      <form noValidate onSubmit={saveBudget} className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <TextField
            label="Monthly token budget"
            inputMode="numeric"
            placeholder="No limit"
            value={budget}
            error={invalid}
            hint="Leave empty for no limit."
            onChange={(event) => setBudget(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="sm:mt-7"
          disabled={budget === saved}
          loading={update.isPending}
          loadingText="Saving…"
        >
          Save budget
        </Button>
      </form>
      <div>
        <p className="text-sm text-gray-700">
          Used this month: <span className="font-semibold">{numberFormat.format(access.tokensUsedThisMonth)}</span>{' '}
          {access.monthlyTokenBudget === null
            ? 'tokens'
            : `of ${numberFormat.format(access.monthlyTokenBudget)} tokens`}
        </p>
        {share !== null ? (
          <div
            role="progressbar"
            aria-label="Monthly token budget used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            className="mt-2 h-2 w-full max-w-md overflow-hidden rounded-full bg-gray-100"
          >
            <div
              className={
                share >= 1 ? 'h-full bg-red-500' : share > 0.8 ? 'h-full bg-amber-500' : 'h-full bg-indigo-500'
              }
              style={{ width: `${share * 100}%` }}
            />
          </div>
        ) : null}
      </div>
      {update.isError ? <Alert>{errorMessage(update.error)}</Alert> : null}
    </div>
  );
}

import { NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import { AiAccessSection } from './AiAccessSection';
import { LlmConnectionSection } from './LlmConnectionSection';
import { TonesSection } from './TonesSection';

/** Settings → LLM: the provider key and model, whether the assistant is on (and its budget), and the tones. */
export function LlmSettingsTab() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) return <NoWorkspaceState what="AI assistant" />;
  return (
    <div key={workspaceId} className="flex flex-col gap-10">
      <LlmConnectionSection workspaceId={workspaceId} />
      <AiAccessSection workspaceId={workspaceId} />
      <TonesSection workspaceId={workspaceId} />
    </div>
  );
}

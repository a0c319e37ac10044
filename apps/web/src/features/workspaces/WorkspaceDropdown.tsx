import { type PointerEvent, useRef, useState } from 'react';
import { showSuccess } from '../../shared/toast';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { MenuButton, MenuEntry, MenuLabel, MenuRadioEntry, MenuSeparator } from '../../shared/ui/MenuButton';
import {
  CheckIcon as Check,
  ChevronsUpDownIcon as ChevronsUpDown,
  NewspaperIcon as Newspaper,
  PlusIcon as Plus,
} from '../../shared/ui/shell-icons';
import { useCan } from '../../shared/use-can';
import { AddNewsletterInput } from './AddNewsletterInput';
import { registerWorkspaces } from './api';
import { HEADER_WORKSPACE_NAME_TRUNCATE, truncateWorkspaceName } from './truncate';
import { useWorkspaceSelection } from './use-workspace-selection';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-700 outline-none select-none focus:bg-indigo-50 focus:text-indigo-700';

/**
 * The header's workspace (newsletter) dropdown of docs/product-spec.md section 2 "Workspace dropdown": the selected name cut at
 * 20 characters, the caller's workspaces to switch between, and for admins and managers an inline
 * 'Add Newsletter' input.
 */
export function WorkspaceDropdown() {
  const { workspaces, isLoading, isError, selected, select, reloadAndSelectFirst } = useWorkspaceSelection();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const addItemRef = useRef<HTMLDivElement>(null);
  // Creating newsletters is a roles-table capability; the server refuses everyone else.
  const canAdd = useCan('manageWorkspaces');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setAdding(false);
  };

  const cancelAdding = (refocus: boolean) => {
    setAdding(false);
    // Keyboard users stay in the menu, on the entry that opened the input.
    if (refocus) requestAnimationFrame(() => addItemRef.current?.focus());
  };

  const createNewsletter = async (name: string) => {
    await registerWorkspaces([name], { silent: true });
    showSuccess('Newsletter created');
    setAdding(false);
    setOpen(false);
    // A failed reload is reported by the API client; the newsletter exists either way.
    await reloadAndSelectFirst().catch(() => undefined);
  };

  // While the input is open, hovering an entry must not move the focus to it (that would cancel the input).
  const keepFocusInInput = (event: PointerEvent) => {
    if (adding) event.preventDefault();
  };

  const label = isLoading
    ? 'Loading...'
    : selected
      ? truncateWorkspaceName(selected.name, HEADER_WORKSPACE_NAME_TRUNCATE)
      : 'Select workspace';

  return (
    <MenuButton
      open={open}
      onOpenChange={onOpenChange}
      align="start"
      title={selected?.name}
      className={cn(
        'flex max-w-full min-w-0 items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm font-medium text-gray-800 shadow-sm hover:bg-gray-50',
        focusRing,
      )}
      menuClassName="z-50 max-h-[70dvh] w-72 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg"
      menu={
        <>
          <MenuLabel className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
            Newsletters
          </MenuLabel>
          {isLoading ? (
            <p role="status" className="px-3 py-2 text-sm text-gray-500">
              Loading...
            </p>
          ) : workspaces.length === 0 ? (
            <p className="px-3 py-2 text-sm text-gray-500">
              {isError ? 'Could not load newsletters' : 'No workspaces found'}
            </p>
          ) : (
            workspaces.map((workspace) => {
              const checked = workspace.workspaceId === selected?.workspaceId;
              return (
                <MenuRadioEntry
                  key={workspace.workspaceId}
                  checked={checked}
                  onSelect={() => select(workspace)}
                  title={workspace.name}
                  onPointerMove={keepFocusInInput}
                  className={itemClass}
                >
                  <span className="flex size-4 shrink-0 items-center justify-center">
                    {checked ? <Check aria-hidden="true" className="size-4 text-indigo-600" /> : null}
                  </span>
                  <span className="truncate">{truncateWorkspaceName(workspace.name)}</span>
                </MenuRadioEntry>
              );
            })
          )}
          {canAdd ? (
            <>
              <MenuSeparator className="my-1 h-px bg-gray-100" />
              {adding ? (
                <AddNewsletterInput
                  onSubmit={createNewsletter}
                  onCancel={(reason) => cancelAdding(reason === 'escape')}
                />
              ) : (
                <MenuEntry
                  ref={addItemRef}
                  className={cn(itemClass, 'font-medium text-indigo-700')}
                  onSelect={(event) => {
                    // Keep the menu open: the input takes the entry's place.
                    event.preventDefault();
                    setAdding(true);
                  }}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add Newsletter
                </MenuEntry>
              )}
            </>
          ) : null}
        </>
      }
    >
      <Newspaper aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
      <span className="sr-only">Newsletter: </span>
      <span className="truncate" data-testid="workspace-dropdown-label">
        {label}
      </span>
      <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
    </MenuButton>
  );
}

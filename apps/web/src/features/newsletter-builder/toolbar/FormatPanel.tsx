import type { Editor } from '@tiptap/core';
import { Bold, Code, Italic, Strikethrough, Underline } from 'lucide-react';
import { type Run, ToolButton } from './ToolControls';

export function FormatPanel({ editor, run }: { editor: Editor; run: Run }) {
  const marks = [
    { name: 'bold', label: 'Bold', Icon: Bold, action: (c: ReturnType<Editor['chain']>) => c.toggleBold() },
    { name: 'italic', label: 'Italic', Icon: Italic, action: (c: ReturnType<Editor['chain']>) => c.toggleItalic() },
    {
      name: 'underline',
      label: 'Underline',
      Icon: Underline,
      action: (c: ReturnType<Editor['chain']>) => c.toggleUnderline(),
    },
    {
      name: 'strike',
      label: 'Strikethrough',
      Icon: Strikethrough,
      action: (c: ReturnType<Editor['chain']>) => c.toggleStrike(),
    },
    { name: 'code', label: 'Inline code', Icon: Code, action: (c: ReturnType<Editor['chain']>) => c.toggleCode() },
  ] as const;
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap gap-1 border-0 border-t border-gray-100 p-0 pt-1.5">
      <legend className="sr-only">Formatting options</legend>
      {marks.map(({ name, label, Icon, action }) => (
        <ToolButton key={name} label={label} pressed={editor.isActive(name)} onClick={() => run(action)}>
          <Icon aria-hidden="true" className="size-4" />
        </ToolButton>
      ))}
    </fieldset>
  );
}

import {
  type Block,
  COLOR_SWATCHES,
  editorSizeOfFontSize,
  FONT_FAMILIES,
  FONT_SIZE_PRESETS,
  FONT_WEIGHTS,
  fontSizeOfEditorSize,
  isSafeLink,
  normalizeColor,
  SELECTION_TOOLBAR,
  type TextAlignment,
  TOOLBAR_ALIGNMENTS,
} from '@newsletter-os/contracts';
import type { Editor } from '@tiptap/core';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Code,
  Italic,
  Link2,
  Palette,
  Strikethrough,
  Type,
  Underline,
  X,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { useActiveEditor } from '../blocks/active-editor';
import { useBuilderStore } from '../store';
import { passesAA } from './contrast';

type Panel = 'format' | 'link' | 'align' | 'color' | null;

/** Selection changes settle this long before the toolbar follows them. */
const SELECTION_DEBOUNCE_MS = 60;
const BLOCK_BACKGROUND = '#ffffff';
const ALIGN_ICON = { left: AlignLeft, center: AlignCenter, right: AlignRight } as const;

function hasTextSelection(editor: Editor): boolean {
  const { from, to, empty } = editor.state.selection;
  return !empty && editor.state.doc.textBetween(from, to, ' ').trim() !== '';
}

/**
 * The text-selection toolbar of spec sections 2, 4, 5 and 9: hidden until text is selected in the live editor,
 * then above the selection, with formatting, link, alignment, colour, size, font, weight and Close.
 */
export function SelectionToolbar() {
  const editor = useActiveEditor((state) => state.editor);
  const blockId = useActiveEditor((state) => state.blockId);
  const mount = typeof document === 'undefined' ? null : document.getElementById('selection-toolbar-root');
  if (!editor || !blockId) return null;
  return createPortal(<Toolbar key={blockId} editor={editor} blockId={blockId} />, mount ?? document.body);
}

function Toolbar({ editor, blockId }: { editor: Editor; blockId: string }) {
  const [visible, setVisible] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [position, setPosition] = useState({ top: 0, left: 0 });
  const [, setTick] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const saved = useRef<{ from: number; to: number } | null>(null);

  // Follow the selection (debounced): show above non-empty text, hide when it collapses.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (hasTextSelection(editor)) {
          setVisible(true);
          setTick((tick) => tick + 1);
        } else if (!panelOpen.current) {
          setVisible(false);
        }
      }, SELECTION_DEBOUNCE_MS);
    };
    // Focus leaving the editor for anything but the toolbar (another block, the header) closes it.
    const onBlur = ({ event }: { event: FocusEvent }) => {
      const next = event.relatedTarget;
      if (next instanceof Node && box.current?.contains(next)) return;
      clearTimeout(timer);
      setPanel(null);
      setVisible(false);
    };
    // Escape in the text closes the toolbar (the selection stays).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPanel(null);
      setVisible(false);
    };
    const dom = editor.view.dom;
    dom.addEventListener('keydown', onKeyDown);
    editor.on('selectionUpdate', update);
    editor.on('transaction', update);
    editor.on('blur', onBlur);
    return () => {
      clearTimeout(timer);
      editor.off('selectionUpdate', update);
      editor.off('transaction', update);
      editor.off('blur', onBlur);
      dom.removeEventListener('keydown', onKeyDown);
    };
  }, [editor]);

  const panelOpen = useRef(false);
  panelOpen.current = panel !== null;

  // Click outside, scroll or resize with no selection hide it.
  useEffect(() => {
    if (!visible) return;
    const hideIfNoSelection = () => {
      if (!hasTextSelection(editor) && !panelOpen.current) setVisible(false);
      else setTick((tick) => tick + 1);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (box.current?.contains(event.target as Node)) return;
      if (editor.view.dom.contains(event.target as Node)) return;
      setPanel(null);
      if (!hasTextSelection(editor)) setVisible(false);
    };
    window.addEventListener('scroll', hideIfNoSelection, true);
    window.addEventListener('resize', hideIfNoSelection);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('scroll', hideIfNoSelection, true);
      window.removeEventListener('resize', hideIfNoSelection);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [visible, editor]);

  // While a panel is open the selection is kept: restored every 100 ms unless a text input has focus.
  useEffect(() => {
    if (!panel) return;
    const { from, to } = editor.state.selection;
    saved.current = { from, to };
    const interval = setInterval(() => {
      const active = document.activeElement;
      if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
      const range = saved.current;
      const current = editor.state.selection;
      if (range && (current.from !== range.from || current.to !== range.to)) {
        try {
          editor.commands.setTextSelection(range);
        } catch {
          // The text changed under the saved range (undo); the selection stays where it is.
        }
      }
    }, SELECTION_TOOLBAR.selectionRestoreIntervalMs);
    return () => clearInterval(interval);
  }, [panel, editor]);

  // Above the selection, inside the window.
  useLayoutEffect(() => {
    if (!visible || !box.current) return;
    const { from, to } = editor.state.selection;
    let start: { top: number; left: number };
    let end: { left: number };
    try {
      start = editor.view.coordsAtPos(from);
      end = editor.view.coordsAtPos(to);
    } catch {
      return;
    }
    const width = box.current.offsetWidth;
    const height = box.current.offsetHeight;
    const center = (start.left + end.left) / 2;
    const left = Math.max(10, Math.min(center - width / 2, window.innerWidth - width - 10));
    const top = start.top - height - 8 < 8 ? start.top + 28 : start.top - height - 8;
    setPosition((current) => (current.top === top && current.left === left ? current : { top, left }));
  });

  if (!visible) return null;

  const run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    const range = saved.current;
    const chain = editor.chain().focus();
    if (panel && range) chain.setTextSelection(range);
    action(chain).run();
    setTick((tick) => tick + 1);
  };
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  const close = () => {
    setPanel(null);
    setVisible(false);
    const { to } = editor.state.selection;
    editor.chain().focus().setTextSelection(to).run();
  };

  const style = editor.getAttributes('textStyle') as {
    color?: string;
    fontSize?: string;
    fontFamily?: string;
    fontWeight?: number | string;
  };
  const weight = editor.isActive('bold') ? 700 : Number(style.fontWeight ?? 400);

  return (
    <div
      ref={box}
      role="toolbar"
      aria-label="Text formatting"
      data-testid="selection-toolbar"
      onMouseDown={(event) => {
        // Buttons keep the editor's selection; fields and selects take focus as usual.
        const target = event.target as HTMLElement;
        if (!target.closest('input, select')) event.preventDefault();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          if (panel) setPanel(null);
          else close();
        }
      }}
      style={{
        top: position.top,
        left: position.left,
        maxWidth: `min(${SELECTION_TOOLBAR.maxWidthPx}px, calc(100vw - ${SELECTION_TOOLBAR.windowMarginPx}px))`,
      }}
      className="fixed z-40 flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-1.5 text-gray-800 shadow-lg"
    >
      <div className="flex flex-wrap items-center gap-1">
        <ToolButton label="Formatting options" pressed={panel === 'format'} onClick={() => toggle('format')}>
          <Type aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label="Link" pressed={panel === 'link' || editor.isActive('link')} onClick={() => toggle('link')}>
          <Link2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label="Alignment" pressed={panel === 'align'} onClick={() => toggle('align')}>
          <AlignLeft aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label="Text colour" pressed={panel === 'color'} onClick={() => toggle('color')}>
          <Palette aria-hidden="true" className="size-4" style={{ color: style.color }} />
        </ToolButton>
        <ToolSelect
          label="Font size"
          value={String(editorSizeOfFontSize(style.fontSize))}
          onChange={(value) => {
            const size = fontSizeOfEditorSize(Number(value));
            run((chain) => (size ? chain.setFontSize(size) : chain.unsetFontSize()));
          }}
          options={FONT_SIZE_PRESETS.map((preset) => ({ value: String(preset.editorSize), label: preset.label }))}
        />
        <ToolSelect
          label="Font"
          value={style.fontFamily ?? ''}
          onChange={(value) => run((chain) => (value ? chain.setFontFamily(value) : chain.unsetFontFamily()))}
          options={[
            { value: '', label: 'Default font' },
            ...FONT_FAMILIES.map((font) => ({ value: font, label: font })),
          ]}
        />
        <ToolSelect
          label="Weight"
          value={String(weight)}
          onChange={(value) => {
            const next = Number(value);
            run((chain) => {
              if (next === 700) return chain.unsetFontWeight().setBold();
              if (next === 400) return chain.unsetFontWeight().unsetBold();
              return chain.unsetBold().setFontWeight(next);
            });
          }}
          options={FONT_WEIGHTS.map((option) => ({
            value: String(option.value),
            label: `${option.label} ${option.value}`,
          }))}
        />
        <ToolButton label="Close" onClick={close}>
          <X aria-hidden="true" className="size-4" />
        </ToolButton>
      </div>
      {panel === 'format' ? <FormatPanel editor={editor} run={run} /> : null}
      {panel === 'link' ? (
        <LinkPanel
          initial={(editor.getAttributes('link') as { href?: string }).href ?? ''}
          onApply={(href) => {
            run((chain) => chain.extendMarkRange('link').setLink({ href }));
            setPanel(null);
          }}
          onRemove={() => {
            run((chain) => chain.extendMarkRange('link').unsetLink());
            setPanel(null);
          }}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'align' ? <AlignPanel blockId={blockId} onDone={() => setPanel(null)} /> : null}
      {panel === 'color' ? (
        <ColorPanel
          current={style.color ?? null}
          onPick={(color) => run((chain) => chain.setColor(normalizeColor(color)))}
          onReset={() => run((chain) => chain.unsetColor())}
        />
      ) : null}
    </div>
  );
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex size-8 items-center justify-center rounded-md hover:bg-gray-100',
        pressed && 'bg-indigo-50 text-indigo-700',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}

function ToolSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <select
      aria-label={label}
      title={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={cn('h-8 max-w-28 rounded-md border border-gray-200 bg-white px-1 text-xs', focusRing)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type Run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => void;

function FormatPanel({ editor, run }: { editor: Editor; run: Run }) {
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

function LinkPanel({
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const href = value.trim();
    // An empty link just closes the panel (spec section 5).
    if (!href) {
      onClose();
      return;
    }
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : `https://${href}`;
    if (!isSafeLink(withScheme)) {
      setError('Use a full https, http or mailto address');
      return;
    }
    onApply(withScheme);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <div className="flex flex-col gap-1 border-t border-gray-100 pt-1.5">
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          Link
        </label>
        <input
          ref={input}
          id={id}
          type="url"
          value={value}
          placeholder={SELECTION_TOOLBAR.linkPlaceholder}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          className={cn('h-8 min-w-0 flex-1 rounded-md border border-gray-300 px-2 text-sm', focusRing)}
        />
        <button
          type="button"
          onClick={apply}
          className={cn(
            'h-8 rounded-md bg-indigo-600 px-3 text-xs font-semibold text-white hover:bg-indigo-500',
            focusRing,
          )}
        >
          Apply
        </button>
        {initial ? (
          <button
            type="button"
            onClick={onRemove}
            className={cn('h-8 rounded-md px-2 text-xs text-gray-700 hover:bg-gray-100', focusRing)}
          >
            Remove
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AlignPanel({ blockId, onDone }: { blockId: string; onDone: () => void }) {
  const current = useBuilderStore((state) => {
    const block = state.blocks[blockId];
    return block && 'align' in block ? (block.align ?? 'left') : 'left';
  });
  const apply = (align: TextAlignment) => {
    useBuilderStore.getState().updateBlock(blockId, (block) => ({ ...block, align }) as Block);
    onDone();
  };
  return (
    <fieldset className="m-0 flex min-w-0 gap-1 border-0 border-t border-gray-100 p-0 pt-1.5">
      <legend className="sr-only">Alignment</legend>
      {TOOLBAR_ALIGNMENTS.map((align) => {
        const Icon = ALIGN_ICON[align];
        return (
          <ToolButton key={align} label={`Align ${align}`} pressed={current === align} onClick={() => apply(align)}>
            <Icon aria-hidden="true" className="size-4" />
          </ToolButton>
        );
      })}
    </fieldset>
  );
}

function ColorPanel({
  current,
  onPick,
  onReset,
}: {
  current: string | null;
  onPick: (color: string) => void;
  onReset: () => void;
}) {
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const pickerId = useId();
  return (
    <div className="flex flex-col gap-2 border-t border-gray-100 pt-1.5">
      <fieldset className="m-0 grid min-w-0 grid-cols-6 gap-1.5 border-0 p-0">
        <legend className="sr-only">Colour swatches</legend>
        {COLOR_SWATCHES.map((swatch) => {
          const lowContrast = !passesAA(swatch, BLOCK_BACKGROUND);
          return (
            <button
              key={swatch}
              type="button"
              aria-label={`${swatch}${lowContrast ? ' (low contrast)' : ''}`}
              aria-pressed={current === swatch}
              title={lowContrast ? `${swatch}: hard to read on white (fails WCAG AA)` : swatch}
              onClick={() => onPick(swatch)}
              className={cn(
                'relative size-7 rounded-md border border-gray-300',
                current === swatch && 'ring-2 ring-indigo-500 ring-offset-1',
                focusRing,
              )}
              style={{ backgroundColor: swatch }}
            >
              {lowContrast ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 flex size-3.5 items-center justify-center rounded-full bg-amber-500 text-[9px] font-bold text-white"
                >
                  !
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      <div className="flex items-center gap-1.5">
        <label htmlFor={pickerId} className="sr-only">
          Colour picker
        </label>
        <input
          id={pickerId}
          type="color"
          value={current ?? '#000000'}
          onChange={(event) => onPick(event.target.value)}
          className="h-8 w-10 cursor-pointer rounded border border-gray-300 bg-white"
        />
        <label htmlFor={typedId} className="sr-only">
          Colour value
        </label>
        <input
          id={typedId}
          value={typed}
          placeholder={SELECTION_TOOLBAR.colorPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onPick(typed);
            }
          }}
          className={cn('h-8 w-24 rounded-md border border-gray-300 px-2 font-mono text-sm', focusRing)}
        />
        <button
          type="button"
          onClick={() => onPick(typed)}
          className={cn(
            'h-8 rounded-md bg-indigo-600 px-3 text-xs font-semibold text-white hover:bg-indigo-500',
            focusRing,
          )}
        >
          Apply colour
        </button>
        <button
          type="button"
          onClick={onReset}
          className={cn('h-8 rounded-md px-2 text-xs text-gray-700 hover:bg-gray-100', focusRing)}
        >
          Reset
        </button>
      </div>
      <p className="text-[11px] text-gray-600">! = fails WCAG AA contrast on white</p>
    </div>
  );
}

import {
  DEFAULT_NEWSLETTER_STYLE,
  editorSizeOfFontSize,
  FONT_FAMILIES,
  FONT_SIZE_PRESETS,
  FONT_WEIGHTS,
  fontSizeOfEditorSize,
  normalizeColor,
  SELECTION_TOOLBAR,
  themeOf,
} from '@newsletter-os/contracts';
import type { Editor } from '@tiptap/core';
import { AlignLeft, Link2, Palette, Type, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useActiveEditor } from '../blocks/active-editor';
import { useBuilderStore } from '../store';
import { AlignPanel } from './AlignPanel';
import { backgroundBehind } from './block-background';
import { ColorPanel } from './ColorPanel';
import { FormatPanel } from './FormatPanel';
import { LinkPanel } from './LinkPanel';
import { ToolButton, ToolSelect } from './ToolControls';

type Panel = 'format' | 'link' | 'align' | 'color' | null;

/** Selection changes settle this long before the toolbar follows them. */
const SELECTION_DEBOUNCE_MS = 60;

function hasTextSelection(editor: Editor): boolean {
  const { from, to, empty } = editor.state.selection;
  return !empty && editor.state.doc.textBetween(from, to, ' ').trim() !== '';
}

/**
 * The text-selection toolbar of docs/product-spec.md sections 2, 4, 5 and 9: hidden until text is selected in the live editor,
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
  const newsletterStyle = useBuilderStore((state) => state.style);
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
          background={backgroundBehind(
            editor.view.dom,
            themeOf(newsletterStyle ?? DEFAULT_NEWSLETTER_STYLE).colors.content,
          )}
          onPick={(color) => run((chain) => chain.setColor(normalizeColor(color)))}
          onReset={() => run((chain) => chain.unsetColor())}
        />
      ) : null}
    </div>
  );
}

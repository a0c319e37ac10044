import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { contrastRatio, requiredContrast } from './contrast';

// Reads rendered email HTML back: the readiness checks and the quality tests look at what a client receives,
// not at the document it came from.

export type EmailDom = ReturnType<typeof parseDocument>;

export function parseEmail(html: string): EmailDom {
  return parseDocument(html, { decodeEntities: true });
}

export function elements(root: EmailDom | Element): Element[] {
  const found: Element[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        found.push(node as Element);
        visit((node as Element).children);
      }
    }
  };
  visit(root.children);
  return found;
}

export function inlineStyle(element: Element): Record<string, string> {
  const styles: Record<string, string> = {};
  for (const declaration of (element.attribs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    styles[declaration.slice(0, colon).trim().toLowerCase()] = declaration
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
  }
  return styles;
}

function ancestorsAndSelf(element: Element): Element[] {
  const chain: Element[] = [];
  let current: Element | null = element;
  while (current) {
    chain.push(current);
    current = current.parent && current.parent.type === 'tag' ? (current.parent as Element) : null;
  }
  return chain;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Colours a stylesheet forces on an element over its inline style (the dark-mode rules, with !important). */
export type StyleOverride = (element: Element) => { color?: string; background?: string };

const noOverride: StyleOverride = () => ({});

/**
 * The text colour, background, size and weight a text inside `element` is shown with: inline styles, and the
 * stylesheet's forced colours when an override is given.
 */
export function textAppearance(element: Element, override: StyleOverride = noOverride) {
  let color: string | undefined;
  let background: string | undefined;
  let fontSize: number | undefined;
  let bold = false;
  for (const node of ancestorsAndSelf(element)) {
    const style = inlineStyle(node);
    const forced = color && background ? {} : override(node);
    if (!color) color = forced.color ?? (style.color && HEX.test(style.color) ? style.color : undefined);
    const fill = forced.background ?? style['background-color'] ?? node.attribs.bgcolor;
    if (!background && fill && HEX.test(fill)) background = fill;
    if (fontSize === undefined && style['font-size']?.endsWith('px')) fontSize = Number.parseFloat(style['font-size']);
    const weight = Number(style['font-weight']);
    if (['strong', 'b', 'h1', 'h2', 'h3'].includes(node.name) || weight >= 700) bold = true;
  }
  return { color: color ?? '#000000', background: background ?? '#ffffff', fontSize: fontSize ?? 16, bold };
}

export interface ContrastProblem {
  text: string;
  color: string;
  background: string;
  ratio: number;
  required: number;
}

/** Every visible text whose colour misses WCAG AA against its background. The hidden preheader is skipped. */
export function contrastProblems(dom: EmailDom, override: StyleOverride = noOverride): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const visit = (nodes: ChildNode[], hidden: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const text = node.data.replace(/(?:\s|\u00a0|\u200c|\u034f)+/g, ' ').trim();
        const parent = node.parent as Element | null;
        if (hidden || text === '' || !parent || parent.type !== 'tag') continue;
        const look = textAppearance(parent, override);
        const ratio = contrastRatio(look.color, look.background);
        const required = requiredContrast(look.fontSize, look.bold);
        if (ratio < required) {
          problems.push({ text: text.slice(0, 60), color: look.color, background: look.background, ratio, required });
        }
      } else if (node.type === 'tag') {
        const element = node as Element;
        if (['head', 'style', 'title'].includes(element.name)) continue;
        visit(element.children, hidden || inlineStyle(element).display === 'none');
      }
    }
  };
  visit(dom.children, false);
  return problems;
}

/** `<img>` elements without an alt attribute, and those whose alt is empty though they are the only link content. */
export function imagesWithoutAlt(dom: EmailDom): Element[] {
  return elements(dom).filter((element) => {
    if (element.name !== 'img') return false;
    if (element.attribs.alt === undefined) return true;
    const parent = element.parent as Element | null;
    return element.attribs.alt.trim() === '' && parent?.name === 'a';
  });
}

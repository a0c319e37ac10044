import type { Element } from 'domhandler';
import { type EmailDom, elements } from './inspect';

// Reads the email's own dark-mode rules back from its <style>, so the dark contrast check sees what a client that
// honours `prefers-color-scheme` shows. The renderer writes flat rules with class, type and descendant selectors
// only; that is all this understands (a rule it cannot read is skipped, never guessed).

export interface DarkOverride {
  color?: string;
  background?: string;
}

interface Compound {
  tag?: string;
  classes: string[];
}

interface ParsedRule {
  /** Compound selectors from the outermost ancestor to the element itself. */
  parts: Compound[];
  specificity: number;
  order: number;
  color?: string;
  background?: string;
}

const MEDIA_START = '@media (prefers-color-scheme:dark){';
const COMPOUND = /^([a-z][a-z0-9]*)?((?:\.[a-z0-9_-]+)*)$/i;

/** The inside of the dark media block of every <style> in the email. */
function darkBlocks(dom: EmailDom): string[] {
  const blocks: string[] = [];
  for (const style of elements(dom).filter((element) => element.name === 'style')) {
    const css = style.children.map((child) => ('data' in child ? child.data : '')).join('');
    let start = css.indexOf(MEDIA_START);
    while (start >= 0) {
      let depth = 1;
      let index = start + MEDIA_START.length;
      while (index < css.length && depth > 0) {
        if (css[index] === '{') depth += 1;
        if (css[index] === '}') depth -= 1;
        index += 1;
      }
      blocks.push(css.slice(start + MEDIA_START.length, index - 1));
      start = css.indexOf(MEDIA_START, index);
    }
  }
  return blocks;
}

function compoundOf(text: string): Compound | null {
  const match = COMPOUND.exec(text);
  if (!match || text === '') return null;
  return { tag: match[1]?.toLowerCase(), classes: (match[2] ?? '').split('.').filter(Boolean) };
}

function declarationValue(declarations: string, property: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*(#[0-9a-f]{6})`, 'i').exec(declarations);
  return match?.[1]?.toLowerCase();
}

export function parseDarkRules(dom: EmailDom): ParsedRule[] {
  const rules: ParsedRule[] = [];
  for (const block of darkBlocks(dom)) {
    for (const [, selectorList = '', declarations = ''] of block.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const color = declarationValue(declarations, 'color');
      const background = declarationValue(declarations, 'background-color');
      if (!color && !background) continue;
      for (const selector of selectorList.split(',')) {
        const parts = selector.trim().split(/\s+/).map(compoundOf);
        if (parts.some((part) => part === null)) continue;
        const compounds = parts as Compound[];
        const specificity = compounds.reduce((sum, part) => sum + part.classes.length * 100 + (part.tag ? 1 : 0), 0);
        rules.push({ parts: compounds, specificity, order: rules.length, color, background });
      }
    }
  }
  return rules;
}

function matchesCompound(element: Element, compound: Compound): boolean {
  if (compound.tag && element.name !== compound.tag) return false;
  const classes = (element.attribs.class ?? '').split(/\s+/);
  return compound.classes.every((name) => classes.includes(name));
}

function parentOf(element: Element): Element | null {
  return element.parent && element.parent.type === 'tag' ? (element.parent as Element) : null;
}

function matches(element: Element, parts: readonly Compound[]): boolean {
  const last = parts[parts.length - 1];
  if (!last || !matchesCompound(element, last)) return false;
  let remaining = parts.length - 2;
  let ancestor = parentOf(element);
  while (remaining >= 0 && ancestor) {
    if (matchesCompound(ancestor, parts[remaining] as Compound)) remaining -= 1;
    ancestor = parentOf(ancestor);
  }
  return remaining < 0;
}

/** The dark rules' colour and background for one element (highest specificity, then the later rule, wins). */
export function darkOverrideOf(rules: readonly ParsedRule[], element: Element): DarkOverride {
  const applying = rules
    .filter((rule) => matches(element, rule.parts))
    .sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  const override: DarkOverride = {};
  for (const rule of applying) {
    if (rule.color) override.color = rule.color;
    if (rule.background) override.background = rule.background;
  }
  return override;
}

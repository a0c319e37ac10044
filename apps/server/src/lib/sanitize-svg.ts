import sanitize from 'sanitize-html';
import { assertShallowMarkup } from './markup-depth';

/**
 * SVG logos are sanitised with an allow-list before they are stored: shapes, gradients, text and simple filters
 * survive; scripts, event handlers, foreignObject, animation and every reference outside the document are dropped.
 * References may only point inside the file (`#id`), and embedded images only as PNG/JPEG/GIF/WebP data URLs.
 */
const allowedTags = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'image',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feOffset',
];

const allowedAttributes = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'href',
  'xlink:href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'dx',
  'dy',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'flood-color',
  'flood-opacity',
  'display',
  'visibility',
];

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const URL_CALL = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

/** CSS that cannot fetch anything or run anything: url() only to in-document ids, no imports or escapes. */
export function isSafeCss(css: string): boolean {
  if (/@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|image-set|src\s*\(|\\|</i.test(css)) return false;
  const calls = [...css.matchAll(URL_CALL)];
  if (calls.some((call) => !call[2]?.startsWith('#'))) return false;
  // A url( the pattern above could not read is not trusted either.
  return (css.match(/url\s*\(/gi) ?? []).length === calls.length;
}

function isSafeReference(tag: string, value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('#')) return /^#[\w.:-]+$/.test(trimmed);
  return tag === 'image' && DATA_IMAGE.test(trimmed);
}

function cleanAttributes(tag: string, attribs: Record<string, string>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'href' || name === 'xlink:href') {
      if (isSafeReference(tag, value)) clean[name] = value.trim();
    } else if (name === 'style') {
      if (isSafeCss(value)) clean[name] = value;
    } else if (name === 'xmlns' || name === 'xmlns:xlink') {
      // Namespace declarations keep their standard values only.
    } else if (/url\s*\(/i.test(value)) {
      if (isSafeCss(value)) clean[name] = value;
    } else {
      clean[name] = value;
    }
  }
  if (tag === 'svg') {
    clean.xmlns = SVG_NS;
    clean['xmlns:xlink'] = XLINK_NS;
  }
  return clean;
}

/**
 * The sanitised SVG text, or null when the input is not an SVG document (no `<svg>` root) or declares entities
 * (which could expand without bound or pull outside files). Throws MarkupTooDeepError, before parsing, for
 * elements nested deeper than MAX_MARKUP_DEPTH. Synchronous: requests run it through the worker pool.
 */
export function sanitizeSvg(input: string): string | null {
  if (/<!ENTITY/i.test(input)) return null;
  assertShallowMarkup(input, { xml: true });
  const cleaned = sanitize(input, {
    allowedTags,
    allowedAttributes: { '*': allowedAttributes },
    allowedSchemes: [],
    allowedSchemesByTag: { image: ['data'] },
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    allowProtocolRelative: false,
    allowVulnerableTags: true,
    parseStyleAttributes: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'option', 'noscript'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: cleanAttributes(tagName, attribs) }) },
    // A <style> element whose rules could fetch or run something is dropped whole.
    exclusiveFilter: (frame) => frame.tag === 'style' && !isSafeCss(frame.text),
  }).trim();
  if (!/^<svg[\s>]/.test(cleaned) || !cleaned.endsWith('</svg>')) return null;
  return cleaned;
}

/** True when the bytes look like an SVG document (file-type cannot tell text formats apart). */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const withoutProlog = head
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(withoutProlog);
}

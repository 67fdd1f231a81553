import { LRUCache } from 'lru-cache';
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/**
 * The part of the site's stylesheet a rendered page needs, inlined into its `<head>` so the
 * first paint waits for no other request; the browser loads the whole stylesheet once the
 * page is interactive (`entry.client.tsx`) and keeps it for every later page.
 *
 * The stylesheet is parsed once. A rule whose selectors name classes (the utilities) is
 * kept when the page uses the first class of one of its selectors (the utility's own;
 * a `group-hover:` or `space-y-` rule carries it first too); a rule without a class (the
 * reset, element styles) is kept unless each of its selectors names an element the page
 * does not have (the reset's `code, kbd, samp, pre` on a page without code); the theme's
 * variables and `@property` are kept when a kept rule reads them; keyframes always. An
 * at-rule is written only around rules that are kept. Keeping a rule too many costs
 * bytes, never looks: the inline part is the whole stylesheet's rules in the whole
 * stylesheet's order, so a page looks the same before and after the rest arrives.
 */

/** One piece of the stylesheet, in order. */
type Piece =
  /**
   * An element's rule, kept when the page has the elements one of its selectors names
   * (`elements`: per selector; absent, kept always: keyframes, a font face, `*`, `:root`).
   */
  | { kind: 'text'; css: string; reads: readonly string[]; elements?: readonly (readonly string[])[] }
  /** Kept when the page uses one of the classes. */
  | { kind: 'rule'; css: string; classes: readonly string[]; reads: readonly string[] }
  /** Custom properties (the theme's, the utilities' defaults): each declaration kept when something kept reads it. */
  | { kind: 'variables'; selector: string; declarations: readonly Variable[] }
  /** `@property --name`: kept when something kept reads the property. */
  | { kind: 'property'; css: string; name: string }
  /** An at-rule around pieces, written when one of them is. */
  | { kind: 'block'; open: string; pieces: Piece[] };

interface Variable {
  name: string;
  css: string;
  reads: readonly string[];
}

export interface CriticalStylesheet {
  /** The stylesheet's rules this HTML's classes need, as CSS text. */
  forHtml(html: string): string;
  /** The same for a set of class names (and of element names: absent, every element's rule is kept). */
  forClasses(used: ReadonlySet<string>, elements?: ReadonlySet<string>): string;
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-]|\P{ASCII})+)/gu;
const CSS_ESCAPE = /\\(?:([0-9a-fA-F]{1,6})\s?|([^\n]))/g;
const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const HTML_ENTITY = /&(amp|lt|gt|quot|#x27|#39);/g;
const ELEMENT_IN_HTML = /<([a-zA-Z][\w-]*)/g;
/** What a selector says inside brackets, parentheses or quotes: never an element the rule styles. */
const SELECTOR_ARGUMENTS = /\[[^\]]*\]|\([^()]*\)|"[^"]*"|'[^']*'/g;
/** An element name at the start of a compound selector (`abbr` of `abbr:where(…)`). */
const ELEMENT_IN_SELECTOR = /(?:^|[\s>+~])([a-zA-Z][\w-]*)/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

function unescapeCss(name: string): string {
  return name.replace(CSS_ESCAPE, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

function readsOf(css: string): string[] {
  return [...new Set(Array.from(css.matchAll(VARIABLE_READ), (match) => match[1] ?? ''))];
}

/** The class a selector is about: the first one it names (`.md\\:flex:hover` → `md:flex`). */
function firstClass(selector: string): string | undefined {
  CLASS_IN_SELECTOR.lastIndex = 0;
  const match = CLASS_IN_SELECTOR.exec(selector);
  return match?.[1] === undefined ? undefined : unescapeCss(match[1]);
}

function ruleClasses(rule: Rule): string[] | undefined {
  const classes: string[] = [];
  for (const selector of rule.selectors) {
    const name = firstClass(selector);
    // A selector without a class (an element, `*`, `:root`) applies whatever the page uses.
    if (name === undefined) return undefined;
    classes.push(name);
  }
  return classes;
}

/**
 * The elements each selector of a rule without a class names, outside its arguments (in
 * `:where(select) optgroup` it styles an optgroup, inside `:not(iframe)` it styles no
 * iframe): the rule can apply only on a page having all of one selector's elements.
 * Undefined when a selector names none (`*`, `:root`, `::placeholder`): it applies anywhere.
 */
function ruleElements(rule: Rule): string[][] | undefined {
  const elements: string[][] = [];
  for (const selector of rule.selectors) {
    let bare = selector;
    // Nested parentheses (`:where(select:is([multiple]))`) come off from the inside out.
    for (let previous = ''; previous !== bare;) {
      previous = bare;
      bare = bare.replace(SELECTOR_ARGUMENTS, '');
    }
    const names = Array.from(bare.matchAll(ELEMENT_IN_SELECTOR), (match) => (match[1] ?? '').toLowerCase());
    if (names.length === 0) return undefined;
    elements.push(names);
  }
  return elements;
}

function pieceOfRule(rule: Rule): Piece {
  const css = rule.toString();
  const classes = ruleClasses(rule);
  if (classes) return { kind: 'rule', css, classes, reads: readsOf(css) };
  const declarations = rule.nodes.filter((node) => node.type === 'decl');
  if (
    declarations.length > 0 &&
    declarations.length === rule.nodes.length &&
    declarations.every((node) => node.prop.startsWith('--'))
  ) {
    return {
      kind: 'variables',
      selector: rule.selector,
      declarations: declarations.map((node) => ({
        name: node.prop,
        css: `${node.prop}:${node.value}${node.important ? '!important' : ''}`,
        reads: readsOf(node.value),
      })),
    };
  }
  return { kind: 'text', css, reads: readsOf(css), elements: ruleElements(rule) };
}

function piecesOf(container: Container<ChildNode>): Piece[] {
  const pieces: Piece[] = [];
  for (const node of container.nodes ?? []) {
    if (node.type === 'comment') {
      // A licence (`/*! tailwindcss … */`) stays with the text it covers.
      if (node.text.startsWith('!')) pieces.push({ kind: 'text', css: node.toString(), reads: [] });
      continue;
    }
    if (node.type === 'rule') {
      pieces.push(pieceOfRule(node));
    } else if (node.type === 'atrule' && /keyframes$/.test(node.name)) {
      // Whole: its `from` and `to` are steps, not elements.
      pieces.push({ kind: 'text', css: node.toString(), reads: readsOf(node.toString()) });
    } else if (node.type === 'atrule' && node.name === 'property' && node.params.startsWith('--')) {
      pieces.push({ kind: 'property', css: node.toString(), name: node.params.trim() });
    } else if (
      node.type === 'atrule' &&
      node.nodes &&
      node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule')
    ) {
      pieces.push({ kind: 'block', open: openingOf(node), pieces: piecesOf(node) });
    } else {
      // A statement at-rule (`@layer components;`) ends with a semicolon its text leaves out.
      const css = node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString();
      pieces.push({ kind: 'text', css, reads: readsOf(css) });
    }
  }
  return pieces;
}

function openingOf(node: AtRule): string {
  return `@${node.name}${node.params ? ` ${node.params}` : ''}{`;
}

/** Whether a page using these classes keeps this rule. */
function keeps(piece: { classes: readonly string[] }, used: ReadonlySet<string>): boolean {
  return piece.classes.some((name) => used.has(name));
}

/** Whether a page having these elements (undefined: any) keeps this element's rule. */
function keepsText(piece: { elements?: readonly (readonly string[])[] }, elements?: ReadonlySet<string>): boolean {
  return (
    piece.elements === undefined ||
    elements === undefined ||
    piece.elements.some((names) => names.every((name) => elements.has(name)))
  );
}

/** The custom properties read by what a page keeps, with those their definitions read in turn. */
function readVariables(
  pieces: readonly Piece[],
  used: ReadonlySet<string>,
  elements: ReadonlySet<string> | undefined,
  definitions: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const read = new Set<string>();
  const pending: string[] = [];
  const note = (names: readonly string[]) => {
    for (const name of names) {
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
    }
  };
  const visit = (list: readonly Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'text' && keepsText(piece, elements)) note(piece.reads);
      else if (piece.kind === 'rule' && keeps(piece, used)) note(piece.reads);
      else if (piece.kind === 'block') visit(piece.pieces);
    }
  };
  visit(pieces);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) note(definitions.get(name) ?? []);
  return read;
}

interface Page {
  used: ReadonlySet<string>;
  elements: ReadonlySet<string> | undefined;
  read: ReadonlySet<string>;
}

function write(pieces: readonly Piece[], page: Page, out: string[]): boolean {
  const { used, read } = page;
  let wrote = false;
  for (const piece of pieces) {
    switch (piece.kind) {
      case 'text':
        if (keepsText(piece, page.elements)) {
          out.push(piece.css);
          wrote = true;
        }
        break;
      case 'rule':
        if (keeps(piece, used)) {
          out.push(piece.css);
          wrote = true;
        }
        break;
      case 'property':
        if (read.has(piece.name)) {
          out.push(piece.css);
          wrote = true;
        }
        break;
      case 'variables': {
        const kept = piece.declarations.filter((declaration) => read.has(declaration.name));
        if (kept.length > 0) {
          out.push(`${piece.selector}{${kept.map((declaration) => declaration.css).join(';')}}`);
          wrote = true;
        }
        break;
      }
      case 'block': {
        const at = out.length;
        out.push(piece.open);
        if (write(piece.pieces, page, out)) {
          out.push('}');
          wrote = true;
        } else {
          out.length = at;
        }
        break;
      }
    }
  }
  return wrote;
}

function collectDefinitions(pieces: readonly Piece[], definitions: Map<string, string[]>): void {
  for (const piece of pieces) {
    if (piece.kind === 'block') collectDefinitions(piece.pieces, definitions);
    else if (piece.kind === 'variables') {
      for (const { name, reads } of piece.declarations)
        definitions.set(name, [...(definitions.get(name) ?? []), ...reads]);
    }
  }
}

/** The class names of an HTML document's `class` attributes (as React writes them: double quotes, entities escaped). */
export function classesOf(html: string): Set<string> {
  const used = new Set<string>();
  CLASS_ATTRIBUTE.lastIndex = 0;
  for (let match = CLASS_ATTRIBUTE.exec(html); match; match = CLASS_ATTRIBUTE.exec(html)) {
    const attribute = match[1] ?? '';
    const value = attribute.includes('&')
      ? attribute.replace(HTML_ENTITY, (entity, name: string) => ENTITIES[name] ?? entity)
      : attribute;
    for (const name of value.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/** The element names of an HTML document's tags, in lower case (an SVG's `use` and `path` included). */
export function elementsOf(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(ELEMENT_IN_HTML), (match) => (match[1] ?? '').toLowerCase()));
}

/** The names a choice depends on: the stylesheet's classes and elements a page has. */
function namesIn(pieces: readonly Piece[], classes: Set<string>, elements: Set<string>): void {
  for (const piece of pieces) {
    if (piece.kind === 'rule') for (const name of piece.classes) classes.add(name);
    else if (piece.kind === 'text')
      for (const names of piece.elements ?? []) for (const name of names) elements.add(name);
    else if (piece.kind === 'block') namesIn(piece.pieces, classes, elements);
  }
}

/** The sorted names of `names` that `known` holds: two pages with the same key keep the same rules. */
function keyPart(names: ReadonlySet<string>, known: ReadonlySet<string>): string {
  const kept: string[] = [];
  for (const name of names) if (known.has(name)) kept.push(name);
  return kept.sort().join(' ');
}

/**
 * How many choices are kept. Pages of one kind use the same classes (a list page is a list
 * page whatever its filters), so a few dozen cover the site; the bound keeps a page whose
 * classes are unusual from growing the memory.
 */
const KEPT_CHOICES = 256;

export function criticalStylesheet(stylesheet: string): CriticalStylesheet {
  const pieces = piecesOf(postcss.parse(stylesheet));
  const definitions = new Map<string, string[]>();
  collectDefinitions(pieces, definitions);
  const forClasses = (used: ReadonlySet<string>, elements?: ReadonlySet<string>) => {
    const out: string[] = [];
    write(pieces, { used, elements, read: readVariables(pieces, used, elements, definitions) }, out);
    return out.join('');
  };
  // The rules a page keeps depend only on which of the stylesheet's classes and elements it
  // has: the choice is made once per set of them (the walk over every rule costs about as much
  // as the rest of a page's styles), the least recently used forgotten past the bound.
  const knownClasses = new Set<string>();
  const knownElements = new Set<string>();
  namesIn(pieces, knownClasses, knownElements);
  const kept = new LRUCache<string, string>({ max: KEPT_CHOICES });
  const forHtml = (html: string) => {
    const used = classesOf(html);
    const elements = elementsOf(html);
    const key = `${keyPart(used, knownClasses)}|${keyPart(elements, knownElements)}`;
    const known = kept.get(key);
    if (known !== undefined) return known;
    const css = forClasses(used, elements);
    kept.set(key, css);
    return css;
  };
  return { forClasses, forHtml };
}

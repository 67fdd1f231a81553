import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { knex } from './connection';

/**
 * Statements compiled once per shape.
 *
 * Knex compiles a builder into SQL on every execution, and for the public routes' joins
 * that costs more than the database's answer: measured at 200-340 µs for one list page's
 * statement, where a cache miss runs two to five of them (docs/performance.md). A
 * template is the SQL of one shape, compiled once with stand-ins for its arguments: a
 * bound value, or a whole number written into the text (LIMIT and OFFSET, see db.ts
 * `paged`). Later calls with the same key fill in their own arguments, without building
 * or compiling anything.
 *
 * The key is the caller's promise: every value that shapes the statement, other than
 * the arguments, is in it. With STATEMENT_TEMPLATE_CHECK=on (the test suites) every call
 * also compiles its own builder and throws if the two differ, so a key that misses a
 * filter fails the tests rather than answering another page's rows.
 */

/** What a template leaves open: a bound text, or a whole number written into the SQL. */
export type TemplateArg = string | number;

type Template = {
  /** The SQL around the numbers written into it; `written[i]` goes between parts i and i + 1. */
  parts: string[];
  written: number[];
  /** The bindings, with the index of the argument that fills each open one (-1: fixed). */
  bindings: unknown[];
  bound: number[];
};

/** Templates kept per process; a key past this many is compiled again when next used. */
export const TEMPLATE_LIMIT = 2000;

const templatesOf = new WeakMap<object, LRUCache<string, Template>>();

/** Stand-ins no real argument takes: texts with control characters, numbers past any page. */
const standIn = (arg: TemplateArg, index: number): TemplateArg =>
  typeof arg === 'number' ? 1_987_654_321 + index : `\u0001tl-arg-${index}\u0001`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template of `build`'s statement, compiled with stand-ins for `args`. */
function compileTemplate(
  key: string,
  args: readonly TemplateArg[],
  build: (...args: TemplateArg[]) => Knex.QueryBuilder,
): Template {
  const standIns = args.map(standIn);
  const { sql, bindings } = build(...standIns).toSQL();
  const used = new Set<number>();
  const fail = (why: string) => new Error(`Statement template ${key}: ${why}`);

  const bound = bindings.map((value) => {
    const index = standIns.indexOf(value as TemplateArg);
    if (index >= 0) {
      used.add(index);
      return index;
    }
    if (typeof value === 'string' && value.includes('\u0001tl-arg-')) throw fail('an argument is bound changed');
    return -1;
  });

  const numbers = standIns.flatMap((value, index) =>
    typeof value === 'number' ? [[String(value), index] as const] : [],
  );
  const parts: string[] = [];
  const written: number[] = [];
  if (numbers.length === 0) {
    parts.push(sql);
  } else {
    const pattern = new RegExp(`\\b(${numbers.map(([text]) => escapeRegExp(text)).join('|')})\\b`, 'g');
    let last = 0;
    for (const match of sql.matchAll(pattern)) {
      const index = numbers.find(([text]) => text === match[1])![1];
      parts.push(sql.slice(last, match.index));
      written.push(index);
      used.add(index);
      last = match.index + match[0].length;
    }
    parts.push(sql.slice(last));
  }
  if (sql.includes('\u0001tl-arg-')) throw fail('a text argument is written into the SQL');
  if (used.size !== args.length) throw fail('an argument does not reach the statement');
  if ((sql.match(/\?/g) ?? []).length !== bindings.length) throw fail('its SQL holds a question mark of its own');
  // knex.raw would spread an array binding into a list.
  if (bindings.some((value) => Array.isArray(value))) throw fail('an array is bound');
  return { parts, written, bindings: [...bindings], bound };
}

/** The SQL and bindings of `template` filled with `args`. */
function fill(template: Template, args: readonly TemplateArg[]): { sql: string; bindings: unknown[] } {
  let sql = template.parts[0]!;
  template.written.forEach((index, i) => {
    const value = args[index];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`A number written into a statement is a whole number, not ${String(value)}`);
    }
    sql += String(value) + template.parts[i + 1]!;
  });
  const bindings = template.bindings.map((value, i) => (template.bound[i]! >= 0 ? args[template.bound[i]!] : value));
  return { sql, bindings };
}

/**
 * `build(...args)`'s statement as SQL and bindings, compiled once per `key` (see above):
 * `key` names every value that shapes the statement other than `args`.
 */
export function templated<A extends TemplateArg[]>(
  strapi: Core.Strapi,
  key: string,
  args: [...A],
  build: (...args: A) => Knex.QueryBuilder,
): { sql: string; bindings: unknown[] } {
  const client = knex(strapi);
  let templates = templatesOf.get(client);
  if (!templates) {
    templates = new LRUCache<string, Template>({ max: TEMPLATE_LIMIT });
    templatesOf.set(client, templates);
  }
  const anyBuild = build as unknown as (...args: TemplateArg[]) => Knex.QueryBuilder;
  let template = templates.get(key);
  if (!template) {
    template = compileTemplate(key, args, anyBuild);
    templates.set(key, template);
  }
  const statement = fill(template, args);
  if (process.env.STATEMENT_TEMPLATE_CHECK === 'on') {
    const own = anyBuild(...args).toSQL();
    if (own.sql !== statement.sql || JSON.stringify(own.bindings) !== JSON.stringify(statement.bindings)) {
      throw new Error(
        `Statement template ${key} does not match its builder:\n${statement.sql}\n${JSON.stringify(statement.bindings)}\n` +
          `${own.sql}\n${JSON.stringify(own.bindings)}`,
      );
    }
  }
  return statement;
}

/** A compiled statement as a knex raw, to run with readRows. */
export function asRaw(strapi: Core.Strapi, statement: { sql: string; bindings: readonly unknown[] }): Knex.Raw {
  return knex(strapi).raw(statement.sql, [...statement.bindings] as Knex.RawBinding[]);
}

/** templated's statement as a knex raw, to run with readRows. */
export function templatedRaw<A extends TemplateArg[]>(
  strapi: Core.Strapi,
  key: string,
  args: [...A],
  build: (...args: A) => Knex.QueryBuilder,
): Knex.Raw {
  return asRaw(strapi, templated(strapi, key, args, build));
}

/**
 * listPage's key for a list of `kind` filtered by `filters` (and `more`, values derived
 * from them), or none for a list with a search, whose statement's shape hangs on its words.
 */
export function listKey(
  kind: string,
  filters: { readonly [name: string]: unknown },
  ...more: unknown[]
): string | undefined {
  return filters.q ? undefined : `${kind}|${JSON.stringify([filters, ...more])}`;
}

/**
 * The seed's only direct SQL. Strapi's document service takes one call per row, which
 * would take hours at 100,000 businesses; this writes the same rows Strapi would (draft
 * and published rows, link rows, media links) with multi-row INSERTs inside one
 * transaction, a slice at a time, so memory does not grow with the batch.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { documentId } from './generate/text';
import { Progress } from './progress';
import { Random, hashSeed } from './random';
import { Table, quote, type JoinTable } from './tables';

type Row = Record<string, unknown>;
type Values = unknown[];

export const FILE_UID = 'plugin::upload.file';

/** An image of the media library, by id, file name and URL. */
export type LibraryImage = { id: number; name: string; url: string };

export const elapsed = (since: number) => `(${((performance.now() - since) / 1000).toFixed(1)} s)`;

/**
 * The stored row ids of each document of a kind, by position in the batch: one row, or
 * a draft and a published row (in that order). Packed, since a million businesses need
 * them until their recommendations and videos are linked.
 */
export class RowIds {
  private ids: Uint32Array;
  length = 0;

  constructor(
    readonly perDocument: 1 | 2,
    capacity: number,
  ) {
    this.ids = new Uint32Array(Math.max(1, capacity * perDocument));
  }

  push(rows: readonly number[]): void {
    if (rows.length !== this.perDocument) throw new Error(`Expected ${this.perDocument} rows, got ${rows.length}`);
    if ((this.length + 1) * this.perDocument > this.ids.length) {
      const bigger = new Uint32Array(this.ids.length * 2);
      bigger.set(this.ids);
      this.ids = bigger;
    }
    this.ids.set(rows, this.length * this.perDocument);
    this.length += 1;
  }

  of(index: number): number[] {
    if (!(index >= 0 && index < this.length)) throw new RangeError(`No stored document ${index}`);
    return Array.from(this.ids.subarray(index * this.perDocument, (index + 1) * this.perDocument));
  }
}

export type DocumentOptions<T> = {
  label: string;
  /** Drafted types store a draft and a published row per document; the others one published row. */
  drafted: boolean;
  /** Attributes written from each item, as stored. */
  fields: ReadonlyArray<keyof T & string>;
  created: (item: T) => Date;
  updated?: (item: T) => Date;
  published: (item: T) => Date;
  /** How many documents will come, for the progress line. */
  total: number;
};

/** One transaction's bulk writes. */
export class BulkWriter {
  readonly sqlite: boolean;
  readonly postgres: boolean;
  private readonly tables = new Map<string, Table>();
  private readonly types = new Map<string, Map<string, string>>();
  /** The last order number given on a target's side of a relation (linkToOne). */
  private readonly linkPositions = new Map<string, number>();

  private constructor(
    readonly strapi: Core.Strapi,
    readonly trx: Knex.Transaction,
    readonly log: (line: string) => void,
  ) {
    this.sqlite = strapi.db.dialect.client === 'sqlite';
    this.postgres = strapi.db.dialect.client === 'postgres';
  }

  /** Runs `work` in one transaction: all of it is stored, or none. */
  static async transaction<T>(
    strapi: Core.Strapi,
    log: (line: string) => void,
    work: (writer: BulkWriter) => Promise<T>,
  ): Promise<T> {
    return strapi.db.transaction(async ({ trx }) => {
      const writer = new BulkWriter(strapi, trx, log);
      return writer.withLargeSqliteCache(() => work(writer));
    });
  }

  table(uid: string): Table {
    let table = this.tables.get(uid);
    if (!table) {
      table = new Table(this.strapi, uid);
      this.tables.set(uid, table);
    }
    return table;
  }

  /** The highest row id of a content type's table, 0 when it is empty. */
  async highestId(uid: string): Promise<number> {
    const top = (await this.trx(this.table(uid).name).max({ id: 'id' }).first()) as { id: unknown } | undefined;
    return Number(top?.id ?? 0);
  }

  /** The pictures of the media library, oldest first. */
  async libraryImages(): Promise<LibraryImage[]> {
    const file = this.table(FILE_UID);
    const rows = (await this.trx(file.name)
      .select({ id: 'id', name: file.column('name'), url: file.column('url') })
      .where(file.column('mime'), 'like', 'image/%')
      .orderBy('id')) as Array<{ id: number | string; name: string; url: string }>;
    return rows.map((row) => ({ id: Number(row.id), name: row.name, url: row.url }));
  }

  /**
   * On SQLite, adding rows to a table with many indexes one row at a time costs about
   * twice as much as building each index once afterwards (one sort). Tables that are to
   * receive at least as many rows as they hold (and not a handful) lose their indexes
   * here; rebuild() recreates them from their own SQL inside the same transaction (a
   * failure rolls both back; readers keep seeing the old snapshot). On PostgreSQL
   * dropping an index would lock readers out until the commit, so it is left alone.
   */
  async deferIndexes(plan: ReadonlyArray<{ table: string; rows: number }>): Promise<{ rebuild: () => Promise<void> }> {
    const deferred: Array<{ name: string; sql: string }> = [];
    if (this.sqlite) {
      for (const { table, rows } of plan) {
        if (rows < 1000) continue;
        const existing = (await this.trx(table).count({ n: '*' }).first()) as { n: unknown } | undefined;
        if (Number(existing?.n ?? 0) > rows) continue;
        const indexes = (await this.trx.raw(
          `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`,
          [table],
        )) as Array<{ name: string; sql: string }>;
        for (const index of indexes) {
          await this.trx.raw(`DROP INDEX ${quote(index.name)}`);
          deferred.push(index);
        }
      }
    }
    return {
      rebuild: async () => {
        const started = performance.now();
        for (const index of deferred) await this.trx.raw(index.sql);
        if (deferred.length > 0) this.log(`  indexes: ${deferred.length} rebuilt ${elapsed(started)}`);
      },
    };
  }

  /** A writer of documents of one content type, batch after batch. */
  documents<T extends { documentId: string; slug?: string }>(
    uid: string,
    options: DocumentOptions<T>,
  ): DocumentWriter<T> {
    return new DocumentWriter(this, this.table(uid), options);
  }

  /** One media link per stored row (draft and published) of each document with an image. */
  async linkImages(uid: string, rows: readonly number[][], images: ReadonlyArray<number | null>): Promise<number> {
    const related = this.table(FILE_UID).joinTable('related');
    if (!related.morphColumn) throw new Error('Upload plugin metadata not found');
    const columns = [
      related.joinColumn.name,
      related.morphColumn.idColumn.name,
      related.morphColumn.typeColumn.name,
      'field',
      'order',
    ];
    let links = 0;
    function* values(): Generator<Values> {
      for (let i = 0; i < images.length; i += 1) {
        const fileId = images[i];
        if (fileId === null || fileId === undefined) continue;
        for (const rowId of rows[i]!) {
          links += 1;
          yield [fileId, rowId, uid, 'image', 1];
        }
      }
    }
    await this.insert(related.name, columns, values());
    return links;
  }

  /** The id of the users-permissions role of `type` ('authenticated'). */
  async roleId(type: string): Promise<number> {
    const row = (await this.trx(this.table('plugin::users-permissions.role').name).where('type', type).first('id')) as
      { id: unknown } | undefined;
    if (!row) throw new Error(`The users-permissions role "${type}" is missing`);
    return Number(row.id);
  }

  /**
   * Links each stored row to one target row (a user to its role), numbering the links on
   * the target's side after those it already has, as Strapi orders them.
   */
  async linkToOne(uid: string, attribute: string, rows: readonly number[][], targetId: number): Promise<void> {
    const joinTable = this.table(uid).joinTable(attribute);
    const inverse = joinTable.inverseJoinColumn;
    if (!inverse) throw new Error(`${uid}.${attribute} is not a linked relation`);
    const order = joinTable.inverseOrderColumnName;
    const key = `${joinTable.name}:${targetId}`;
    let position = this.linkPositions.get(key);
    if (position === undefined && order) {
      const top = (await this.trx(joinTable.name).where(inverse.name, targetId).max({ n: order }).first()) as
        { n: unknown } | undefined;
      position = Number(top?.n ?? 0);
    }
    position ??= 0;
    const values: Values[] = [];
    for (const ids of rows)
      for (const id of ids) {
        position += 1;
        values.push(order ? [id, targetId, position] : [id, targetId]);
      }
    this.linkPositions.set(key, position);
    await this.insert(joinTable.name, [joinTable.joinColumn.name, inverse.name, ...(order ? [order] : [])], values);
  }

  /** A writer of one relation's links (recommendation → business…), batch after batch. */
  relation(uid: string, attribute: string, targets: RowIds): RelationWriter {
    return new RelationWriter(this, this.table(uid), attribute, targets);
  }

  /** The tables a relation's links and a content type's media links go to. */
  linkTables(): { media: string; relation: (uid: string, attribute: string) => string } {
    return {
      media: this.table(FILE_UID).joinTable('related').name,
      relation: (uid, attribute) => this.table(uid).joinTable(attribute).name,
    };
  }

  /**
   * Multi-row inserts, written by hand and consumed a statement at a time (rows never sit
   * in memory twice). SQLite: INSERT … VALUES with 500 rows (knex would compile a UNION
   * ALL select, which SQLite caps at 500 terms). PostgreSQL: INSERT … SELECT FROM
   * unnest() with one array per column, so 2,000 rows need only as many parameters as
   * there are columns, which the server takes far faster than thousands of single values.
   */
  async insert(
    table: string,
    columns: readonly string[],
    rows: Iterable<Values>,
    options: { returning?: readonly string[]; onStatement?: (rows: number) => void } = {},
  ): Promise<Row[]> {
    const rowsPerStatement = this.postgres ? 2000 : 500;
    const into = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) `;
    const returning = options.returning ? ` RETURNING ${options.returning.map(quote).join(', ')}` : '';
    let sqlFor: (count: number) => string;
    if (this.postgres) {
      const types = await this.columnTypes(table);
      const unnest = columns.map((column) => {
        const type = types.get(column);
        if (!type) throw new Error(`${table} has no column ${column}`);
        return `?::${type}[]`;
      });
      const sql = `${into}SELECT * FROM unnest(${unnest.join(', ')})${returning}`;
      sqlFor = () => sql;
    } else {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      sqlFor = (count) => `${into}VALUES ${new Array<string>(count).fill(tuple).join(', ')}${returning}`;
    }

    const returned: Row[] = [];
    let values: unknown[] = [];
    let arrays: unknown[][] = columns.map(() => []);
    let count = 0;

    const flush = async () => {
      if (count === 0) return;
      let result: unknown;
      try {
        result = await this.trx.raw(sqlFor(count), (this.postgres ? arrays : values) as Knex.RawBinding[]);
      } catch (error) {
        // The driver's message, without the statement and its thousands of values.
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(
          `Inserting into ${table} failed: ${message
            .slice(message.lastIndexOf(' - ') + 1)
            .trim()
            .slice(0, 500)}`,
        );
      }
      if (options.returning) {
        // better-sqlite3 hands back the rows, pg a result object holding them.
        const back = Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
        for (const row of back as Row[]) returned.push(row);
      }
      options.onStatement?.(count);
      values = [];
      arrays = columns.map(() => []);
      count = 0;
    };

    for (const row of rows) {
      if (this.postgres) for (let i = 0; i < columns.length; i += 1) arrays[i]!.push(row[i] ?? null);
      else for (const value of row) values.push(value);
      count += 1;
      if (count === rowsPerStatement) await flush();
    }
    await flush();
    return returned;
  }

  /** Whether a row of `table` has `value` in `column`. */
  async exists(table: string, column: string, value: string): Promise<boolean> {
    return (await this.trx(table).select(this.trx.raw('1')).where(column, value).first()) !== undefined;
  }

  /**
   * SQLite keeps ~16 MB of pages in memory by default; a batch this size then writes the
   * same index pages to the WAL again and again. A larger cache for the duration of the
   * seed is much faster; the previous size is restored afterwards.
   */
  private async withLargeSqliteCache<T>(work: () => Promise<T>): Promise<T> {
    if (!this.sqlite) return work();
    const rows = (await this.trx.raw('PRAGMA cache_size')) as Array<{ cache_size: number }>;
    const previous = Math.trunc(Number(rows[0]?.cache_size ?? -2000));
    await this.trx.raw('PRAGMA cache_size = -262144'); // 256 MB
    try {
      return await work();
    } finally {
      await this.trx.raw(`PRAGMA cache_size = ${previous}`);
    }
  }

  /** PostgreSQL column types of a table ('character varying', 'jsonb'…), found as the INSERT would find the table. */
  private async columnTypes(table: string): Promise<Map<string, string>> {
    let types = this.types.get(table);
    if (!types) {
      const result = (await this.trx.raw(
        'SELECT attname AS name, format_type(atttypid, NULL) AS type FROM pg_attribute WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped',
        [quote(table)],
      )) as { rows: Array<{ name: string; type: string }> };
      types = new Map(result.rows.map((row) => [row.name, row.type]));
      this.types.set(table, types);
    }
    return types;
  }
}

/**
 * Writes documents the way Strapi stores them, a batch at a time, giving each slugs and
 * document ids no row of the table uses: a taken slug gets '-2', '-3'…, a taken document
 * id is redrawn from a stream seeded by it, so the outcome stays deterministic.
 */
export class DocumentWriter<T extends { documentId: string; slug?: string }> {
  /** Document ids and slugs of the rows the table held before this run (the sample data, an earlier batch). */
  private existing?: { ids: Set<string>; slugs: Set<string> };
  /** Values this run gave instead of taken ones. */
  private readonly redrawnIds = new Set<string>();
  private readonly renamedSlugs = new Set<string>();
  private changed = 0;
  private readonly progress: Progress;
  private readonly started = performance.now();
  private readonly columns: string[];
  private readonly encoders: Array<(value: unknown) => unknown>;

  constructor(
    private readonly writer: BulkWriter,
    private readonly table: Table,
    private readonly options: DocumentOptions<T>,
  ) {
    this.progress = new Progress(options.label, options.total);
    const attributes = [...options.fields, 'createdAt', 'updatedAt', 'publishedAt', 'locale'];
    this.columns = attributes.map((attribute) => table.column(attribute));
    this.encoders = options.fields.map((field) => table.encoder(field));
  }

  get perDocument(): 1 | 2 {
    return this.options.drafted ? 2 : 1;
  }

  /**
   * Stores the items; returns each one's row ids, in order, matched by document id
   * (RETURNING promises no order).
   */
  async write(items: T[]): Promise<number[][]> {
    await this.avoidExisting(items);
    const { options, encoders } = this;
    const publishedAt = this.columns.length - 2;
    function* rows(): Generator<Values> {
      for (const item of items) {
        const values: Values = options.fields.map((field, i) => encoders[i]!(item[field]));
        const created = options.created(item);
        values.push(created, options.updated?.(item) ?? created, options.published(item), null);
        if (options.drafted) {
          const draft = values.slice();
          draft[publishedAt] = null;
          yield draft;
        }
        yield values;
      }
    }
    const idColumn = this.table.column('documentId');
    const publishedColumn = this.table.column('publishedAt');
    const returned = await this.writer.insert(this.table.name, this.columns, rows(), {
      returning: ['id', idColumn, publishedColumn],
      onStatement: (n) => this.progress.tick(n / this.perDocument),
    });
    const byDocument = new Map<string, number[]>();
    for (const row of returned) {
      const key = String(row[idColumn]);
      const ids = byDocument.get(key) ?? [];
      // Draft row first, then the published one, as Strapi creates them.
      if (row[publishedColumn] === null) ids.unshift(Number(row.id));
      else ids.push(Number(row.id));
      byDocument.set(key, ids);
    }
    return items.map((item) => {
      const ids = byDocument.get(item.documentId);
      if (!ids || ids.length !== this.perDocument)
        throw new Error(`${options.label}: ${item.documentId} was not stored`);
      return ids;
    });
  }

  finish(): void {
    this.progress.finish(elapsed(this.started));
    if (this.changed > 0)
      this.writer.log(`  ${this.options.label}: ${this.changed} slugs or document ids already taken were changed`);
  }

  private async avoidExisting(items: T[]): Promise<void> {
    const existing = (this.existing ??= await this.readExisting(items[0]?.slug !== undefined));
    if (existing.ids.size === 0) return;
    const batchSlugs = new Set<string>();
    for (const item of items) {
      if (existing.ids.has(item.documentId) || this.redrawnIds.has(item.documentId)) {
        const r = new Random(hashSeed(item.documentId, this.table.name));
        let id = documentId(r);
        while (existing.ids.has(id) || this.redrawnIds.has(id)) id = documentId(r);
        item.documentId = id;
        this.redrawnIds.add(id);
        this.changed += 1;
      }
      if (item.slug !== undefined) {
        if (existing.slugs.has(item.slug) || this.renamedSlugs.has(item.slug)) {
          let n = 2;
          while (await this.slugTaken(`${item.slug}-${n}`, batchSlugs)) n += 1;
          item.slug = `${item.slug}-${n}`;
          this.renamedSlugs.add(item.slug);
          this.changed += 1;
        }
        batchSlugs.add(item.slug);
      }
    }
  }

  /** Generated slugs end in a counter unique to the run; a renamed one may meet any other. */
  private async slugTaken(slug: string, batch: Set<string>): Promise<boolean> {
    const { existing } = this;
    if (existing?.slugs.has(slug) || this.renamedSlugs.has(slug) || batch.has(slug)) return true;
    return this.writer.exists(this.table.name, this.table.column('slug'), slug);
  }

  /** Read a page at a time, since a table may already hold a million documents. */
  private async readExisting(hasSlug: boolean): Promise<{ ids: Set<string>; slugs: Set<string> }> {
    const idColumn = this.table.column('documentId');
    const slugColumn = hasSlug ? this.table.column('slug') : undefined;
    const ids = new Set<string>();
    const slugs = new Set<string>();
    for (let after = 0; ;) {
      const page = (await this.writer
        .trx(this.table.name)
        .select(['id', idColumn, ...(slugColumn ? [slugColumn] : [])])
        .where('id', '>', after)
        .orderBy('id')
        .limit(20_000)) as Row[];
      for (const row of page) {
        ids.add(String(row[idColumn]));
        if (slugColumn) slugs.add(String(row[slugColumn]));
      }
      if (page.length < 20_000) break;
      after = Number(page[page.length - 1]!.id);
    }
    return { ids, slugs };
  }
}

/**
 * Links documents of a type without drafts (recommendations, videos) to both rows of each
 * target document, as Strapi does, numbering them per target the way Strapi orders the
 * target's side of the relation.
 */
export class RelationWriter {
  private readonly joinTable: JoinTable;
  private readonly columns: string[];
  private readonly order?: string;
  /** Links written so far to each target document, by position. */
  private positions = new Uint32Array(0);

  constructor(
    private readonly writer: BulkWriter,
    table: Table,
    attribute: string,
    private readonly targets: RowIds,
  ) {
    this.joinTable = table.joinTable(attribute);
    const inverse = this.joinTable.inverseJoinColumn;
    if (!inverse) throw new Error(`${table.uid}.${attribute} is not a linked relation`);
    this.order = this.joinTable.inverseOrderColumnName;
    this.columns = [this.joinTable.joinColumn.name, inverse.name, ...(this.order ? [this.order] : [])];
  }

  /** Links each stored document (`rows[i]`) to the target at position `targets[i]`. */
  async link(rows: readonly number[][], targets: readonly number[]): Promise<number> {
    if (this.positions.length < this.targets.length) {
      const grown = new Uint32Array(this.targets.length);
      grown.set(this.positions);
      this.positions = grown;
    }
    const { positions, order } = this;
    const targetRows = this.targets;
    let links = 0;
    function* values(): Generator<Values> {
      for (let i = 0; i < targets.length; i += 1) {
        const target = targets[i]!;
        const position = positions[target]! + 1;
        positions[target] = position;
        for (const fromId of rows[i]!) {
          for (const toId of targetRows.of(target)) {
            links += 1;
            yield order ? [fromId, toId, position] : [fromId, toId];
          }
        }
      }
    }
    await this.writer.insert(this.joinTable.name, this.columns, values());
    return links;
  }
}

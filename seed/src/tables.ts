import type { Core } from '@strapi/strapi';

/** A join table as Strapi's metadata describes it. */
export type JoinTable = {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn?: { name: string };
  inverseOrderColumnName?: string;
  morphColumn?: { idColumn: { name: string }; typeColumn: { name: string } };
};
type AttributeMeta = { type?: string; columnName?: string; joinTable?: JoinTable };
type ModelMeta = { tableName: string; attributes: Record<string, AttributeMeta> };

/** An SQL identifier, quoted for both databases. */
export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** A content type's table and columns, read from Strapi's metadata. */
export class Table {
  readonly name: string;
  private readonly attributes: Record<string, AttributeMeta>;

  constructor(
    strapi: Core.Strapi,
    readonly uid: string,
  ) {
    const meta = strapi.db.metadata.get(uid) as unknown as ModelMeta;
    this.name = meta.tableName;
    this.attributes = meta.attributes;
  }

  column(attribute: string): string {
    const column = this.attributes[attribute]?.columnName;
    if (!column) throw new Error(`${this.uid} has no column for ${attribute}`);
    return column;
  }

  /** A value as the database takes it: JSON as text, since pg would turn a JS array into a PostgreSQL array. */
  encoder(attribute: string): (value: unknown) => unknown {
    return this.attributes[attribute]?.type === 'json'
      ? (value) => (value === null || value === undefined ? null : JSON.stringify(value))
      : (value) => value ?? null;
  }

  joinTable(attribute: string): JoinTable {
    const joinTable = this.attributes[attribute]?.joinTable;
    if (!joinTable) throw new Error(`${this.uid}.${attribute} has no join table`);
    return joinTable;
  }
}

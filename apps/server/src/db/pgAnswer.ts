/**
 * PostgreSQL's answer to one execution of a prepared statement (BindComplete, DataRows,
 * CommandComplete, ReadyForQuery), read straight from the wire bytes into PGlite's result shape.
 * PGlite's own protocol parser turns every message into an object first; for the answers the server
 * gets thousands of times a second that parsing was a tenth of an order's time. Anything else in an
 * answer (an error, a notice, an empty query) is not read here: `readAnswer` says so with null and
 * PGlite's parser reads it instead.
 */

export interface Column {
  readonly name: string;
  readonly dataTypeID: number;
}

export type TypeParsers = Record<
  number | string,
  ((value: string, type: number) => unknown) | undefined
>;

export interface Answer {
  rows: unknown[];
  fields: readonly Column[];
  command: string;
  affectedRows: number;
  rowCount?: number;
}

const decoder = new TextDecoder();

const BIND_COMPLETE = 0x32; // '2'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'

/** The bytes after the first ReadyForQuery: what follows the answer to a BEGIN sent in front. */
export function afterFirstReady(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 5 <= bytes.length; at += 1 + view.getInt32(at + 1)) {
    if (bytes[at] === READY_FOR_QUERY) return bytes.subarray(at + 1 + view.getInt32(at + 1));
  }
  return bytes.subarray(bytes.length);
}

/**
 * The result of one execution as PGlite's `parseResults` gives it (rows through `parsers` by type,
 * as arrays or objects by column name; the command and its counts), or null when the answer holds
 * any other message. `columns` are the statement's, null when it returns no rows.
 */
export function readAnswer(
  bytes: Uint8Array,
  columns: readonly Column[] | null,
  parsers: TypeParsers,
  rowMode: 'array' | 'object' | undefined,
): Answer | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: unknown[] = [];
  let answer: Answer | null = null;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    if (end > bytes.length) return null;
    const start = at + 5;
    if (type === DATA_ROW) {
      if (!columns || answer) return null;
      let p = start;
      const count = view.getInt16(p);
      if (count !== columns.length) return null;
      p += 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        if (length < 0) {
          values[i] = null;
          continue;
        }
        const text = decoder.decode(bytes.subarray(p, p + length));
        p += length;
        const typeId = columns[i]!.dataTypeID;
        const parser = parsers[typeId];
        values[i] = parser ? parser(text, typeId) : text;
      }
      if (rowMode === 'array') rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[columns[i]!.name] = values[i];
        rows.push(row);
      }
    } else if (type === COMMAND_COMPLETE) {
      if (answer) return null;
      const words = decoder.decode(bytes.subarray(start, end - 1)).split(' ');
      const command = words[0]!;
      const counted = parseInt(words[words.length - 1]!, 10);
      const affects = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
      answer = {
        rows,
        fields: columns ?? [],
        command,
        affectedRows: affects ? counted : 0,
        ...(Number.isNaN(counted) ? {} : { rowCount: counted }),
      };
    } else if (type !== BIND_COMPLETE && type !== READY_FOR_QUERY) {
      return null;
    }
    at = end;
  }
  return at === bytes.length ? answer : null;
}

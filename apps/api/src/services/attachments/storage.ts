/**
 * Where the bytes of attachments live. The database is the one storage so far (docs/decisions/0054):
 * every instance reads it and every backup holds it. An object store would be a second
 * implementation of this interface, named in `attachments.storage`.
 */
export interface FileStorage {
  /** Its name in `attachments.storage`. */
  readonly name: string;
  /** Stores the pieces in order as they come; whatever is stored is removed again if this throws. */
  write(id: string, pieces: AsyncIterable<Buffer>): Promise<void>;
  /** The whole file, piece by piece, without holding it in memory. */
  read(id: string): AsyncIterable<Buffer>;
  /** The bytes from `start` (inclusive) to `end` (exclusive), e.g. a zip's directory at its end. */
  readRange(id: string, start: number, end: number): Promise<Buffer>;
  remove(id: string): Promise<void>;
}

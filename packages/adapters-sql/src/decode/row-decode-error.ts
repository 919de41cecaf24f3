/**
 * A row whose JSON column does not hold what the code wrote there: a defect of the data (or of a
 * migration), never an answer to a caller. It names the table, the row and the paths that failed,
 * so the row can be found and fixed; the JSON itself is not quoted (it may hold personal data).
 */
export class RowDecodeError extends Error {
  readonly _tag = 'RowDecodeError';
  constructor(
    readonly table: string,
    readonly id: string,
    readonly paths: readonly string[],
  ) {
    super(`${table} row ${id} does not decode: ${paths.join('; ')}`);
    this.name = 'RowDecodeError';
  }
}

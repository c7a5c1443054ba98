import { MAX_IMPORT_CELLS, MAX_IMPORT_ROWS, SheetRefused } from './import-limits';

/** A filled row of an uploaded sheet: `n` is its number as the curator sees it (1 = the first). */
export interface SheetRow {
  n: number;
  cells: string[];
}

/**
 * Collects the filled rows of a sheet as a reader finds them, and stops the read as soon as
 * the rows (past the header) or the filled cells pass their limits.
 */
export function rowCounter() {
  const rows: SheetRow[] = [];
  let filledCells = 0;
  let ordered = true;
  return {
    /** One more filled cell (counted as read, before its row is complete). */
    cell() {
      if (++filledCells > MAX_IMPORT_CELLS) throw new SheetRefused('import.limit.cells', { max: MAX_IMPORT_CELLS });
    },
    row(n: number, cells: string[]) {
      if (!cells.some((c) => c.trim() !== '')) return;
      // The first filled row is the header.
      if (rows.length > MAX_IMPORT_ROWS) throw new SheetRefused('import.tooManyRows', { max: MAX_IMPORT_ROWS }, false);
      if (rows.length > 0 && rows[rows.length - 1]!.n > n) ordered = false;
      rows.push({ n, cells });
    },
    done(): SheetRow[] {
      return ordered ? rows : rows.sort((a, b) => a.n - b.n);
    },
  };
}

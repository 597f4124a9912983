/** Table rows of the contract pages (ContractPage.astro tiers and PayoutsCard.astro), one text a cell. */
export function tableRow(...cells: string[]): HTMLTableRowElement {
  const tr = document.createElement('tr');
  for (const text of cells) {
    const td = document.createElement('td');
    td.textContent = text;
    tr.append(td);
  }
  return tr;
}

/** The payout rows, or one row across the table saying there are none yet. */
export function payoutRows(rows: readonly (readonly string[])[], noPayouts: string): HTMLTableRowElement[] {
  if (rows.length > 0) return rows.map((cells) => tableRow(...cells));
  const none = tableRow(noPayouts);
  none.cells[0]!.colSpan = 3;
  return [none];
}

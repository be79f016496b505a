/** A document ready for the index: its id, owner, sort date and the hit it gives. */
export interface IndexedDocument {
  id: string;
  customerId: number | null;
  updatedAt: Date | null;
  document: Record<string, unknown>;
}

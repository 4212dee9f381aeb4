/** What a create mutation hook answers: the new record's database id, or the errors to show. */
export interface CreateResult {
  id: number | null;
  errors: readonly { field: string | null | undefined; message: string }[];
}

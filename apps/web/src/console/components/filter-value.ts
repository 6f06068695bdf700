// The value of one equality filter among refine's current filters.
import type { CrudFilter } from '@refinedev/core';

export const filterValue = (filters: CrudFilter[], field: string): string | undefined => {
  const found = filters.find((f) => 'field' in f && f.field === field);
  return found?.value === undefined || found.value === null ? undefined : String(found.value);
};

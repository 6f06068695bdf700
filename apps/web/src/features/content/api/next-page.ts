// Lists of content come a page at a time; "show more" asks for the next page.

/** The page after `last`, or undefined when every row has been fetched. */
export function nextPageOf(last: { page: number; pageSize: number; total: number }): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** Spec §9: a next page exists while the current page is below `_metadata.totalPage`. */
export function nextPageAfter(page: number, totalPage: number): number | undefined {
  return page < totalPage ? page + 1 : undefined;
}

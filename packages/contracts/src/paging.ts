/** The paged envelope of every list the API answers (decisions.md §2); `pageSize=-1` asks for all rows. */
export interface Paged<T> {
  data: T[];
  currentPage: number;
  pageSize: number;
  totalItem: number;
  totalPage: number;
}

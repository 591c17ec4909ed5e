import { Box, Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { tr } from '../i18n/i18nProvider';

/** Up to three neighbouring page numbers around the current one, the window kept inside 1..last. */
export function pageWindow(page: number, lastPage: number): number[] {
  if (lastPage <= 1) return lastPage === 1 ? [1] : [];
  const start = Math.max(1, Math.min(page - 1, lastPage - 2));
  const end = Math.min(lastPage, start + 2);
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) pages.push(p);
  return pages;
}

/** Previous / next and the neighbouring page numbers (platform-administration.md §2.3). */
export const ListPagination = () => {
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || !total) return null;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  if (lastPage <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={tr('portal.ui.pagination')}
      sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', p: 1.5, flexWrap: 'wrap' }}
    >
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {tr('portal.ui.previous')}
      </Button>
      {pageWindow(page, lastPage).map((p) => (
        <Button
          key={p}
          size="small"
          variant={p === page ? 'contained' : 'text'}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => setPage(p)}
          sx={{ minWidth: 36 }}
        >
          {p}
        </Button>
      ))}
      <Button size="small" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
        {tr('portal.ui.next')}
      </Button>
    </Box>
  );
};

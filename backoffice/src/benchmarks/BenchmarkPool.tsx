import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { BenchmarkPoolDto, BenchmarkPoolRow, InquiryTypeDto } from '@portal/contracts';
import { PageHeader } from '../common/PageHeader';
import { errorText, useToast } from '../common/useToast';
import { getBenchmarkPool, setBenchmarkExclusion } from './benchmarkMethods';

/**
 * The benchmark pool per inquiry type (super admin; docs/features/rounds-and-benchmarks.md): every organisation with published results of the type,
 * whether it counts, declined or is excluded, and whether it is in the released pool. One card per organisation,
 * so nothing is cut on a phone.
 */
export const BenchmarkPool = () => {
  const translate = useTranslate();
  const toast = useToast();
  const types = useGetList<InquiryTypeDto & { id: number }>('inquiry-types', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [chosenTypeId, setTypeId] = useState<number | ''>('');
  // Until the operator picks one, the pool shown is the first inquiry type's.
  const typeId = chosenTypeId === '' && types.data?.length ? Number(types.data[0].id) : chosenTypeId;
  const [pool, setPool] = useState<BenchmarkPoolDto | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(() => {
    if (typeId === '') return;
    getBenchmarkPool(typeId)
      .then((p) => {
        setPool(p);
        setFailed(null);
      })
      .catch((e) => setFailed(errorText(e)));
  }, [typeId]);
  useEffect(load, [load]);

  const toggle = async (row: BenchmarkPoolRow) => {
    setBusy(row.CustomerId);
    try {
      await setBenchmarkExclusion(row.CustomerId, !row.Excluded);
      toast.success(
        translate(row.Excluded ? 'portal.benchmarks.included' : 'portal.benchmarks.excluded', {
          name: row.CustomerName,
        }),
      );
      load();
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title={translate('portal.benchmarks.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('portal.benchmarks.intro')}
      </Typography>
      <FormControl size="small" sx={{ minWidth: 260, maxWidth: '100%', mb: 2 }}>
        <InputLabel id="benchmark-type">{translate('portal.benchmarks.inquiryType')}</InputLabel>
        <Select
          labelId="benchmark-type"
          label={translate('portal.benchmarks.inquiryType')}
          value={typeId}
          onChange={(e) => setTypeId(Number(e.target.value))}
        >
          {(types.data ?? []).map((t) => (
            <MenuItem key={t.id} value={Number(t.id)}>
              {t.InqType}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {failed && <Alert severity="error">{failed}</Alert>}
      {pool && (
        <>
          <Alert severity={pool.ReleasedOrgCount >= pool.MinOrgs ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {pool.ReleasedOrgCount >= pool.MinOrgs
              ? translate('portal.benchmarks.released', {
                  count: pool.ReleasedOrgCount,
                  pending: pool.PendingChanges,
                  min: pool.MinOrgs,
                })
              : translate('portal.benchmarks.notReleased', {
                  min: pool.MinOrgs,
                  count: pool.Rows.filter((r) => r.Counts).length,
                })}
          </Alert>
          {pool.Rows.length === 0 && <Typography>{translate('portal.benchmarks.none')}</Typography>}
          <Stack spacing={1.5}>
            {pool.Rows.map((row) => (
              <Card key={row.CustomerId} variant="outlined">
                <CardContent
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1.5,
                    alignItems: 'center',
                    justifyContent: 'space-between',
                  }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                      {row.CustomerName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate('portal.benchmarks.forms', { count: row.Forms })}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={row.Counts ? 'success' : 'default'}
                        label={translate(row.Counts ? 'portal.benchmarks.counts' : 'portal.benchmarks.notCounted')}
                      />
                      {row.InRelease && (
                        <Chip size="small" variant="outlined" label={translate('portal.benchmarks.inRelease')} />
                      )}
                      {!row.ContributesToBenchmarks && (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="warning"
                          label={translate('portal.benchmarks.declined')}
                        />
                      )}
                      {row.Excluded && (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="error"
                          label={translate('portal.benchmarks.excludedChip')}
                        />
                      )}
                    </Box>
                  </Box>
                  <Button
                    variant={row.Excluded ? 'contained' : 'outlined'}
                    size="small"
                    disabled={busy === row.CustomerId}
                    onClick={() => toggle(row)}
                    aria-label={`${translate(row.Excluded ? 'portal.benchmarks.include' : 'portal.benchmarks.exclude')}: ${row.CustomerName}`}
                  >
                    {translate(row.Excluded ? 'portal.benchmarks.include' : 'portal.benchmarks.exclude')}
                  </Button>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </>
  );
};

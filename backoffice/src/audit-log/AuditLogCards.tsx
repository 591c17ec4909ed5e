import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useListContext } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { AuditLogDetail } from './AuditLogDetail';
import { AuditActionName, auditActionLabel } from './auditActions';
import { auditActor, auditOrganisation, auditWhen, type AuditRow } from './format';
import { tr } from '../i18n/i18nProvider';

/** The narrow-screen list: one card per event, its details on tap (no table cut off at 390 px). */
export const AuditLogCards = ({ names }: { names: ReadonlyMap<number, string> }) => {
  const { data, isPending } = useListContext<AuditRow>();
  if (isPending) return null;
  if (!data?.length) return <EmptyList />;
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 1, m: 0 }} spacing={1} aria-label={tr('portal.ui.auditEvents')}>
      {data.map((row) => (
        <li key={row.id}>
          <Accordion
            disableGutters
            variant="outlined"
            slotProps={{
              transition: { unmountOnExit: true },
              // Each card's summary is a heading (MUI's default h3); under the page's h1 it is the second level.
              heading: { component: 'h2' },
            }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-label={tr('portal.ui.actionDetails', { action: auditActionLabel(row.Action) })}
            >
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <AuditActionName code={row.Action} />
                  {row.Outcome === 'refused' && <Chip size="small" color="warning" label={row.Status ?? 'refused'} />}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {auditWhen(row)}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {[auditActor(row), auditOrganisation(row.CustomerId, names), row.Ip].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <AuditLogDetail record={row} organisation={auditOrganisation(row.CustomerId, names)} />
            </AccordionDetails>
          </Accordion>
        </li>
      ))}
    </Stack>
  );
};

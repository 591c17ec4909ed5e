import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState } from 'react-admin';
import { formatDate } from '@portal/contracts';
import { useNarrowList } from '../common/ListPage';
import { tr } from '../i18n/i18nProvider';
import { RevokeShareDialog } from './RevokeShareDialog';
import type { ReportShare } from './shareMethods';

/** Shown name of an address: the directory's name for it when known. */
export type NameOf = (email: string) => string;

const scopeText = (share: ReportShare, nameOf: NameOf) =>
  share.Scope === 'Team' && share.ManagerEmail
    ? tr('portal.managers.teamOf', { manager: nameOf(share.ManagerEmail) })
    : tr('portal.managers.scopeOrganisation');

const Person = ({ email, nameOf }: { email: string; nameOf: NameOf }) => {
  const name = nameOf(email);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {name !== email && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
      )}
    </Box>
  );
};

/**
 * The open shares: the person, what they read (whose team, or the organisation), since when; with `manage` a revoke
 * button per share that asks first, naming the person. A table, cards on a phone.
 */
export const ShareList = ({
  shares,
  nameOf,
  manage,
  busy,
  onRevoke,
}: {
  shares: ReportShare[];
  nameOf: NameOf;
  manage: boolean;
  busy: boolean;
  onRevoke: (share: ReportShare) => Promise<unknown>;
}) => {
  const narrow = useNarrowList();
  const [locale] = useLocaleState();
  const [asking, setAsking] = useState<ReportShare | null>(null);
  if (!shares.length) return <Typography>{tr('portal.managers.noShares')}</Typography>;

  const revokeButton = (share: ReportShare) =>
    manage && (
      <Button
        size="small"
        color="error"
        aria-label={tr('portal.managers.revokeNamed', { name: nameOf(share.Email) })}
        onClick={() => setAsking(share)}
      >
        {tr('portal.managers.revoke')}
      </Button>
    );

  return (
    <>
      {narrow ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shares.map((share) => (
            <Card component="li" variant="outlined" key={share.Id}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Person email={share.Email} nameOf={nameOf} />
                <Typography variant="body2">{scopeText(share, nameOf)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {tr('portal.managers.sharedAt')} {formatDate(share.CreatedAt, locale)}
                  {share.SharedBy && ` ${tr('portal.managers.sharedBy', { name: share.SharedBy })}`}
                </Typography>
                <Box>{revokeButton(share)}</Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{tr('portal.managers.person')}</TableCell>
              <TableCell>{tr('portal.managers.scope')}</TableCell>
              <TableCell>{tr('portal.managers.sharedAt')}</TableCell>
              {manage && <TableCell>{tr('portal.ui.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {shares.map((share) => (
              <TableRow key={share.Id}>
                <TableCell>
                  <Person email={share.Email} nameOf={nameOf} />
                </TableCell>
                <TableCell>{scopeText(share, nameOf)}</TableCell>
                <TableCell>
                  {formatDate(share.CreatedAt, locale)}
                  {share.SharedBy && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {tr('portal.managers.sharedBy', { name: share.SharedBy })}
                    </Typography>
                  )}
                </TableCell>
                {manage && <TableCell>{revokeButton(share)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {asking && (
        <RevokeShareDialog
          name={nameOf(asking.Email)}
          busy={busy}
          onClose={() => setAsking(null)}
          onConfirm={() => void onRevoke(asking).finally(() => setAsking(null))}
        />
      )}
    </>
  );
};

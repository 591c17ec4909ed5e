import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../common/PageHeader';
import { useAppPath } from '../common/useAppPath';
import { errorText } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { getPeopleHierarchy, managerIds } from './hierarchyMethods';
import { HierarchyTree } from './HierarchyTree';
import { PEOPLE } from './paths';

/** The directory's reporting hierarchy: the people at the top open, everyone below one click away. */
export const PeopleHierarchy = () => {
  const path = useAppPath();
  const hierarchy = useQuery({ queryKey: ['people', 'hierarchy'], queryFn: getPeopleHierarchy });
  const [open, setOpen] = useState<Set<number> | null>(null);
  const roots = hierarchy.data?.Roots ?? [];
  // Until someone clicks, the people at the top show their direct reports.
  const shown = open ?? new Set(roots.map((r) => r.Id));
  const toggle = (id: number) => {
    const next = new Set(shown);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <PageHeader
        title={tr('portal.managers.hierarchyTitle')}
        actions={
          <Button component={Link} to={path(PEOPLE)} size="small">
            {tr('portal.managers.backToPeople')}
          </Button>
        }
      />
      {hierarchy.isPending && <CircularProgress aria-label={tr('portal.managers.hierarchyTitle')} />}
      {hierarchy.isError && <Alert severity="error">{errorText(hierarchy.error)}</Alert>}
      {hierarchy.data && (
        <Card variant="outlined">
          <CardContent>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {tr('portal.managers.hierarchyIntro', { smart_count: hierarchy.data.People })}
              </Typography>
              <Button size="small" onClick={() => setOpen(new Set(managerIds(roots)))}>
                {tr('portal.managers.expandAll')}
              </Button>
              <Button size="small" onClick={() => setOpen(new Set())}>
                {tr('portal.managers.collapseAll')}
              </Button>
            </Box>
            {roots.length ? (
              <HierarchyTree nodes={roots} open={shown} toggle={toggle} />
            ) : (
              <Typography>{tr('portal.managers.hierarchyEmpty')}</Typography>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

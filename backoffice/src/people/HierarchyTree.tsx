import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import { tr } from '../i18n/i18nProvider';
import { personName, type HierarchyNode } from './hierarchyMethods';

// Each level is indented by this much, at most MAX_INDENT levels deep, so a deep chain never pushes the list sideways
// at 390 px; the chevrons and the counts still say who reports to whom.
const INDENT_PX = 16;
const MAX_INDENT = 6;

interface TreeProps {
  nodes: HierarchyNode[];
  open: Set<number>;
  toggle: (id: number) => void;
  depth?: number;
}

/**
 * The reporting hierarchy as nested lists. Each manager has a disclosure button (a native button: Tab to reach it,
 * Enter or Space to open it) that names them and says whether their reports are shown.
 */
export const HierarchyTree = ({ nodes, open, toggle, depth = 0 }: TreeProps) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: depth && depth <= MAX_INDENT ? `${INDENT_PX}px` : 0 }}>
    {nodes.map((node) => {
      const name = personName(node);
      const expanded = open.has(node.Id);
      const listId = `reports-of-${node.Id}`;
      return (
        <Box component="li" key={node.Id} sx={{ borderLeft: depth ? 1 : 0, borderColor: 'divider' }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              py: 0.5,
              pl: depth ? 0.5 : 0,
              minWidth: 0,
            }}
          >
            {node.Reports.length ? (
              <IconButton
                size="small"
                aria-expanded={expanded}
                aria-controls={expanded ? listId : undefined}
                aria-label={tr(expanded ? 'portal.managers.collapse' : 'portal.managers.expand', { name })}
                onClick={() => toggle(node.Id)}
              >
                {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </IconButton>
            ) : (
              <Box sx={{ width: 34, flexShrink: 0 }} aria-hidden />
            )}
            <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: node.Reports.length ? 600 : 400, overflowWrap: 'anywhere' }}
              >
                {name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', display: 'block' }}>
                {node.Email}
              </Typography>
            </Box>
            {node.Reports.length > 0 && (
              <Chip
                size="small"
                variant="outlined"
                label={tr('portal.managers.directReports', { smart_count: node.Reports.length })}
                sx={{ flexShrink: 0 }}
              />
            )}
          </Box>
          {expanded && (
            <Box id={listId}>
              <HierarchyTree nodes={node.Reports} open={open} toggle={toggle} depth={depth + 1} />
            </Box>
          )}
        </Box>
      );
    })}
  </Box>
);

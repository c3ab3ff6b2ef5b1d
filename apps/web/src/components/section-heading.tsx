import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';

/** A section title with an optional 'View all' link at the end of the line. */
export function SectionHeading({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}
    >
      <Box>
        <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {link && (
        <Button
          component={RouterLink}
          to={link.to}
          endIcon={
            <ArrowForwardIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          }
        >
          {link.label}
        </Button>
      )}
    </Box>
  );
}

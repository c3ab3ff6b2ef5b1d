import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

type Days = { from?: string | undefined; to?: string | undefined };

/**
 * The custom date preset's own days (SPEC §9) under a list's filters, across their whole grid:
 * a from and a to date field, each kept in the URL by the caller (`YYYY-MM-DD`, the viewer's days).
 */
export function CustomDateFields({
  days,
  labels,
  onChange,
  testIdPrefix,
}: {
  days: Days;
  labels: { from: string; to: string };
  onChange: (change: Days) => void;
  testIdPrefix: string;
}) {
  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(160px, 220px))' },
        gap: 2,
      }}
    >
      {(['from', 'to'] as const).map((end) => (
        <TextField
          key={end}
          type="date"
          size="small"
          label={labels[end]}
          value={days[end] ?? ''}
          onChange={(event) => onChange({ [end]: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${testIdPrefix}-${end}` } }}
        />
      ))}
    </Box>
  );
}

import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { listPageSizes } from '../../lib/use-list-search.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { QueryError } from '../query-error.tsx';
import { CatalogPagination } from './list-pagination.tsx';
import { ScrollingTableContainer } from './scrolling-table-container.tsx';

type Breakpoint = 'sm' | 'md' | 'lg';

export type DataListColumn<Row, SortKey extends string = string> = {
  header: string;
  /** Left out when false: a feature the brand does without, or actions the administrator's role may not take. */
  shown?: boolean;
  /** The header is for screen readers only (a column of row actions). */
  headerHidden?: boolean;
  /** The row's cell; `index` is the row's place in the rows shown. */
  cell: (row: Row, index: number) => ReactNode;
  /** The list's sort field this column's header sorts by, when it sorts. */
  sortKey?: SortKey;
  align?: 'right';
  /** The column is left out below this width; `phone` then carries what matters of it. */
  hiddenBelow?: Breakpoint;
  /** The cell's own layout (a width, no wrapping). */
  sx?: SxProps<Theme>;
};

/** The list state the table reads and changes: paging always, a sort when its headers sort. */
type ListState<SortKey extends string> = { page: number; limit: number; sort?: SortKey; order?: 'asc' | 'desc' };

/** The query the rows come from; while it shows the previous page's rows (`placeholderData`) they are dimmed. */
type ListQuery = { isPending: boolean; isError: boolean; isPlaceholderData?: boolean; refetch: () => unknown };

type CommonProps<Row, SortKey extends string> = {
  /** The table's accessible name. */
  label: string;
  columns: DataListColumn<Row, SortKey>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  rowTestId?: string | ((row: Row) => string);
  /** A row that opens a record in place (a drawer) rather than linking to it; with the row's accessible name. */
  rowOpen?: { onOpen: (row: Row) => void; label: string };
  /** More of a row's own props: a list reordered by dragging gives each row its drag handlers and look. */
  rowProps?: (row: Row, index: number) => Omit<TableRowProps, 'children'>;
  /** Lines shown on phones under the first cell shown there, in place of the columns hidden there. */
  phone?: (row: Row) => ReactNode;
  /** What an empty list says; SPEC §8 'No Data Found' when left out. */
  emptyText?: string;
  size?: 'small' | 'medium';
  /** Rows picked for a bulk action, by `rowKey`: a column of checkboxes comes first. */
  selection?: RowSelection<Row>;
};

/** A list of pages: paging under the table, and headers that sort where a column says how. */
type PagedProps<SortKey extends string> = {
  paged?: true;
  total: number;
  state: NoInfer<ListState<SortKey>>;
  // A method, so a page's setter of its own fuller state fits.
  onChange(change: Partial<ListState<SortKey>>): void;
  query: ListQuery;
  /** The page sizes offered (`listPageSizes` when left out); with one, none is offered. */
  pageSizes?: readonly number[];
};

/**
 * The rows as given, with no paging and no sort under the table: a short list on another record's
 * page, or one its section pages itself. Without `query` the rows are already loaded (they came with
 * the record).
 */
type WholeProps = { paged: false; query?: ListQuery };

type Props<Row, SortKey extends string> = CommonProps<Row, SortKey> & (PagedProps<SortKey> | WholeProps);

export type RowSelection<Row> = {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The accessible names of the header's checkbox (every row shown) and of a row's. */
  allLabel: string;
  rowLabel: (row: Row) => string;
};

const hiddenBelow = (from: Breakpoint | undefined) => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : {});
const phoneOnly = { display: { xs: 'block', sm: 'none' } };
const skeletonRows = 5;
const loaded: ListQuery = { isPending: false, isError: false, refetch: () => undefined };

/**
 * The back office's lists (SPEC §2 /cms/…): a table with sortable headers, paging in the list's
 * URL, skeleton rows while loading, the empty and error states of SPEC §8, and at phone width the
 * first cell shown there carrying what the hidden columns said; columns that still do not fit scroll, and
 * show it.
 */
export function DataList<Row, SortKey extends string = string>(props: Props<Row, SortKey>) {
  const {
    label,
    columns: allColumns,
    rows,
    rowKey,
    rowTestId,
    rowOpen,
    rowProps,
    phone,
    emptyText,
    size,
    selection,
  } = props;
  const paging = props.paged === false ? null : props;
  const query = props.query ?? loaded;
  const state = paging?.state;
  const { t } = useTranslation();
  const columns = allColumns.filter((column) => column.shown !== false);
  const loading = query.isPending;
  const failed = !loading && query.isError;
  const empty = !loading && !failed && rows.length === 0;
  // A column hidden on phones (a thumbnail) may come first; the phone lines go under the first one left.
  const phoneColumn = columns.findIndex((column) => !column.hiddenBelow);

  const header = (column: DataListColumn<Row, SortKey>) => {
    if (column.headerHidden) {
      return (
        <Box component="span" sx={visuallyHidden}>
          {column.header}
        </Box>
      );
    }
    if (!column.sortKey || !paging) return column.header;
    const { state, onChange } = paging;
    const active = state.sort === column.sortKey;
    return (
      <TableSortLabel
        active={active}
        direction={active ? state.order : 'desc'}
        onClick={() => onChange({ sort: column.sortKey, order: active && state.order === 'desc' ? 'asc' : 'desc' })}
        aria-label={t('cms.lists.sortBy', { column: column.header })}
      >
        {column.header}
      </TableSortLabel>
    );
  };
  const ariaSort = (column: DataListColumn<Row, SortKey>) =>
    column.sortKey && state?.sort === column.sortKey ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined;
  const cellSx = (column: DataListColumn<Row, SortKey>) => [hiddenBelow(column.hiddenBelow), column.sx ?? {}].flat();
  const shownKeys = loading || failed ? [] : rows.map(rowKey);
  const shownSelected = shownKeys.filter((key) => selection?.selected.has(key)).length;
  const toggleAll = () => {
    if (!selection) return;
    // Every row shown already selected: the header's box clears them; otherwise it adds them all.
    const clear = shownSelected === shownKeys.length;
    const next = new Set(selection.selected);
    shownKeys.forEach((key) => (clear ? next.delete(key) : next.add(key)));
    selection.onChange(next);
  };
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (!next.delete(key)) next.add(key);
    selection.onChange(next);
  };
  // Narrower on phones, where the few columns left must still fit beside it.
  const checkboxCell = { width: { xs: 36, sm: 48 }, paddingInlineStart: { xs: 0, sm: 0.5 } };
  const checkboxSx = { p: { xs: 0.75, sm: 1 } };
  const span = columns.length + (selection ? 1 : 0);

  return (
    <>
      <ScrollingTableContainer label={label}>
        <Table size={size} aria-label={label} aria-busy={loading || undefined}>
          <TableHead>
            <TableRow>
              {selection ? (
                <TableCell padding="checkbox" sx={checkboxCell}>
                  <Checkbox
                    checked={shownKeys.length > 0 && shownSelected === shownKeys.length}
                    indeterminate={shownSelected > 0 && shownSelected < shownKeys.length}
                    disabled={shownKeys.length === 0}
                    onChange={toggleAll}
                    sx={checkboxSx}
                    slotProps={{ input: { 'aria-label': selection.allLabel } }}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.align}
                  aria-sort={ariaSort(column)}
                  sx={hiddenBelow(column.hiddenBelow)}
                >
                  {header(column)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {loading
              ? Array.from({ length: Math.min(state?.limit ?? skeletonRows, skeletonRows) }, (_, index) => (
                  <TableRow key={index} aria-hidden>
                    {selection ? <TableCell padding="checkbox" /> : null}
                    {columns.map((column) => (
                      <TableCell key={column.header} sx={hiddenBelow(column.hiddenBelow)}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
            {failed || empty ? (
              <TableRow>
                <TableCell colSpan={span} sx={{ py: failed ? 2 : 6 }}>
                  {failed ? (
                    <QueryError onRetry={() => void query.refetch()} />
                  ) : (
                    <Box
                      sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}
                      data-testid="empty-state"
                    >
                      <InboxIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
                      <Typography variant="h6" component="p">
                        {emptyText ?? t('emptyState.noData')}
                      </Typography>
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ) : null}
            {loading || failed
              ? null
              : rows.map((row, index) => (
                  <TableRow
                    key={rowKey(row)}
                    hover
                    selected={selection?.selected.has(rowKey(row)) ?? false}
                    data-testid={typeof rowTestId === 'function' ? rowTestId(row) : rowTestId}
                    {...(rowOpen && {
                      tabIndex: 0,
                      onClick: () => rowOpen.onOpen(row),
                      onKeyDown: (event: KeyboardEvent) => {
                        if (event.key !== 'Enter' && event.key !== ' ') return;
                        event.preventDefault();
                        rowOpen.onOpen(row);
                      },
                      'aria-label': rowOpen.label,
                      sx: { cursor: 'pointer' },
                    })}
                    {...rowProps?.(row, index)}
                  >
                    {selection ? (
                      <TableCell padding="checkbox" sx={checkboxCell} onClick={(event) => event.stopPropagation()}>
                        <Checkbox
                          checked={selection.selected.has(rowKey(row))}
                          onChange={() => toggle(rowKey(row))}
                          sx={checkboxSx}
                          slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                        />
                      </TableCell>
                    ) : null}
                    {columns.map((column, columnIndex) => (
                      <TableCell key={column.header} align={column.align} sx={cellSx(column)}>
                        {column.cell(row, index)}
                        {columnIndex === phoneColumn && phone ? (
                          <Typography component="div" variant="body2" color="text.secondary" sx={phoneOnly}>
                            {phone(row)}
                          </Typography>
                        ) : null}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </ScrollingTableContainer>
      {paging ? (
        <CatalogPagination
          total={paging.total}
          page={paging.state.page}
          limit={paging.state.limit}
          pageSizes={paging.pageSizes ?? listPageSizes}
          onPage={(page) => paging.onChange({ page })}
          onLimit={(limit) => paging.onChange({ limit })}
        />
      ) : null}
    </>
  );
}

import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../../api/client.ts';
import { RecordLoadError } from '../../../components/record-load-error.tsx';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { DestructiveConfirmDialog } from '../../../components/destructive-confirm-dialog.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { OrdersTable } from '../../../components/cms/orders-table.tsx';
import { TransactionsTable } from '../../../components/cms/transactions-table.tsx';
import {
  useCmsCustomer,
  useCustomerOrders,
  useCustomerTransactions,
  useSetCustomerStatus,
  type CustomerRef,
} from '../api/customers.ts';
import { CustomerStatusChip } from '../../../components/cms/customer-status-chip.tsx';
import { useCanWrite } from '../../../api/auth/admin-session.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The customer's latest orders and payment transactions, from the admin lists filtered to it. */
function CustomerOrders({ customer }: { customer: CustomerRef }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const orders = useCustomerOrders(customer);
  const transactions = useCustomerTransactions(customer);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Section title={t('customers.profile.orders')}>
        <OrdersTable orders={orders.data?.data ?? []} query={orders} hideCustomer />
        {(orders.data?.meta.total ?? 0) > 0 && (
          <Link
            component={RouterLink}
            to={paths.cms.orders({ customer: `${customer.kind}:${customer.id}` })}
            sx={{ display: 'inline-block', mt: 1.5 }}
          >
            {t('customers.profile.allOrders')}
          </Link>
        )}
      </Section>
      <Section title={t('customers.profile.transactions')}>
        <TransactionsTable
          transactions={transactions.data?.data ?? []}
          loading={transactions.isPending}
          error={transactions.isError}
          onRetry={() => void transactions.refetch()}
          hideCustomer
        />
      </Section>
    </Box>
  );
}

/** SPEC §2 /cms/customers/{id}: details, totals, latest orders and transactions, discounts used; block or activate. */
export function CustomerProfilePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const notify = useAlert();
  const customer = useCmsCustomer(id);
  const setStatus = useSetCustomerStatus(id);
  const [confirming, setConfirming] = useState(false);
  // A role that may only read sees the customer, and neither blocks nor activates them (DESIGN §Operations).
  const writable = useCanWrite('customers');

  if (customer.isPending) return <CircularProgress aria-label={t('customers.title')} />;
  if (customer.isError) return <RecordLoadError error={customer.error} onRetry={() => void customer.refetch()} />;
  const profile = customer.data.data;
  const blocking = profile.status === 'active';
  const next = blocking ? 'blocked' : 'active';
  const none = <Typography color="text.secondary">{t('customers.profile.none')}</Typography>;

  return (
    <>
      <PageHeader
        title={profile.name}
        subtitle={<CustomerStatusChip status={profile.status} />}
        breadcrumbs={[{ label: t('customers.title'), to: paths.cms.customers() }, { label: profile.name }]}
        actions={
          writable && (
            <Button variant="contained" color={blocking ? 'error' : 'primary'} onClick={() => setConfirming(true)}>
              {t(blocking ? 'customers.profile.block' : 'customers.profile.activate')}
            </Button>
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Section title={t('customers.profile.details')}>
          <DetailList
            rows={[
              { label: t('customers.fields.kind'), value: t(`customers.kinds.${profile.kind}`) },
              { label: t('customers.fields.username'), value: <span dir="ltr">{profile.username}</span> },
              { label: t('customers.fields.email'), value: <span dir="ltr">{profile.email}</span> },
              { label: t('customers.fields.organization'), value: profile.organization },
              ...(profile.tenantId
                ? [{ label: t('customers.fields.tenantId'), value: <span dir="ltr">{profile.tenantId}</span> }]
                : []),
              { label: t('customers.fields.phone'), value: <span dir="ltr">{profile.phone ?? '—'}</span> },
              { label: t('customers.fields.city'), value: profile.city ?? '—' },
              { label: t('customers.fields.country'), value: profile.country ?? '—' },
              { label: t('customers.fields.createdAt'), value: format.date(profile.createdAt) },
            ]}
          />
        </Section>
        <Section title={t('customers.profile.totals')}>
          <DetailList
            rows={[
              { label: t('customers.fields.ordersCount'), value: format.number(profile.totals.orders) },
              {
                label: t('customers.fields.spent'),
                value: profile.totals.spent.length
                  ? profile.totals.spent.map((entry) => format.price(entry.amount, entry.currency)).join(' · ')
                  : format.number(0),
              },
            ]}
          />
        </Section>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <CustomerOrders customer={{ kind: profile.kind, id: profile.id }} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Section title={t('customers.profile.discounts')}>
            {profile.discounts.length === 0 ? (
              none
            ) : (
              <TableContainer>
                <Table size="small" aria-label={t('customers.profile.discounts')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('customers.profile.code')}</TableCell>
                      <TableCell>{t('customers.profile.orderId')}</TableCell>
                      <TableCell>{t('customers.profile.amount')}</TableCell>
                      <TableCell>{t('customers.profile.usedAt')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {profile.discounts.map((use) => (
                      <TableRow key={`${use.discountId}-${use.orderId}`}>
                        <TableCell>
                          <span dir="ltr">{use.code}</span>
                          {use.released && (
                            <Chip size="small" sx={{ marginInlineStart: 1 }} label={t('customers.profile.released')} />
                          )}
                        </TableCell>
                        <TableCell>
                          <Link component={RouterLink} to={paths.cms.order(use.orderId)}>
                            #{format.digits(use.orderNumber ?? '—')}
                          </Link>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.price(use.amount, use.currency)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(use.usedAt)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Section>
        </Box>
      </Box>
      <DestructiveConfirmDialog
        open={confirming}
        title={t(blocking ? 'customers.profile.blockTitle' : 'customers.profile.activateTitle')}
        type={t('customers.profile.customerType')}
        value={profile.username}
        prompt={t(blocking ? 'customers.profile.blockPrompt' : 'customers.profile.activatePrompt')}
        confirmLabel={t(blocking ? 'customers.profile.block' : 'customers.profile.activate')}
        pending={setStatus.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          setStatus.mutate(next, {
            onSuccess: () => {
              setConfirming(false);
              notify({
                type: 'success',
                message: t(blocking ? 'customers.profile.blocked' : 'customers.profile.activated'),
              });
            },
            onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
          })
        }
      />
    </>
  );
}

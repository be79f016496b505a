import { ApiRequestError, apiRoutes } from '@maatwerk/contract';
import { provider } from '@maatwerk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '~/components/app-link.tsx';
import { api } from '~/lib/api-client.ts';
import { clientStore } from '~/lib/client-store.ts';
import { downloadWithToken } from '~/lib/download-with-token.ts';
import { BusyButton } from './busy-button.tsx';
import { StatementView } from './statement-view.tsx';

const downloadStatementPdf = (date: string) =>
  downloadWithToken({
    path: apiRoutes.downloadStatementPdf.path,
    token: clientStore.getState().loginCode,
    accept: 'application/pdf',
    filename: `rekeningoverzicht-${date}.pdf`,
    what: 'Het rekeningoverzicht',
  });

/** The rekeningoverzicht: what is open on the account, the credit and the total due; with a PDF. */
export const StatementPage = () => {
  const statement = useQuery({
    queryKey: ['statement'],
    queryFn: () => api(apiRoutes.getStatement, {}),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });
  return (
    <>
      <p>
        <AppLink to="/klantenportaal/facturen">← Facturen</AppLink>
      </p>
      <h1>Rekeningoverzicht</h1>
      <p className="prose">
        Alles wat op je rekening openstaat: facturen die nog (deels) betaald moeten worden, creditfacturen die
        nog verrekend worden, en de betalingen die we van je ontvingen. Betalen kan door het bedrag over te
        maken naar <strong>{provider.iban}</strong> ten name van {provider.name}, onder vermelding van de
        factuurnummers.
      </p>
      {statement.isPending && <p aria-busy="true">Rekeningoverzicht wordt geladen…</p>}
      {statement.isError && <p role="alert">Het rekeningoverzicht kon niet worden geladen.</p>}
      {statement.isSuccess && (
        <>
          <p>
            <BusyButton
              label="PDF downloaden"
              ariaLabel="Rekeningoverzicht als PDF downloaden"
              run={() => downloadStatementPdf(statement.data.date)}
              failure={(caught) =>
                caught instanceof Error ? caught.message : 'Het rekeningoverzicht kon niet worden opgehaald.'
              }
            />
          </p>
          <StatementView statement={statement.data} />
        </>
      )}
    </>
  );
};

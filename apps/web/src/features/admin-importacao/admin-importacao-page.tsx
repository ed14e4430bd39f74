import { CONTRATOS_IMPORTACAO as C } from '@backoffice/domain/contratos/importacao';
import { useQueryClient } from '@tanstack/react-query';
import { chaveDe } from '../../lib/dados';
import { PARAMETRO_SUBABA } from '../../lib/tab-url';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { HistoricoImportacoes } from './historico-importacoes';
import { ImportacaoFluxo } from './importacao-fluxo';
import { NovaImportacao } from './nova-importacao';

const ABA = 'AdminImportacao';
/** The inner view of the tab, in its address: 'nova', an import's code, or none (the history). */
const NOVA = 'nova';

/**
 * Administração › Importação: the history of imports, a new one, and each import on its step. The
 * view travels in the tab's address, so a reload or a pasted link lands on the same step.
 */
export function AdminImportacaoPage({ params }: PaginaAbaProps) {
  const { abrir } = useTabs();
  const qc = useQueryClient();
  const vista = params[PARAMETRO_SUBABA] ?? '';
  const ir = (v: string | null) => abrir(ABA, { [PARAMETRO_SUBABA]: v });
  const historico = () => ir(null);
  const nova = () => ir(NOVA);

  if (vista === NOVA) {
    return (
      <NovaImportacao
        aoVoltar={historico}
        aoEnviar={(d) => {
          qc.setQueryData(chaveDe(C.ler, { params: { cd_importacao: d.cd_importacao } }), d);
          ir(String(d.cd_importacao));
        }}
      />
    );
  }
  const cd = /^\d{1,10}$/.test(vista) ? Number(vista) : 0;
  if (cd > 0) return <ImportacaoFluxo key={cd} cd={cd} aoVoltar={historico} aoNova={nova} />;
  return <HistoricoImportacoes aoAbrir={(c) => ir(String(c))} aoNova={nova} />;
}

import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { dataNegocio } from '@backoffice/domain/datas';
import {
  corpoDosFiltrosGerencial,
  type FormatoExportacao,
  MENSAGENS_GERENCIAL as M,
} from '@backoffice/domain/gerencial';
import {
  filtrosPadrao,
  LIMITES_MINHAS_VAGAS,
  MENSAGENS_MINHAS_VAGAS,
  type VagaSelecaoLinha,
} from '@backoffice/domain/minhas-vagas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ListaVagas } from '../../components/lista-vagas/lista-vagas';
import { useFiltrosLista } from '../../components/lista-vagas/use-filtros-lista';
import { type AcoesColunas, colunasMinhasVagas } from '../../components/vaga-linha/colunas-vaga';
import { FiltrosMinhasVagasPainel, useResumoFiltrosVagas } from '../../components/vaga-linha/filtros-vagas';
import { ApiError, requisitar, urlDe } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { salvarArquivo } from '../../lib/download';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';

/**
 * The Vagas tab of Seleção - Gerencial (spec 002 §2.4, §3.8): the full vacancy filter (every status
 * flag, regions, PCD, last 24 h, period, unit, analyst) over everybody's vacancies, and the list
 * with the shared vacancy row; a row opens the vacancy, its candidates or the client in their tabs.
 */
export function VagasGerencialTab() {
  const usuario = useUsuario();
  const { abrir } = useTabs();
  const padrao = useMemo(
    () => filtrosPadrao('gerencial', { cd_unid: usuario?.cd_unid ?? 0 }, dataNegocio()),
    [usuario?.cd_unid],
  );
  const f = useFiltrosLista(padrao);
  const filtrosAtivos = useResumoFiltrosVagas(f.aplicados);
  const q = useQuery({
    ...consulta(C.vagasSelecaoGerencial, { corpo: corpoDosFiltrosGerencial(f.aplicados) }, M.falhaLista),
    placeholderData: keepPreviousData,
  });
  const acoes: AcoesColunas = {
    abrirDetalhe: (v) => abrir('Vaga', { nrVaga: v.NR_VAGA }),
    abrirCandidatos: (v) => abrir('VagaCandidatos', { nrVaga: v.NR_VAGA }),
    abrirHistorico: (v) => abrir('VagaCandidatos', { nrVaga: v.NR_VAGA }),
    alterarAnalista: () => undefined,
    abrirDadosCliente: (v) =>
      abrir('DadosCliente', { cdPessoa: v.CD_PESSOA_CLIENTE, cdEmpresa: v.CD_EMPRESA_CLIENTE }),
  };
  /** Downloads the list of the filters applied, in the format chosen. */
  async function exportar(formato: FormatoExportacao) {
    const c = C.exportarVagasSelecaoGerencial;
    const corpo = corpoDosFiltrosGerencial(f.aplicados);
    const blob = await requisitar<Blob>(urlDe(c, { query: { formato }, corpo }), {
      metodo: c.metodo,
      corpo,
      resposta: 'blob',
      fallback: M.falhaExportacao,
    });
    salvarArquivo(blob, `vagas.${formato}`);
  }

  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaLista) : null;
  return (
    <ListaVagas<VagaSelecaoLinha>
      titulo="Vagas"
      p="sm"
      exportar={exportar}
      filtrosAtivos={filtrosAtivos}
      filtros={
        <FiltrosMinhasVagasPainel
          valor={f.rascunho}
          onChange={f.setRascunho}
          onAplicar={() => f.aplicar(() => void q.refetch())}
          onLimpar={f.limpar}
          aplicando={q.isFetching}
        />
      }
      tituloErro={M.falhaLista}
      erro={erro}
      tentarNovamente={() => void q.refetch()}
      aviso={q.data?.LIMITADA === 'S' && MENSAGENS_MINHAS_VAGAS.limitada(LIMITES_MINHAS_VAGAS.maxLinhas)}
      chaveTabela={JSON.stringify(f.aplicados)}
      tabela={{
        rotulo: 'Vagas da gerência',
        colunas: colunasMinhasVagas(acoes),
        linhas: erro ? [] : q.data?.VAGAS,
        carregando: q.isPending,
        chave: (v) => v.NR_VAGA,
        filtro: { rotulo: 'Filtrar vagas' },
        paginacao: { tamanho: LIMITES_MINHAS_VAGAS.porPagina },
        vazio: M.vazia,
        vazioFiltrado: f.alterados
          ? { texto: M.vazia, dica: MENSAGENS_MINHAS_VAGAS.dicaVaziaFiltrada, limpar: f.limpar }
          : undefined,
        larguraMinima: 980,
        propsLinha: (v) => ({ 'data-testid': `vaga-ger-${v.NR_VAGA}` }),
      }}
    />
  );
}

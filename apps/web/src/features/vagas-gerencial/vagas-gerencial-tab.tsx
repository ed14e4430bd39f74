import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import {
  corpoDosFiltrosGerencial,
  type FormatoExportacao,
  MENSAGENS_GERENCIAL as M,
} from '@backoffice/domain/gerencial';
import {
  type FiltrosMinhasVagas,
  filtrosPadrao,
  LIMITES_MINHAS_VAGAS,
  MENSAGENS_MINHAS_VAGAS,
} from '@backoffice/domain/minhas-vagas';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { Alert, Button, Collapse, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BotoesExportacao } from '../../components/lista/botoes-exportacao';
import { TabelaLista } from '../../components/lista/tabela-lista';
import { type AcoesColunas, colunasMinhasVagas } from '../../components/vaga-linha/colunas-vaga';
import { FiltrosMinhasVagasPainel } from '../../components/vaga-linha/filtros-vagas';
import { ApiError, consultaDe, requisitar, urlDe } from '../../lib/api-client';
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
  const [rascunho, setRascunho] = useState<FiltrosMinhasVagas>(padrao);
  const [aplicados, setAplicados] = useState<FiltrosMinhasVagas>(padrao);
  const [filtrosAbertos, setFiltrosAbertos] = useState(true);
  const q = useQuery({
    queryKey: ['vaga', 'vagas-selecao-gerencial', aplicados],
    queryFn: consultaDe(
      C.vagasSelecaoGerencial,
      { corpo: corpoDosFiltrosGerencial(aplicados) },
      M.falhaLista,
    ),
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
  const [baixando, setBaixando] = useState<FormatoExportacao | null>(null);
  /** Downloads the list of the filters applied, in the format chosen. */
  async function exportar(formato: FormatoExportacao) {
    setBaixando(formato);
    try {
      const c = C.exportarVagasSelecaoGerencial;
      const corpo = corpoDosFiltrosGerencial(aplicados);
      const blob = await requisitar<Blob>(urlDe(c, { query: { formato }, corpo }), {
        metodo: c.metodo,
        corpo,
        resposta: 'blob',
        fallback: M.falhaExportacao,
      });
      salvarArquivo(blob, `vagas.${formato}`);
    } catch {
      // the API client showed the error
    } finally {
      setBaixando(null);
    }
  }

  function aplicar() {
    if (JSON.stringify(rascunho) === JSON.stringify(aplicados)) void q.refetch();
    else setAplicados(rascunho);
  }
  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaLista) : null;
  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Vagas
        </Title>
        <Group gap="xs">
          <BotoesExportacao baixando={baixando} exportar={(f) => void exportar(f)} />
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            aria-expanded={filtrosAbertos}
            onClick={() => setFiltrosAbertos((a) => !a)}
          >
            {filtrosAbertos ? 'Ocultar filtros' : 'Mostrar filtros'}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={filtrosAbertos}>
        <Paper withBorder p="sm">
          <FiltrosMinhasVagasPainel
            valor={rascunho}
            onChange={setRascunho}
            onAplicar={aplicar}
            onLimpar={() => {
              setRascunho(padrao);
              setAplicados(padrao);
            }}
            aplicando={q.isFetching}
          />
        </Paper>
      </Collapse>
      {erro && (
        <Alert color="red" title={M.falhaLista}>
          {erro !== M.falhaLista ? erro : null}
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void q.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      )}
      {q.data?.LIMITADA === 'S' && (
        <Alert color="yellow" variant="light">
          {MENSAGENS_MINHAS_VAGAS.limitada(LIMITES_MINHAS_VAGAS.maxLinhas)}
        </Alert>
      )}
      <TabelaLista
        key={JSON.stringify(aplicados)}
        rotulo="Vagas da gerência"
        colunas={colunasMinhasVagas(acoes)}
        linhas={erro ? [] : q.data?.VAGAS}
        carregando={q.isPending}
        chave={(v) => v.NR_VAGA}
        filtro={{ rotulo: 'Filtrar vagas' }}
        paginacao={{ tamanho: LIMITES_MINHAS_VAGAS.porPagina }}
        vazio={M.vazia}
        larguraMinima={980}
        propsLinha={(v) => ({ 'data-testid': `vaga-ger-${v.NR_VAGA}` })}
      />
    </Stack>
  );
}

import { CATALOGO_TIPOS_CONTRATACAO } from '@backoffice/domain/catalogos';
import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { dataNegocio, formatarDataHora, somarDias } from '@backoffice/domain/datas';
import {
  type FormatoExportacao,
  LIMITES_MOVIMENTACAO_CANDIDATOS,
  MENSAGENS_GERENCIAL as M,
  type MovimentacaoCandidatoLinha,
  type RelatorioMovCandBody,
  relatorioMovCandBody,
  STATUS_CANDIDATO_MOVIMENTACAO,
} from '@backoffice/domain/gerencial';
import { CLIENTE_SIGILOSO } from '@backoffice/domain/vaga-candidatos';
import { Alert, Button, Group, Input, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DateField } from '../../components/controls/date-field';
import { SelectField } from '../../components/controls/select-field';
import { BotoesExportacao } from '../../components/lista/botoes-exportacao';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { ApiError, requisitar, urlDe } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { salvarArquivo } from '../../lib/download';
import { useFormulario } from '../../lib/formulario/formulario';

const SITUACAO: Record<string, string> = { A: 'Aprovado', R: 'Reprovado' };

const COLUNAS: ColunaLista<MovimentacaoCandidatoLinha>[] = [
  {
    id: 'candidato',
    titulo: 'Candidato',
    ordenar: (l) => l.NM_PESSOA,
    celula: (l) => `${l.CD_PESSOA} - ${l.NM_PESSOA}`,
  },
  { id: 'vaga', titulo: 'Vaga', ordenar: (l) => l.NR_VAGA, celula: (l) => l.NR_VAGA },
  { id: 'cargo', titulo: 'Cargo', ordenar: (l) => l.NM_CARGO, celula: (l) => l.NM_CARGO ?? '—' },
  { id: 'cliente', titulo: 'Cliente', celula: (l) => l.NM_CLIENTE ?? CLIENTE_SIGILOSO },
  { id: 'analista', titulo: 'Analista', ordenar: (l) => l.NM_ANALISTA, celula: (l) => l.NM_ANALISTA ?? '—' },
  { id: 'estagio', titulo: 'Estágio', celula: (l) => l.NM_ESTAGIO_VAGA ?? l.CD_ESTAGIO_VAGA },
  {
    id: 'situacao',
    titulo: 'Situação',
    celula: (l) => (l.ID_SITUACAO ? SITUACAO[l.ID_SITUACAO] : 'Pendente'),
  },
  {
    id: 'data',
    titulo: 'Movimentação',
    ordenar: (l) => comoData(l.DT_MOVIMENTACAO),
    celula: (l) => formatarDataHora(l.DT_MOVIMENTACAO),
  },
];

/**
 * Relatórios > Movimentacao of Seleção - Gerencial (spec 002 §2.4, §7, §9): the candidates whose
 * relation to a vacancy moved in the period; all, rejected or pending (T by default), of one hiring
 * type (1 by default).
 */
export function RelatorioMovCandTab() {
  const hoje = dataNegocio();
  const idStatus = useId();
  // the filters as chosen; the report's schema checks them (a start after the end beside the start)
  const f = useFormulario(
    relatorioMovCandBody,
    {
      inicio: somarDias(hoje, -LIMITES_MOVIMENTACAO_CANDIDATOS.diasPadrao),
      termino: hoje,
      status_cand: 'T' as 'T' | 'R' | 'P',
      tipo_vaga: '1',
    },
    (v): RelatorioMovCandBody => ({
      status_cand: v.status_cand,
      tipo_vaga: Number(v.tipo_vaga),
      ...(v.inicio ? { inicio: v.inicio } : {}),
      ...(v.termino ? { termino: v.termino } : {}),
    }),
  );
  const [aplicado, setAplicado] = useState<RelatorioMovCandBody | null>(null);
  const [baixando, setBaixando] = useState<FormatoExportacao | null>(null);

  /** Downloads the report of the filter it was run with, in the format chosen. */
  async function exportar(formato: FormatoExportacao) {
    if (!aplicado) return;
    setBaixando(formato);
    try {
      const c = C.exportarRelatorioMovCand;
      const blob = await requisitar<Blob>(urlDe(c, { query: { formato }, corpo: aplicado }), {
        metodo: c.metodo,
        corpo: aplicado,
        resposta: 'blob',
        fallback: M.falhaExportacao,
      });
      salvarArquivo(blob, `movimentacao-candidatos.${formato}`);
    } catch {
      // the API client showed the error
    } finally {
      setBaixando(null);
    }
  }
  const q = useQuery({
    ...consulta(C.relatorioMovCand, { corpo: aplicado ?? {} }, M.falhaMovimentacao),
    enabled: aplicado !== null,
  });
  const gerar = f.aoEnviar(async (corpo) => setAplicado(corpo));
  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaMovimentacao) : null;
  return (
    <Stack gap="sm" p="sm">
      <Title order={3} size="h5">
        Movimentação de candidatos
      </Title>
      <Paper withBorder p="sm">
        <form onSubmit={(e) => void gerar(e)} aria-label="Filtros da movimentação de candidatos">
          <Group align="flex-end" gap="md" wrap="wrap">
            <DateField label="Início" {...f.campo.data('inicio')} />
            <DateField label="Término" {...f.campo.data('termino')} />
            <Input.Wrapper label="Candidatos" id={idStatus}>
              <SegmentedControl
                aria-labelledby={`${idStatus}-label`}
                value={f.valor('status_cand')}
                onChange={(v) => f.definir('status_cand', v as 'T' | 'R' | 'P')}
                data={STATUS_CANDIDATO_MOVIMENTACAO.map((s) => ({ value: s.valor, label: s.rotulo }))}
              />
            </Input.Wrapper>
            <SelectField
              label="Tipo de contratação"
              w={200}
              data={CATALOGO_TIPOS_CONTRATACAO.map((t) => ({ value: String(t.cd), label: t.nome }))}
              value={f.valor('tipo_vaga')}
              onChange={(v) => v && f.definir('tipo_vaga', v)}
            />
            <Button type="submit" loading={q.isFetching}>
              Gerar relatório
            </Button>
            <BotoesExportacao pronto={!!aplicado} baixando={baixando} exportar={(f) => void exportar(f)} />
          </Group>
        </form>
      </Paper>
      {erro && (
        <Alert color="red" title={M.falhaMovimentacao}>
          {erro !== M.falhaMovimentacao ? erro : null}
        </Alert>
      )}
      {q.data?.length === LIMITES_MOVIMENTACAO_CANDIDATOS.maxLinhas && (
        <Alert color="yellow" variant="light">
          {M.movimentacaoLimitada(LIMITES_MOVIMENTACAO_CANDIDATOS.maxLinhas)}
        </Alert>
      )}
      {aplicado && (
        <TabelaLista
          key={JSON.stringify(aplicado)}
          rotulo="Movimentação de candidatos"
          colunas={COLUNAS}
          linhas={erro ? [] : q.data}
          carregando={q.isPending}
          chave={(l) => `${l.NR_VAGA}-${l.CD_PESSOA}`}
          filtro={{ rotulo: 'Filtrar candidatos' }}
          vazio={M.vaziaMovimentacao}
          propsLinha={(l) => ({ 'data-testid': `mov-cand-${l.NR_VAGA}-${l.CD_PESSOA}` })}
        />
      )}
    </Stack>
  );
}

/** The reports of the management screen: sub-tabs Vagas, Candidatos and Movimentacao (spec 002 §2.4). */
export const SUBABAS_RELATORIOS_GERENCIAL = ['Vagas', 'Candidatos', 'Movimentacao'] as const;

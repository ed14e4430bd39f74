import { CONTRATOS_RECRUTAMENTO as C } from '@backoffice/domain/contratos/recrutamento';
import { dataNegocio, formatarDataHora } from '@backoffice/domain/datas';
import type { FormatoExportacao } from '@backoffice/domain/gerencial';
import {
  type CandidatoRelatorioLinha,
  type ConsultaCandidatosRelatorioBody,
  consultaCandidatosRelatorioBody,
  MENSAGENS_RECRUTAMENTO as M,
  periodoPadraoRelatorio,
  TIPOS_REGISTRO,
  type TipoRegistro,
} from '@backoffice/domain/recrutamento';
import {
  Alert,
  Button,
  Group,
  Input,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { DateField } from '../../components/controls/date-field';
import { BotoesExportacao } from '../../components/lista/botoes-exportacao';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { ApiError, requisitar, urlDe } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { salvarArquivo } from '../../lib/download';
import { useFormulario } from '../../lib/formulario/formulario';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';

const COLUNAS = (abrir: (cd: number) => void): ColunaLista<CandidatoRelatorioLinha>[] => [
  {
    id: 'codigo',
    titulo: 'Código',
    largura: 100,
    ordenar: (l) => l.CD_PESSOA,
    celula: (l) => (
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => abrir(l.CD_PESSOA)}
        aria-label={`Abrir candidato ${l.CD_PESSOA}`}
      >
        {l.CD_PESSOA}
      </Button>
    ),
  },
  { id: 'nome', titulo: 'Candidato', ordenar: (l) => l.NM_PESSOA, celula: (l) => l.NM_PESSOA },
  { id: 'usuario', titulo: 'Usuário', ordenar: (l) => l.NM_USUARIO, celula: (l) => l.NM_USUARIO },
  {
    id: 'operacao',
    titulo: 'Operação',
    celula: (l) => (l.ID_TIPO_OPERACAO === 'I' ? 'Incluído' : 'Alterado'),
  },
  {
    id: 'data',
    titulo: 'Data',
    ordenar: (l) => comoData(l.CRIADO_EM),
    celula: (l) => formatarDataHora(l.CRIADO_EM),
  },
];

/**
 * Relatório - Candidato (spec 002 §2.4, §3.4, §5, §9): the candidates the chosen analysts created or
 * changed in a period (30 days back to today by default; a start after the end is refused).
 */
export function RelatorioCandidatoTab() {
  const usuario = useUsuario();
  const { abrir } = useTabs();
  const idTipo = useId();
  const padrao = useMemo(() => periodoPadraoRelatorio(dataNegocio()), []);
  // the filters as chosen; the report's schema checks them (a start after the end beside the start)
  const f = useFormulario(
    consultaCandidatosRelatorioBody,
    {
      analistas: usuario ? [String(usuario.cd_sip)] : [],
      inicio: padrao.inicio,
      termino: padrao.termino,
      tipo_registro: 'A' as TipoRegistro,
    },
    (v) => ({ ...v, analistas: v.analistas.map(Number) }),
  );
  const [aplicado, setAplicado] = useState<ConsultaCandidatosRelatorioBody | null>(null);
  const [baixando, setBaixando] = useState<FormatoExportacao | null>(null);

  /** Downloads the report of the filter it was run with, in the format chosen. */
  async function exportar(formato: FormatoExportacao) {
    if (!aplicado) return;
    setBaixando(formato);
    try {
      const c = C.exportarConsultaCandidatosRelatorio;
      const blob = await requisitar<Blob>(urlDe(c, { query: { formato }, corpo: aplicado }), {
        metodo: c.metodo,
        corpo: aplicado,
        resposta: 'blob',
        fallback: M.falhaExportacao,
      });
      salvarArquivo(blob, `candidatos-incluidos-alterados.${formato}`);
    } catch {
      // the API client showed the error
    } finally {
      setBaixando(null);
    }
  }

  const opcoes = useQuery({
    ...consulta(C.analistasUnidade, { params: { unit: usuario?.cd_unid ?? 0 } }, M.falhaAnalistas),
    enabled: !!usuario,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const q = useQuery({
    ...consulta(
      C.consultaCandidatosRelatorio,
      { corpo: aplicado ?? { analistas: [], inicio: '', termino: '' } },
      M.falhaCandidatos,
    ),
    enabled: aplicado !== null,
  });

  const gerar = f.aoEnviar(async (corpo) => setAplicado(corpo));

  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaCandidatos) : null;
  return (
    <Stack gap="sm" p="sm">
      <Title order={2} size="h4">
        Relatório - Candidato
      </Title>
      <Paper withBorder p="sm">
        <form onSubmit={(e) => void gerar(e)} aria-label="Filtros do relatório de candidatos">
          <Group align="flex-end" gap="md" wrap="wrap">
            <MultiSelect
              label="Analistas"
              w={360}
              data={(opcoes.data ?? []).map((o) => ({ value: String(o.usuario), label: o.nome }))}
              value={f.valor('analistas')}
              onChange={(v) => f.definir('analistas', v)}
              searchable
              clearable
              placeholder={opcoes.isPending ? 'Carregando...' : 'Escolha os analistas'}
              nothingFoundMessage="Nenhum registro encontrado"
              error={f.erro('analistas')}
            />
            <DateField label="Início" {...f.campo.data('inicio')} />
            <DateField label="Término" {...f.campo.data('termino')} />
            <Input.Wrapper label="Registros" id={idTipo}>
              <SegmentedControl
                aria-labelledby={`${idTipo}-label`}
                value={f.valor('tipo_registro')}
                onChange={(v) => f.definir('tipo_registro', v as TipoRegistro)}
                data={TIPOS_REGISTRO.map((t) => ({ value: t.valor, label: t.rotulo }))}
              />
            </Input.Wrapper>
            <Button type="submit" loading={q.isFetching}>
              Gerar relatório
            </Button>
            <BotoesExportacao pronto={!!aplicado} baixando={baixando} exportar={(f) => void exportar(f)} />
          </Group>
        </form>
      </Paper>
      {erro && (
        <Alert color="red" title={M.falhaCandidatos}>
          {erro !== M.falhaCandidatos ? erro : null}
        </Alert>
      )}
      {aplicado && (
        <TabelaLista
          key={JSON.stringify(aplicado)}
          rotulo="Candidatos do relatório"
          colunas={COLUNAS((cd) => abrir('DadosCandidato', { cdPessoaCandidato: cd }))}
          linhas={erro ? [] : q.data}
          carregando={q.isPending}
          chave={(l) => `${l.CD_PESSOA}-${l.CRIADO_EM}-${l.ID_TIPO_OPERACAO}`}
          filtro={{ rotulo: 'Filtrar candidatos' }}
          vazio={M.candidatosVazio}
          propsLinha={(l) => ({ 'data-testid': `relatorio-candidato-${l.CD_PESSOA}` })}
        />
      )}
    </Stack>
  );
}

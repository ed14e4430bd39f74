import { CONTRATOS_RECRUTAMENTO as C } from '@backoffice/domain/contratos/recrutamento';
import type { FormatoExportacao } from '@backoffice/domain/gerencial';
import {
  LIMITES_RECRUTAMENTO,
  MENSAGENS_RECRUTAMENTO as M,
  type MovimentacaoRecrutamentoLinha,
} from '@backoffice/domain/recrutamento';
import { CLIENTE_SIGILOSO } from '@backoffice/domain/vaga-candidatos';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CartaoCliente } from '../../components/cliente-card/cliente-card';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { ApiError, requisitar, urlDe } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { salvarArquivo } from '../../lib/download';
import { useTabs } from '../../lib/tabs';

/** A number of days, red when the report marks it (spec 001 §4: open above 5, parked above 30). */
function Dias({ dias, cor }: { dias: number; cor: 'danger' | null }) {
  return (
    <Badge
      color={cor === 'danger' ? 'red' : 'gray'}
      variant={cor ? 'filled' : 'light'}
      data-cor={cor ?? 'normal'}
    >
      {dias}
    </Badge>
  );
}

function colunas(abrir: ReturnType<typeof useTabs>['abrir']): ColunaLista<MovimentacaoRecrutamentoLinha>[] {
  return [
    {
      id: 'vaga',
      titulo: 'Vaga',
      largura: 90,
      ordenar: (v) => v.NR_VAGA,
      celula: (v) => (
        <Anchor
          component="button"
          type="button"
          fw={700}
          onClick={() => abrir('Vaga', { nrVaga: v.NR_VAGA })}
          aria-label={`Abrir a vaga ${v.NR_VAGA}`}
        >
          {v.NR_VAGA}
        </Anchor>
      ),
    },
    { id: 'cargo', titulo: 'Cargo', ordenar: (v) => v.NM_CARGO, celula: (v) => v.NM_CARGO ?? '—' },
    {
      id: 'cliente',
      titulo: 'Cliente',
      ordenar: (v) => v.NM_APELIDO_CLIENTE,
      celula: (v) =>
        v.ID_ESCONDE_INFO_SIGILOSA === 'S' || !v.NM_APELIDO_CLIENTE ? (
          <Text size="sm" fs="italic">
            {CLIENTE_SIGILOSO}
          </Text>
        ) : (
          <CartaoCliente cdPessoa={v.CD_PESSOA_CLIENTE} cdEmpresa={v.CD_EMPRESA_CLIENTE}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={() =>
                abrir('DadosCliente', { cdPessoa: v.CD_PESSOA_CLIENTE, cdEmpresa: v.CD_EMPRESA_CLIENTE })
              }
            >
              {v.NM_APELIDO_CLIENTE}
            </Anchor>
          </CartaoCliente>
        ),
    },
    {
      id: 'tipo',
      titulo: 'Tipo',
      ordenar: (v) => v.NM_TIPO_CONTRATACAO,
      celula: (v) => v.NM_TIPO_CONTRATACAO,
    },
    {
      id: 'candidatos',
      titulo: 'Candidatos',
      alinhar: 'right',
      ordenar: (v) => v.QT_CANDIDATOS,
      celula: (v) => v.QT_CANDIDATOS,
    },
    {
      id: 'abertura',
      titulo: 'Dias aberta',
      alinhar: 'right',
      ordenar: (v) => v.QT_DIAS_ABERTURA,
      celula: (v) => <Dias dias={v.QT_DIAS_ABERTURA} cor={v.COR_DIAS_ABERTURA} />,
    },
    {
      id: 'estacionada',
      titulo: 'Dias estacionada',
      alinhar: 'right',
      ordenar: (v) => v.QT_DIAS_ESTACIONADA,
      celula: (v) => <Dias dias={v.QT_DIAS_ESTACIONADA} cor={v.COR_DIAS_ESTACIONADA} />,
    },
  ];
}

/**
 * Relatório - Movimentação (spec 001 §2.15): 'Movimentação de vagas no perfil Recrutamento', the open
 * recruitment vacancies with their candidates, days open and days parked, a filter and pages of 20.
 */
export function RelatorioMovimentacaoTab() {
  const { abrir } = useTabs();
  const q = useQuery({
    ...consulta(C.movimentacoesRecrutamento, {}, M.falhaRelatorio),
  });
  const [baixando, setBaixando] = useState<FormatoExportacao | null>(null);
  async function exportar(formato: FormatoExportacao) {
    setBaixando(formato);
    try {
      const c = C.exportarMovimentacoesRecrutamento;
      const blob = await requisitar<Blob>(urlDe(c, { query: { formato } }), {
        metodo: c.metodo,
        resposta: 'blob',
        fallback: M.falhaExportacao,
      });
      salvarArquivo(blob, `movimentacao-recrutamento.${formato}`);
    } catch {
      // the API client showed the error
    } finally {
      setBaixando(null);
    }
  }
  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaRelatorio) : null;
  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {M.tituloMovimentacao}
        </Title>
        <Group gap="xs">
          {(['csv', 'xlsx'] as const).map((f) => (
            <Button
              key={f}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={baixando !== null}
              loading={baixando === f}
              onClick={() => void exportar(f)}
            >
              {`Exportar ${f.toUpperCase()}`}
            </Button>
          ))}
        </Group>
      </Group>
      {erro && (
        <Alert color="red" title={M.falhaRelatorio}>
          {erro !== M.falhaRelatorio ? erro : null}
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void q.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      )}
      <TabelaLista
        rotulo={M.tituloMovimentacao}
        colunas={colunas(abrir)}
        linhas={erro ? [] : q.data}
        carregando={q.isPending}
        chave={(v) => v.NR_VAGA}
        filtro={{ rotulo: 'Filtrar vagas' }}
        paginacao={{ tamanho: LIMITES_RECRUTAMENTO.porPaginaRelatorio }}
        vazio={M.vazia}
        larguraMinima={900}
        propsLinha={(v) => ({ 'data-testid': `movimentacao-${v.NR_VAGA}` })}
      />
    </Stack>
  );
}

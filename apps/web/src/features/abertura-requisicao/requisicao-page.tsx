import {
  MENSAGENS_ABERTURA as M,
  type RequisicaoResposta,
  SITUACOES_CANCELADAS_COM_REQUISICAO,
  type VagaRequisicaoLinha,
} from '@backoffice/domain/abertura-requisicao';
import { BENEFICIOS_SN, TIPOS_DESCONTO_TRANSPORTE } from '@backoffice/domain/beneficios';
import { SETORES_VAGA, TIPOS_SALARIO, TIPOS_VAGA } from '@backoffice/domain/catalogos';
import { formatarData, formatarDataHora } from '@backoffice/domain/datas';
import { CLIENTE_SIGILOSO } from '@backoffice/domain/vaga-candidatos';
import { corSituacaoVaga } from '@backoffice/domain/vaga-situacao';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconEdit } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { ApiError } from '../../lib/api-client';
import { formatCurrency } from '../../lib/format';
import { notify } from '../../lib/notify';
import type { PaginaAbaProps } from '../../lib/tabs';
import { useTabs } from '../../lib/tabs';
import { useRequisicao } from './api-abertura';
import { CancelarRequisicaoModal } from './cancelar-requisicao-modal';
import { RequisicaoFormulario } from './requisicao-formulario';

const COR: Record<ReturnType<typeof corSituacaoVaga>, string> = {
  success: 'teal',
  danger: 'red',
  warning: 'orange',
  primary: 'blue',
};

function Dado({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {rotulo}
      </Text>
      <Text size="sm">{children === null || children === '' ? '—' : children}</Text>
    </div>
  );
}

function textoBeneficios(b: RequisicaoResposta['BENEFICIOS']): string {
  if (!b) return 'Nenhum';
  const nomes: string[] = [];
  if (b.id_transporte && b.id_transporte !== 'N') {
    const desconto = TIPOS_DESCONTO_TRANSPORTE.find((t) => t.id === b.ds_obs_transporte)?.nome;
    nomes.push(
      `Transporte ${b.id_transporte === 'C' ? 'coletivo' : 'especial'}${desconto ? ` (${desconto})` : ''}`,
    );
  }
  for (const x of BENEFICIOS_SN) if (b[`id_${x.chave}`] === 'S') nomes.push(x.nome);
  if (b.ds_obs_outros_beneficios) nomes.push(b.ds_obs_outros_beneficios);
  return nomes.length ? nomes.join(', ') : 'Nenhum';
}

/** The requisition's page: its header and vacancies; edit while no candidate is related; cancel with a reason. */
export function RequisicaoPage({ params }: PaginaAbaProps) {
  const nr = Number(params.nrRequisicao);
  const valido = Number.isInteger(nr) && nr > 0;
  const q = useRequisicao(valido ? nr : 0);
  const { abrir } = useTabs();
  const [editando, setEditando] = useState(false);
  const [cancelando, setCancelando] = useState(false);

  if (!valido) return <EmptyState text={M.requisicaoNaoEncontrada} />;
  if (q.isPending) return <LoadingState />;
  if (q.isError)
    return (
      <Stack p="md">
        <Alert color="red" title={M.falhaRequisicao}>
          {q.error instanceof ApiError ? q.error.message : M.falhaRequisicao}
        </Alert>
      </Stack>
    );
  const r = q.data;
  const cliente =
    r.ID_ESCONDE_INFO_SIGILOSA === 'S' ? CLIENTE_SIGILOSO : (r.NM_APELIDO_CLIENTE ?? r.NM_CLIENTE ?? '');
  const cancelada = r.ID_SITUACAO === 'C';
  const abertas = r.VAGAS.filter((v) =>
    SITUACOES_CANCELADAS_COM_REQUISICAO.includes(v.CD_SITUACAO_VAGA),
  ).length;

  const colunas: ColunaLista<VagaRequisicaoLinha>[] = [
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
          size="sm"
          onClick={() => abrir('Vaga', { nrVaga: v.NR_VAGA }, { titulo: `Vaga ${v.NR_VAGA}` })}
        >
          {v.NR_VAGA}
        </Anchor>
      ),
    },
    {
      id: 'cargo',
      titulo: 'Cargo do cliente',
      ordenar: (v) => v.NM_CARGO_CLIENTE,
      celula: (v) => v.NM_CARGO_CLIENTE ?? '—',
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (v) => (
        <Badge color={COR[corSituacaoVaga(v.CD_SITUACAO_VAGA)]} variant="light" tt="none">
          {v.NM_SITUACAO_VAGA}
        </Badge>
      ),
    },
    {
      id: 'salario',
      titulo: 'Salário',
      alinhar: 'right',
      celula: (v) =>
        v.VL_SALARIO === null ? (
          '—'
        ) : (
          <div>
            <Text size="sm">{formatCurrency(v.VL_SALARIO)}</Text>
            <Text size="xs" c="gray.7">
              {TIPOS_SALARIO.find((t) => t.id === v.ID_SALARIO)?.nome ?? ''}
            </Text>
          </div>
        ),
    },
    { id: 'turno', titulo: 'Turno', celula: (v) => v.NM_TURNO ?? '—' },
    {
      id: 'centro',
      titulo: 'Centro de custo',
      celula: (v) =>
        v.CD_CENTRO_CUSTO ? `${v.CD_CENTRO_CUSTO}${v.NM_CENTRO_CUSTO ? ` — ${v.NM_CENTRO_CUSTO}` : ''}` : '—',
    },
    { id: 'analista', titulo: 'Analista', celula: (v) => v.NM_PESSOA_ANALISTA ?? '—' },
    {
      id: 'marcas',
      titulo: 'Marcas',
      celula: (v) => (
        <Group gap={4}>
          {v.ID_VAGA_PCD === 'S' && (
            <Badge size="xs" variant="outline">
              PCD
            </Badge>
          )}
          {v.ID_VAGA_CONFIDENCIAL === 'S' && (
            <Badge size="xs" variant="outline" color="orange">
              Confidencial
            </Badge>
          )}
          {v.ID_VAGA_SIGILOSA === 'S' && (
            <Badge size="xs" variant="outline" color="red">
              Sigilosa
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'candidatos', titulo: 'Candidatos', alinhar: 'right', celula: (v) => v.QT_CANDIDATOS },
  ];

  if (editando)
    return (
      <Stack gap="md" p="md" maw={1500}>
        <Title order={2} size="h3">
          Editar a requisição {r.NR_REQUISICAO}
        </Title>
        <RequisicaoFormulario
          modo={{ tipo: 'editar', requisicao: r }}
          aoSalvar={(resposta) => {
            notify.sucesso(resposta.message);
            setEditando(false);
          }}
          aoCancelar={() => setEditando(false)}
        />
      </Stack>
    );

  return (
    <Stack gap="md" p="md" maw={1500}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={2} size="h3">
              Requisição {r.NR_REQUISICAO}
            </Title>
            <Badge color={cancelada ? 'red' : 'teal'} variant="light" tt="none">
              {cancelada ? 'Cancelada' : 'Aberta'}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7">
            {cliente} · aberta em {formatarData(r.DT_REQUISICAO)}
            {r.NM_USUARIO_CRIACAO ? ` por ${r.NM_USUARIO_CRIACAO}` : ''}
          </Text>
        </div>
        {!cancelada && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              disabled={r.ID_EDITAVEL !== 'S'}
              onClick={() => setEditando(true)}
            >
              Editar
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setCancelando(true)}
            >
              Cancelar requisição
            </Button>
          </Group>
        )}
      </Group>
      {cancelada && (
        <Alert
          color="red"
          title={`Cancelada${r.DT_CANCELAMENTO ? ` em ${formatarDataHora(r.DT_CANCELAMENTO)}` : ''}`}
        >
          {r.NM_MOTIVO_CANCELAMENTO ? `${r.NM_MOTIVO_CANCELAMENTO}: ` : ''}
          {r.DS_MOTIVO_CANCELAMENTO}
        </Alert>
      )}
      {!cancelada && r.DS_NAO_EDITAVEL && (
        <Alert color="blue" variant="light">
          {r.DS_NAO_EDITAVEL}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm">
          <Dado rotulo="Cliente">{cliente}</Dado>
          <Dado rotulo="Unidade">{r.NM_EMPRESA}</Dado>
          <Dado rotulo="Requisitante">{r.NM_REQUISITANTE}</Dado>
          <Dado rotulo="Departamento">{r.DS_AREA}</Dado>
          <Dado rotulo="Nº do pedido do cliente">{r.NR_PEDIDO_CLIENTE}</Dado>
          <Dado rotulo="Tipo de contratação">{r.NM_TIPO_CONTRATACAO}</Dado>
          <Dado rotulo="Setor">{SETORES_VAGA.find((s) => s.id === r.ID_SETOR)?.nome ?? r.ID_SETOR}</Dado>
          <Dado rotulo="Tipo da vaga">{TIPOS_VAGA.find((t) => t.id === r.ID_TIPO_VAGA)?.nome ?? null}</Dado>
          <Dado rotulo="Vagas">
            {r.QT_VAGAS} ({r.QT_CANDIDATOS} {r.QT_CANDIDATOS === 1 ? 'candidato' : 'candidatos'})
          </Dado>
          <Dado rotulo="Divulgação na internet">
            {r.DIVULGACAO.ID_LIBERA_INTERNET === 'S'
              ? `Sim, até ${r.DIVULGACAO.QT_CANDIDATOS_VAGA_WEB} candidatos por vaga`
              : 'Não'}
          </Dado>
        </SimpleGrid>
        <Stack gap="sm" mt="sm">
          <Dado rotulo="Benefícios">{textoBeneficios(r.BENEFICIOS)}</Dado>
          {r.DS_OBSERVACOES && <Dado rotulo="Descrição da vaga">{r.DS_OBSERVACOES}</Dado>}
        </Stack>
      </Paper>
      <TabelaLista
        rotulo={`Vagas da requisição ${r.NR_REQUISICAO}`}
        colunas={colunas}
        linhas={r.VAGAS}
        chave={(v) => v.NR_VAGA}
        larguraMinima={900}
        vazio="Nenhuma vaga nesta requisição."
        paginacao={false}
      />
      <CancelarRequisicaoModal
        nrRequisicao={r.NR_REQUISICAO}
        vagasAbertas={abertas}
        opened={cancelando}
        onClose={() => setCancelando(false)}
      />
    </Stack>
  );
}

import { rotuloCodigoNome } from '@backoffice/domain/catalogos';
import {
  corDiasEstacionada,
  LIMITES_MINHAS_VAGAS,
  MENSAGENS_MINHAS_VAGAS as M,
  podeAlterarAnalistaMinhasVagas,
  type VagaSelecaoLinha,
} from '@backoffice/domain/minhas-vagas';
import { CLIENTE_SIGILOSO } from '@backoffice/domain/vaga-candidatos';
import { corSituacaoVaga, DICA_SITUACAO_CONGELADA, vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { Anchor, Badge, Group, HoverCard, Stack, Text, Tooltip } from '@mantine/core';
import { IconHistory, IconRosette, IconUserEdit, IconUsers } from '@tabler/icons-react';
import { CartaoCliente } from '../cliente-card/cliente-card';
import { AcoesDaLinha, type ColunaLista, TextoLinha } from '../lista/tabela-lista';

const COR_SITUACAO: Record<ReturnType<typeof corSituacaoVaga>, string> = {
  success: 'teal',
  danger: 'red',
  warning: 'orange',
  primary: 'blue',
};

const vazio = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : v;

export interface AcoesColunas {
  abrirDetalhe: (v: VagaSelecaoLinha) => void;
  abrirCandidatos: (v: VagaSelecaoLinha) => void;
  abrirHistorico: (v: VagaSelecaoLinha) => void;
  alterarAnalista: (v: VagaSelecaoLinha) => void;
  abrirDadosCliente: (v: VagaSelecaoLinha) => void;
}

/** The vacancy's number: 1 s on it shows cost centre, shift and schedule; a click opens the detail. */
function NumeroVaga({ v, abrir }: { v: VagaSelecaoLinha; abrir: () => void }) {
  return (
    <HoverCard
      openDelay={LIMITES_MINHAS_VAGAS.atrasoPreviaMs}
      closeDelay={100}
      width={280}
      shadow="md"
      withinPortal
    >
      <HoverCard.Target>
        <Anchor
          component="button"
          type="button"
          fw={700}
          onClick={abrir}
          aria-label={`Detalhes da vaga ${v.NR_VAGA}`}
        >
          {v.NR_VAGA}
        </Anchor>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="previa-vaga">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Vaga {v.NR_VAGA}
          </Text>
          <Text size="sm">
            Centro de custo:{' '}
            {v.ID_ESCONDE_INFO_SIGILOSA === 'S'
              ? CLIENTE_SIGILOSO
              : vazio(rotuloCodigoNome(v.CD_CENTRO_CUSTO, v.NM_CENTRO_CUSTO))}
          </Text>
          <Text size="sm">Turno: {vazio(v.CD_TURNO)}</Text>
          <Text size="sm">Horário: {vazio(v.NM_TURNO)}</Text>
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

/** The vacancy row of the selection lists (My openings, the dashboard's drawer; spec 001 §2.12, §4): status colours, badges, days parked, the client card. */
export function colunasMinhasVagas(a: AcoesColunas): ColunaLista<VagaSelecaoLinha>[] {
  return [
    {
      id: 'vaga',
      titulo: 'Vaga',
      largura: 110,
      celula: (v) => (
        <Group gap={6} wrap="nowrap" align="baseline">
          <NumeroVaga v={v} abrir={() => a.abrirDetalhe(v)} />
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            Req. {v.NR_REQUISICAO}
          </Text>
        </Group>
      ),
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (v) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={DICA_SITUACAO_CONGELADA} disabled={!vagaCongelada(v.CD_SITUACAO_VAGA)}>
            <Badge color={COR_SITUACAO[corSituacaoVaga(v.CD_SITUACAO_VAGA)]} variant="light" tt="none">
              {v.NM_SITUACAO_VAGA}
            </Badge>
          </Tooltip>
          {v.ID_VAGA_SIGILOSA === 'S' && (
            <Badge color="dark" variant="light" tt="none" size="sm">
              Sigilosa
            </Badge>
          )}
          {v.ID_VAGA_CONFIDENCIAL === 'S' && (
            <Badge color="gray" variant="light" tt="none" size="sm">
              Confidencial
            </Badge>
          )}
          {v.ID_VAGA_PCD === 'S' && (
            <Badge color="grape" variant="light" tt="none" size="sm">
              PCD
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'cliente',
      titulo: 'Cliente',
      celula: (v) =>
        v.ID_ESCONDE_INFO_SIGILOSA === 'S' || !v.NM_APELIDO_CLIENTE ? (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'nowrap' }}>
            {CLIENTE_SIGILOSO}
          </Text>
        ) : (
          <CartaoCliente cdPessoa={v.CD_PESSOA_CLIENTE} cdEmpresa={v.CD_EMPRESA_CLIENTE}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              maw="100%"
              onClick={() => a.abrirDadosCliente(v)}
            >
              <TextoLinha>{v.NM_APELIDO_CLIENTE}</TextoLinha>
            </Anchor>
          </CartaoCliente>
        ),
    },
    { id: 'cargo', titulo: 'Cargo', celula: (v) => vazio(v.NM_CARGO) },
    { id: 'analista', titulo: 'Analista', celula: (v) => vazio(v.NM_PESSOA_ANALISTA) },
    { id: 'tipo', titulo: 'Tipo', celula: (v) => v.TIPO_CONTRATACAO_STRING },
    {
      id: 'candidatos',
      titulo: 'Candidatos',
      celula: (v) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" title="Relacionados / web / descartados">
            {v.QTD_CANDIDATOS_RELACIONADOS} / {v.QTD_CANDIDATOS_WEB} / {v.QTD_CANDIDATOS_DESCARTADOS}
          </Text>
          {v.CANDIDATO_APROVADO >= 1 && (
            <Tooltip label={M.candidatoAprovado}>
              <IconRosette
                size={18}
                color="var(--mantine-color-teal-text)"
                role="img"
                aria-label={M.candidatoAprovado}
                data-testid="candidato-aprovado"
              />
            </Tooltip>
          )}
        </Group>
      ),
    },
    { id: 'abertura', titulo: 'Dias aberta', alinhar: 'right', celula: (v) => v.QT_DIAS_ABERTURA },
    {
      id: 'estacionada',
      titulo: 'Dias estacionada',
      alinhar: 'right',
      celula: (v) => (
        <Badge
          color={corDiasEstacionada(v.QT_DIAS_ESTACIONADA)}
          variant="filled"
          data-cor={corDiasEstacionada(v.QT_DIAS_ESTACIONADA)}
        >
          {v.QT_DIAS_ESTACIONADA}
        </Badge>
      ),
    },
  ];
}

/**
 * The row's actions, in its '⋯' menu: change analyst (situations 1 and 13, disabled with the reason
 * otherwise), see candidates, see history.
 */
export function AcoesLinha({ v, a }: { v: VagaSelecaoLinha; a: AcoesColunas }) {
  const pode = podeAlterarAnalistaMinhasVagas(v.CD_SITUACAO_VAGA);
  return (
    <AcoesDaLinha
      rotulo={`Ações da vaga ${v.NR_VAGA}`}
      acoes={[
        {
          rotulo: 'Ver candidatos',
          icone: <IconUsers size={16} aria-hidden />,
          aoClicar: () => a.abrirCandidatos(v),
        },
        {
          rotulo: 'Ver histórico',
          icone: <IconHistory size={16} aria-hidden />,
          aoClicar: () => a.abrirHistorico(v),
        },
        {
          rotulo: 'Alterar analista',
          icone: <IconUserEdit size={16} aria-hidden />,
          aoClicar: () => a.alterarAnalista(v),
          indisponivel: !pode && M.analistaSituacao,
        },
      ]}
    />
  );
}

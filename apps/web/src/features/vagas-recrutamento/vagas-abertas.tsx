import { CONTRATOS_RECRUTAMENTO as C } from '@backoffice/domain/contratos/recrutamento';
import { CONTRATOS_VAGA_CANDIDATOS } from '@backoffice/domain/contratos/vaga-candidatos';
import { LIMITES_MINHAS_VAGAS } from '@backoffice/domain/minhas-vagas';
import {
  ABA_VAGAS_ABERTAS,
  LIMITES_RECRUTAMENTO,
  MENSAGENS_RECRUTAMENTO as M,
  type OpcaoContadorTipo,
  rotuloSexoVaga,
  SETORES_VAGA,
  type SetorVaga,
  TIPOS_VAGA,
  type TipoVaga,
  tituloVagasAbertas,
  type VagaAbertaLinha,
} from '@backoffice/domain/recrutamento';
import { CLIENTE_SIGILOSO } from '@backoffice/domain/vaga-candidatos';
import { Alert, Anchor, Button, Group, HoverCard, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AgendamentoModal } from '../../components/agendamento/agendamento-modal';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { ApiError } from '../../lib/api-client';
import { consulta, invalidar } from '../../lib/dados';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';

/**
 * The two pick-lists of open vacancies with their counts per type (spec 001 §2.10), one per sector;
 * choosing a type opens its list in the tab 'vagas_abertas_rec_sel'.
 */
export function ContadorVagasAbertas() {
  const { abrir } = useTabs();
  const q = useQuery({
    ...consulta(C.contadorVagasPorTipo, {}, M.falhaContador),
  });
  const opcoes = (mapa: Record<TipoVaga, OpcaoContadorTipo> | undefined) =>
    TIPOS_VAGA.map((t) => ({
      value: t.valor,
      label: `${t.rotulo} (${mapa?.[t.valor].QTD_VAGAS ?? 0})`,
    }));
  const lista = (setor: SetorVaga) => {
    const mapa = setor === 'R' ? q.data?.RECRUTAMENTO : q.data?.SELECAO;
    const rotulo = SETORES_VAGA.find((s) => s.valor === setor)?.rotulo ?? setor;
    return (
      <Select
        key={setor}
        label={`Vagas abertas - ${rotulo}`}
        placeholder={q.isPending ? 'Carregando...' : q.isError ? M.falhaContador : 'Escolha o tipo'}
        data={opcoes(mapa)}
        value={null}
        disabled={!q.data}
        w={260}
        onChange={(tipo) => {
          if (tipo) abrir(ABA_VAGAS_ABERTAS, { setor, tipo });
        }}
      />
    );
  };
  return (
    <Group gap="md" align="flex-end" data-testid="contador-vagas-abertas">
      {lista('R')}
      {lista('S')}
    </Group>
  );
}

/** The vacancy's number: 1 s on it shows its profile; a click opens the tab 'Vaga {n}'. */
function NumeroVagaAberta({ v }: { v: VagaAbertaLinha }) {
  const { abrir } = useTabs();
  const [aberto, setAberto] = useState(false);
  return (
    <HoverCard
      openDelay={LIMITES_MINHAS_VAGAS.atrasoPreviaMs}
      closeDelay={100}
      width={320}
      shadow="md"
      withinPortal
      onOpen={() => setAberto(true)}
    >
      <HoverCard.Target>
        <Anchor
          component="button"
          type="button"
          fw={700}
          onClick={() => abrir('Vaga', { nrVaga: v.NR_VAGA })}
          aria-label={`Abrir a vaga ${v.NR_VAGA}`}
        >
          {v.NR_VAGA}
        </Anchor>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="perfil-vaga">
        {aberto && <PerfilVaga nrVaga={v.NR_VAGA} />}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

const faixa = (de: string | number | null, ate: string | number | null) =>
  de === null && ate === null ? 'Indiferente' : `${de ?? '—'} a ${ate ?? '—'}`;

/** The vacancy's profile panel (GET vaga/dados-vaga-resumida). */
function PerfilVaga({ nrVaga }: { nrVaga: number }) {
  const q = useQuery({
    ...consulta(
      CONTRATOS_VAGA_CANDIDATOS.vagaResumida,
      { params: { nrVaga } },
      'Erro ao buscar dados da vaga.',
    ),
  });
  if (q.isPending) return <LoadingState />;
  if (!q.data) return <EmptyState text="Erro ao buscar dados da vaga." />;
  const p = q.data.PERFIL;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        Perfil da vaga {nrVaga}
      </Text>
      {p ? (
        <>
          <Text size="sm">Sexo: {rotuloSexoVaga(p.ID_SEXO)}</Text>
          <Text size="sm">Idade: {faixa(p.NR_IDADE_DE, p.NR_IDADE_ATE)}</Text>
          <Text size="sm">
            Experiência (anos): {faixa(p.NR_ANOS_EXPERIENCIA_DE, p.NR_ANOS_EXPERIENCIA_ATE)}
          </Text>
          <Text size="sm">Escolaridade: {faixa(p.NM_GRAU_INSTRUCAO_DE, p.NM_GRAU_INSTRUCAO_ATE)}</Text>
          <Text size="sm">Bairro: {p.NM_BAIRRO ?? '—'}</Text>
        </>
      ) : (
        <Text size="sm">Vaga sem perfil cadastrado.</Text>
      )}
    </Stack>
  );
}

const vazio = (v: string | null) => v ?? '—';

const COLUNAS: ColunaLista<VagaAbertaLinha>[] = [
  {
    id: 'vaga',
    titulo: 'Vaga',
    largura: 90,
    celula: (v) => <NumeroVagaAberta v={v} />,
    ordenar: (v) => v.NR_VAGA,
  },
  {
    id: 'analista',
    titulo: 'Analista',
    celula: (v) => vazio(v.NM_PESSOA_SELECIONADOR),
    ordenar: (v) => v.NM_PESSOA_SELECIONADOR,
  },
  { id: 'situacao', titulo: 'Situação', celula: (v) => v.NM_SITUACAO_VAGA },
  { id: 'cidade', titulo: 'Cidade', celula: (v) => vazio(v.NM_CIDADE), ordenar: (v) => v.NM_CIDADE },
  { id: 'bairro', titulo: 'Bairro', celula: (v) => vazio(v.NM_BAIRRO) },
  { id: 'sexo', titulo: 'Sexo', celula: (v) => rotuloSexoVaga(v.ID_SEXO) },
  {
    id: 'cliente',
    titulo: 'Cliente',
    celula: (v) =>
      v.ID_ESCONDE_INFO_SIGILOSA === 'S' ? (
        <Text size="sm" fs="italic">
          {CLIENTE_SIGILOSO}
        </Text>
      ) : (
        vazio(v.NM_PESSOA_CLIENTE)
      ),
    ordenar: (v) => v.NM_PESSOA_CLIENTE,
  },
  { id: 'cargo', titulo: 'Cargo', celula: (v) => vazio(v.NM_CARGO), ordenar: (v) => v.NM_CARGO },
  { id: 'escolaridade', titulo: 'Escolaridade', celula: (v) => vazio(v.NM_GRAU_INSTRUCAO_DE) },
];

function setorDe(v: string | undefined): SetorVaga | null {
  return SETORES_VAGA.find((s) => s.valor === v)?.valor ?? null;
}
function tipoDe(v: string | undefined): TipoVaga | null {
  return TIPOS_VAGA.find((t) => t.valor === v)?.valor ?? null;
}

/**
 * Tab 'vagas_abertas_rec_sel' (spec 001 §2.10): 'Vagas de {sector} - {type}', the open vacancies of
 * one sector and type with a quick filter ('Exibindo X de Y') and pages of 20; 'Agendar' opens
 * 'Novo Agendamento' with the client and analyst of the vacancy, and a saved appointment reloads the
 * list (the server announces 'agenda').
 */
export function VagasAbertasPage({ params }: PaginaAbaProps) {
  const setor = setorDe(params.setor);
  const tipo = tipoDe(params.tipo);
  const qc = useQueryClient();
  const [agendar, setAgendar] = useState<VagaAbertaLinha | null>(null);
  const q = useQuery({
    ...consulta(
      C.vagasAbertasPorTipo,
      { corpo: { tipo_vaga: tipo ?? 'O', origem: setor ?? 'R' } },
      M.falhaVagasAbertas,
    ),
    enabled: setor !== null && tipo !== null,
  });
  if (setor === null || tipo === null) return <EmptyState text={M.tipoInvalido} />;
  const titulo = tituloVagasAbertas(setor, tipo);
  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaVagasAbertas) : null;
  return (
    <Stack gap="sm" p="md">
      <Title order={2} size="h4">
        {titulo}
      </Title>
      {erro && (
        <Alert color="red" title={M.falhaVagasAbertas}>
          {erro !== M.falhaVagasAbertas ? erro : null}
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void q.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      )}
      <TabelaLista
        rotulo={titulo}
        colunas={COLUNAS}
        linhas={erro ? [] : q.data}
        carregando={q.isPending}
        chave={(v) => v.NR_VAGA}
        filtro={{ rotulo: 'Filtrar vagas' }}
        paginacao={{ tamanho: LIMITES_RECRUTAMENTO.porPaginaAbertas }}
        vazio={M.vaziaAbertas}
        larguraMinima={1000}
        propsLinha={(v) => ({ 'data-testid': `vaga-aberta-${v.NR_VAGA}` })}
        acoes={(v) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCalendarPlus size={14} aria-hidden />}
            aria-label={`Agendar na vaga ${v.NR_VAGA}`}
            onClick={() => setAgendar(v)}
          >
            Agendar
          </Button>
        )}
      />
      {agendar && (
        <AgendamentoModal
          opened
          nrVaga={agendar.NR_VAGA}
          cdPessoaCliente={agendar.CD_PESSOA_CLIENTE}
          cdPessoaAnalista={agendar.CD_PESSOA_SELECIONADOR}
          onClose={() => setAgendar(null)}
          onSalvo={() => {
            setAgendar(null);
            void invalidar(qc, C.vagasAbertasPorTipo, C.contadorVagasPorTipo, C.vagasRecrutamento);
          }}
        />
      )}
    </Stack>
  );
}

import { CONTRATOS_DADOS_CANDIDATO as C } from '@backoffice/domain/contratos/dados-candidato';
import { CONTRATOS_VAGA_RELACIONAR } from '@backoffice/domain/contratos/vaga-relacionar';
import {
  type FiltroVagasCandidatoEntrada,
  MENSAGENS_DADOS_CANDIDATO as M,
  SETORES_VAGAS_CANDIDATO,
  STATUS_VAGAS_CANDIDATO,
  type VagaCandidatoLinha,
} from '@backoffice/domain/dados-candidato';
import { formatarData } from '@backoffice/domain/datas';
import { REGIOES } from '@backoffice/domain/minhas-vagas';
import { Badge, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { EmptyState } from '../../components/controls/list-states';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { CargoPicker } from '../../components/pickers/catalog-pickers';
import { consulta, useAcao } from '../../lib/dados';
import { useTabs } from '../../lib/tabs';

const COR_SITUACAO = (cd: number) =>
  [0, 1].includes(cd)
    ? 'green'
    : [5, 6, 8, 9, 10].includes(cd)
      ? 'red'
      : [7, 11].includes(cd)
        ? 'yellow'
        : 'blue';

function colunas(abrirVaga: (nr: number) => void): ColunaLista<VagaCandidatoLinha>[] {
  return [
    {
      id: 'vaga',
      titulo: 'Vaga',
      celula: (l) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => abrirVaga(l.NR_VAGA)}
          aria-label={`Abrir vaga ${l.NR_VAGA}`}
        >
          {l.NR_VAGA}
        </Button>
      ),
      ordenar: (l) => l.NR_VAGA,
    },
    { id: 'cargo', titulo: 'Cargo', celula: (l) => l.NM_CARGO, ordenar: (l) => l.NM_CARGO },
    {
      id: 'cliente',
      titulo: 'Cliente',
      celula: (l) => l.NM_APELIDO_CLIENTE ?? 'Informação Sigilosa',
      ordenar: (l) => l.NM_APELIDO_CLIENTE,
    },
    { id: 'cidade', titulo: 'Cidade', celula: (l) => l.NM_CIDADE, ordenar: (l) => l.NM_CIDADE },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (l) => (
        <Badge color={COR_SITUACAO(l.CD_SITUACAO_VAGA)} variant="light">
          {l.NM_SITUACAO_VAGA}
        </Badge>
      ),
      ordenar: (l) => l.NM_SITUACAO_VAGA,
    },
    { id: 'contratacao', titulo: 'Contratação', celula: (l) => l.TIPO_CONTRATACAO },
    {
      id: 'abertura',
      titulo: 'Abertura',
      celula: (l) => `${formatarData(l.DT_ABERTURA)} (${l.QT_DIAS_ABERTURA} d)`,
      ordenar: (l) => l.DT_ABERTURA,
    },
    {
      id: 'candidatos',
      titulo: 'Candidatos',
      celula: (l) => l.QT_CANDIDATOS_ESTAGIO,
      ordenar: (l) => l.QT_CANDIDATOS_ESTAGIO,
      alinhar: 'right',
    },
  ];
}

/** The vacancy list of the Vagas tabs, with 'Relacionar' (stage 3, em análise) when not yet related. */
function ListaVagas({
  cdPessoaCandidato,
  rotulo,
  linhas,
  carregando,
  ferramentas,
}: {
  cdPessoaCandidato: number;
  rotulo: string;
  linhas: readonly VagaCandidatoLinha[] | undefined;
  carregando: boolean;
  ferramentas?: React.ReactNode;
}) {
  const tabs = useTabs();
  const [relacionar, setRelacionar] = useState<VagaCandidatoLinha | null>(null);
  // the candidate's vacancy lists are read again
  const relacionarVaga = useAcao(CONTRATOS_VAGA_RELACIONAR.relacionarCandidato, {
    sucesso: M.relacionado,
    fallback: 'Não foi possível relacionar o candidato.',
    invalidar: [C.vagas, C.vagasPcd],
    aoConcluir: () => setRelacionar(null),
  });
  function confirmar() {
    if (!relacionar) return;
    relacionarVaga.mutate({
      corpo: { cd_pessoa_candidato: cdPessoaCandidato, nr_vaga: relacionar.NR_VAGA, cd_estagio_vaga: 3 },
    });
  }
  return (
    <>
      <TabelaLista
        rotulo={rotulo}
        colunas={colunas((nr) => tabs.abrir('Vaga', { nrVaga: nr }))}
        linhas={linhas}
        carregando={carregando}
        chave={(l) => l.NR_VAGA}
        filtro
        ferramentas={ferramentas}
        larguraMinima={900}
        acoes={(l) =>
          l.ID_RELACIONADO === 'S' ? (
            <Text size="xs" c="gray.7">
              Relacionado
            </Text>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconLink size={14} aria-hidden />}
              aria-label={`Relacionar à vaga ${l.NR_VAGA}`}
              onClick={() => setRelacionar(l)}
            >
              Relacionar
            </Button>
          )
        }
      />
      <ConfirmDialog
        opened={relacionar !== null}
        title="Relacionar"
        message={relacionar ? `Relacionar o candidato à vaga ${relacionar.NR_VAGA} (em análise)?` : ''}
        loading={relacionarVaga.isPending}
        onConfirm={() => void confirmar()}
        onCancel={() => setRelacionar(null)}
      />
    </>
  );
}

const FILTRO_PADRAO: FiltroVagasCandidatoEntrada = { status: 1, setor: 'T' };

/** 'Vagas' of the candidate data page (spec 002 §2.3, §3.8): vacancies by the candidate-vacancy filter. */
export function VagasCandidatoTab({ cdPessoaCandidato }: { cdPessoaCandidato: number }) {
  const [rascunho, setRascunho] = useState<FiltroVagasCandidatoEntrada>(FILTRO_PADRAO);
  const [filtro, setFiltro] = useState<FiltroVagasCandidatoEntrada>(FILTRO_PADRAO);
  const q = useQuery(
    consulta(C.vagas, { params: { candidate: cdPessoaCandidato }, corpo: filtro }, M.erroVagas),
  );
  const set = (p: Partial<FiltroVagasCandidatoEntrada>) => setRascunho((r) => ({ ...r, ...p }));
  return (
    <Stack gap="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFiltro({ ...rascunho, nm_cidade: rascunho.nm_cidade?.trim() || undefined });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Cidade"
            w={200}
            value={rascunho.nm_cidade ?? ''}
            onChange={(e) => set({ nm_cidade: e.currentTarget.value })}
          />
          <Select
            label="Status"
            w={150}
            allowDeselect={false}
            value={String(rascunho.status ?? 1)}
            onChange={(v) => set({ status: Number(v ?? 1) as 0 | 1 | 7 })}
            data={Object.entries(STATUS_VAGAS_CANDIDATO).map(([value, label]) => ({ value, label }))}
          />
          <Select
            label="Setor"
            w={160}
            allowDeselect={false}
            value={rascunho.setor ?? 'T'}
            onChange={(v) => set({ setor: (v ?? 'T') as 'S' | 'N' | 'T' })}
            data={Object.entries(SETORES_VAGAS_CANDIDATO).map(([value, label]) => ({ value, label }))}
          />
          <div style={{ width: 240 }}>
            <CargoPicker
              fonte="todos"
              variant="select"
              label="Cargo"
              value={rascunho.cd_cargo === undefined ? null : Number(rascunho.cd_cargo)}
              onChange={(cd) => set({ cd_cargo: cd ?? undefined })}
            />
          </div>
          <Checkbox.Group
            label="Regiões"
            value={REGIOES.filter((r) => rascunho[r.campo]).map((r) => r.campo)}
            onChange={(v) => set(Object.fromEntries(REGIOES.map((r) => [r.campo, v.includes(r.campo)])))}
          >
            <Group gap="xs" mt={6}>
              {REGIOES.map((r) => (
                <Checkbox key={r.campo} value={r.campo} label={r.rotulo} />
              ))}
            </Group>
          </Checkbox.Group>
          <Button type="submit">Filtrar</Button>
        </Group>
      </form>
      {q.isError ? (
        <EmptyState text={M.erroVagas} />
      ) : (
        <ListaVagas
          cdPessoaCandidato={cdPessoaCandidato}
          rotulo="Vagas"
          linhas={q.data}
          carregando={q.isPending}
        />
      )}
    </Stack>
  );
}

/** 'Vagas PCD' (spec 002 §2.3, §6): open PCD vacancies in the candidate's state, desired positions first. */
export function VagasPcdTab({ cdPessoaCandidato }: { cdPessoaCandidato: number }) {
  const q = useQuery(consulta(C.vagasPcd, { params: { candidate: cdPessoaCandidato } }, M.erroVagas));
  if (q.isError) return <EmptyState text={M.erroVagas} />;
  return (
    <ListaVagas
      cdPessoaCandidato={cdPessoaCandidato}
      rotulo="Vagas PCD"
      linhas={q.data}
      carregando={q.isPending}
    />
  );
}

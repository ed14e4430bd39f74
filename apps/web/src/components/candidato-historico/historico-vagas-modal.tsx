import {
  type HistoricoVagaEncaminhadoLinha,
  type HistoricoVagaWebLinha,
  LIMITES_HISTORICO_CANDIDATO,
  MENSAGENS_HISTORICO_CANDIDATO,
} from '@backoffice/domain/candidato-historico';
import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_VAGA_CANDIDATOS } from '@backoffice/domain/contratos/vaga-candidatos';
import { formatarData, formatarDataHora } from '@backoffice/domain/datas';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  ScrollArea,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { consulta, useAcao } from '../../lib/dados';
import { formatCurrency } from '../../lib/format';
import { AppModal } from '../controls/app-modal';
import { CounterTextarea } from '../controls/counter-textarea';
import { EmptyState, LoadingState } from '../controls/list-states';
import { type ColunaLista, comoData, TabelaLista } from '../lista/tabela-lista';

const COLUNAS_WEB: ColunaLista<HistoricoVagaWebLinha>[] = [
  { id: 'requisicao', titulo: 'Requisição', celula: (r) => r.NR_REQUISICAO, ordenar: (r) => r.NR_REQUISICAO },
  { id: 'vagas', titulo: 'Vagas', celula: (r) => r.QTD_VAGAS, ordenar: (r) => r.QTD_VAGAS },
  {
    id: 'cidade',
    titulo: 'Cidade',
    celula: (r) => r.DS_CIDADE_SERVICO,
    ordenar: (r) => r.DS_CIDADE_SERVICO,
  },
  {
    id: 'situacao',
    titulo: 'Situação',
    celula: (r) => r.STATUS_CANDIDATO,
    ordenar: (r) => r.STATUS_CANDIDATO,
  },
  { id: 'empresa', titulo: 'Empresa', celula: (r) => r.NM_EMPRESA, ordenar: (r) => r.NM_EMPRESA },
  {
    id: 'data',
    titulo: 'Data',
    celula: (r) => formatarData(r.CRIADO_EM),
    ordenar: (r) => comoData(r.CRIADO_EM),
  },
];

function colunasEncaminhado(abrirVaga: (nr: number) => void): ColunaLista<HistoricoVagaEncaminhadoLinha>[] {
  return [
    {
      id: 'vaga',
      titulo: 'Vaga',
      celula: (r) => (
        <Anchor component="button" size="sm" onClick={() => abrirVaga(r.NR_VAGA)}>
          {r.NR_VAGA}
        </Anchor>
      ),
      ordenar: (r) => r.NR_VAGA,
    },
    { id: 'cargo', titulo: 'Cargo', celula: (r) => r.NM_CARGO, ordenar: (r) => r.NM_CARGO },
    { id: 'empresa', titulo: 'Empresa', celula: (r) => r.NM_EMPRESA, ordenar: (r) => r.NM_EMPRESA },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (r) => r.NM_SITUACAO_VAGA,
      ordenar: (r) => r.NM_SITUACAO_VAGA,
    },
    { id: 'estagio', titulo: 'Estágio', celula: (r) => r.CD_ESTAGIO_VAGA, ordenar: (r) => r.CD_ESTAGIO_VAGA },
    {
      id: 'encaminhado',
      titulo: 'Encaminhado em',
      celula: (r) => (r.DT_ENCAMINHAMENTO ? formatarData(r.DT_ENCAMINHAMENTO) : ''),
      ordenar: (r) => comoData(r.DT_ENCAMINHAMENTO),
    },
  ];
}

/** 'Inserir histórico' (spec 000 §2.3b, §5.2): a note of 20 to 2000 characters on the candidate. */
function InserirHistoricoModal({
  cdPessoa,
  opened,
  onClose,
}: {
  cdPessoa: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [texto, setTexto] = useState('');
  // the timeline is read again (the contract says so) before the modal closes
  const inserir = useAcao(C.inserirTimeline, {
    sucesso: MENSAGENS_HISTORICO_CANDIDATO.inserido,
    fallback: MENSAGENS_HISTORICO_CANDIDATO.falhaInserir,
    aoConcluir: () => {
      setTexto('');
      onClose();
    },
  });
  const { notaMin, notaMax } = LIMITES_HISTORICO_CANDIDATO;
  const tamanho = texto.trim().length;
  const erro = tamanho > 0 && tamanho < notaMin ? MENSAGENS_HISTORICO_CANDIDATO.notaMin : undefined;
  const salvar = () =>
    inserir.mutate({ corpo: { ds_historico: texto.trim(), cd_pessoa_candidato: cdPessoa } });
  return (
    <AppModal opened={opened} onClose={onClose} title={MENSAGENS_HISTORICO_CANDIDATO.tituloInserir} size="lg">
      <Stack>
        <CounterTextarea
          label="Histórico"
          value={texto}
          onChange={setTexto}
          min={notaMin}
          max={notaMax}
          error={erro}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            onClick={salvar}
            loading={inserir.isPending}
            disabled={tamanho < notaMin || tamanho > notaMax}
          >
            Salvar
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** The candidate's timeline (GET candidato/timeline/{cd}) with 'Inserir histórico'. */
export function TimelineCandidato({
  cdPessoa,
  nome,
  alturaMaxima = LIMITES_HISTORICO_CANDIDATO.alturaTimeline,
}: {
  cdPessoa: number;
  nome: string;
  alturaMaxima?: number | string;
}) {
  const [inserindo, setInserindo] = useState(false);
  const tl = useQuery({
    ...consulta(C.timeline, { params: { cdPessoaCandidato: cdPessoa } }),
  });
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={5}>{MENSAGENS_HISTORICO_CANDIDATO.titulo(nome)}</Title>
        <Button
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setInserindo(true)}
        >
          {MENSAGENS_HISTORICO_CANDIDATO.tituloInserir}
        </Button>
      </Group>
      {tl.isPending ? (
        <LoadingState />
      ) : !tl.data?.length ? (
        <EmptyState />
      ) : (
        <ScrollArea.Autosize mah={alturaMaxima}>
          <Stack gap="xs">
            {tl.data.map((h) => (
              <Stack key={`${h.DT_HISTORICO}-${h.NM_USUARIO}-${h.DS_OBSERVACOES}`} gap={0}>
                <Text size="xs" c="gray.7">
                  {formatarDataHora(h.DT_HISTORICO)} {h.NM_USUARIO ? `- ${h.NM_USUARIO}` : ''}
                </Text>
                <Text size="sm">{h.DS_OBSERVACOES}</Text>
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <InserirHistoricoModal cdPessoa={cdPessoa} opened={inserindo} onClose={() => setInserindo(false)} />
    </>
  );
}

/**
 * A vacancy's summary (GET vaga/dados-vaga-resumida/{nrVaga}): an opened vacancy inside the modal, and the
 * side panel of the candidate data page's forwardings.
 */
export function VagaAbertaPainel({ nrVaga }: { nrVaga: number }) {
  const q = useQuery({
    ...consulta(
      CONTRATOS_VAGA_CANDIDATOS.vagaResumida,
      { params: { nrVaga } },
      'Erro ao buscar dados da vaga.',
    ),
  });
  if (q.isPending) return <LoadingState />;
  if (!q.data) return <EmptyState text="Erro ao buscar dados da vaga." />;
  const v = q.data.VAGA;
  const sigilo = v.ID_ESCONDE_INFO_SIGILOSA === 'S';
  const campo = (rotulo: string, valor: React.ReactNode) => (
    <div>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text size="sm">{valor || '—'}</Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
      {campo('Vaga', `${v.NR_VAGA} (requisição ${v.NR_REQUISICAO})`)}
      {campo('Situação', v.NM_SITUACAO_VAGA)}
      {campo('Cargo', v.NM_CARGO)}
      {campo('Cliente', sigilo ? 'Informação Sigilosa' : v.NM_PESSOA_CLIENTE)}
      {campo('Analista', v.NM_PESSOA_SELECIONADOR)}
      {campo('Abertura', formatarData(v.DT_ABERTURA))}
      {campo('Horário', v.NM_TURNO)}
      {campo('Salário', v.SALARIO ? formatCurrency(v.SALARIO) : null)}
      {campo('Contratação', v.NM_TIPO_CONTRATACAO)}
    </SimpleGrid>
  );
}

/** The candidate's vacancies: related on the web, forwarded, the timeline, and one tab per vacancy opened. */
export function HistoricoVagasModal({
  cdPessoa,
  nome,
  onClose,
}: {
  cdPessoa: number | null;
  nome: string;
  onClose: () => void;
}) {
  const ativo = cdPessoa !== null;
  const [aba, setAba] = useState<string | null>('web');
  const [vagasAbertas, setVagasAbertas] = useState<number[]>([]);
  const abrirVaga = useCallback((nr: number) => {
    setVagasAbertas((a) => (a.includes(nr) ? a : [...a, nr]));
    setAba(`vaga-${nr}`);
  }, []);
  const colunasEnc = useMemo(() => colunasEncaminhado(abrirVaga), [abrirVaga]);
  const fecharVaga = (nr: number) => {
    setVagasAbertas((a) => a.filter((x) => x !== nr));
    setAba((atual) => (atual === `vaga-${nr}` ? 'encaminhado' : atual));
  };
  const web = useQuery({
    ...consulta(C.historicoWeb, { params: { cdPessoaCandidato: cdPessoa ?? 0 } }),
    enabled: ativo,
  });
  const enc = useQuery({
    ...consulta(C.historicoEncaminhado, { params: { cdPessoaCandidato: cdPessoa ?? 0 } }),
    enabled: ativo,
  });
  return (
    <AppModal opened={ativo} onClose={onClose} size="xl" title={`Vagas de ${nome}`}>
      <Tabs value={aba} onChange={setAba}>
        <Tabs.List>
          <Tabs.Tab value="web">Relacionado WEB</Tabs.Tab>
          <Tabs.Tab value="encaminhado">Encaminhado</Tabs.Tab>
          <Tabs.Tab value="historico">Histórico Candidato</Tabs.Tab>
          {vagasAbertas.map((nr) => (
            <Tabs.Tab
              key={nr}
              value={`vaga-${nr}`}
              rightSection={
                <ActionIcon
                  component="span"
                  size="xs"
                  variant="subtle"
                  color="gray"
                  aria-label={`Fechar vaga ${nr}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    fecharVaga(nr);
                  }}
                >
                  <IconX size={12} aria-hidden />
                </ActionIcon>
              }
            >
              Vaga {nr}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="web" pt="sm">
          <TabelaLista
            rotulo="Vagas relacionadas na web"
            colunas={COLUNAS_WEB}
            linhas={web.data ?? []}
            carregando={web.isPending}
            chave={(r) => `${r.NR_REQUISICAO}-${r.CRIADO_EM}`}
            paginacao={false}
            alturaMaxima={LIMITES_HISTORICO_CANDIDATO.alturaListas}
            larguraMinima={560}
          />
        </Tabs.Panel>
        <Tabs.Panel value="encaminhado" pt="sm">
          <TabelaLista
            rotulo="Vagas encaminhadas"
            colunas={colunasEnc}
            linhas={enc.data ?? []}
            carregando={enc.isPending}
            chave={(r) => r.NR_VAGA}
            paginacao={false}
            alturaMaxima={LIMITES_HISTORICO_CANDIDATO.alturaListas}
            larguraMinima={560}
          />
        </Tabs.Panel>
        <Tabs.Panel value="historico" pt="sm">
          {cdPessoa !== null && <TimelineCandidato cdPessoa={cdPessoa} nome={nome} />}
        </Tabs.Panel>
        {vagasAbertas.map((nr) => (
          <Tabs.Panel key={nr} value={`vaga-${nr}`} pt="sm">
            <VagaAbertaPainel nrVaga={nr} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Anchor component="button" type="button" size="sm" onClick={onClose}>
          Fechar
        </Anchor>
      </Group>
    </AppModal>
  );
}
